import { setup } from 'xstate';
import { ended, moves } from '../lifecycle-config.ts';
import { statusMoves } from '../status-moves.ts';

/** A product's participation (products.status): the lender's catalogue keeps it, or has made it inactive. */
export const PRODUCT_PARTICIPATION_STATUSES = ['active', 'inactive'] as const;
export type ProductParticipation = (typeof PRODUCT_PARTICIPATION_STATUSES)[number];

/** The catalogue's one move: start from scratch, or a campaign file replacing the product (its type and class). */
export const PRODUCT_PARTICIPATION_EVENTS = ['DEACTIVATE'] as const;
export type ProductParticipationEvent = (typeof PRODUCT_PARTICIPATION_EVENTS)[number];

/** Ours (002 §4 says inactive products are no longer considered; nothing in the seed makes one active again). */
export const participationRefusal = (status: ProductParticipation, event: ProductParticipationEvent) =>
  `A product that is ${status} cannot take ${event.toLowerCase()}: a campaign file adds a new product instead`;

/**
 * Whether a product is considered for offer generation (002 §4 "Inactive products are no longer considered for offer
 * generation"). A product is written active (the wizard, a campaign file); the lender's catalogue makes it inactive
 * and nothing makes it active again: it is never deleted (it may have offers), a campaign file adds a new one. The
 * productValidation machine's DEACTIVATE is the same moment on the other column (validation_status). Pure: the server
 * asks it through productParticipationMoves; the catalogue's UPDATEs are conditional on its from-states.
 */
export const productParticipationLifecycle = setup({
  types: { events: {} as { type: ProductParticipationEvent } },
}).createMachine({
  id: 'productParticipationLifecycle',
  initial: 'active',
  states: {
    active: { description: 'Considered for offer generation', on: moves({ DEACTIVATE: 'inactive' }) },
    inactive: ended('No longer considered for offer generation; kept for its offers'),
  },
});

export const productParticipationMoves = statusMoves<ProductParticipation, ProductParticipationEvent>(
  productParticipationLifecycle,
  participationRefusal,
);

/** The status a new product is stored with: the machine's initial state. */
export const NEW_PRODUCT_PARTICIPATION = productParticipationLifecycle.config.initial as ProductParticipation;
