import { defineMessages } from '../../../../ui/intl/define-messages.ts';
import { asLabels, labelMessages } from '../label-messages.ts';

/** The redeem journey's frame and its steps before identity verification (001 §4): splash, address, application. */
export const redeemFrameMessages = defineMessages({
  yourOffer: { id: 'consumer.redeem.yourOffer', defaultMessage: 'Your offer' },
  months: { id: 'consumer.redeem.months', defaultMessage: '{months} months' },
  rate: { id: 'consumer.redeem.rate', defaultMessage: '{rate} {kind, select, APY {APY} other {APR}}' },
  stepOf: { id: 'consumer.redeem.stepOf', defaultMessage: 'Step {step} of {steps} · {stage}' },
  stepOfShort: { id: 'consumer.redeem.stepOfShort', defaultMessage: 'Step {step} of {steps}' },
  oneMoment: { id: 'consumer.redeem.oneMoment', defaultMessage: 'One moment…' },
  back: { id: 'consumer.redeem.back', defaultMessage: 'Back' },
  continue: { id: 'consumer.redeem.continue', defaultMessage: 'Continue' },
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

export const introMessages = defineMessages({
  splashTitle: { id: 'consumer.redeem.splashTitle', defaultMessage: 'Redeem your {offer}' },
  splashTitleAny: { id: 'consumer.redeem.splashTitleAny', defaultMessage: 'Redeem your offer' },
  prequalified: {
    id: 'consumer.redeem.prequalified',
    defaultMessage: 'You are prequalified: the lender confirms your terms with a full application.',
  },
  preApproved: { id: 'consumer.redeem.preApproved', defaultMessage: 'Your offer is pre-approved.' },
  minutes: {
    id: 'consumer.redeem.minutes',
    defaultMessage: 'Confirm a few details and redeem it: it takes 3 to 5 minutes.',
  },
  receives: {
    id: 'consumer.redeem.receives',
    defaultMessage: '{lender} receives your application as soon as you redeem, and contacts you to finish the loan.',
  },
  theLender: { id: 'consumer.redeem.theLender', defaultMessage: 'The lender' },
  backToOffer: { id: 'consumer.redeem.backToOffer', defaultMessage: 'Back to the offer' },
  getStarted: { id: 'consumer.redeem.getStarted', defaultMessage: 'Get started' },
  howTitle: { id: 'consumer.redeem.howTitle', defaultMessage: 'How it works' },
  howText: {
    id: 'consumer.redeem.howText',
    defaultMessage: 'Six short steps. You can go back until your identity is verified.',
  },
  addressTitle: { id: 'consumer.redeem.addressTitle', defaultMessage: 'Is this your address?' },
  addressText: {
    id: 'consumer.redeem.addressText',
    defaultMessage: 'Your offer was made for the address on your credit file.',
  },
  street: { id: 'consumer.redeem.street', defaultMessage: 'Street' },
  city: { id: 'consumer.redeem.city', defaultMessage: 'City' },
  state: { id: 'consumer.redeem.state', defaultMessage: 'State' },
  zip: { id: 'consumer.redeem.zip', defaultMessage: 'ZIP code' },
  noAddress: {
    id: 'consumer.redeem.noAddress',
    defaultMessage: 'We have no address on file for you; the lender confirms it with you.',
  },
  moved: {
    id: 'consumer.redeem.moved',
    defaultMessage: 'Moved recently? Redeem anyway: the lender updates your address when they contact you.',
  },
  yesContinue: { id: 'consumer.redeem.yesContinue', defaultMessage: 'Yes, continue' },
  applicationTitle: { id: 'consumer.redeem.applicationTitle', defaultMessage: 'Your application' },
  applicationText: {
    id: 'consumer.redeem.applicationText',
    defaultMessage: 'Choose how much and for how long. Your rate is the one in your offer.',
  },
  deposit: { id: 'consumer.redeem.deposit', defaultMessage: 'Opening deposit ($)' },
  amount: { id: 'consumer.redeem.amount', defaultMessage: 'Amount ($)' },
  term: { id: 'consumer.redeem.term', defaultMessage: 'Term' },
  termOption: { id: 'consumer.redeem.termOption', defaultMessage: '{months} months at {apr} APR' },
  salesOrder: { id: 'consumer.redeem.salesOrder', defaultMessage: 'Dealer sales order number' },
  salesOrderHelp: {
    id: 'consumer.redeem.salesOrderHelp',
    defaultMessage: 'If the dealer gave you one: it starts with SO.',
  },
  addOns: { id: 'consumer.redeem.addOns', defaultMessage: 'Add to your application' },
  choose: { id: 'consumer.redeem.choose', defaultMessage: 'Choose…' },
  contactPreference: { id: 'consumer.redeem.contactPreference', defaultMessage: 'How may the lender contact you?' },
  idType: { id: 'consumer.redeem.idType', defaultMessage: 'Your ID' },
  occupancy: { id: 'consumer.redeem.occupancy', defaultMessage: 'How do you occupy the home?' },
  propertyType: { id: 'consumer.redeem.propertyType', defaultMessage: 'Property type' },
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
