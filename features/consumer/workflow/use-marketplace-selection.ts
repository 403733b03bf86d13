import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import type { MarketplaceSelection } from '../../../domain/marketplace/auto-select.ts';
import { offersToShow } from '../../../domain/marketplace/preselection.ts';
import { matchesSelection } from '../../../domain/marketplace/product-triples.ts';
import { useAppActor } from '../../../kit/use-app-actor.ts';
import { marketplaceSelectionMachine } from '../../../machines/marketplace/marketplace-selection-machine.ts';
import { autoLoansQuery, offersQuery } from '../queries.ts';
import { requestedAmount } from '../redeem/application-storage.ts';
import { useConsumerServices } from '../services.ts';
import type { MarketplaceView } from './navigation.ts';

/**
 * Runs the marketplace selection statechart beside the router: each new category, subcategory or purpose (or a
 * change in the offers themselves) sends the selection's offers, and for a refinance the current loan's balance,
 * so the machine can reset its defaults; the consumer's sort, filters, amount and term come back as the view.
 */
export function useMarketplaceSelection(chosen: MarketplaceSelection) {
  const { clients } = useConsumerServices();
  const actor = useAppActor(marketplaceSelectionMachine);
  const offers = useQuery(offersQuery(clients.consumer)).data;
  const refinance = chosen.purpose === 'Refinance';
  const loans = useQuery({ ...autoLoansQuery(clients.consumer), enabled: refinance }).data;
  const inSelection = useMemo(
    () => offersToShow(offers ?? []).filter((offer) => matchesSelection(offer.productType, chosen)),
    [offers, chosen],
  );
  const balance = refinance ? (loans?.[0]?.estimatedBalance ?? null) : null;
  const key = `${JSON.stringify(chosen)}|${inSelection.map((offer) => offer.id).join(',')}|${balance}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names everything the defaults depend on.
  useEffect(() => {
    if (offers === undefined) return;
    actor.send({
      type: 'selection.offers',
      category: chosen.category ?? null,
      offers: inSelection,
      estimatedBalance: balance,
    });
    // The amount the consumer asked for (/further loanamount) is where the estimates start, over the default.
    const requested = requestedAmount();
    if (requested && !refinance) actor.send({ type: 'marketplace.amount', amount: requested });
  }, [key]);
  const context = useSelector(actor, (s) => s.context);
  const view = useMemo<MarketplaceView>(
    () => ({
      sort: context.sort,
      ...(context.cardType ? { cardType: context.cardType } : {}),
      ...(context.checkingType ? { checkingType: context.checkingType } : {}),
      ...(context.amount !== null ? { amount: context.amount } : {}),
      ...(context.term !== null ? { term: context.term } : {}),
    }),
    [context],
  );
  return { actor, view };
}
