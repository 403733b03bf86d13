import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../../api/client.ts';
import { getCurrentConsumer } from '../../../api/consumer.ts';
import { getDocumentStatus, startDocumentVerification } from '../../../api/documentverify.ts';
import { answerKba, sendPasscode, startIdentitySession, verifyPasscode } from '../../../api/idverify.ts';
import { endpointKey } from '../../../api/query-options.ts';
import {
  type ApplicationAnswers,
  cancelPendingRedemption,
  createRedemption,
  redirectToLender,
  updatePendingRedemption,
} from '../../../api/redemptions.ts';
import { deleteStipulation, listStipulations, uploadStipulation } from '../../../api/stipulations.ts';
import type { RedeemApplication } from '../../../domain/marketplace/redeem-application.ts';
import { documentPollingMachine } from '../../../machines/document-polling/document-polling-machine.ts';
import { passcodeMachine } from '../../../machines/passcode/passcode-machine.ts';
import { redemptionStepsMachine } from '../../../machines/redemption/redemption-steps-machine.ts';
import type { RedemptionResult } from '../../../machines/redemption/redemption-types.ts';
import { toSessionError } from '../../../machines/session/session-error.ts';
import { stipulationUploadMachine } from '../../../machines/stipulation/stipulation-upload-machine.ts';
import { offerQuery } from '../offer-queries.ts';
import { CONSUMER_KEY } from '../queries.ts';

/** What the journey remembers of a redemption once made: the certificate and the lender redirect read it. */
export interface RedeemedOffer {
  id: string;
  offerId: string;
  status: string;
  amount: string;
  term: number | null;
  redeemedAt: string;
}

export const redeemedOfferKey = (offerId: string) => [...CONSUMER_KEY, 'redeemed', offerId] as const;

export interface RedeemActorDeps {
  client: ApiClient;
  queryClient: QueryClient;
  /** The amount, term and add-ons the application step settled on. */
  application: (offerId: string) => RedeemApplication;
  /** Leaves the app for the lender's site. */
  leaveFor: (url: string) => void;
}

/** The journey's own screens show its failures, so a 5xx is not sent to the generic server-error page. */
const OWN_ERRORS = { suppressServerErrorRedirect: true } as const;

/**
 * The redemption steps statechart with the consumer calls of 001 §7 behind each of its actors, its passcode,
 * document polling and stipulation upload children included.
 */
export function provideRedeemActors(deps: RedeemActorDeps) {
  const { client, queryClient } = deps;
  // One Idempotency-Key per request body: a retry of the same redemption gets the first answer (never a second
  // redemption), while a changed amount or term is a new request.
  let idempotency: { body: string; key: string } | null = null;
  const keyFor = (body: unknown) => {
    const text = JSON.stringify(body);
    if (idempotency?.body !== text) idempotency = { body: text, key: crypto.randomUUID() };
    return idempotency.key;
  };
  const remember = (redeemed: RedeemedOffer) => {
    queryClient.setQueryData(redeemedOfferKey(redeemed.offerId), redeemed);
    // The consumer's workflow state and pending redemption changed with it.
    void queryClient.invalidateQueries({
      queryKey: endpointKey(getCurrentConsumer, undefined, undefined, CONSUMER_KEY),
    });
  };

  const passcode = passcodeMachine.provide({
    actors: {
      startIdentitySession: fromPromise(async ({ input }) => {
        const session = await client.call(startIdentitySession, { body: { method: input.method }, ...OWN_ERRORS });
        return { sessionId: session.sessionId, ...(session.questions ? { questions: session.questions } : {}) };
      }),
      sendPasscode: fromPromise(({ input }) =>
        client.call(sendPasscode, { params: { id: input.sessionId }, ...OWN_ERRORS }),
      ),
      resendPasscode: fromPromise(({ input }) =>
        client.call(sendPasscode, { params: { id: input.sessionId }, ...OWN_ERRORS }),
      ),
      verifyPasscode: fromPromise(({ input }) =>
        client.call(verifyPasscode, {
          params: { id: input.sessionId },
          body: { passcode: input.code },
          ...OWN_ERRORS,
        }),
      ),
      verifyKba: fromPromise(({ input }) =>
        client.call(answerKba, { params: { id: input.sessionId }, body: { answers: input.answers }, ...OWN_ERRORS }),
      ),
    },
  });

  const documentPolling = documentPollingMachine.provide({
    actors: {
      fetchDocumentStatus: fromPromise(
        async ({ input }) =>
          (await client.call(getDocumentStatus, { params: { id: input.sessionId }, ...OWN_ERRORS })).status,
      ),
    },
  });

  const stipulationUpload = stipulationUploadMachine.provide({
    actors: {
      uploadStipulation: fromPromise(({ input }) =>
        client.call(uploadStipulation, {
          params: { id: input.offerId, stipulationId: input.stipulationId },
          // The stips screen sends the browser's File; the machine types only the facts it checks.
          files: { stipDocument: input.file as unknown as Blob },
          ...OWN_ERRORS,
        }),
      ),
      deleteStipulation: fromPromise(({ input }) =>
        client.call(deleteStipulation, {
          params: { id: input.offerId, stipulationId: input.stipulationId },
          ...OWN_ERRORS,
        }),
      ),
    },
  });

  const offerKey = (offerId: string) => offerQuery(client, offerId).queryKey;
  /** The APR the review showed for the chosen term: the server answers RATE_CHANGED if it is no longer the rate. */
  const shownApr = (offerId: string, term: number | null) => {
    const terms = queryClient.getQueryData(offerKey(offerId))?.terms ?? [];
    return (terms.find((t) => (t.term ?? null) === term) ?? terms[0])?.apr;
  };
  const redeemBody = (offerId: string, uploadLater: boolean) => {
    const application = deps.application(offerId);
    const apr = shownApr(offerId, application.term);
    return {
      ...(apr ? { apr } : {}),
      amount: application.amount,
      ...(application.term ? { term: application.term } : {}),
      redeemType: application.addOns.length ? ('ADD_ON' as const) : ('STANDARD' as const),
      ...(application.addOns.length ? { addOns: [...application.addOns] } : {}),
      ...(uploadLater ? { uploadLater: true } : {}),
      // Checked against the catalogue by the server (api/redemptions.ts).
      ...((application.answers ?? {}) as ApplicationAnswers),
    };
  };
  const redeem = async (offerId: string, uploadLater: boolean) => {
    const body = redeemBody(offerId, uploadLater);
    const redemption = await client
      .call(createRedemption, {
        params: { id: offerId },
        body,
        headers: { 'Idempotency-Key': keyFor({ offerId, body }) },
        ...OWN_ERRORS,
      })
      .catch(async (error: unknown) => {
        // The review shows the new rate before the consumer confirms it.
        if (toSessionError(error).code === 'RATE_CHANGED')
          await queryClient.invalidateQueries({ queryKey: offerKey(offerId) });
        throw error;
      });
    remember({ ...redemption, redeemedAt: new Date().toISOString() });
    return redemption;
  };

  return redemptionStepsMachine.provide({
    actors: {
      passcode,
      documentPolling,
      stipulationUpload,
      cancelPendingRedemption: fromPromise(async ({ input }) => {
        const id =
          input.pendingRedemptionId ?? (await client.call(getCurrentConsumer, OWN_ERRORS)).pendingRedemptionId ?? null;
        if (id) await client.call(cancelPendingRedemption, { params: { id }, ...OWN_ERRORS });
        void queryClient.invalidateQueries({ queryKey: CONSUMER_KEY });
        return {};
      }),
      startDocumentVerification: fromPromise(async () => {
        const session = await client.call(startDocumentVerification, OWN_ERRORS);
        return { sessionId: session.sessionId };
      }),
      fetchStipulations: fromPromise(async ({ input }) => {
        const documents = await client.call(listStipulations, { params: { id: input.offerId }, ...OWN_ERRORS });
        // Nothing left to ask for when every document is already in: the journey goes straight to redeem.
        return documents.every((document) => document.badge === 'SATISFIED') ? [] : documents;
      }),
      // Upload later redeems now as PENDING_DOCUMENTS: the server reserves the offer and mails the link.
      sendUploadLink: fromPromise(async ({ input }) => redeem(input.offerId, true)),
      redeemOffer: fromPromise(async ({ input }): Promise<RedemptionResult> => {
        if (input.pendingRedemptionId) {
          // Continuing a pending redemption: its documents are in, so it is finished rather than made again.
          const finished = await client.call(updatePendingRedemption, {
            params: { id: input.pendingRedemptionId },
            body: { id: input.pendingRedemptionId, status: 'CREATED' },
            ...OWN_ERRORS,
          });
          remember({ ...finished, redeemedAt: new Date().toISOString() });
          return { redirect: false };
        }
        return { redirect: (await redeem(input.offerId, false)).redirect };
      }),
      redirectToLender: fromPromise(async ({ input }) => {
        const redeemed = queryClient.getQueryData<RedeemedOffer>(redeemedOfferKey(input.offerId));
        if (!redeemed) throw new Error('The redemption to hand to the lender is not known');
        const { url } = await client.call(redirectToLender, { body: { redemptionId: redeemed.id }, ...OWN_ERRORS });
        deps.leaveFor(url);
        return { url };
      }),
    },
  });
}
