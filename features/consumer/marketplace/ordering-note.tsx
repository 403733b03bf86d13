import { Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import type { SortOption } from '../../../domain/catalog/marketplace-ui.ts';
import type { OfferCategory } from '../../../domain/catalog/products.ts';
import { usesNeutralOrder } from '../../../domain/marketplace/neutral-order.ts';
import { offersMessages as m } from '../i18n/messages/offers.ts';

/**
 * "How offers are ordered": the disclosed order of the list (decision 0612), always in view above the offers. Its
 * English is domain/marketplace/neutral-order.ts's orderingDisclosure, word for word (the catalogue's test holds it).
 */
export function OrderingNote({ category, sort }: { category: OfferCategory | null | undefined; sort: SortOption }) {
  return (
    <Text fontSize="sm" color="fg.muted" data-testid="ordering-note" maxW="3xl">
      <Text as="strong" color="fg">
        <FormattedMessage {...m.orderingHeading} />
      </Text>{' '}
      {usesNeutralOrder(category) ? (
        <FormattedMessage {...m.orderingNeutral} />
      ) : (
        <FormattedMessage {...m.orderingSorted} values={{ sort }} />
      )}
    </Text>
  );
}
