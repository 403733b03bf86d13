import { defineMessages } from '../../../../ui/intl/define-messages.ts';

/** The /further registration (welcome, lookup, passcode, consent, loan amount, linked account and its problems). */
export const registrationMessages = defineMessages({
  welcomeTitle: { id: 'consumer.registration.welcomeTitle', defaultMessage: 'Your pre-approved offers are waiting' },
  welcomeText: {
    id: 'consumer.registration.welcomeText',
    defaultMessage:
      'Lenders near you have offers on loans, cards and accounts for you. Checking them does not affect your credit score, and it takes under 3 minutes.',
  },
  findMyOffers: { id: 'consumer.registration.findMyOffers', defaultMessage: 'Find my offers' },
  haveAccessCode: { id: 'consumer.registration.haveAccessCode', defaultMessage: 'I have an access code' },
  lastName: { id: 'consumer.registration.lastName', defaultMessage: 'Last name' },
  dateOfBirth: { id: 'consumer.registration.dateOfBirth', defaultMessage: 'Date of birth' },
  zipcode: { id: 'consumer.registration.zipcode', defaultMessage: 'ZIP code' },
  ssnLastFour: { id: 'consumer.registration.ssnLastFour', defaultMessage: 'Last 4 digits of your SSN' },
  lookupTitle: { id: 'consumer.registration.lookupTitle', defaultMessage: 'Find your offers' },
  lookupText: {
    id: 'consumer.registration.lookupText',
    defaultMessage: 'Tell us who you are. We send a passcode to the email on file.',
  },
  notARobot: { id: 'consumer.registration.notARobot', defaultMessage: "I'm not a robot" },
  sendPasscode: { id: 'consumer.registration.sendPasscode', defaultMessage: 'Send my passcode' },
  otpTitle: { id: 'consumer.registration.otpTitle', defaultMessage: 'Enter your passcode' },
  otpText: {
    id: 'consumer.registration.otpText',
    defaultMessage: 'We sent a {digits}-digit passcode to the email on file. It expires in 15 minutes.',
  },
  confirmTitle: { id: 'consumer.registration.confirmTitle', defaultMessage: 'Confirm and consent' },
  confirmText: {
    id: 'consumer.registration.confirmText',
    defaultMessage: 'One last thing before we show your offers.',
  },
  agreeToContinue: { id: 'consumer.registration.agreeToContinue', defaultMessage: 'Agree to the terms to continue.' },
  showMyOffers: { id: 'consumer.registration.showMyOffers', defaultMessage: 'Show my offers' },
  amountTitle: { id: 'consumer.registration.amountTitle', defaultMessage: 'How much do you need?' },
  amountText: {
    id: 'consumer.registration.amountText',
    defaultMessage: 'We show the offers that cover it first. You can change it later.',
  },
  loanAmount: { id: 'consumer.registration.loanAmount', defaultMessage: 'Loan amount ($)' },
  continue: { id: 'consumer.registration.continue', defaultMessage: 'Continue' },
  bankName: { id: 'consumer.registration.bankName', defaultMessage: 'Bank name' },
  routingNumber: { id: 'consumer.registration.routingNumber', defaultMessage: 'Routing number' },
  accountNumber: { id: 'consumer.registration.accountNumber', defaultMessage: 'Account number' },
  accountTitle: { id: 'consumer.registration.accountTitle', defaultMessage: 'Where should the money go?' },
  accountText: {
    id: 'consumer.registration.accountText',
    defaultMessage: 'Link the checking account your loan is paid into. We keep only its last four digits.',
  },
  linkAccount: { id: 'consumer.registration.linkAccount', defaultMessage: 'Link account and see offers' },
  generating: {
    id: 'consumer.registration.generating',
    defaultMessage: 'Finding your offers… this takes under 3 minutes.',
  },
  notFoundTitle: { id: 'consumer.registration.notFoundTitle', defaultMessage: "We couldn't find your offers" },
  notFoundText: {
    id: 'consumer.registration.notFoundText',
    defaultMessage: 'We could not find your records with those details. Check them and try again.',
  },
  tryAgain: { id: 'consumer.registration.tryAgain', defaultMessage: 'Try again' },
  tooManyTitle: { id: 'consumer.registration.tooManyTitle', defaultMessage: 'Too many attempts' },
  notReadyTitle: { id: 'consumer.registration.notReadyTitle', defaultMessage: 'Your offers are not ready' },
  oopsTitle: { id: 'consumer.registration.oopsTitle', defaultMessage: 'Oops! Something went wrong.' },
  genericText: {
    id: 'consumer.registration.genericText',
    defaultMessage: 'Something went wrong / Please try again later',
  },
  oneMoment: { id: 'consumer.registration.oneMoment', defaultMessage: 'One moment…' },
});
