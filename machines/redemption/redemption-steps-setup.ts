import { assign, fromPromise, setup } from 'xstate';
import { documentFailure } from '../../domain/catalog/document-verification.ts';
import { type DocumentPollingOutput, documentPollingMachine } from '../document-polling/document-polling-machine.ts';
import { type PasscodeOutput, passcodeMachine } from '../passcode/passcode-machine.ts';
import { toSessionError } from '../session/session-error.ts';
import { stipulationUploadMachine } from '../stipulation/stipulation-upload-machine.ts';
import { notProvided } from './not-provided.ts';
import type {
  JourneySteps,
  RedemptionResult,
  RedemptionStepsContext,
  RedemptionStepsEvent,
  RedemptionStepsInput,
  RequestedStipulation,
} from './redemption-types.ts';

/**
 * The document status that lets the journey go on; the seed names only 'processing'
 * (docs/decisions/0144-document-verification-redeem-journey-statecharts.md).
 */
export const DOCUMENT_PASSED_STATUS = 'passed';

const M = 'redemptionStepsMachine';
const errorCode = (error: unknown) => toSessionError(error).code;
/** Whether the server holds these steps of the chosen offer's journey as done (input.progress). */
const hasDone = (context: RedemptionStepsContext, steps: readonly (keyof JourneySteps)[]) => {
  const done = context.progress.find((entry) => entry.offerId === context.offerId)?.steps;
  return done !== undefined && steps.every((step) => done[step]);
};
/** Identity outcomes after which the consumer may start verification again. */
const RETRYABLE_IDENTITY = new Set(['sessionExpired', 'technicalError']);

/**
 * The journey's actors, guards and actions by name (redemption-steps-machine.ts has the states): the app provides
 * the promise actors (features/consumer/redeem/redeem-actors.ts), tests provide fakes.
 */
export const redemptionStepsSetup = setup({
  types: {
    context: {} as RedemptionStepsContext,
    events: {} as RedemptionStepsEvent,
    input: {} as RedemptionStepsInput,
  },
  actors: {
    passcode: passcodeMachine,
    documentPolling: documentPollingMachine,
    stipulationUpload: stipulationUploadMachine,
    /** DELETE the pending redemption; with a null id (OFFER_REDEMPTION_PENDING) the app looks the consumer's up. */
    cancelPendingRedemption: fromPromise<unknown, { pendingRedemptionId: string | null; offerId: string }>(async () =>
      notProvided(M, 'cancelPendingRedemption'),
    ),
    startDocumentVerification: fromPromise<{ sessionId: string }, { offerId: string }>(async () =>
      notProvided(M, 'startDocumentVerification'),
    ),
    fetchStipulations: fromPromise<readonly RequestedStipulation[], { offerId: string }>(async () =>
      notProvided(M, 'fetchStipulations'),
    ),
    /** Keeps the settled application on the server (PUT …/redemptions/progress). */
    saveApplication: fromPromise<unknown, { offerId: string }>(async () => notProvided(M, 'saveApplication')),
    sendUploadLink: fromPromise<unknown, { offerId: string }>(async () => notProvided(M, 'sendUploadLink')),
    redeemOffer: fromPromise<RedemptionResult, { offerId: string; pendingRedemptionId: string | null }>(async () =>
      notProvided(M, 'redeemOffer'),
    ),
    redirectToLender: fromPromise<unknown, { offerId: string }>(async () => notProvided(M, 'redirectToLender')),
  },
  guards: {
    /** Opened at offers/pending (the marketplace's blocked screen, the mailed link) with no other offer chosen. */
    hasChosenOffer: ({ context }) => context.offerId !== '',
    hasOtherPending: ({ context }) =>
      context.pendingRedemption !== null && context.pendingRedemption.offerId !== context.offerId,
    /** Free navigation (back button, deep link) among the steps before identity, once any pending choice is made. */
    identityVerified: ({ context }) => context.identityPassed,
    canRoute: ({ context }) =>
      !context.identityPassed &&
      (context.pendingRedemption === null || context.pendingRedemption.offerId === context.offerId),
    /** The server holds these steps of the chosen offer's journey as done (input.progress). */
    hasDone: ({ context }, params: { steps: readonly (keyof JourneySteps)[] }) => hasDone(context, params.steps),
    identityPassed: (_, params: { output: PasscodeOutput }) => params.output.outcome === 'passed',
    identityPassedScanDone: ({ context }, params: { output: PasscodeOutput }) =>
      params.output.outcome === 'passed' && hasDone(context, ['licenceScan']),
    canRetryIdentity: ({ context }) => RETRYABLE_IDENTITY.has(context.identityOutcome ?? ''),
    documentPassed: (_, params: { output: DocumentPollingOutput }) =>
      params.output.kind === 'done' && params.output.status === DOCUMENT_PASSED_STATUS,
    isLastDocumentAttempt: ({ context }) => context.documentAttempts + 1 >= context.maxDocumentAttempts,
    /** The vendor's final answer (under the supported age, already submitted): another scan cannot change it. */
    isFinalDocumentFailure: (_, params: { output: DocumentPollingOutput }) =>
      params.output.kind === 'done' && !documentFailure(params.output.status).retry,
    canRetryDocument: ({ context }) => documentFailure(context.documentStatus).retry,
    hasStipulations: (_, params: { stipulations: readonly RequestedStipulation[] }) => params.stipulations.length > 0,
    isRedirect: (_, params: { result: RedemptionResult }) => params.result.redirect,
    hasCode: (_, params: { error: unknown; code: string }) => errorCode(params.error) === params.code,
  },
  actions: {
    continuePending: assign(({ context }) => ({
      offerId: context.pendingRedemption?.offerId ?? context.offerId,
    })),
    clearPending: assign({ pendingRedemption: null }),
    /** Resumed past identity verification: the steps before it can no longer be revisited, as when it passes. */
    resumeVerified: assign({ identityPassed: true, identityOutcome: 'passed' as const, identityMessage: null }),
    assignIdentity: assign((_, params: { output: PasscodeOutput }) => ({
      identityPassed: params.output.outcome === 'passed',
      identityOutcome: params.output.outcome,
      identityMessage: params.output.message,
    })),
    assignDocumentSession: assign((_, params: { sessionId: string }) => ({ documentSessionId: params.sessionId })),
    countDocumentAttempt: assign(({ context }) => ({ documentAttempts: context.documentAttempts + 1 })),
    clearDocumentStatus: assign({ documentStatus: null }),
    assignDocumentStatus: assign((_, params: { output: DocumentPollingOutput }) => ({
      documentStatus: params.output.kind === 'done' ? params.output.status : null,
    })),
    assignStipulations: assign((_, params: { stipulations: readonly RequestedStipulation[] }) => ({
      stipulations: params.stipulations,
    })),
    assignError: assign((_, params: { error: unknown }) => ({ error: toSessionError(params.error) })),
    clearError: assign({ error: null }),
  },
});

/** Keeps the error an invoked call failed with (the screen says why). */
export const keepError = {
  type: 'assignError',
  params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
} as const;

/** A failed call whose error has `code`: on to `target`, the error kept. */
export const onErrorCode = (code: string, target: string) =>
  ({
    guard: { type: 'hasCode', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error, code }) },
    target,
    actions: keepError,
  }) as const;
