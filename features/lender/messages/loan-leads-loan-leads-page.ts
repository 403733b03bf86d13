import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/loan-leads/loan-leads-page.tsx. */
export const loanLeadsLoanLeadsPageMessages = defineMessages({
  loanLeads: { id: 'lender.loanLeadsLoanLeadsPage.loanLeads', defaultMessage: 'Loan Leads' },
  velocityHoursSinceTheConsumer: {
    id: 'lender.loanLeadsLoanLeadsPage.velocityHoursSinceTheConsumer',
    defaultMessage: 'Velocity: hours since the consumer accepted — Low under {low}, Medium under {high}, High after.',
  },
  assignmentView: { id: 'lender.loanLeadsLoanLeadsPage.assignmentView', defaultMessage: 'Assignment view' },
  loanLeads2: { id: 'lender.loanLeadsLoanLeadsPage.loanLeads2', defaultMessage: 'Loan leads' },
});
