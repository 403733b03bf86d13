import { defineMessages } from '../../../../ui/intl/define-messages.ts';

/** The marketplace's question steps: purpose, auto refinance, income, vehicle and pay frequency (001 §2, §3). */
export const journeyStepMessages = defineMessages({
  matches: {
    id: 'consumer.steps.matches',
    defaultMessage: '{count} {count, plural, one {offer matches} other {offers match}} your choice.',
  },
  continue: { id: 'consumer.steps.continue', defaultMessage: 'Continue' },
  refinanceTitle: { id: 'consumer.steps.refinanceTitle', defaultMessage: 'Refinance your auto loan' },
  refinanceText: {
    id: 'consumer.steps.refinanceText',
    defaultMessage:
      "Lenders may offer a lower rate or payment than your current loan. We need your vehicle's details, then we show the offers that fit your loan's balance.",
  },
  refinance1: { id: 'consumer.steps.refinance1', defaultMessage: 'Confirm the vehicle securing your loan.' },
  refinance2: { id: 'consumer.steps.refinance2', defaultMessage: 'Check your current loan.' },
  refinance3: { id: 'consumer.steps.refinance3', defaultMessage: 'Compare refinance offers with estimated payments.' },
  getStarted: { id: 'consumer.steps.getStarted', defaultMessage: 'Get started' },
  lender: { id: 'consumer.steps.lender', defaultMessage: 'Lender' },
  balance: { id: 'consumer.steps.balance', defaultMessage: 'Estimated balance' },
  apr: { id: 'consumer.steps.apr', defaultMessage: 'APR' },
  monthlyPayment: { id: 'consumer.steps.monthlyPayment', defaultMessage: 'Monthly payment' },
  monthsLeft: { id: 'consumer.steps.monthsLeft', defaultMessage: 'Months left' },
  vehicle: { id: 'consumer.steps.vehicle', defaultMessage: 'Vehicle' },
  notReported: { id: 'consumer.steps.notReported', defaultMessage: 'Not reported' },
  currentLoanTitle: { id: 'consumer.steps.currentLoanTitle', defaultMessage: 'Your current loan' },
  currentLoanText: {
    id: 'consumer.steps.currentLoanText',
    defaultMessage: "Refinance offers are sized to this loan's balance.",
  },
  loadingLoan: { id: 'consumer.steps.loadingLoan', defaultMessage: 'Loading your loan…' },
  noLoan: {
    id: 'consumer.steps.noLoan',
    defaultMessage: 'We could not find a current auto loan in your credit file.',
  },
  seeRefinanceOffers: { id: 'consumer.steps.seeRefinanceOffers', defaultMessage: 'See refinance offers' },
  generic: { id: 'consumer.steps.generic', defaultMessage: 'Something went wrong / Please try again later' },
});

export const statedStepMessages = defineMessages({
  incomeTitle: { id: 'consumer.stated.incomeTitle', defaultMessage: 'What is your annual income?' },
  incomeText: { id: 'consumer.stated.incomeText', defaultMessage: 'Short-term loan offers depend on your income.' },
  incomeLabel: { id: 'consumer.stated.incomeLabel', defaultMessage: 'Annual income before taxes (USD)' },
  wholeDollars: { id: 'consumer.stated.wholeDollars', defaultMessage: 'Enter a whole dollar amount' },
  aYear: { id: 'consumer.stated.aYear', defaultMessage: '{amount} a year' },
  vehicleTitle: { id: 'consumer.stated.vehicleTitle', defaultMessage: 'Tell us about your vehicle' },
  refinancing: {
    id: 'consumer.stated.refinancing',
    defaultMessage: 'Refinancing your {lender} loan (balance about {balance}).',
  },
  noLoanToRefinance: {
    id: 'consumer.stated.noLoanToRefinance',
    defaultMessage: 'We could not find a current auto loan to refinance.',
  },
  year: { id: 'consumer.stated.year', defaultMessage: 'Year' },
  make: { id: 'consumer.stated.make', defaultMessage: 'Make' },
  model: { id: 'consumer.stated.model', defaultMessage: 'Model' },
  trim: { id: 'consumer.stated.trim', defaultMessage: 'Trim (optional)' },
  mileage: { id: 'consumer.stated.mileage', defaultMessage: 'Mileage (optional)' },
  vehicleFixed: {
    id: 'consumer.stated.vehicleFixed',
    defaultMessage: 'Once you confirm, these vehicle details cannot be changed for these offers.',
  },
  confirmVehicle: { id: 'consumer.stated.confirmVehicle', defaultMessage: 'Confirm vehicle' },
});

export const payFrequencyMessages = defineMessages({
  WEEKLY: { id: 'consumer.pay.WEEKLY', defaultMessage: 'Weekly' },
  BI_WEEKLY: { id: 'consumer.pay.BI_WEEKLY', defaultMessage: 'Every two weeks' },
  SEMI_MONTHLY: { id: 'consumer.pay.SEMI_MONTHLY', defaultMessage: 'Twice a month' },
  MONTHLY: { id: 'consumer.pay.MONTHLY', defaultMessage: 'Monthly' },
});

export const payStepMessages = defineMessages({
  confirmNote: {
    id: 'consumer.pay.confirmNote',
    defaultMessage: 'Once you confirm, your income and pay frequency cannot be changed for these offers.',
  },
  notStated: { id: 'consumer.pay.notStated', defaultMessage: 'not stated' },
  confirmTitle: { id: 'consumer.pay.confirmTitle', defaultMessage: 'Confirm your income' },
  confirmText: { id: 'consumer.pay.confirmText', defaultMessage: 'Short-term loan offers are available for you.' },
  annualIncome: { id: 'consumer.pay.annualIncome', defaultMessage: 'Annual income' },
  paid: { id: 'consumer.pay.paid', defaultMessage: 'Paid' },
  confirm: { id: 'consumer.pay.confirm', defaultMessage: 'Confirm and see offers' },
  edit: { id: 'consumer.pay.edit', defaultMessage: 'Edit' },
  ineligibleTitle: { id: 'consumer.pay.ineligibleTitle', defaultMessage: 'No short-term offers for this income' },
  ineligibleText: {
    id: 'consumer.pay.ineligibleText',
    defaultMessage:
      "With an income of {income} paid {frequency}, the lenders' rules leave no short-term loan offer. Nothing has been confirmed: you can correct your income.",
  },
  reenterIncome: { id: 'consumer.pay.reenterIncome', defaultMessage: 'Re-enter income' },
  changeFrequency: { id: 'consumer.pay.changeFrequency', defaultMessage: 'Change pay frequency' },
  redactedTitle: { id: 'consumer.pay.redactedTitle', defaultMessage: 'Your offers changed' },
  redactedText: {
    id: 'consumer.pay.redactedText',
    defaultMessage: "With the income you confirmed, the lenders' rules no longer allow these short-term offers.",
  },
  seeOtherOffers: { id: 'consumer.pay.seeOtherOffers', defaultMessage: 'See other offers' },
  title: { id: 'consumer.pay.title', defaultMessage: 'How often are you paid?' },
  text: { id: 'consumer.pay.text', defaultMessage: 'Payments follow your pay schedule.' },
  frequency: { id: 'consumer.pay.frequency', defaultMessage: 'Pay frequency' },
  choose: { id: 'consumer.pay.choose', defaultMessage: 'Choose…' },
});
