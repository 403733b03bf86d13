import { setup } from 'xstate';
import type { DeliveryStatus } from '../../domain/catalog/postbacks.ts';
import { ended, moves } from '../lifecycle-config.ts';
import { statusMoves } from '../status-moves.ts';

/** The postback job's answers from the partner's endpoint: accepted, a failed attempt retried, the last one failed. */
export const POSTBACK_DELIVERY_EVENTS = ['ACCEPTED', 'ATTEMPT_FAILED', 'GAVE_UP'] as const;
export type PostbackDeliveryEventType = (typeof POSTBACK_DELIVERY_EVENTS)[number];

/**
 * One postback to one embedder endpoint (the outbox; docs/decisions/0323-targets-postbacks.md). Written PENDING with
 * the event it tells; the `partner-postbacks` job's attempt that the endpoint answers 2xx makes it DELIVERED, a failed
 * attempt with retries left keeps it PENDING, and the last failed attempt (or an endpoint turned off) ends it FAILED.
 * An ended delivery never changes: the embedder's redelivery is a new delivery naming it. Pure: the job asks it
 * through postbackDeliveryMoves; its UPDATE is conditional on the statuses the answer leaves.
 */
export const postbackDeliveryLifecycle = setup({
  types: { events: {} as { type: PostbackDeliveryEventType } },
}).createMachine({
  id: 'postbackDeliveryLifecycle',
  initial: 'PENDING',
  states: {
    PENDING: {
      description: 'Queued, or between the job’s retries',
      on: moves({ ACCEPTED: 'DELIVERED', ATTEMPT_FAILED: 'PENDING', GAVE_UP: 'FAILED' }),
    },
    DELIVERED: ended('The endpoint answered 2xx'),
    FAILED: ended('Every attempt failed; the embedder may redeliver it'),
  },
});

export const postbackDeliveryMoves = statusMoves<DeliveryStatus, PostbackDeliveryEventType>(
  postbackDeliveryLifecycle,
  (status, event) => `A ${status.toLowerCase()} postback takes no ${event}.`,
);
