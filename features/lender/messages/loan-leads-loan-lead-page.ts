import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/loan-leads/loan-lead-page.tsx. */
export const loanLeadsLoanLeadPageMessages = defineMessages({
  loanLead: { id: 'lender.loanLeadsLoanLeadPage.loanLead', defaultMessage: 'Loan lead {loanNumber}' },
  text: {
    id: 'lender.loanLeadsLoanLeadPage.text',
    defaultMessage: '{consumerFirstName} {consumerLastName} · {productName} · {value}',
  },
  showPersonalData: { id: 'lender.loanLeadsLoanLeadPage.showPersonalData', defaultMessage: 'Show personal data' },
});
