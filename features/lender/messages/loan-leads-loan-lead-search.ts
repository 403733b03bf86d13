import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/loan-leads/loan-lead-search.ts. */
export const loanLeadsLoanLeadSearchMessages = messagesOf('lender.loanLeadsLoanLeadSearch', {
  loadFailure: 'There was an error getting the loan leads',
});
