import type { Offer } from '../../../api/consumer.ts';
import { OfferCard } from '../../../ui/offer-card.tsx';

const FREQUENCY_LABELS: Readonly<Record<string, string>> = {
  DAILY: 'daily',
  WEEKLY: 'weekly',
  BI_WEEKLY: 'bi-weekly',
  SEMI_MONTHLY: 'semi-monthly',
  MONTHLY: 'monthly',
  YEARLY: 'yearly',
};

/** An API offer on the presentational card; the estimate may be a re-computed one for the chosen amount. */
export function OfferCardView({
  offer,
  estimate = offer.estimatedTerms,
  onSelect,
}: {
  offer: Offer;
  estimate?: Offer['estimatedTerms'];
  onSelect?: () => void;
}) {
  const lowest = [...offer.terms].sort((a, b) => Number(a.apr) - Number(b.apr))[0];
  const terms = offer.terms.map((t) => t.term).filter((t): t is number => t !== undefined);
  return (
    <OfferCard
      name={offer.name}
      lenderName={offer.financialInstitution.name}
      distance={offer.financialInstitution.distance}
      tierType={offer.tierType}
      insuranceCoverage={offer.financialInstitution.insuranceCoverage}
      apr={lowest?.apr}
      apy={offer.apy}
      termMonths={terms.length === 1 ? terms[0] : undefined}
      minimum={estimate.creditMinimum}
      limit={estimate.creditLimit}
      estimatedPayment={estimate.estimatedPayment}
      paymentFrequencyLabel={FREQUENCY_LABELS[estimate.estimatedPaymentFrequency] ?? 'monthly'}
      disclosureSummary={offer.disclosureSummary}
      addOns={offer.addOns.map((addOn) => addOn.name)}
      redacted={offer.status === 'REDACTED'}
      {...(onSelect ? { onSelect } : {})}
    />
  );
}
