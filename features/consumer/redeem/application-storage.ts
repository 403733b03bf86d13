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
/** The amount asked for at /further loanamount: where an offer's application starts when nothing else was seen. */
const REQUESTED_AMOUNT_KEY = 'furtherLoanAmount';
export const rememberRequestedAmount = (amount: string) => sessionStorage.setItem(REQUESTED_AMOUNT_KEY, amount);
export const requestedAmount = (): string | null => sessionStorage.getItem(REQUESTED_AMOUNT_KEY);
export const seenTerms = (offerId: string): SeenTerms =>
  read<SeenTerms>(seenKey(offerId)) ?? { amount: requestedAmount() ?? undefined };
export const rememberSeenTerms = (offerId: string, seen: SeenTerms) =>
  sessionStorage.setItem(seenKey(offerId), JSON.stringify(seen));

/** What one consumer asked for must not follow the next one signing in on this tab. */
export function clearJourneyStorage(): void {
  const keys = Array.from({ length: sessionStorage.length }, (_, i) => sessionStorage.key(i) ?? '');
  for (const key of keys) {
    if (key.startsWith('redeemApplication-') || key.startsWith('redeemSeen-') || key === REQUESTED_AMOUNT_KEY)
      sessionStorage.removeItem(key);
  }
}
