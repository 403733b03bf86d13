import { messagesOf } from '../../ui/intl/define-messages.ts';

/** The words of console/acknowledgement-card.tsx. */
export const acknowledgementCardMessages = messagesOf('console.acknowledgementCard', {
  acknowledge: 'Acknowledge',
  reject: 'Reject',
  yourAnswerIsRecorded: 'Your answer is recorded.',
  change: '{verb} change',
  back: 'Back',
  requested: '{campaignName} · {lenderName} · requested {requestedOn}',
  requestedAndDecided: '{campaignName} · {lenderName} · requested {requestedOn} · decided by {decidedBy}',
});
