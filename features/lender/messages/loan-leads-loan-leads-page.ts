import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/loan-leads/loan-leads-page.tsx. */
export const loanLeadsLoanLeadsPageMessages = messagesOf('lender.loanLeadsLoanLeadsPage', {
  loanLeads: 'Loan Leads',
  velocityHoursSinceTheConsumer:
    'Velocity: hours since the consumer accepted — Low under {low}, Medium under {high}, High after.',
  assignmentView: 'Assignment view',
  loanLeads2: 'Loan leads',
  dateAccepted: 'Date accepted',
  consumer: 'Consumer',
  product: 'Product',
  assignedTo: 'Assigned to',
  status: 'Status',
  fundingStatus: 'Funding status',
  velocity: 'Velocity',
  velocityBadge: '{velocity} · {hours} h',
  noLoanLeadsInThis: 'No loan leads in this view.',
});
