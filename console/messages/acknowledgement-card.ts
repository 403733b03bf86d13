import { defineMessages } from '../../ui/intl/define-messages.ts';

/** The words of console/acknowledgement-card.tsx. */
export const acknowledgementCardMessages = defineMessages({
  acknowledge: { id: 'console.acknowledgementCard.acknowledge', defaultMessage: 'Acknowledge' },
  reject: { id: 'console.acknowledgementCard.reject', defaultMessage: 'Reject' },
  yourAnswerIsRecorded: {
    id: 'console.acknowledgementCard.yourAnswerIsRecorded',
    defaultMessage: 'Your answer is recorded.',
  },
  change: { id: 'console.acknowledgementCard.change', defaultMessage: '{verb} change' },
  back: { id: 'console.acknowledgementCard.back', defaultMessage: 'Back' },
  requested: {
    id: 'console.acknowledgementCard.requested',
    defaultMessage: '{campaignName} · {lenderName} · requested {value}{value2}',
  },
});
