import type { Offer } from '../../../api/consumer.ts';
import { estimateTerms } from '../../../domain/payments/estimated-terms.ts';

type OfferTerm = Offer['terms'][number];

/** What a card and the details page show for an offer at the consumer's chosen amount and term. */
export interface OfferEstimate {
  readonly estimate: Offer['estimatedTerms'];
  /** The term (months) the estimate is for: shown on the card, so it never differs silently from the chosen one. */
  readonly termMonths: number | undefined;
}

/** The offer's term of the chosen length, else the one nearest to it, else its first. */
function termFor(offer: Offer, months: number | undefined): OfferTerm | undefined {
  if (months === undefined) return offer.terms[0];
  const distance = (t: OfferTerm) => Math.abs((t.term ?? 0) - months);
  return [...offer.terms].sort((a, b) => distance(a) - distance(b))[0];
}

/** The amount kept within what the term lends (its minimum to its limit). */
function amountWithin(term: OfferTerm, amount: string): string {
  if (Number(amount) < Number(term.minimum)) return term.minimum;
  if (Number(amount) > Number(term.limit)) return term.limit;
  return amount;
}

/**
 * The estimate at the amount and term chosen on the offers list, the same on the list and on the offer's page
 * (001 §3 Marketplace offer: requestedAmount, requestedTerm, estimatedTerms). Nothing chosen yet: the server's
 * estimate at the defaults. Deposits keep their own figures (no payment).
 */
export function estimateAt(offer: Offer, amount: string | undefined, months: number | undefined): OfferEstimate {
  const single = offer.terms.length === 1 ? offer.terms[0]?.term : undefined;
  if (offer.apy || (amount === undefined && months === undefined)) {
    return { estimate: offer.estimatedTerms, termMonths: single };
  }
  const term = termFor(offer, months);
  if (!term) return { estimate: offer.estimatedTerms, termMonths: undefined };
  const estimate = estimateTerms({
    offerTerm: term,
    amount: amountWithin(term, amount ?? term.limit),
    repaymentFrequency: offer.repaymentFrequency as never,
    // PAY_FREQUENCY offers pay on the consumer's schedule, which the server's estimate already resolved.
    payFrequency: offer.estimatedTerms.estimatedPaymentFrequency as never,
    paymentCalculation: offer.paymentCalculation,
  });
  return { estimate, termMonths: term.term };
}
