import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { SnapshotFrom } from 'xstate';
import type { RedemptionProgress } from '../../../api/redemptions.ts';
import { defaultApplication, type RedeemApplication } from '../../../domain/marketplace/redeem-application.ts';
import { routeOf, type ScreenUrl, useStatechartUrl } from '../../../kit/statechart-url.ts';
import { useAppActor } from '../../../kit/use-app-actor.ts';
import type { RedemptionStepsMachine } from '../../../machines/redemption/redemption-steps-machine.ts';
import type { OfferProgress, PendingRedemption } from '../../../machines/redemption/redemption-types.ts';
import { toSessionError } from '../../../machines/session/session-error.ts';
import { registerStepRecipes } from '../../../ui/late-recipes.ts';
import { PageSpinner } from '../../../ui/page-spinner.tsx';
import { rememberErrorMessage } from '../error-message.ts';
import { shellMessages } from '../i18n/messages/shell.ts';
import { offerQuery, pendingRedemptionQuery, redemptionProgressQuery } from '../offer-queries.ts';
import { consumerQuery } from '../queries.ts';
import { useConsumerServices } from '../services.ts';
import type { ConsumerPrefix } from '../workflow/navigation.ts';
import { seenTerms, storeApplication, storedApplication } from './application-storage.ts';
import { provideRedeemActors } from './redeem-actors.ts';
import { type RedeemJourney, RedeemJourneyContext } from './redeem-context.ts';
import { isRedeemPath, parseRedeemPath, redeemUrl } from './redeem-paths.ts';
import { RedeemScreen, StandaloneJourneyPage } from './redeem-screen.tsx';

// Loaded when first reached, before it renders: the recipes of its components the first screens do not use.
registerStepRecipes();

type Snapshot = SnapshotFrom<RedemptionStepsMachine>;

/**
 * The redeem journey (001 §2 "Under an offer", offers/pending): loads who is redeeming what, then runs the
 * redemption steps statechart. Opened on offers/redeemed or offers/redirect with no journey running, it shows
 * that page on its own.
 */
export function RedeemJourneyProvider({ prefix }: { prefix: ConsumerPrefix }) {
  const { clients } = useConsumerServices();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const [entry] = useState(() => pathname.slice(prefix.length));
  const search = useRouterState({ select: (s) => s.location.search }) as { redemption?: unknown };
  const linkedId = typeof search.redemption === 'string' ? search.redemption : null;
  const consumer = useQuery(consumerQuery(clients.consumer));
  const pendingId = consumer.data?.pendingRedemptionId ?? null;
  const pending = useQuery({ ...pendingRedemptionQuery(clients.consumer, pendingId ?? ''), enabled: !!pendingId });
  // Decided once, at entry: the journey's own redemption later changes the consumer's pending redemption, and the
  // running journey must not be swapped for another page because of it.
  const started = useRef<RunnerProps | null>(null);
  const parsed = parseRedeemPath(entry);
  const atPending = PENDING_ENTRIES.has(entry);
  // The mailed link names its reservation, so an expired one can say so (410 OFFERS_EXPIRED) once it is gone.
  const linked = useQuery({
    ...pendingRedemptionQuery(clients.consumer, linkedId ?? ''),
    enabled: atPending && !!linkedId && !consumer.isPending && !pendingId,
  });
  const offer = useQuery({ ...offerQuery(clients.consumer, parsed?.offerId ?? ''), enabled: !!parsed?.offerId });
  const intl = useIntl();
  // Where the server says this offer's journey stands: read afresh each time the journey opens (issue 28 item 5).
  const progress = useQuery({
    ...redemptionProgressQuery(clients.consumer, parsed?.offerId ?? ''),
    enabled: !!parsed?.offerId && !started.current,
    refetchOnMount: 'always',
  });
  if (!started.current) {
    if (!parsed && !atPending) return <StandaloneJourneyPage prefix={prefix} page={entry} />;
    const loading = consumer.isPending || (pendingId && pending.isPending) || linked.isFetching;
    if (loading || (parsed && (offer.isPending || progress.isFetching)))
      return <PageSpinner label={intl.formatMessage(shellMessages.loadingOffer)} />;
    const pendingRedemption = pending.data ? { id: pending.data.id, offerId: pending.data.offerId } : null;
    // An offer already redeemed starts no journey (no new passcode or licence scan only to be refused at the end);
    // one waiting for documents is continued from offers/pending instead.
    if (parsed && offer.data?.redemptionStatus && offer.data.id !== pendingRedemption?.offerId) {
      return <AlreadyRedeemed prefix={prefix} />;
    }
    if (!parsed && !pendingRedemption) {
      const expired = toSessionError(linked.error).code === 'OFFERS_EXPIRED';
      return <PendingGone prefix={prefix} expired={linked.isError && expired} />;
    }
    started.current = {
      prefix,
      offerId: parsed?.offerId,
      pendingRedemption,
      progress: [
        ...(progress.data ? [{ offerId: progress.data.offerId, steps: progress.data.steps }] : []),
        ...(pending.data ? [{ offerId: pending.data.offerId, steps: pending.data.steps }] : []),
      ],
      kept: keptApplication(progress.data?.application ?? null),
    };
  }
  return <JourneyRunner {...started.current} />;
}

/** The application the server kept, as the journey holds one. */
function keptApplication(kept: RedemptionProgress['application']): RedeemApplication | null {
  if (!kept) return null;
  const { answers, ...terms } = kept;
  return answers ? { ...terms, answers } : terms;
}

/** The pages a pending redemption is opened at: the marketplace's link and the mailed one. */
const PENDING_ENTRIES = new Set(['/offers/pending', '/offers/pending/splash']);

/** No reservation to continue: the expired page when the mailed link's reservation ran out, else nothing pending. */
function PendingGone({ prefix, expired }: { prefix: ConsumerPrefix; expired: boolean }) {
  const navigate = useNavigate();
  useEffect(() => {
    if (expired) void navigate({ to: `${prefix}/offers/pending/expired`, replace: true });
  }, [expired, navigate, prefix]);
  return <StandaloneJourneyPage prefix={prefix} page={expired ? '/offers/pending/expired' : '/offers/pending'} />;
}

/** The redeemed page for an offer redeemed before: shown on its own URL, with no journey behind it. */
function AlreadyRedeemed({ prefix }: { prefix: ConsumerPrefix }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate({ to: `${prefix}/offers/redeemed`, replace: true });
  }, [navigate, prefix]);
  return <StandaloneJourneyPage prefix={prefix} page="/offers/redeemed" />;
}

type RunnerProps = {
  prefix: ConsumerPrefix;
  offerId: string | undefined;
  pendingRedemption: PendingRedemption | null;
  /** The steps the server holds as done, for the machine to continue after them. */
  progress: readonly OfferProgress[];
  /** The application the server kept for the chosen offer's journey, when it was settled before. */
  kept: RedeemApplication | null;
};

function JourneyRunner(props: RunnerProps) {
  const { prefix, pendingRedemption } = props;
  const { clients } = useConsumerServices();
  const queryClient = useQueryClient();
  const applications = useRef(new Map<string, RedeemApplication>());
  /**
   * An offer's application: as changed in this journey, as kept over a reload in this tab, as the server kept it
   * when it was settled (another tab or device), or the default once the offer is loaded.
   */
  const applicationOf = (offerId: string): RedeemApplication | null => {
    const server = offerId === props.offerId ? props.kept : null;
    const kept = applications.current.get(offerId) ?? storedApplication(offerId) ?? server;
    if (kept) return kept;
    const offer = queryClient.getQueryData(offerQuery(clients.consumer, offerId).queryKey);
    return offer ? defaultApplication(offer, seenTerms(offerId)) : null;
  };
  const actor = useAppActor(
    () =>
      provideRedeemActors({
        client: clients.consumer,
        queryClient,
        // The offer is loaded long before redeeming; without it there are no terms to apply for.
        application: (offerId) => applicationOf(offerId) ?? defaultApplication({ terms: [] }),
        leaveFor: (url) => window.location.assign(url),
      }),
    { input: { ...(props.offerId ? { offerId: props.offerId } : {}), pendingRedemption, progress: props.progress } },
  );
  const pathOf = (pathname: string): string | null =>
    pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : null;

  useStatechartUrl(actor, {
    owns: ({ pathname }) => isRedeemPath(pathOf(pathname) ?? ''),
    urlOf: (snapshot: Snapshot): ScreenUrl | null => {
      const route = routeOf(snapshot);
      const { offerId, error } = snapshot.context;
      // The error page shows the server's words for it (issue 28): handed over here, as the journey goes there.
      if (error && snapshot.matches('error')) rememberErrorMessage(error.code, error.message);
      return route ? { pathname: redeemUrl(route, { prefix, offerId, code: error?.code ?? null }) } : null;
    },
    // Back, forward and deep links ask the statechart for that step (only the steps before identity may be asked).
    request: ({ pathname }) => {
      const asked = parseRedeemPath(pathOf(pathname) ?? '');
      if (asked && asked.offerId === actor.getSnapshot().context.offerId) {
        actor.send({ type: 'xstate.route', to: `#redemptionSteps.${asked.step}` });
      }
    },
  });

  const snapshot = useSelector(actor, (s) => s);
  const offerId = snapshot.context.offerId;
  const offer = useQuery({ ...offerQuery(clients.consumer, offerId), enabled: offerId !== '' });
  // A changed application is read back through applicationOf; the counter only asks React to render again.
  const [edits, edited] = useReducer((count: number) => count + 1, 0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: edits and the offer's data are what the application reads.
  const current = useMemo(() => (offer.data ? applicationOf(offerId) : null), [offerId, offer.data, edits]);
  const value = useMemo<RedeemJourney>(
    () => ({
      prefix,
      actor,
      snapshot,
      offer: offer.data,
      continuingPending: pendingRedemption !== null && snapshot.context.pendingRedemption?.offerId === offerId,
      application: current,
      setApplication: (next) => {
        applications.current.set(offerId, next);
        storeApplication(offerId, next);
        edited();
      },
    }),
    [prefix, actor, snapshot, offer.data, pendingRedemption, offerId, current],
  );
  return (
    <RedeemJourneyContext.Provider value={value}>
      <RedeemScreen />
    </RedeemJourneyContext.Provider>
  );
}
