import { messagesOf } from '../../../../ui/intl/define-messages.ts';

/** The redeem application's questions about work, home, purpose and (where asked) mother's maiden name. */
export const applicationDetailMessages = messagesOf('consumer.details', {
  heading: 'About your work and home',
  intro: 'Optional unless marked: your lender uses these answers to prepare your loan.',
  employmentStatus: 'Employment status',
  employer: 'Employer',
  jobTitle: 'Job title',
  selfEmployed: 'Are you self-employed?',
  yes: 'Yes',
  no: 'No',
  employmentLength: 'Months at this job',
  occupancyPayment: 'Monthly rent or mortgage ($)',
  occupancyDuration: 'Months at your address',
  purposeType: 'What is the loan for?',
  mothersMaidenName: "Mother's maiden name",
  mothersMaidenNameHelp: 'Your lender asks for it to confirm who you are. It is kept encrypted.',
  choose: 'Choose…',
  required: 'Please answer this question',
  text: 'Use at most 100 characters',
  months: 'Enter a whole number of months',
  money: 'Enter an amount in dollars, like 1250',
  choice: 'Choose from the list',
});
