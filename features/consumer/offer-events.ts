import { useEffect } from 'react';
import type { ApiClient } from '../../api/client.ts';
import { reportOfferEvents } from '../../api/offer-metrics.ts';

type Kind = 'viewed' | 'previewed' | 'clicked';
const sent = new Set<string>();

/** An offer shown: its id and the version of the prescreen notice shown with it, if any. */
export interface ShownOffer {
  readonly id: string;
  readonly prescreenNotice?: { readonly version: string } | undefined;
}

/**
 * Fire-and-forget: tells the server the consumer saw, opened or clicked offers (the live offer metrics), with the
 * prescreen notice version each was shown with (its record, decision 0610).
 */
export function reportOffers(client: ApiClient, kind: Kind, shown: readonly ShownOffer[]): void {
  const fresh = shown.filter((offer) => !sent.has(`${kind}:${offer.id}`)).slice(0, 50);
  if (fresh.length === 0) return;
  for (const offer of fresh) sent.add(`${kind}:${offer.id}`);
  const events = fresh.map((offer) => ({
    offerId: offer.id,
    kind,
    ...(offer.prescreenNotice ? { noticeVersion: offer.prescreenNotice.version } : {}),
  }));
  void client.call(reportOfferEvents, { body: { events } }).catch(() => {
    for (const offer of fresh) sent.delete(`${kind}:${offer.id}`);
  });
}

/** Reports the offers a page shows, once each per page load. */
export function useReportOffers(client: ApiClient, kind: Kind, shown: readonly ShownOffer[]): void {
  const key = shown.map((offer) => `${offer.id}@${offer.prescreenNotice?.version ?? ''}`).join(',');
  useEffect(() => {
    if (!key) return;
    const offers = key.split(',').map((item) => {
      const [id = '', version] = item.split('@');
      return version ? { id, prescreenNotice: { version } } : { id };
    });
    reportOffers(client, kind, offers);
  }, [client, kind, key]);
}
