import type { RedeemApplication } from '../../../domain/marketplace/redeem-application.ts';

/**
 * The application (amount, term, add-ons) is kept per offer in session storage so a reload inside the journey
 * keeps it, and the marketplace leaves there what the consumer was looking at when they chose the offer.
 */
const applicationKey = (offerId: string) => `redeemApplication-${offerId}`;
const seenKey = (offerId: string) => `redeemSeen-${offerId}`;

const read = <T>(key: string): T | null => {
  try {
    const text = sessionStorage.getItem(key);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
};

export const storedApplication = (offerId: string) => read<RedeemApplication>(applicationKey(offerId));
export const storeApplication = (offerId: string, application: RedeemApplication) =>
  sessionStorage.setItem(applicationKey(offerId), JSON.stringify(application));

export type SeenTerms = { amount?: string | undefined; term?: number | undefined };
export const seenTerms = (offerId: string) => read<SeenTerms>(seenKey(offerId)) ?? {};
export const rememberSeenTerms = (offerId: string, seen: SeenTerms) =>
  sessionStorage.setItem(seenKey(offerId), JSON.stringify(seen));
