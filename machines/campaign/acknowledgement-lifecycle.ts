import { setup } from 'xstate';
import type { AcknowledgementStatus } from '../../domain/catalog/statuses.ts';
import { ended, moves } from '../lifecycle-config.ts';
import { onChart } from '../state-paths.ts';
import { statusMoves } from '../status-moves.ts';

/** The admin requests and may cancel; the lender acknowledges or rejects. */
export const ACKNOWLEDGEMENT_EVENTS = ['ACKNOWLEDGE', 'REJECT', 'CANCEL'] as const;
export type AcknowledgementEventType = (typeof ACKNOWLEDGEMENT_EVENTS)[number];
export type AcknowledgementLifecycleEvent = { type: AcknowledgementEventType };

/**
 * A change acknowledgement request (000 §4 PENDING_ACKNOWLEDGEMENT, ACKNOWLEDGED, REJECTED, CANCELLED): it is
 * decided once — the lender acknowledges or rejects it, or the admin who asked cancels it — and a decided request
 * never changes again (docs/decisions/0513). Pure: the server resolves the stored status and asks for the next
 * (nextAcknowledgementStatus); the lender's dialog (changeAcknowledgement) is the journey that sends ACKNOWLEDGE or
 * REJECT.
 */
export const acknowledgementLifecycle = setup({
  types: { events: {} as AcknowledgementLifecycleEvent },
}).createMachine({
  id: 'acknowledgementLifecycle',
  initial: 'PENDING_ACKNOWLEDGEMENT',
  states: {
    PENDING_ACKNOWLEDGEMENT: {
      description: 'Requested by an admin; waiting for the lender',
      on: moves({ ACKNOWLEDGE: 'ACKNOWLEDGED', REJECT: 'REJECTED', CANCEL: 'CANCELLED' }),
    },
    ACKNOWLEDGED: ended('The lender accepted the change'),
    REJECTED: ended('The lender rejected the change'),
    CANCELLED: ended('The admin withdrew the request'),
  },
});

const acknowledgementMoves = statusMoves<AcknowledgementStatus, AcknowledgementEventType>(
  acknowledgementLifecycle,
  // Only PENDING_ACKNOWLEDGEMENT takes events: a refusal is always a request decided already.
  (status) => `This acknowledgement request is already ${status.toLowerCase()}.`,
);

/** The status after `event`, or null when the machine refuses it from the stored status. */
export const nextAcknowledgementStatus = acknowledgementMoves.next;

/** The machine's answer to `event` from the stored status: the next status, or why not (the 409's message). */
export const acknowledgementMove = acknowledgementMoves.move;

/** The request on its machine for /charts ("Show on chart"): its state and each event's answer, refusals with why. */
export const acknowledgementOnChart = (status: AcknowledgementStatus) =>
  onChart(acknowledgementLifecycle, [status], ACKNOWLEDGEMENT_EVENTS, (type) => acknowledgementMove(status, type));
