import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client.ts';
import { getInstitution, getOffer, listOfferDisclosures, listOfferFaqs } from '../../api/consumer.ts';
import { getPendingRedemption } from '../../api/redemptions.ts';
import { CONSUMER_KEY } from './entry-queries.ts';

// The calls of one offer's pages (its details, the redeem journey), apart from queries.ts: the marketplace shell
// imports that module, and a module goes whole into the first chunk that needs it — with the redemption endpoints'
// declarations and schemas (issue 17).

export const offerQuery = (client: ApiClient, id: string) =>
  queryOptions({
    queryKey: [...CONSUMER_KEY, 'offers', id],
    queryFn: () => client.call(getOffer, { params: { id } }),
    retry: false,
  });

export const offerFaqsQuery = (client: ApiClient, id: string) =>
  queryOptions({
    queryKey: [...CONSUMER_KEY, 'offers', id, 'faqs'],
    queryFn: () => client.call(listOfferFaqs, { params: { id } }),
  });

export const offerDisclosuresQuery = (client: ApiClient, id: string) =>
  queryOptions({
    queryKey: [...CONSUMER_KEY, 'offers', id, 'disclosures'],
    queryFn: () => client.call(listOfferDisclosures, { params: { id } }),
  });

export const institutionQuery = (client: ApiClient, id: string) =>
  queryOptions({
    queryKey: [...CONSUMER_KEY, 'fis', id],
    queryFn: () => client.call(getInstitution, { params: { id } }),
  });

export const pendingRedemptionQuery = (client: ApiClient, id: string) =>
  queryOptions({
    queryKey: [...CONSUMER_KEY, 'redemptions', 'pending', id],
    queryFn: () => client.call(getPendingRedemption, { params: { id } }),
    retry: false,
  });
