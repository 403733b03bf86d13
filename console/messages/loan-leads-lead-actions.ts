import { defineMessages } from '../../ui/intl/define-messages.ts';

/** The words of console/loan-leads/lead-actions.tsx. */
export const loanLeadsLeadActionsMessages = defineMessages({
  assignedTo: { id: 'console.loanLeadsLeadActions.assignedTo', defaultMessage: 'Assigned to {value}' },
  assignTo: { id: 'console.loanLeadsLeadActions.assignTo', defaultMessage: 'Assign to' },
  assignToMe: { id: 'console.loanLeadsLeadActions.assignToMe', defaultMessage: 'Assign to me' },
  assign: { id: 'console.loanLeadsLeadActions.assign', defaultMessage: 'Assign' },
  status: { id: 'console.loanLeadsLeadActions.status', defaultMessage: 'Status' },
  fundingStatus: { id: 'console.loanLeadsLeadActions.fundingStatus', defaultMessage: 'Funding status' },
  pushToLos: { id: 'console.loanLeadsLeadActions.pushToLos', defaultMessage: 'Push to LOS' },
  push: { id: 'console.loanLeadsLeadActions.push', defaultMessage: 'Push: {value}{value2}' },
  loanNumber: { id: 'console.loanLeadsLeadActions.loanNumber', defaultMessage: 'Loan number' },
  yourPassword: { id: 'console.loanLeadsLeadActions.yourPassword', defaultMessage: 'Your password' },
  downloadEncryptedFile: {
    id: 'console.loanLeadsLeadActions.downloadEncryptedFile',
    defaultMessage: 'Download encrypted file',
  },
});
