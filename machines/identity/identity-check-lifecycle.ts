import { setup } from 'xstate';
import { PASSCODE_MESSAGES } from '../../domain/catalog/identity.ts';
import { ended, moves } from '../lifecycle-config.ts';
import { statusMoves } from '../status-moves.ts';

/** The statuses of a consumer's identity check (a passcode or knowledge-question session). */
export const IDENTITY_CHECK_STATUSES = ['PENDING', 'PASSED', 'FAILED', 'EXPIRED', 'UNVERIFIABLE'] as const;
export type IdentityCheckStatus = (typeof IDENTITY_CHECK_STATUSES)[number];

/**
 * The vendor's answers to the consumer (verified; attempts used up or answers wrong; the vendor cannot verify the
 * identity) and the session's end without an answer (its time ran out, a newer session replaced it, the vendor failed).
 */
export const IDENTITY_CHECK_EVENTS = ['PASS', 'FAIL', 'LOCK_OUT', 'EXPIRE'] as const;
export type IdentityCheckEventType = (typeof IDENTITY_CHECK_EVENTS)[number];

/** Why an ended check takes no answer, in the seed's words (001 §8 identity verification and passcode end states). */
export const identityCheckRefusal = (status: IdentityCheckStatus, _event?: IdentityCheckEventType): string =>
  status === 'UNVERIFIABLE'
    ? PASSCODE_MESSAGES.lockedOut
    : status === 'EXPIRED'
      ? PASSCODE_MESSAGES.sessionExpired
      : PASSCODE_MESSAGES.maxRetries;

/**
 * A consumer's identity check (001 §4 identity verification by passcode or knowledge questions; 001 §8 end states
 * session expired, failed, max retries, and the 60-minute lock-out). A session opens PENDING and ends once: PASSED,
 * FAILED (the passcode's attempts used up, or wrong knowledge answers), UNVERIFIABLE (the vendor cannot verify the
 * identity: new sessions wait 60 minutes) or EXPIRED (its 15 minutes ran out, a newer session replaced it, or the
 * vendor failed, which counts toward no lock-out). Pure: the server asks it through identityCheckMoves; every status
 * UPDATE is conditional on the statuses the event leaves, so of two racing answers only the first ends the session.
 */
export const identityCheckLifecycle = setup({
  types: { events: {} as { type: IdentityCheckEventType } },
}).createMachine({
  id: 'identityCheckLifecycle',
  initial: 'PENDING',
  states: {
    PENDING: {
      description: 'Open: the consumer answers the passcode or the knowledge questions',
      on: moves({ PASS: 'PASSED', FAIL: 'FAILED', LOCK_OUT: 'UNVERIFIABLE', EXPIRE: 'EXPIRED' }),
    },
    PASSED: ended('Verified: IDV_PASSED joins the journey'),
    FAILED: ended('Attempts used up or answers wrong; counts toward the lock-out'),
    UNVERIFIABLE: ended('The vendor cannot verify the identity: locked out for 60 minutes'),
    EXPIRED: ended('Timed out, replaced by a newer session, or ended by a vendor failure'),
  },
});

export const identityCheckMoves = statusMoves<IdentityCheckStatus, IdentityCheckEventType>(
  identityCheckLifecycle,
  identityCheckRefusal,
);
