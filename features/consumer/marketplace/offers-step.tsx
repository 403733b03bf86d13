import { Box, Button, Grid, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { Offer } from '../../../api/consumer.ts';
import {
  CAROUSEL_BREAKPOINTS,
  SORT_OPTION_LABELS,
  SORT_OPTIONS,
  type SortOption,
} from '../../../domain/catalog/marketplace-ui.ts';
import {
  CARD_TYPE_FILTER_VALUES,
  CARD_TYPE_FILTERS,
  CHECKING_TYPE_FILTER_VALUES,
  CHECKING_TYPE_FILTERS,
  matchesTypeFilter,
} from '../../../domain/catalog/product-details.ts';
import { OFFER_CATEGORY_LABELS } from '../../../domain/catalog/products.ts';
import { formatDate } from '../../../domain/format/date.ts';
import { formatUsd } from '../../../domain/format/money.ts';
import { offeredAmountRange } from '../../../domain/marketplace/availability.ts';
import { offersToShow } from '../../../domain/marketplace/preselection.ts';
import { matchesSelection } from '../../../domain/marketplace/product-triples.ts';
import { sortOffers } from '../../../domain/marketplace/sort.ts';
import { estimateTerms } from '../../../domain/payments/estimated-terms.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { offersQuery } from '../queries.ts';
import { useConsumerServices } from '../services.ts';
import { useWorkflowNavigation } from '../workflow/navigation.ts';
import { OfferCardView } from './offer-card-view.tsx';

/** Offers per row at the seed's carousel breakpoints (001 §9): 1 to 464 px, 2 to 1024, 3 to 3000, then 5. */
const CAROUSEL_COLUMNS = Object.fromEntries(
  CAROUSEL_BREAKPOINTS.map(({ min, items }) => [
    `@media (min-width: ${min}px)`,
    { gridTemplateColumns: `repeat(${items}, minmax(0, 1fr))` },
  ]),
);

/**
 * The estimate at the requested amount and term: the offer's term of that length when it lends the amount, else its
 * first term that does, else its first term; deposits keep their own figures.
 */
function estimateFor(offer: Offer, amount: string | undefined, months: number | undefined): Offer['estimatedTerms'] {
  if (amount === undefined || offer.apy) return offer.estimatedTerms;
  const lends = (t: Offer['terms'][number]) => Number(t.minimum) <= Number(amount) && Number(amount) <= Number(t.limit);
  const term = offer.terms.find((t) => t.term === months && lends(t)) ?? offer.terms.find(lends) ?? offer.terms[0];
  if (!term) return offer.estimatedTerms;
  return estimateTerms({
    offerTerm: term,
    amount,
    repaymentFrequency: offer.repaymentFrequency as never,
    // PAY_FREQUENCY offers pay on the consumer's schedule, which the server's estimate already resolved.
    payFrequency: offer.estimatedTerms.estimatedPaymentFrequency as never,
    paymentCalculation: offer.paymentCalculation,
  });
}

/** The offers landing page (001 §2): the selection's offers, sorted and filtered, with estimated payments. */
export function OffersStep() {
  const { clients } = useConsumerServices();
  const workflow = useWorkflowNavigation();
  const { marketplace } = workflow;
  const offers = useQuery(offersQuery(clients.consumer));
  const inSelection = offersToShow(offers.data ?? []).filter((offer) =>
    matchesSelection(offer.productType, marketplace),
  );
  const isCards = marketplace.category === 'CREDIT_CARDS';
  const isChecking = marketplace.category === 'CHECKING_ACCOUNT';
  const filtered = inSelection.filter(
    (offer) =>
      matchesTypeFilter(offer.types, marketplace.cardType) && matchesTypeFilter(offer.types, marketplace.checkingType),
  );
  const withEstimates = filtered.map((offer) => ({
    ...offer,
    estimatedTerms: estimateFor(offer, marketplace.amount, marketplace.term),
  }));
  const sorted = sortOffers(withEstimates, marketplace.sort);
  const range = offeredAmountRange(inSelection);
  const lends = inSelection.some((offer) => !offer.apy && offer.terms.some((t) => t.term));
  const offeredTerms = [...new Set(inSelection.flatMap((offer) => (offer.apy ? [] : offer.terms.map((t) => t.term))))]
    .concat(marketplace.term ?? [])
    .filter((t, i, all): t is number => typeof t === 'number' && all.indexOf(t) === i)
    .sort((a, b) => a - b);
  const title = marketplace.category ? `${OFFER_CATEGORY_LABELS[marketplace.category]} offers` : 'Your offers';
  const expires = inSelection[0]?.expiresAt;
  return (
    <Stack gap="5">
      <PageHeader
        title={title}
        description={expires ? `Offers valid until ${formatDate(expires)}. Payments shown are estimates.` : undefined}
        actions={
          <Button variant="outline" size="sm" onClick={() => workflow.send({ type: 'marketplace.startOver' })}>
            Start over
          </Button>
        }
      />
      <HStack gap="4" flexWrap="wrap" align="flex-end">
        <NativeSelect.Root size="sm" width="auto" minW="56">
          <NativeSelect.Field
            aria-label="Sort offers"
            value={marketplace.sort}
            onChange={(e) => workflow.send({ type: 'marketplace.sort', sort: e.currentTarget.value as SortOption })}
          >
            {SORT_OPTIONS.map((option) => (
              <option key={option} value={option}>
                Sort: {SORT_OPTION_LABELS[option]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {isCards || isChecking ? (
          <HStack gap="2" flexWrap="wrap" role="group" aria-label={isCards ? 'Card type' : 'Checking type'}>
            {(isCards ? CARD_TYPE_FILTERS : CHECKING_TYPE_FILTERS).map((filter) => {
              const value = isCards
                ? CARD_TYPE_FILTER_VALUES[filter as keyof typeof CARD_TYPE_FILTER_VALUES]
                : CHECKING_TYPE_FILTER_VALUES[filter as keyof typeof CHECKING_TYPE_FILTER_VALUES];
              const active = (isCards ? marketplace.cardType : marketplace.checkingType) === value;
              return (
                <Button
                  key={filter}
                  size="xs"
                  borderRadius="full"
                  variant={active ? 'solid' : 'outline'}
                  colorPalette="brand"
                  aria-pressed={active}
                  onClick={() =>
                    workflow.send(
                      isCards
                        ? { type: 'marketplace.filter.cardType', cardType: value as never }
                        : { type: 'marketplace.filter.checkingType', checkingType: value as never },
                    )
                  }
                >
                  {filter}
                </Button>
              );
            })}
          </HStack>
        ) : null}
        {lends && offeredTerms.length > 1 && marketplace.term !== undefined ? (
          <NativeSelect.Root size="sm" width="auto" minW="40">
            <NativeSelect.Field
              aria-label="Term"
              value={String(marketplace.term)}
              onChange={(e) => workflow.send({ type: 'marketplace.term', term: Number(e.currentTarget.value) })}
            >
              {offeredTerms.map((months) => (
                <option key={months} value={months}>
                  Term: {months} months
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        ) : null}
        {lends && range ? (
          <Box minW={{ base: 'full', md: '80' }}>
            <label htmlFor="loan-amount">
              <Text as="span" fontSize="sm" color="fg.muted">
                Amount: <strong>{formatUsd(marketplace.amount ?? range.maximum)}</strong>
              </Text>
            </label>
            <input
              id="loan-amount"
              type="range"
              min={Number(range.minimum)}
              max={Number(range.maximum)}
              step={100}
              value={Number(marketplace.amount ?? range.maximum)}
              onChange={(e) => workflow.send({ type: 'marketplace.amount', amount: e.currentTarget.value })}
              style={{ width: '100%', accentColor: '#0b6660' }}
            />
          </Box>
        ) : null}
      </HStack>
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {sorted.length} {sorted.length === 1 ? 'offer' : 'offers'}
      </Text>
      <Grid gap="5" css={CAROUSEL_COLUMNS}>
        {sorted.map((offer) => (
          <OfferCardView key={offer.id} offer={offer} onSelect={() => workflow.next({ offerId: offer.id })} />
        ))}
      </Grid>
    </Stack>
  );
}
