import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../../api/client.ts';
import { getCurrentConsumer } from '../../../api/consumer.ts';
import { startDocumentVerification } from '../../../api/documentverify.ts';
import {
  cancelPendingRedemption,
  redirectToLender,
  saveRedemptionProgress,
  updatePendingRedemption,
} from '../../../api/redemptions.ts';
import { listStipulations } from '../../../api/stipulations.ts';
import type { RedeemApplication } from '../../../domain/marketplace/redeem-application.ts';
import { redemptionStepsMachine } from '../../../machines/redemption/redemption-steps-machine.ts';
import type { RedemptionResult, RequestedStipulation } from '../../../machines/redemption/redemption-types.ts';
import { CONSUMER_KEY } from '../queries.ts';
import { type RedeemedOffer, redeemCall, redeemedOfferKey, rememberRedeemed } from './redeem-calls.ts';
import { OWN_ERRORS, provideDocumentPolling, providePasscode, provideStipulationUpload } from './redeem-children.ts';

export interface RedeemActorDeps {
  client: ApiClient;
  queryClient: QueryClient;
  /** The amount, term and add-ons the application step settled on. */
  application: (offerId: string) => RedeemApplication;
  /** Leaves the app for the lender's site. */
  leaveFor: (url: string) => void;
}

/**
 * The redemption steps statechart with the consumer calls of 001 §7 behind each of its actors, its passcode,
 * document polling and stipulation upload children included (redeem-children.ts, redeem-calls.ts).
 */
export function provideRedeemActors(deps: RedeemActorDeps) {
  return redemptionStepsMachine.provide({
    actors: {
      passcode: providePasscode(deps.client),
      documentPolling: provideDocumentPolling(deps.client),
      stipulationUpload: provideStipulationUpload(deps.client),
      ...journeyCalls(deps),
      ...redeemCalls(deps),
    },
  });
}

/** The calls of the steps before redeeming: the application kept, the pending one replaced, scan and documents. */
function journeyCalls(deps: RedeemActorDeps) {
  const { client, queryClient } = deps;
  return {
    saveApplication: fromPromise<unknown, { offerId: string }>(async ({ input }) => {
      const { amount, term, addOns, answers } = deps.application(input.offerId);
      return client.call(saveRedemptionProgress, {
        params: { id: input.offerId },
        body: { application: { amount, term, addOns: [...addOns], ...(answers ? { answers: { ...answers } } : {}) } },
        ...OWN_ERRORS,
      });
    }),
    cancelPendingRedemption: fromPromise<unknown, { pendingRedemptionId: string | null; offerId: string }>(
      async ({ input }) => {
        const id =
          input.pendingRedemptionId ?? (await client.call(getCurrentConsumer, OWN_ERRORS)).pendingRedemptionId ?? null;
        if (id) await client.call(cancelPendingRedemption, { params: { id }, ...OWN_ERRORS });
        void queryClient.invalidateQueries({ queryKey: CONSUMER_KEY });
        return {};
      },
    ),
    startDocumentVerification: fromPromise<{ sessionId: string }, { offerId: string }>(async () => {
      const session = await client.call(startDocumentVerification, OWN_ERRORS);
      return { sessionId: session.sessionId };
    }),
    fetchStipulations: fromPromise<readonly RequestedStipulation[], { offerId: string }>(async ({ input }) => {
      const documents = await client.call(listStipulations, { params: { id: input.offerId }, ...OWN_ERRORS });
      // Nothing left to ask for when every document is already in: the journey goes straight to redeem.
      return documents.every((document) => document.badge === 'SATISFIED') ? [] : documents;
    }),
  };
}

/** The redeem itself (new, upload later, or finishing a pending one) and the hand-over to a redirect lender. */
function redeemCalls(deps: RedeemActorDeps) {
  const { client, queryClient } = deps;
  const redeem = redeemCall(deps);
  return {
    // Upload later redeems now as PENDING_DOCUMENTS: the server reserves the offer and mails the link.
    sendUploadLink: fromPromise<unknown, { offerId: string }>(async ({ input }) => redeem(input.offerId, true)),
    redeemOffer: fromPromise<RedemptionResult, { offerId: string; pendingRedemptionId: string | null }>(
      async ({ input }) => {
        if (input.pendingRedemptionId) {
          // Continuing a pending redemption: its documents are in, so it is finished rather than made again.
          const finished = await client.call(updatePendingRedemption, {
            params: { id: input.pendingRedemptionId },
            body: { id: input.pendingRedemptionId, status: 'CREATED' },
            ...OWN_ERRORS,
          });
          rememberRedeemed(queryClient, { ...finished, redeemedAt: new Date().toISOString() });
          return { redirect: false };
        }
        return { redirect: (await redeem(input.offerId, false)).redirect };
      },
    ),
    redirectToLender: fromPromise<unknown, { offerId: string }>(async ({ input }) => {
      const redeemed = queryClient.getQueryData<RedeemedOffer>(redeemedOfferKey(input.offerId));
      if (!redeemed) throw new Error('The redemption to hand to the lender is not known');
      const { url } = await client.call(redirectToLender, { body: { redemptionId: redeemed.id }, ...OWN_ERRORS });
      deps.leaveFor(url);
      return { url };
    }),
  };
}
