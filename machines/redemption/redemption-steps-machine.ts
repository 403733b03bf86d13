import { not } from 'xstate';
import { MAX_DOCUMENT_ATTEMPTS } from '../../domain/catalog/identity.ts';
import { documentProcessingState, documentVerifyState } from './redemption-document-states.ts';
import { redeemState, stipsState } from './redemption-redeem-states.ts';
import { keepError, redemptionStepsSetup } from './redemption-steps-setup.ts';

/**
 * One of the journey's opening pages: its state id is what a link or a reload routes to (`#redemptionSteps.<page>`,
 * when canRoute allows), its meta the route the page shows, `on` its buttons.
 */
const routedPage = <const Page extends string, const On extends object>(page: Page, on: On) => ({
  id: `redemptionSteps.${page}` as const,
  meta: { route: page },
  route: { guard: 'canRoute' as const },
  on,
});

/**
 * The redeem journey under /consumer/offers/:id (001 §2, §4 consumer experience stages): splash, steps, address,
 * application, identity verification (the passcode machine as a child), license scan and its processing (the
 * document polling machine), stipulations (the stipulation upload machine, or upload later), redeem, then a
 * certificate or a redirect to the lender. A pending redemption of another offer is continued or replaced first.
 * Screen states carry meta.route relative to /consumer/offers/:id (absolute when outside it).
 */
export const redemptionStepsMachine = redemptionStepsSetup.createMachine({
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
    progress: input.progress ?? [],
  }),
  initial: 'entering',
  states: {
    entering: { always: [{ guard: 'hasOtherPending', target: 'pending' }, { target: 'resuming' }] },
    /**
     * A journey opened again continues after the steps the server holds as done (issue 28 item 5): the application
     * kept, identity verified lately, the licence scan passed, the documents in. A journey never started (no
     * application kept) starts at the splash.
     */
    resuming: {
      always: [
        {
          guard: { type: 'hasDone', params: { steps: ['application', 'identity', 'licenceScan', 'documents'] } },
          target: 'redeem',
          actions: 'resumeVerified',
        },
        {
          guard: { type: 'hasDone', params: { steps: ['application', 'identity', 'licenceScan'] } },
          target: 'loadingStipulations',
          actions: 'resumeVerified',
        },
        {
          guard: { type: 'hasDone', params: { steps: ['application', 'identity'] } },
          target: 'documentverify',
          actions: 'resumeVerified',
        },
        { guard: { type: 'hasDone', params: { steps: ['application'] } }, target: 'idverify' },
        { target: 'splash' },
      ],
    },
    /**
     * 001 §4: a pending in-progress offer can be continued or replaced. Before identity verification continuing
     * resumes the pending offer's journey; after it (OFFER_REDEMPTION_PENDING on redeem) both go back to redeem.
     */
    pending: {
      meta: { route: '/consumer/offers/pending/splash' },
      on: {
        'pending.continue': [
          { guard: 'identityVerified', target: 'redeem' },
          { target: 'resuming', actions: 'continuePending' },
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
          { target: 'resuming', actions: 'clearPending' },
        ],
        onError: { target: 'error', actions: keepError },
      },
    },
    splash: routedPage('splash', { 'redeem.start': 'steps' }),
    steps: routedPage('steps', { 'redeem.next': 'address', 'redeem.back': 'splash' }),
    address: routedPage('address', { 'redeem.next': 'application', 'redeem.back': 'steps' }),
    application: routedPage('application', { 'redeem.next': 'savingApplication', 'redeem.back': 'address' }),
    /** The settled application is kept by the server: a journey opened again continues with it. */
    savingApplication: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        id: 'saveApplication',
        src: 'saveApplication',
        input: ({ context }) => ({ offerId: context.offerId }),
        onDone: 'idverify',
        onError: { target: 'application', actions: keepError },
      },
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
            // Identity had run out (the redeem call's window) but the licence passed before: no second scan.
            guard: { type: 'identityPassedScanDone', params: ({ event }) => ({ output: event.output }) },
            target: 'loadingStipulations',
            actions: { type: 'assignIdentity', params: ({ event }) => ({ output: event.output }) },
          },
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
    documentverify: documentVerifyState,
    documentprocessing: documentProcessingState,
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
        onError: { target: 'error', actions: keepError },
      },
    },
    stips: stipsState,
    redeem: redeemState,
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
        onError: { target: 'error', actions: keepError },
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
