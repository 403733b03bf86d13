import { messagesOf } from '../../../../ui/intl/define-messages.ts';

/** The marketplace's question steps: purpose, auto refinance, income, vehicle and pay frequency (001 §2, §3). */
export const journeyStepMessages = messagesOf('consumer.steps', {
  matches: '{count} {count, plural, one {offer matches} other {offers match}} your choice.',
  continue: 'Continue',
  refinanceTitle: 'Refinance your auto loan',
  refinanceText:
    "Lenders may offer a lower rate or payment than your current loan. We need your vehicle's details, then we show the offers that fit your loan's balance.",
  refinance1: 'Confirm the vehicle securing your loan.',
  refinance2: 'Check your current loan.',
  refinance3: 'Compare refinance offers with estimated payments.',
  getStarted: 'Get started',
  lender: 'Lender',
  balance: 'Estimated balance',
  apr: 'APR',
  monthlyPayment: 'Monthly payment',
  monthsLeft: 'Months left',
  vehicle: 'Vehicle',
  notReported: 'Not reported',
  currentLoanTitle: 'Your current loan',
  currentLoanText: "Refinance offers are sized to this loan's balance.",
  loadingLoan: 'Loading your loan…',
  noLoan: 'We could not find a current auto loan in your credit file.',
  seeRefinanceOffers: 'See refinance offers',
  generic: 'Something went wrong / Please try again later',
});

export const statedStepMessages = messagesOf('consumer.stated', {
  incomeTitle: 'What is your annual income?',
  incomeText: 'Short-term loan offers depend on your income.',
  incomeLabel: 'Annual income before taxes (USD)',
  wholeDollars: 'Enter a whole dollar amount',
  aYear: '{amount} a year',
  vehicleTitle: 'Tell us about your vehicle',
  refinancing: 'Refinancing your {lender} loan (balance about {balance}).',
  noLoanToRefinance: 'We could not find a current auto loan to refinance.',
  year: 'Year',
  make: 'Make',
  model: 'Model',
  trim: 'Trim (optional)',
  mileage: 'Mileage (optional)',
  vehicleFixed: 'Once you confirm, these vehicle details cannot be changed for these offers.',
  confirmVehicle: 'Confirm vehicle',
});

export const payFrequencyMessages = messagesOf('consumer.pay', {
  WEEKLY: 'Weekly',
  BI_WEEKLY: 'Every two weeks',
  SEMI_MONTHLY: 'Twice a month',
  MONTHLY: 'Monthly',
});

export const payStepMessages = messagesOf('consumer.pay', {
  confirmNote: 'Once you confirm, your income and pay frequency cannot be changed for these offers.',
  notStated: 'not stated',
  confirmTitle: 'Confirm your income',
  confirmText: 'Short-term loan offers are available for you.',
  annualIncome: 'Annual income',
  paid: 'Paid',
  confirm: 'Confirm and see offers',
  edit: 'Edit',
  ineligibleTitle: 'No short-term offers for this income',
  ineligibleText:
    "With an income of {income} paid {frequency}, the lenders' rules leave no short-term loan offer. Nothing has been confirmed: you can correct your income.",
  reenterIncome: 'Re-enter income',
  changeFrequency: 'Change pay frequency',
  redactedTitle: 'Your offers changed',
  redactedText: "With the income you confirmed, the lenders' rules no longer allow these short-term offers.",
  seeOtherOffers: 'See other offers',
  title: 'How often are you paid?',
  text: 'Payments follow your pay schedule.',
  frequency: 'Pay frequency',
  choose: 'Choose…',
});
