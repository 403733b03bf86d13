import { useRouterState } from '@tanstack/react-router';
import type { ConsumerSignInRequest } from '../../api/session.ts';
import { publisherQueryParamsOf } from '../../domain/session/consumer-entry.ts';

export type ConsumerEntry = Pick<ConsumerSignInRequest, 'stateParams' | 'publisherQueryParams'>;

/**
 * What the link a consumer arrived by carries into the sign-in (docs/decisions/0670): `productType`
 * ("New_Auto;Used_Auto") narrows the marketplace, every other parameter of the publisher's own is kept on the session
 * as publisherQueryParams. The query stays in the URL through sign-in, so a failed attempt keeps it.
 */
export function consumerEntryOf(search: Readonly<Record<string, unknown>>): ConsumerEntry {
  const productType = typeof search.productType === 'string' ? search.productType : undefined;
  const publisherQueryParams = publisherQueryParamsOf(search);
  return {
    ...(productType ? { stateParams: { productType } } : {}),
    ...(Object.keys(publisherQueryParams).length > 0 ? { publisherQueryParams } : {}),
  };
}

/** The sign-in page's entry, from the current URL. */
export function useConsumerEntry(): ConsumerEntry {
  const search = useRouterState({
    select: (state) => state.location.search as Readonly<Record<string, unknown>>,
  });
  return consumerEntryOf(search);
}
