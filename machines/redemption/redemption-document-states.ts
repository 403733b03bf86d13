import { keepError, redemptionStepsSetup } from './redemption-steps-setup.ts';

/*
 * The identity document steps of the redeem journey: the license scan in the vendor's widget, then polling its
 * result (the document polling machine), with a limited number of attempts (domain/catalog/identity.ts).
 */

export const documentVerifyState = redemptionStepsSetup.createStateConfig({
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
        onError: { target: '#redemptionSteps.error', actions: keepError },
      },
    },
    /** The license scan itself runs in the vendor's widget; it reports back with document.submitted. */
    scanning: {
      meta: { route: 'documentverify' },
      on: { 'document.submitted': '#redemptionSteps.documentprocessing' },
    },
  },
});

/** A failure counts an attempt; the vendor's final answers (documentFailure) cannot be retried. */
export const documentProcessingState = redemptionStepsSetup.createStateConfig({
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
});
