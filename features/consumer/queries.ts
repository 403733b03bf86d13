import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client.ts';
import { getInstitution, getOffer, listLoans, listOfferDisclosures, listOfferFaqs } from '../../api/consumer.ts';
import { getPendingRedemption } from '../../api/redemptions.ts';
import { CONSUMER_KEY } from './entry-queries.ts';

// What the entry needs (sign-in page, marketplace warm-up) is in entry-queries.ts, apart from the other calls' API
// declarations; re-exported here for the screens.
export {
  CONSUMER_KEY,
  consumerQuery,
  offersQuery,
  siteKeyThemeQuery,
  themeQuery,
  WORKFLOW_NAMES,
  workflowQuery,
} from './entry-queries.ts';

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

export const autoLoansQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: [...CONSUMER_KEY, 'loans', 'AUTO'],
    queryFn: () => client.call(listLoans, { query: { productCategory: 'AUTO' } }),
  });

export const pendingRedemptionQuery = (client: ApiClient, id: string) =>
  queryOptions({
    queryKey: [...CONSUMER_KEY, 'redemptions', 'pending', id],
    queryFn: () => client.call(getPendingRedemption, { params: { id } }),
    retry: false,
  });
