import { useEffect } from 'react';
import type { ApiClient } from '../../api/client.ts';
import { reportOfferEvents } from '../../api/offer-metrics.ts';

type Kind = 'viewed' | 'previewed' | 'clicked';
const sent = new Set<string>();

/** Fire-and-forget: tells the server the consumer saw, opened or clicked offers (the live offer metrics). */
export function reportOffers(client: ApiClient, kind: Kind, offerIds: readonly string[]): void {
  const fresh = offerIds.filter((id) => !sent.has(`${kind}:${id}`)).slice(0, 50);
  if (fresh.length === 0) return;
  for (const id of fresh) sent.add(`${kind}:${id}`);
  void client.call(reportOfferEvents, { body: { events: fresh.map((offerId) => ({ offerId, kind })) } }).catch(() => {
    for (const id of fresh) sent.delete(`${kind}:${id}`);
  });
}

/** Reports the offers a page shows, once each per page load. */
export function useReportOffers(client: ApiClient, kind: Kind, offerIds: readonly string[]): void {
  const key = offerIds.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the joined ids are the dependency.
  useEffect(() => {
    if (key) reportOffers(client, kind, key.split(','));
  }, [client, kind, key]);
}
