import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { type ReactNode, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import { type MarketplaceWorkflow, marketplaceWorkflowFrom } from '../../../domain/workflow/marketplace-workflow.ts';
import { type QueryValue, type RouterUrl, urlFor, urlKey } from '../../../domain/workflow/selection-query.ts';
import { type RequestedLocation, type ScreenUrl, useStatechartUrl } from '../../../kit/statechart-url.ts';
import { useAppActor } from '../../../kit/use-app-actor.ts';
import {
  createMarketplaceRouter,
  type MarketplaceRouterInput,
  type RoutedConsumer,
  type RoutedOffer,
} from '../../../machines/marketplace/marketplace-router-machine.ts';
import { toSessionError } from '../../../machines/session/session-error.ts';
import { PageSpinner } from '../../../ui/page-spinner.tsx';
import { rememberErrorMessage } from '../error-message.ts';
import { marketplaceStatusMessages } from '../i18n/messages/marketplace-status.ts';
import { consumerQuery, offersQuery, WORKFLOW_NAMES, workflowQuery } from '../queries.ts';
import { useConsumerServices } from '../services.ts';
import {
  type ConsumerPrefix,
  type StepChoice,
  type WorkflowNavigation,
  WorkflowNavigationContext,
} from './navigation.ts';
import { referrerKey } from './referrer-key.ts';
import { isMarketplacePath } from './route-paths.ts';
import { useMarketplaceSelection } from './use-marketplace-selection.ts';

type Loaded = { offers: readonly RoutedOffer[]; consumer: RoutedConsumer };

/**
 * Loads the variant's workflow definition by name, falling back to the built-in default when the lookup fails or
 * answers something that does not compile (logged, not shown), then runs the router compiled from it.
 */
export function WorkflowProvider({ prefix, children }: { prefix: ConsumerPrefix; children: ReactNode }) {
  const { clients } = useConsumerServices();
  const name = WORKFLOW_NAMES[prefix];
  const { formatMessage: t } = useIntl();
  const lookup = useQuery(workflowQuery(clients.consumer, name));
  const workflow = useMemo(
    () =>
      lookup.isPending
        ? null
        : marketplaceWorkflowFrom(lookup.data, name, (message, error) => console.warn(message, error ?? '')),
    [lookup.isPending, lookup.data, name],
  );
  if (!workflow) return <PageSpinner label={t(marketplaceStatusMessages.findingOffers)} />;
  return (
    <RouterProvider key={name} prefix={prefix} workflow={workflow}>
      {children}
    </RouterProvider>
  );
}

const targetOf = (context: { path: string | null } & Parameters<typeof urlFor>[1]): RouterUrl | null =>
  context.path === null ? null : urlFor(context.path, context);
/** The same marketplace page: the path and the selection in the query (other query parameters do not count). */
const keyOfLocation = (location: { pathname: string; search?: Readonly<Record<string, unknown>> }) =>
  urlKey(location.pathname, (location.search ?? {}) as Readonly<Record<string, QueryValue>>);

/** A failed load lands on an error page, which shows the server's words for the failure (issue 28 item 5). */
const sayingFailure =
  <T,>(load: () => Promise<T>) =>
  () =>
    load().catch((error: unknown) => {
      const { code, message } = toSessionError(error);
      rememberErrorMessage(code, message);
      throw error;
    });

/**
 * Runs the marketplace router statechart and keeps the URL in step with it both ways: the machine's page decides
 * the path (machine → URL), and a path changed by back, forward or a deep link is sent as `workflow.route`, which
 * the machine accepts or refuses; a refused one puts the URL back where the machine is (001 §4 guard denial).
 */
function RouterProvider(props: { prefix: ConsumerPrefix; workflow: MarketplaceWorkflow; children: ReactNode }) {
  const { prefix, workflow, children } = props;
  const { clients } = useConsumerServices();
  const queryClient = useQueryClient();
  const location = useRouterState({ select: (s) => s.location });
  const here = location.pathname.slice(prefix.length) || '/';
  const search = location.search as Readonly<Record<string, QueryValue>>;
  const actor = useAppActor(
    () => {
      const load = async (): Promise<Loaded> => {
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
            // The pending redemption's offer is known once the redeem journey loads it (issue 5); until then the
            // redeemOffer start rule resumes at the income step.
            pendingOfferId: null,
          },
        };
      };
      const loadMarketplace = fromPromise(sayingFailure(load));
      return createMarketplaceRouter(workflow).provide({ actors: { loadMarketplace } });
    },
    {
      input: {
        entry: isMarketplacePath(here) ? { path: here, query: search } : null,
        referrer: sessionStorage.getItem(referrerKey(prefix)),
      } satisfies MarketplaceRouterInput,
    },
  );
  const snapshot = useSelector(actor, (s) => s);
  const target = snapshot.matches('loading') ? null : targetOf(snapshot.context);
  const selection = useMarketplaceSelection(snapshot.context.selection);

  const pathOf = (pathname: string): string | null =>
    pathname === prefix || pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) || '/' : null;
  // The machine's page decides the URL; a marketplace path it is not on is sent as `workflow.route`, and a refused
  // one is put back where the machine is (001 §4 guard denial). Each page is remembered as the referrer.
  useStatechartUrl(actor, {
    owns: ({ pathname }) => isMarketplacePath(pathOf(pathname) ?? ''),
    urlOf: (current): ScreenUrl | null => {
      const url = current.matches('loading') ? null : targetOf(current.context);
      return url && { pathname: `${prefix}${url.path}`, search: url.search };
    },
    isAt: (screen, asked) => keyOfLocation(screen) === keyOfLocation(asked),
    request: (asked: RequestedLocation) =>
      actor.send({
        type: 'workflow.route',
        path: pathOf(asked.pathname) ?? '/',
        query: asked.search as Readonly<Record<string, QueryValue>>,
      }),
    onScreen: (screen) =>
      sessionStorage.setItem(
        referrerKey(prefix),
        keyOfLocation({ ...screen, pathname: pathOf(screen.pathname) ?? '/' }),
      ),
  });

  const value = useMemo<WorkflowNavigation>(() => {
    const { context } = snapshot;
    return {
      prefix,
      path: target?.path ?? here,
      step: snapshot.matches('loading') ? 'loading' : (context.path ?? 'loading'),
      offerId: context.offerId,
      errorCode: context.errorCode,
      busy: snapshot.hasTag('busy'),
      marketplace: {
        ...selection.view,
        ...context.selection,
        ...(context.offerId ? { selectedOfferId: context.offerId } : {}),
      },
      next: (choice: StepChoice = {}) => {
        const { offerId, consumer, offers, ...levels } = choice;
        actor.send({
          type: 'workflow.next',
          ...(Object.keys(levels).length ? { choice: levels } : {}),
          ...(offerId ? { offerId } : {}),
          ...(consumer ? { consumer } : {}),
          ...(offers ? { offers } : {}),
        });
      },
      abort: () => actor.send({ type: 'workflow.abort' }),
      reroute: (path) => actor.send({ type: 'workflow.route', path }),
      send: (event) => {
        if (event.type === 'marketplace.startOver') {
          selection.actor.send(event);
          return actor.send({ type: 'marketplace.startOver' });
        }
        if (event.type === 'offer.select') return actor.send({ type: 'workflow.next', offerId: event.offerId });
        selection.actor.send(event);
      },
    };
  }, [snapshot, selection, prefix, target, here, actor]);
  return <WorkflowNavigationContext.Provider value={value}>{children}</WorkflowNavigationContext.Provider>;
}
