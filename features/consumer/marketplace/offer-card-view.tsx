import type { Offer } from '../../../api/consumer.ts';
import { lowestAprTerm } from '../../../domain/marketplace/shown-term.ts';
import { OfferCard } from '../../../ui/offer-card.tsx';
import type { ConsumerPrefix } from '../workflow/navigation.ts';
import { estimateAt } from './offer-estimate.ts';
import { PrescreenShortNotice } from './prescreen-short-notice.tsx';

/** How far the consumer's redemption of the offer went: waiting for documents, redeemed, or none. */
export function redemptionOf(offer: Offer): 'redeemed' | 'pending' | undefined {
  if (!offer.redemptionStatus) return undefined;
  return offer.redemptionStatus === 'PENDING_DOCUMENTS' ? 'pending' : 'redeemed';
}

/** An API offer on the presentational card, at the consumer's chosen amount and term (offer-estimate.ts). */
export function OfferCardView({
  offer,
  amount,
  months,
  onSelect,
  prefix,
}: {
  offer: Offer;
  /** The site the card is on: its long prescreen notice page is under the same prefix. */
  prefix: ConsumerPrefix;
  amount?: string | undefined;
  months?: number | undefined;
  onSelect?: () => void;
}) {
  const { estimate, termMonths, term } = estimateAt(offer, amount, months);
  // The lowest rate is shown apart, with its own term, only when it is not the shown term's.
  const lowest = lowestAprTerm(offer.terms);
  const lowestApart = lowest && term && Number(lowest.apr) < Number(term.apr) ? lowest : undefined;
  return (
    <OfferCard
      name={offer.name}
      lenderName={offer.financialInstitution.name}
      distance={offer.financialInstitution.distance}
      tierType={offer.tierType}
      insuranceCoverage={offer.financialInstitution.insuranceCoverage}
      apr={term?.apr}
      {...(lowestApart ? { lowestApr: { apr: lowestApart.apr, termMonths: lowestApart.term } } : {})}
      apy={offer.apy}
      termMonths={termMonths}
      hasPayment={offer.terms.some((t) => t.term !== undefined)}
      minimum={estimate.creditMinimum}
      limit={estimate.creditLimit}
      estimatedPayment={estimate.estimatedPayment}
      paymentFrequencyLabel={estimate.estimatedPaymentFrequency}
      disclosureSummary={offer.disclosureSummary}
      addOns={offer.addOns.map((addOn) => addOn.name)}
      redacted={offer.status === 'REDACTED'}
      redemption={redemptionOf(offer)}
      {...(onSelect ? { onSelect } : {})}
      notice={offer.prescreenNotice ? <PrescreenShortNotice notice={offer.prescreenNotice} prefix={prefix} /> : null}
    />
  );
}
