import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client.ts';
import { getInstitution, getOffer, listOfferDisclosures, listOfferFaqs } from '../../api/consumer.ts';
import { endpointQuery } from '../../api/query-options.ts';
import { getPendingRedemption, getRedemptionProgress } from '../../api/redemptions.ts';
import { CONSUMER_KEY } from './entry-queries.ts';

// The calls of one offer's pages (its details, the redeem journey), apart from queries.ts: the marketplace shell
// imports that module, and a module goes whole into the first chunk that needs it — with the redemption endpoints'
// declarations and schemas (issue 17).

export const offerQuery = (client: ApiClient, id: string) =>
  queryOptions({
    ...endpointQuery(client, getOffer, { params: { id }, scope: CONSUMER_KEY }),
    retry: false,
  });

export const offerFaqsQuery = (client: ApiClient, id: string) =>
  queryOptions({
    ...endpointQuery(client, listOfferFaqs, { params: { id }, scope: CONSUMER_KEY }),
  });

export const offerDisclosuresQuery = (client: ApiClient, id: string) =>
  queryOptions({
    ...endpointQuery(client, listOfferDisclosures, { params: { id }, scope: CONSUMER_KEY }),
  });

export const institutionQuery = (client: ApiClient, id: string) =>
  queryOptions({
    ...endpointQuery(client, getInstitution, { params: { id }, scope: CONSUMER_KEY }),
  });

export const pendingRedemptionQuery = (client: ApiClient, id: string) =>
  queryOptions({
    ...endpointQuery(client, getPendingRedemption, { params: { id }, scope: CONSUMER_KEY }),
    retry: false,
  });

/** Where the consumer's journey of an offer stands (issue 28 item 5): the journey opens at the step after it. */
export const redemptionProgressQuery = (client: ApiClient, offerId: string) =>
  queryOptions({
    ...endpointQuery(client, getRedemptionProgress, { params: { id: offerId }, scope: CONSUMER_KEY }),
    retry: false,
  });
