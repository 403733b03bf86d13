import type { Offer } from '../../../api/consumer.ts';
import { shownTerm } from '../../../domain/marketplace/shown-term.ts';
import { estimateTerms } from '../../../domain/payments/estimated-terms.ts';

type OfferTerm = Offer['terms'][number];

/** What a card and the details page show for an offer at the consumer's chosen amount and term. */
export interface OfferEstimate {
  readonly estimate: Offer['estimatedTerms'];
  /** The term (months) the estimate is for: shown on the card, so it never differs silently from the chosen one. */
  readonly termMonths: number | undefined;
  /** The offer term the estimate is for: its APR is the one shown beside the payment (Regulation Z). */
  readonly term: OfferTerm | undefined;
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
  // The server's estimate is at the same term (shown-term.ts with nothing chosen).
  const term = shownTerm(offer.terms, offer.productType, months);
  if (!term || offer.apy || (amount === undefined && months === undefined)) {
    return { estimate: offer.estimatedTerms, termMonths: term?.term, term };
  }
  const estimate = estimateTerms({
    offerTerm: term,
    amount: amountWithin(term, amount ?? term.limit),
    repaymentFrequency: offer.repaymentFrequency as never,
    // PAY_FREQUENCY offers pay on the consumer's schedule, which the server's estimate already resolved.
    payFrequency: offer.estimatedTerms.estimatedPaymentFrequency as never,
    paymentCalculation: offer.paymentCalculation,
  });
  return { estimate, termMonths: term.term, term };
}
