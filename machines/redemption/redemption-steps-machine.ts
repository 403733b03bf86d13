import { assign, fromPromise, not, setup } from 'xstate';
import { documentFailure } from '../../domain/catalog/document-verification.ts';
import { MAX_DOCUMENT_ATTEMPTS } from '../../domain/catalog/identity.ts';
import { type DocumentPollingOutput, documentPollingMachine } from '../document-polling/document-polling-machine.ts';
import { type PasscodeOutput, passcodeMachine } from '../passcode/passcode-machine.ts';
import { toSessionError } from '../session/session-error.ts';
import { stipulationUploadMachine } from '../stipulation/stipulation-upload-machine.ts';
import { notProvided } from './not-provided.ts';
import type {
  RedemptionResult,
  RedemptionStepsContext,
  RedemptionStepsEvent,
  RedemptionStepsInput,
  RequestedStipulation,
} from './redemption-types.ts';

export { MAX_DOCUMENT_ATTEMPTS };
/**
 * The document status that lets the journey go on; the seed names only 'processing'
 * (docs/decisions/0144-document-verification-redeem-journey-statecharts.md).
 */
export const DOCUMENT_PASSED_STATUS = 'passed';

const M = 'redemptionStepsMachine';
const errorCode = (error: unknown) => toSessionError(error).code;
/** Identity outcomes after which the consumer may start verification again. */
const RETRYABLE_IDENTITY = new Set(['sessionExpired', 'technicalError']);

/**
 * The redeem journey under /consumer/offers/:id (001 §2, §4 consumer experience stages): splash, steps, address,
 * application, identity verification (the passcode machine as a child), license scan and its processing (the
 * document polling machine), stipulations (the stipulation upload machine, or upload later), redeem, then a
 * certificate or a redirect to the lender. A pending redemption of another offer is continued or replaced first.
 * Screen states carry meta.route relative to /consumer/offers/:id (absolute when outside it).
 */
export const redemptionStepsMachine = setup({
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
    identityPassed: (_, params: { output: PasscodeOutput }) => params.output.outcome === 'passed',
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
}).createMachine({
  id: 'redemptionSteps',
  context: ({ input }) => ({
    offerId: input.offerId ?? '',
    pendingRedemption: input.pendingRedemption ?? null,
    identityPassed: false,
    identityOutcome: null,
    identityMessage: null,
    documentSessionId: null,
    documentAttempts: 0,
    documentStatus: null,
    maxDocumentAttempts: input.maxDocumentAttempts ?? MAX_DOCUMENT_ATTEMPTS,
    stipulations: [],
    error: null,
  }),
  initial: 'entering',
  states: {
    entering: { always: [{ guard: 'hasOtherPending', target: 'pending' }, { target: 'splash' }] },
    /**
     * 001 §4: a pending in-progress offer can be continued or replaced. Before identity verification continuing
     * resumes the pending offer's journey; after it (OFFER_REDEMPTION_PENDING on redeem) both go back to redeem.
     */
    pending: {
      meta: { route: '/consumer/offers/pending/splash' },
      on: {
        'pending.continue': [
          { guard: 'identityVerified', target: 'redeem' },
          { target: 'splash', actions: 'continuePending' },
        ],
        'pending.replace': 'replacingPending',
      },
    },
    replacingPending: {
      tags: ['busy'],
      invoke: {
        id: 'cancelPendingRedemption',
        src: 'cancelPendingRedemption',
        input: ({ context }) => ({
          pendingRedemptionId: context.pendingRedemption?.id ?? null,
          offerId: context.offerId,
        }),
        onDone: [
          { guard: not('hasChosenOffer'), target: 'marketplace', actions: 'clearPending' },
          { guard: 'identityVerified', target: 'redeem', actions: 'clearPending' },
          { target: 'splash', actions: 'clearPending' },
        ],
        onError: { target: 'error', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    splash: {
      id: 'redemptionSteps.splash',
      meta: { route: 'splash' },
      route: { guard: 'canRoute' },
      on: { 'redeem.start': 'steps' },
    },
    steps: {
      id: 'redemptionSteps.steps',
      meta: { route: 'steps' },
      route: { guard: 'canRoute' },
      on: { 'redeem.next': 'address', 'redeem.back': 'splash' },
    },
    address: {
      id: 'redemptionSteps.address',
      meta: { route: 'address' },
      route: { guard: 'canRoute' },
      on: { 'redeem.next': 'application', 'redeem.back': 'steps' },
    },
    application: {
      id: 'redemptionSteps.application',
      meta: { route: 'application' },
      route: { guard: 'canRoute' },
      on: { 'redeem.next': 'idverify', 'redeem.back': 'address' },
    },
    /** The passcode machine runs as a child; its screens send their events to snapshot.children.passcode. */
    idverify: {
      meta: { route: 'idverify' },
      invoke: {
        id: 'passcode',
        src: 'passcode',
        input: {},
        onDone: [
          {
            guard: { type: 'identityPassed', params: ({ event }) => ({ output: event.output }) },
            target: 'documentverify',
            actions: { type: 'assignIdentity', params: ({ event }) => ({ output: event.output }) },
          },
          {
            target: 'identityFailed',
            actions: { type: 'assignIdentity', params: ({ event }) => ({ output: event.output }) },
          },
        ],
        onError: {
          target: 'identityFailed',
          actions: {
            type: 'assignIdentity',
            params: { output: { outcome: 'technicalError', message: null } },
          },
        },
      },
    },
    /** context.identityOutcome and identityMessage say why; expired or technical failures may start again. */
    identityFailed: {
      meta: { route: 'idverify' },
      on: { 'redeem.retry': { guard: 'canRetryIdentity', target: 'idverify' } },
    },
    documentverify: {
      initial: 'starting',
      states: {
        starting: {
          tags: ['busy'],
          invoke: {
            id: 'startDocumentVerification',
            src: 'startDocumentVerification',
            input: ({ context }) => ({ offerId: context.offerId }),
            onDone: {
              target: 'scanning',
              actions: {
                type: 'assignDocumentSession',
                params: ({ event }) => ({ sessionId: event.output.sessionId }),
              },
            },
            onError: {
              target: '#redemptionSteps.error',
              actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        /** The license scan itself runs in the vendor's widget; it reports back with document.submitted. */
        scanning: {
          meta: { route: 'documentverify' },
          on: { 'document.submitted': '#redemptionSteps.documentprocessing' },
        },
      },
    },
    documentprocessing: {
      initial: 'polling',
      states: {
        polling: {
          tags: ['busy'],
          meta: { route: 'documentprocessing' },
          invoke: {
            id: 'documentPolling',
            src: 'documentPolling',
            input: ({ context }) => ({ sessionId: context.documentSessionId ?? '' }),
            onDone: [
              {
                guard: { type: 'documentPassed', params: ({ event }) => ({ output: event.output }) },
                target: '#redemptionSteps.loadingStipulations',
              },
              {
                guard: { type: 'isFinalDocumentFailure', params: ({ event }) => ({ output: event.output }) },
                target: 'failed',
                actions: [
                  'countDocumentAttempt',
                  { type: 'assignDocumentStatus', params: ({ event }) => ({ output: event.output }) },
                ],
              },
              {
                guard: 'isLastDocumentAttempt',
                target: 'attemptsExceeded',
                actions: [
                  'countDocumentAttempt',
                  { type: 'assignDocumentStatus', params: ({ event }) => ({ output: event.output }) },
                ],
              },
              {
                target: 'failed',
                actions: [
                  'countDocumentAttempt',
                  { type: 'assignDocumentStatus', params: ({ event }) => ({ output: event.output }) },
                ],
              },
            ],
            onError: [
              {
                guard: 'isLastDocumentAttempt',
                target: 'attemptsExceeded',
                actions: ['countDocumentAttempt', 'clearDocumentStatus'],
              },
              { target: 'failed', actions: ['countDocumentAttempt', 'clearDocumentStatus'] },
            ],
          },
        },
        failed: {
          meta: { route: 'documentprocessing/failed' },
          on: { 'redeem.retry': { guard: 'canRetryDocument', target: '#redemptionSteps.documentverify' } },
        },
        attemptsExceeded: { meta: { route: 'documentprocessing/attempts-exceeded' } },
      },
    },
    loadingStipulations: {
      tags: ['busy'],
      invoke: {
        id: 'fetchStipulations',
        src: 'fetchStipulations',
        input: ({ context }) => ({ offerId: context.offerId }),
        onDone: [
          {
            guard: { type: 'hasStipulations', params: ({ event }) => ({ stipulations: event.output }) },
            target: 'stips',
            actions: { type: 'assignStipulations', params: ({ event }) => ({ stipulations: event.output }) },
          },
          { target: 'redeem' },
        ],
        onError: { target: 'error', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    stips: {
      initial: 'uploading',
      states: {
        uploading: {
          meta: { route: 'stips' },
          invoke: {
            id: 'stipulationUpload',
            src: 'stipulationUpload',
            input: ({ context }) => ({ offerId: context.offerId, documents: context.stipulations }),
            onDone: '#redemptionSteps.redeem',
          },
          on: { 'stips.uploadLater': { target: 'sendingUploadLink', actions: 'clearError' } },
        },
        /** 001 §4: upload later texts and emails a link, and the offer is reserved for some hours. */
        sendingUploadLink: {
          tags: ['busy'],
          invoke: {
            id: 'sendUploadLink',
            src: 'sendUploadLink',
            input: ({ context }) => ({ offerId: context.offerId }),
            onDone: 'uploadLinkSent',
            onError: {
              target: 'uploading',
              actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        /** 001 §2 offers/pending/secure: the offer is reserved until the documents come. */
        uploadLinkSent: { type: 'final', meta: { route: '/consumer/offers/pending/secure' } },
      },
    },
    redeem: {
      initial: 'review',
      states: {
        review: { meta: { route: 'redeem' }, on: { 'redeem.confirm': 'submitting' } },
        submitting: {
          tags: ['busy'],
          entry: 'clearError',
          invoke: {
            id: 'redeemOffer',
            src: 'redeemOffer',
            input: ({ context }) => ({
              offerId: context.offerId,
              pendingRedemptionId: context.pendingRedemption?.id ?? null,
            }),
            onDone: [
              {
                guard: { type: 'isRedirect', params: ({ event }) => ({ result: event.output }) },
                target: '#redemptionSteps.redirecting',
              },
              { target: '#redemptionSteps.redeemed' },
            ],
            onError: [
              {
                guard: {
                  type: 'hasCode',
                  params: ({ event }) => ({ error: event.error, code: 'OFFER_ALREADY_REDEEMED' }),
                },
                target: '#redemptionSteps.alreadyRedeemed',
                actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
              },
              {
                guard: {
                  type: 'hasCode',
                  params: ({ event }) => ({ error: event.error, code: 'OFFER_REDEMPTION_PENDING' }),
                },
                target: '#redemptionSteps.pending',
                actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
              },
              {
                guard: { type: 'hasCode', params: ({ event }) => ({ error: event.error, code: 'RATE_CHANGED' }) },
                target: 'rateChanged',
                actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
              },
              {
                guard: {
                  type: 'hasCode',
                  params: ({ event }) => ({ error: event.error, code: 'OFFER_REDEMPTION_STIPS_PENDING' }),
                },
                target: '#redemptionSteps.loadingStipulations',
                actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
              },
              {
                target: '#redemptionSteps.error',
                actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
              },
            ],
          },
        },
        /** RATE_CHANGED: the terms moved; confirming redeems at the new rate. */
        rateChanged: { meta: { route: 'redeem' }, on: { 'redeem.confirm': 'submitting' } },
      },
    },
    redeemed: { meta: { route: 'redeemed' }, on: { 'redeem.next': 'certificate' } },
    certificate: { type: 'final', meta: { route: 'certificate' } },
    redirecting: {
      tags: ['busy'],
      meta: { route: 'redirecting' },
      invoke: {
        id: 'redirectToLender',
        src: 'redirectToLender',
        input: ({ context }) => ({ offerId: context.offerId }),
        onDone: 'redirected',
        onError: { target: 'error', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    /** The browser is on its way to the lender's site. */
    redirected: { type: 'final', meta: { route: '/consumer/offers/redirect' } },
    /** The pending redemption was replaced with no other offer chosen: back to choosing one. */
    marketplace: { type: 'final', meta: { route: '/consumer/marketplace' } },
    /** OFFER_ALREADY_REDEEMED. */
    alreadyRedeemed: { type: 'final', meta: { route: '/consumer/offers/redeemed' } },
    /** Any other failure: the error page with the code (001 §7 "forwarded to an error page"). */
    error: { type: 'final', meta: { route: '/consumer/error/:code' } },
  },
});

export type RedemptionStepsMachine = typeof redemptionStepsMachine;
