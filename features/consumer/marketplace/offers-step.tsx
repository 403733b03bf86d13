import { Box, Button, Grid, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Offer } from '../../../api/consumer.ts';
import {
  CAROUSEL_BREAKPOINTS,
  type OfferListKind,
  type SortOption,
  sortOptionsFor,
} from '../../../domain/catalog/marketplace-ui.ts';
import {
  CARD_TYPE_FILTER_VALUES,
  CARD_TYPE_FILTERS,
  CHECKING_TYPE_FILTER_VALUES,
  CHECKING_TYPE_FILTERS,
  matchesTypeFilter,
} from '../../../domain/catalog/product-details.ts';
import { offeredAmountRange } from '../../../domain/marketplace/availability.ts';
import { neutralOrder, rotationTurn, usesNeutralOrder } from '../../../domain/marketplace/neutral-order.ts';
import { offersToShow } from '../../../domain/marketplace/preselection.ts';
import { matchesSelection } from '../../../domain/marketplace/product-triples.ts';
import { sortOffers } from '../../../domain/marketplace/sort.ts';
import { useFormats } from '../../../ui/intl/use-formats.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import {
  cardFilterMessages,
  categoryMessages,
  checkingFilterMessages,
  offersMessages as m,
  sortMessages,
} from '../i18n/messages/offers.ts';
import { useReportOffers } from '../offer-events.ts';
import { offersQuery } from '../queries.ts';
import { useConsumerServices } from '../services.ts';
import { useWorkflowNavigation } from '../workflow/navigation.ts';
import { OfferCardView } from './offer-card-view.tsx';
import { estimateAt } from './offer-estimate.ts';
import { OrderingNote } from './ordering-note.tsx';

/** Offers per row at the seed's carousel breakpoints (001 §9): 1 to 464 px, 2 to 1024, 3 to 3000, then 5. */
const CAROUSEL_COLUMNS = Object.fromEntries(
  CAROUSEL_BREAKPOINTS.map(({ min, items }) => [
    `@media (min-width: ${min}px)`,
    { gridTemplateColumns: `repeat(${items}, minmax(0, 1fr))` },
  ]),
);

/** What the listed offers are: all deposits, all revolving credit (no fixed term), or loans. */
function listKindOf(offers: readonly Offer[]): OfferListKind {
  if (offers.length > 0 && offers.every((offer) => offer.apy)) return 'deposits';
  if (offers.length > 0 && offers.every((offer) => offer.terms.every((t) => t.term === undefined))) return 'revolving';
  return 'loans';
}

/** The offers landing page (001 §2): the selection's offers, sorted and filtered, with estimated payments. */
export function OffersStep() {
  const { clients } = useConsumerServices();
  const workflow = useWorkflowNavigation();
  const { marketplace } = workflow;
  const offers = useQuery(offersQuery(clients.consumer));
  const { formatMessage: t } = useIntl();
  const formats = useFormats();
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
    estimatedTerms: estimateAt(offer, marketplace.amount, marketplace.term).estimate,
  }));
  const sortOptions = sortOptionsFor(listKindOf(inSelection));
  const sort = sortOptions.includes(marketplace.sort) ? marketplace.sort : (sortOptions[0] ?? marketplace.sort);
  // Home categories have one disclosed neutral order and no sort menu (decision 0612).
  const neutral = usesNeutralOrder(marketplace.category);
  const ordered = neutral ? neutralOrder(withEstimates, rotationTurn(new Date())) : sortOffers(withEstimates, sort);
  const sorted = ordered.map((sortedOffer) => filtered.find((o) => o.id === sortedOffer.id));
  const range = offeredAmountRange(inSelection);
  const lends = inSelection.some((offer) => !offer.apy && offer.terms.some((t) => t.term));
  const offeredTerms = [...new Set(inSelection.flatMap((offer) => (offer.apy ? [] : offer.terms.map((t) => t.term))))]
    .concat(marketplace.term ?? [])
    .filter((t, i, all): t is number => typeof t === 'number' && all.indexOf(t) === i)
    .sort((a, b) => a - b);
  const title = marketplace.category
    ? t(m.titleFor, { category: t(categoryMessages[marketplace.category]) })
    : t(m.title);
  const expires = inSelection[0]?.expiresAt;
  useReportOffers(
    clients.consumer,
    'viewed',
    sorted.flatMap((offer) => (offer ? [offer] : [])),
  );
  return (
    <Stack gap="5">
      <PageHeader
        title={title}
        description={expires ? t(m.validUntil, { date: formats.validUntil(expires) }) : undefined}
        actions={
          <Button variant="outline" size="sm" onClick={() => workflow.send({ type: 'marketplace.startOver' })}>
            {t(m.startOver)}
          </Button>
        }
      />
      <HStack gap="4" flexWrap="wrap" align="flex-end">
        {neutral ? null : (
          <NativeSelect.Root size="sm" width="auto" minW="56">
            <NativeSelect.Field
              aria-label={t(m.sortLabel)}
              value={sort}
              onChange={(e) => workflow.send({ type: 'marketplace.sort', sort: e.currentTarget.value as SortOption })}
            >
              {sortOptions.map((option) => (
                <option key={option} value={option}>
                  {t(m.sortOption, { label: t(sortMessages[option]) })}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        )}
        {isCards || isChecking ? (
          <HStack gap="2" flexWrap="wrap" role="group" aria-label={t(isCards ? m.cardType : m.checkingType)}>
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
                  {t(
                    isCards
                      ? cardFilterMessages[filter as keyof typeof cardFilterMessages]
                      : checkingFilterMessages[filter as keyof typeof checkingFilterMessages],
                  )}
                </Button>
              );
            })}
          </HStack>
        ) : null}
        {lends && offeredTerms.length > 1 && marketplace.term !== undefined ? (
          <NativeSelect.Root size="sm" width="auto" minW="40">
            <NativeSelect.Field
              aria-label={t(m.termLabel)}
              value={String(marketplace.term)}
              onChange={(e) => workflow.send({ type: 'marketplace.term', term: Number(e.currentTarget.value) })}
            >
              {offeredTerms.map((months) => (
                <option key={months} value={months}>
                  {t(m.termOption, { months })}
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
                <FormattedMessage
                  {...m.amount}
                  values={{
                    amount: formats.usd(marketplace.amount ?? range.maximum),
                    strong: (chunks) => <strong>{chunks}</strong>,
                  }}
                />
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
      <Stack gap="1">
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
          {t(m.count, { count: sorted.length })}
        </Text>
        <OrderingNote category={marketplace.category} sort={sort} />
      </Stack>
      <Grid gap="5" css={CAROUSEL_COLUMNS}>
        {sorted.map((offer) =>
          offer ? (
            <OfferCardView
              key={offer.id}
              offer={offer}
              amount={marketplace.amount}
              months={marketplace.term}
              onSelect={() => workflow.next({ offerId: offer.id })}
              prefix={workflow.prefix}
            />
          ) : null,
        )}
      </Grid>
    </Stack>
  );
}
