import { defineMessages } from '../../../../ui/intl/define-messages.ts';

/** The redeem application's questions about work, home, purpose and (where asked) mother's maiden name. */
export const applicationDetailMessages = defineMessages({
  heading: { id: 'consumer.details.heading', defaultMessage: 'About your work and home' },
  intro: {
    id: 'consumer.details.intro',
    defaultMessage: 'Optional unless marked: your lender uses these answers to prepare your loan.',
  },
  employmentStatus: { id: 'consumer.details.employmentStatus', defaultMessage: 'Employment status' },
  employer: { id: 'consumer.details.employer', defaultMessage: 'Employer' },
  jobTitle: { id: 'consumer.details.jobTitle', defaultMessage: 'Job title' },
  selfEmployed: { id: 'consumer.details.selfEmployed', defaultMessage: 'Are you self-employed?' },
  yes: { id: 'consumer.details.yes', defaultMessage: 'Yes' },
  no: { id: 'consumer.details.no', defaultMessage: 'No' },
  employmentLength: { id: 'consumer.details.employmentLength', defaultMessage: 'Months at this job' },
  occupancyPayment: { id: 'consumer.details.occupancyPayment', defaultMessage: 'Monthly rent or mortgage ($)' },
  occupancyDuration: { id: 'consumer.details.occupancyDuration', defaultMessage: 'Months at your address' },
  purposeType: { id: 'consumer.details.purposeType', defaultMessage: 'What is the loan for?' },
  mothersMaidenName: { id: 'consumer.details.mothersMaidenName', defaultMessage: "Mother's maiden name" },
  mothersMaidenNameHelp: {
    id: 'consumer.details.mothersMaidenNameHelp',
    defaultMessage: 'Your lender asks for it to confirm who you are. It is kept encrypted.',
  },
  choose: { id: 'consumer.details.choose', defaultMessage: 'Choose…' },
  required: { id: 'consumer.details.required', defaultMessage: 'Please answer this question' },
  text: { id: 'consumer.details.text', defaultMessage: 'Use at most 100 characters' },
  months: { id: 'consumer.details.months', defaultMessage: 'Enter a whole number of months' },
  money: { id: 'consumer.details.money', defaultMessage: 'Enter an amount in dollars, like 1250' },
  choice: { id: 'consumer.details.choice', defaultMessage: 'Choose from the list' },
});
