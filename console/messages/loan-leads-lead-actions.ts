import { messagesOf } from '../../ui/intl/define-messages.ts';

/** The words of console/loan-leads/lead-actions.tsx. */
export const loanLeadsLeadActionsMessages = messagesOf('console.loanLeadsLeadActions', {
  assignedTo: 'Assigned to {value}',
  assignTo: 'Assign to',
  assignToMe: 'Assign to me',
  assign: 'Assign',
  status: 'Status',
  fundingStatus: 'Funding status',
  pushToLos: 'Push to LOS',
  push: 'Push: {value}{value2}',
  loanNumber: 'Loan number',
  yourPassword: 'Your password',
  downloadEncryptedFile: 'Download encrypted file',
  acting:
    '{action, select, status {Saving the status} funding {Saving the funding status} push {Pushing the lead} other {Downloading the lead}}…',
  acted:
    '{action, select, status {Saving the status} funding {Saving the funding status} push {Pushing the lead} other {Downloading the lead}}: done',
  actionFailed:
    '{action, select, status {Saving the status} funding {Saving the funding status} push {Pushing the lead} other {Downloading the lead}} failed',
  chooseAUser: 'Choose a user',
  loanLeadNumber: 'Loan lead {loanNumber}',
});
