import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/loan-leads/loan-lead-page.tsx. */
export const loanLeadsLoanLeadPageMessages = messagesOf('lender.loanLeadsLoanLeadPage', {
  loanLead: 'Loan lead {loanNumber}',
  text: '{consumerFirstName} {consumerLastName} · {productName} · {value}',
  showPersonalData: 'Show personal data',
  thereWasAnErrorGetting: 'There was an error getting the loan lead',
});
