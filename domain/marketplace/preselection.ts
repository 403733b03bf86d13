import { DEFAULT_OFFER_STATUSES } from '../catalog/marketplace-ui.ts';
import type { MarketplaceOffer } from './offer.ts';

/** An offer is preselected only if it is not REDACTED and its status is accepted (default ELIGIBLE), 001 §4. */
export const isPreselectable = (
  offer: Pick<MarketplaceOffer, 'status'>,
  acceptedStatuses: readonly string[] = DEFAULT_OFFER_STATUSES,
): boolean => offer.status !== 'REDACTED' && acceptedStatuses.includes(offer.status);

/** The offers to show: those whose status is in the list (default ELIGIBLE). */
export const offersToShow = <T extends Pick<MarketplaceOffer, 'status'>>(
  offers: readonly T[],
  statuses: readonly string[] = DEFAULT_OFFER_STATUSES,
): T[] => offers.filter((offer) => statuses.includes(offer.status));

/** The offer to preselect: the wanted one if preselectable, otherwise none. */
export const preselectOffer = <T extends Pick<MarketplaceOffer, 'id' | 'status'>>(
  offers: readonly T[],
  wantedId: string | undefined,
  acceptedStatuses: readonly string[] = DEFAULT_OFFER_STATUSES,
): T | undefined => {
  const offer = offers.find((candidate) => candidate.id === wantedId);
  return offer && isPreselectable(offer, acceptedStatuses) ? offer : undefined;
};
