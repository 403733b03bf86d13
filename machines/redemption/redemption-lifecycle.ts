import { setup } from 'xstate';
import type { RedeemStatus } from '../../domain/catalog/statuses.ts';
import { ended, moves } from '../lifecycle-config.ts';
import { createdStatus, statusMoves } from '../status-moves.ts';

/**
 * The consumer's redeem (documents all in, or "upload later"), the consumer's finish once the documents are in, the
 * consumer's cancel (replace a pending redemption), and the reservation job's expiry.
 */
export const REDEMPTION_EVENTS = ['REDEEM', 'UPLOAD_LATER', 'DOCUMENTS_RECEIVED', 'CANCEL', 'EXPIRE'] as const;
export type RedemptionEventType = (typeof REDEMPTION_EVENTS)[number];

/** The statuses a redemption is stored with: 000 §3's redeem statuses less COMPLETE, which no move enters. */
export type RedemptionStatus = Exclude<RedeemStatus, 'COMPLETE'>;

/** Ours (the seed words none): why a redemption that waits for no documents takes no finish or cancel. */
export const redemptionRefusal = (status: RedemptionStatus, _event: RedemptionEventType) =>
  `This redemption is no longer waiting for documents: it is ${status.toLowerCase().replaceAll('_', ' ')}.`;

/**
 * A redemption (000 §3 redeem statuses, 001 §4 upload later). `redeeming` is the redeem call itself (no row yet):
 * an offer whose requested documents are all in is redeemed CREATED; "upload later" reserves it PENDING_DOCUMENTS
 * until the consumer finishes it (CREATED) once every document is in, replaces it (CANCELLED), or the reservation
 * runs out (EXPIRED, the reservation job). COMPLETE is in the seed's list but no move of the seed enters it (000 §4
 * "Redeem status transitions beyond the list of values: not shown"), so it is no state here. Pure: the server asks
 * it through redemptionMoves; its conditional UPDATEs take their from-states from it.
 */
export const redemptionLifecycle = setup({
  types: { events: {} as { type: RedemptionEventType } },
}).createMachine({
  id: 'redemptionLifecycle',
  initial: 'redeeming',
  states: {
    redeeming: {
      description: 'The redeem call: the offer is checked, nothing stored yet',
      on: moves({ REDEEM: 'CREATED', UPLOAD_LATER: 'PENDING_DOCUMENTS' }),
    },
    PENDING_DOCUMENTS: {
      description: 'Reserved for the consumer while the requested documents are uploaded later',
      on: moves({ DOCUMENTS_RECEIVED: 'CREATED', CANCEL: 'CANCELLED', EXPIRE: 'EXPIRED' }),
    },
    CREATED: ended('Redeemed: the loan lead goes to the lender, the postback out'),
    CANCELLED: ended('Replaced by the consumer; the inventory released'),
    EXPIRED: ended('The reservation ran out; the inventory released'),
  },
});

export const redemptionMoves = statusMoves<RedemptionStatus, RedemptionEventType>(
  redemptionLifecycle,
  redemptionRefusal,
  { unstored: ['redeeming'] },
);

/** The status a redemption is stored with: `uploadLater` while requested documents are still missing. */
export const redeemedStatus = (documentsMissing: boolean): RedemptionStatus =>
  createdStatus(redemptionLifecycle, documentsMissing ? 'UPLOAD_LATER' : 'REDEEM');
