import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { DEFAULT_DEPOSIT_SORT, DEFAULT_SORT } from '../../../domain/catalog/marketplace-ui.ts';
import { createAppActor } from '../../../machines/app-actor.ts';
import {
  marketplaceRouterMachine,
  type RoutedConsumer,
  type RoutedOffer,
} from '../../../machines/marketplace/marketplace-router-machine.ts';
import { consumerQuery, offersQuery } from '../queries.ts';
import { useConsumerServices } from '../services.ts';
import {
  type ConsumerPrefix,
  type MarketplaceView,
  type StepChoice,
  type WorkflowNavigation,
  WorkflowNavigationContext,
} from './navigation.ts';
import { fillRoute, isMarketplacePath, stateForPath } from './route-paths.ts';

type RouterActor = ReturnType<typeof createRouterActor>;

type Loaded = { offers: readonly RoutedOffer[]; consumer: RoutedConsumer };

function createRouterActor(load: () => Promise<Loaded>) {
  return createAppActor(marketplaceRouterMachine.provide({ actors: { loadMarketplace: fromPromise(load) } }));
}

const machinePath = (snapshot: ReturnType<RouterActor['getSnapshot']>): string | null => {
  const meta = snapshot.getMeta() as Record<string, { route?: string } | undefined>;
  const route = meta[`marketplace.${String(snapshot.value)}`]?.route;
  return route ? fillRoute(route, snapshot.context) : null;
};

/**
 * Runs the marketplace router statechart for one consumer variant and keeps the URL in step with it both ways:
 * the machine's state decides the path (machine → URL, history replaced where the router rules say), and a path
 * changed by back, forward or a deep link is sent as a route request the machine accepts or refuses; a refused one
 * puts the URL back where the machine is (001 §4 guard denial).
 */
export function WorkflowProvider({ prefix, children }: { prefix: ConsumerPrefix; children: ReactNode }) {
  const { clients } = useConsumerServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const [actor] = useState(() =>
    createRouterActor(async () => {
      const [offers, consumer] = await Promise.all([
        queryClient.fetchQuery(offersQuery(clients.consumer)),
        queryClient.fetchQuery(consumerQuery(clients.consumer)),
      ]);
      return {
        offers,
        consumer: {
          hasIncome: consumer.annualIncome !== null,
          hasPayFrequency: consumer.payFrequency !== null,
          vehicleConfirmed: consumer.vehicleConfirmed,
          workflowState: consumer.workflowState,
        },
      };
    }),
  );
  useEffect(() => {
    actor.start();
    return () => {
      actor.stop();
    };
  }, [actor]);
  const snapshot = useSelector(actor, (s) => s);
  const target = machinePath(snapshot);
  const [view, setView] = useState<MarketplaceView>({ sort: DEFAULT_SORT });

  // URL → machine: a path the machine is not on is a route request; then machine → URL puts the URL where it is.
  const here = pathname.slice(prefix.length) || '/';
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a URL change is a route request; machine changes are the next effect's.
  useEffect(() => {
    // Only the marketplace's own paths are requests to the router; leaving them (log out) is not.
    if (!isMarketplacePath(here)) return;
    if (snapshot.matches('loading') || target === null || here === target) return;
    const wanted = stateForPath(here);
    if (wanted?.offerId && snapshot.matches('offers')) actor.send({ type: 'offer.select', offerId: wanted.offerId });
    else if (wanted) actor.send({ type: 'xstate.route', to: `#${wanted.id}` } as never);
    const now = machinePath(actor.getSnapshot());
    if (now !== null && now !== here) void navigate({ to: `${prefix}${now}`, replace: true });
    // Only a URL change starts this; machine changes are handled below.
  }, [here]);

  // Machine → URL.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of the machine's path navigates.
  useEffect(() => {
    if (target !== null && target !== here && isMarketplacePath(here)) void navigate({ to: `${prefix}${target}` });
  }, [target]);

  const value = useMemo<WorkflowNavigation>(() => {
    const context = snapshot.context;
    const selection = context.selection;
    return {
      prefix,
      path: target ?? here,
      step: String(snapshot.value),
      offerId: context.offerId,
      errorCode: context.errorCode,
      busy: snapshot.hasTag('busy'),
      marketplace: {
        ...view,
        ...selection,
        ...(context.offerId ? { selectedOfferId: context.offerId } : {}),
      },
      next: (choice: StepChoice = {}) => {
        if (choice.offerId) return actor.send({ type: 'offer.select', offerId: choice.offerId });
        if (choice.category || choice.subcategory || choice.purpose) {
          if (choice.category === 'CHECKING_ACCOUNT' || choice.category === 'CD')
            setView((v) => ({ ...v, sort: DEFAULT_DEPOSIT_SORT }));
          else if (choice.category) setView((v) => ({ ...v, sort: DEFAULT_SORT }));
          return actor.send({
            type: 'step.choose',
            ...(choice.category ? { category: choice.category } : {}),
            ...(choice.subcategory ? { subcategory: choice.subcategory } : {}),
            ...(choice.purpose ? { purpose: choice.purpose } : {}),
          });
        }
        return actor.send({ type: 'step.done' });
      },
      abort: () => actor.send({ type: 'route.back' }),
      send: (event) => {
        if (event.type === 'marketplace.startOver') {
          setView({ sort: DEFAULT_SORT });
          return actor.send({ type: 'marketplace.startOver' });
        }
        if (event.type === 'offer.select') return actor.send(event);
        setView((v) => {
          switch (event.type) {
            case 'marketplace.sort':
              return { ...v, sort: event.sort };
            case 'marketplace.filter.cardType': {
              const { cardType: _, ...rest } = v;
              return event.cardType ? { ...rest, cardType: event.cardType } : rest;
            }
            case 'marketplace.filter.checkingType': {
              const { checkingType: _, ...rest } = v;
              return event.checkingType ? { ...rest, checkingType: event.checkingType } : rest;
            }
            case 'marketplace.amount':
              return { ...v, amount: event.amount };
            case 'marketplace.term':
              return { ...v, term: event.term };
          }
        });
      },
    };
  }, [snapshot, view, prefix, target, here, actor]);
  return <WorkflowNavigationContext.Provider value={value}>{children}</WorkflowNavigationContext.Provider>;
}
