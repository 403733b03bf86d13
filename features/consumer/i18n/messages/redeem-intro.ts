import { messagesOf } from '../../../../ui/intl/define-messages.ts';
import { asLabels, labelMessages } from '../label-messages.ts';

/** The redeem journey's frame and its steps before identity verification (001 §4): splash, address, application. */
export const redeemFrameMessages = messagesOf('consumer.redeem', {
  yourOffer: 'Your offer',
  months: '{months} months',
  rate: '{rate} {kind, select, APY {APY} other {APR}}',
  stepOf: 'Step {step} of {steps} · {stage}',
  stepOfShort: 'Step {step} of {steps}',
  oneMoment: 'One moment…',
  back: 'Back',
  continue: 'Continue',
});

/** The journey's stages as the consumer sees them; the keys are the stage names the code uses. */
export const stageMessages = labelMessages(
  'consumer.redeem.stage',
  asLabels(['Address', 'Application', 'Identity', 'Licence scan', 'Documents', 'Redeem'] as const),
);

export const stageDetailMessages = labelMessages('consumer.redeem.stageDetail', {
  Address: 'Confirm where you live.',
  Application: 'Choose the amount and term.',
  Identity: 'Enter a passcode we send you, or answer a few questions only you would know.',
  'Licence scan': "Scan your driver's licence. Processing can take up to 2 minutes.",
  Documents: 'Upload the documents the lender asks for (JPG, PNG or PDF), now or later.',
  Redeem: 'Review and redeem. You get a certificate, or go on to the lender.',
} as const);

export const introMessages = messagesOf('consumer.redeem', {
  splashTitle: 'Redeem your {offer}',
  splashTitleAny: 'Redeem your offer',
  prequalified: 'You are prequalified: the lender confirms your terms with a full application.',
  preApproved: 'Your offer is pre-approved.',
  minutes: 'Confirm a few details and redeem it: it takes 3 to 5 minutes.',
  receives: '{lender} receives your application as soon as you redeem, and contacts you to finish the loan.',
  theLender: 'The lender',
  backToOffer: 'Back to the offer',
  getStarted: 'Get started',
  howTitle: 'How it works',
  howText: 'Six short steps. You can go back until your identity is verified.',
  addressTitle: 'Is this your address?',
  addressText: 'Your offer was made for the address on your credit file.',
  street: 'Street',
  city: 'City',
  state: 'State',
  zip: 'ZIP code',
  noAddress: 'We have no address on file for you; the lender confirms it with you.',
  moved: 'Moved recently? Redeem anyway: the lender updates your address when they contact you.',
  yesContinue: 'Yes, continue',
  applicationTitle: 'Your application',
  applicationText: 'Choose how much and for how long. Your rate is the one in your offer.',
  deposit: 'Opening deposit ($)',
  amount: 'Amount ($)',
  term: 'Term',
  termOption: '{months} months at {apr} APR',
  salesOrder: 'Dealer sales order number',
  salesOrderHelp: 'If the dealer gave you one: it starts with SO.',
  addOns: 'Add to your application',
  choose: 'Choose…',
  contactPreference: 'How may the lender contact you?',
  idType: 'Your ID',
  occupancy: 'How do you occupy the home?',
  propertyType: 'Property type',
});

/** The application's answer choices: the seed's values are the English labels (kept as the server stores them). */
export const answerMessages = labelMessages('consumer.redeem.answer', {
  ...asLabels(['No preference', 'Phone call', 'Text message', 'Email', 'Drivers License', 'Other'] as const),
  RENT: 'Rent',
  OWN_WITH_MORTGAGE: 'Own, with a mortgage',
  OWN_FREE_AND_CLEAR: 'Own, free and clear',
  LIVE_WITH_PARENTS: 'Live with parents',
  GOV_QUARTERS: 'Government quarters',
  LEASE: 'Lease',
  OTHER: 'Other',
  'single family detached': 'Single family detached',
  townhouse: 'Townhouse',
  residential: 'Residential',
  multifamily: 'Multifamily',
  condominium: 'Condominium',
  duplex: 'Duplex',
  'manufactured home': 'Manufactured home',
} as const);
