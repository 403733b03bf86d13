import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client.ts';
import { getCurrentConsumer } from '../../../api/consumer.ts';
import { endpointKey } from '../../../api/query-options.ts';
import { type ApplicationAnswers, createRedemption } from '../../../api/redemptions.ts';
import type { RedeemApplication } from '../../../domain/marketplace/redeem-application.ts';
import { toSessionError } from '../../../machines/session/session-error.ts';
import { offerQuery } from '../offer-queries.ts';
import { CONSUMER_KEY } from '../queries.ts';
import { OWN_ERRORS } from './redeem-children.ts';

/** What the journey remembers of a redemption once made: the certificate and the lender redirect read it. */
export interface RedeemedOffer {
  id: string;
  offerId: string;
  status: string;
  amount: string;
  term: number | null;
  certificateNumber: string;
  redeemedAt: string;
}

export const redeemedOfferKey = (offerId: string) => [...CONSUMER_KEY, 'redeemed', offerId] as const;

interface RedeemCallDeps {
  client: ApiClient;
  queryClient: QueryClient;
  /** The amount, term and add-ons the application step settled on. */
  application: (offerId: string) => RedeemApplication;
}

/** Keeps a redemption for the certificate and the redirect, and refreshes what it changed of the consumer. */
export function rememberRedeemed(queryClient: QueryClient, redeemed: RedeemedOffer): void {
  queryClient.setQueryData(redeemedOfferKey(redeemed.offerId), redeemed);
  // The consumer's workflow state and pending redemption changed with it.
  void queryClient.invalidateQueries({
    queryKey: endpointKey(getCurrentConsumer, undefined, undefined, CONSUMER_KEY),
  });
}

/**
 * POST …/redemptions with the settled application. One Idempotency-Key per request body: a retry of the same
 * redemption gets the first answer (never a second redemption), while a changed amount or term is a new request.
 */
export function redeemCall(deps: RedeemCallDeps) {
  const { client, queryClient } = deps;
  let idempotency: { body: string; key: string } | null = null;
  const keyFor = (body: unknown) => {
    const text = JSON.stringify(body);
    if (idempotency?.body !== text) idempotency = { body: text, key: crypto.randomUUID() };
    return idempotency.key;
  };
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
  return async (offerId: string, uploadLater: boolean) => {
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
    rememberRedeemed(queryClient, { ...redemption, redeemedAt: new Date().toISOString() });
    return redemption;
  };
}
