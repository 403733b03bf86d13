import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/loan-leads/loan-lead-pages.ts. */
export const loanLeadsLoanLeadPagesMessages = messagesOf('lender.loanLeadsLoanLeadPages', {
  loanLeads: 'Loan Leads',
  loanLead: 'Loan lead',
  thereWasAnErrorGetting: 'There was an error getting the loan lead',
});
