import type { Offer } from '../../../api/consumer.ts';
import { OfferCard } from '../../../ui/offer-card.tsx';
import { estimateAt } from './offer-estimate.ts';

const FREQUENCY_LABELS: Readonly<Record<string, string>> = {
  DAILY: 'daily',
  WEEKLY: 'weekly',
  BI_WEEKLY: 'bi-weekly',
  SEMI_MONTHLY: 'semi-monthly',
  MONTHLY: 'monthly',
  YEARLY: 'yearly',
};

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
}: {
  offer: Offer;
  amount?: string | undefined;
  months?: number | undefined;
  onSelect?: () => void;
}) {
  const lowest = [...offer.terms].sort((a, b) => Number(a.apr) - Number(b.apr))[0];
  const { estimate, termMonths } = estimateAt(offer, amount, months);
  return (
    <OfferCard
      name={offer.name}
      lenderName={offer.financialInstitution.name}
      distance={offer.financialInstitution.distance}
      tierType={offer.tierType}
      insuranceCoverage={offer.financialInstitution.insuranceCoverage}
      apr={lowest?.apr}
      apy={offer.apy}
      termMonths={termMonths}
      hasPayment={offer.terms.some((t) => t.term !== undefined)}
      minimum={estimate.creditMinimum}
      limit={estimate.creditLimit}
      estimatedPayment={estimate.estimatedPayment}
      paymentFrequencyLabel={FREQUENCY_LABELS[estimate.estimatedPaymentFrequency] ?? 'monthly'}
      disclosureSummary={offer.disclosureSummary}
      addOns={offer.addOns.map((addOn) => addOn.name)}
      redacted={offer.status === 'REDACTED'}
      redemption={redemptionOf(offer)}
      {...(onSelect ? { onSelect } : {})}
    />
  );
}
