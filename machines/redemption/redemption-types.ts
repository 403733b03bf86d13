import type { StipulationDocumentState } from '../../domain/catalog/statuses.ts';
import type { ErrorCode } from '../../domain/error-codes.ts';
import type { PasscodeOutcome } from '../passcode/passcode-machine.ts';

/** An error as the redeem screens switch on it: the contract's code and the server's message. */
export interface RedeemError {
  code: ErrorCode;
  message: string;
}

/** The pending redemption of 001 §3, as far as the steps need it. */
export interface PendingRedemption {
  id: string;
  offerId: string;
}

/**
 * Which steps of one offer's journey the server holds as done (api RedemptionSteps): a journey opened again
 * continues after them (issue 28 item 5).
 */
export interface JourneySteps {
  application: boolean;
  identity: boolean;
  licenceScan: boolean;
  documents: boolean;
}

/** The steps done of one offer's journey, as the server answered them when the journey opened. */
export interface OfferProgress {
  offerId: string;
  steps: JourneySteps;
}

export interface RequestedStipulation {
  id: string;
  name: string;
  badge?: StipulationDocumentState;
}

/** What POST /current/offers/{id}/redemptions answers, reduced to what decides the next screen. */
export interface RedemptionResult {
  /** The lender takes over on its own site (redirect offer) instead of a certificate. */
  redirect: boolean;
}

export interface RedemptionStepsInput {
  /** The offer chosen; none when the journey opens at offers/pending to continue or replace the pending one. */
  offerId?: string;
  /** The consumer's pending redemption (Consumer.pendingRedemptionId), when one exists. */
  pendingRedemption?: PendingRedemption | null;
  /** Failed license scans allowed before attempts-exceeded; ours (3) unless given. */
  maxDocumentAttempts?: number;
  /** What the server holds as done of the offers this journey may run (the chosen one, the pending one). */
  progress?: readonly OfferProgress[];
}

export interface RedemptionStepsContext {
  offerId: string;
  pendingRedemption: PendingRedemption | null;
  /** Set once identity is verified: the steps before it can no longer be revisited (001 §4). */
  identityPassed: boolean;
  identityOutcome: PasscodeOutcome | null;
  identityMessage: string | null;
  documentSessionId: string | null;
  documentAttempts: number;
  /** How the last licence scan ended ('failed', 'challenge_mismatch'…); null before one ends or on an error. */
  documentStatus: string | null;
  maxDocumentAttempts: number;
  stipulations: readonly RequestedStipulation[];
  error: RedeemError | null;
  progress: readonly OfferProgress[];
}

export type RedemptionStepsEvent =
  | { type: 'redeem.start' }
  | { type: 'redeem.next' }
  | { type: 'redeem.back' }
  | { type: 'redeem.retry' }
  | { type: 'redeem.confirm' }
  | { type: 'pending.continue' }
  | { type: 'pending.replace' }
  | { type: 'document.submitted' }
  | { type: 'stips.uploadLater' }
  | { type: 'xstate.route'; to: string };
