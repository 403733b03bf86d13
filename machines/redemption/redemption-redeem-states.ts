import { keepError, onErrorCode, redemptionStepsSetup } from './redemption-steps-setup.ts';

/*
 * The end of the redeem journey: the requested stipulations (uploaded now, or a link to upload later), then the
 * redeem itself, whose error codes each lead somewhere of their own.
 */

export const stipsState = redemptionStepsSetup.createStateConfig({
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
        onError: { target: 'uploading', actions: keepError },
      },
    },
    /** 001 §2 offers/pending/secure: the offer is reserved until the documents come. */
    uploadLinkSent: { type: 'final', meta: { route: '/consumer/offers/pending/secure' } },
  },
});

export const redeemState = redemptionStepsSetup.createStateConfig({
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
          onErrorCode('OFFER_ALREADY_REDEEMED', '#redemptionSteps.alreadyRedeemed'),
          onErrorCode('OFFER_REDEMPTION_PENDING', '#redemptionSteps.pending'),
          onErrorCode('RATE_CHANGED', 'rateChanged'),
          onErrorCode('OFFER_REDEMPTION_STIPS_PENDING', '#redemptionSteps.loadingStipulations'),
          { target: '#redemptionSteps.error', actions: keepError },
        ],
      },
    },
    /** RATE_CHANGED: the terms moved; confirming redeems at the new rate. */
    rateChanged: { meta: { route: 'redeem' }, on: { 'redeem.confirm': 'submitting' } },
  },
});
