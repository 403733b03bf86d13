import { setup } from 'xstate';
import type { OfferStatus } from '../../domain/catalog/statuses.ts';
import { moves } from '../lifecycle-config.ts';
import { createdStatus, statusMoves } from '../status-moves.ts';

/** The offer engine's answer for a consumer × product: it offers (a tier), or declines (with its reason). */
export const OFFER_EVENTS = ['OFFER', 'DECLINE'] as const;
export type OfferEventType = (typeof OFFER_EVENTS)[number];

/** Ours: no user sends these events, so a refusal is only ever read in a test or on /charts. */
export const offerRefusal = (status: OfferStatus, event: OfferEventType) =>
  `An offer that is ${status} does not change when the engine answers ${event}`;

/**
 * A consumer's offer of a product in a campaign (002 §3 offer statuses ELIGIBLE, REDACTED). `generating` is the
 * engine's first run for the pair (no row yet): an offer is inserted ELIGIBLE, a decline stores nothing. A later run
 * (re-evaluation on a stated income or vehicle) that declines an ELIGIBLE offer makes it REDACTED with the engine's
 * reason, and one that offers a REDACTED offer again makes it ELIGIBLE. An answer that changes nothing is no move.
 * Pure: generation asks it once, for the statuses its bulk SQL inserts and leaves (never per row).
 */
export const offerLifecycle = setup({
  types: { events: {} as { type: OfferEventType } },
}).createMachine({
  id: 'offerLifecycle',
  initial: 'generating',
  states: {
    generating: {
      description: 'The engine’s first answer for the consumer and product: nothing stored yet',
      on: moves({ OFFER: 'ELIGIBLE' }),
    },
    ELIGIBLE: { description: 'Offered: the consumer sees it and can redeem it', on: moves({ DECLINE: 'REDACTED' }) },
    REDACTED: {
      description: 'No longer eligible after re-evaluation (the engine’s reason kept)',
      on: moves({ OFFER: 'ELIGIBLE' }),
    },
  },
});

export const offerMoves = statusMoves<OfferStatus, OfferEventType>(offerLifecycle, offerRefusal, {
  unstored: ['generating'],
});

/** The status a generated offer is inserted with (the campaign's COPY and the re-evaluation's INSERT). */
export const NEW_OFFER_STATUS = createdStatus<OfferStatus>(offerLifecycle, 'OFFER');
