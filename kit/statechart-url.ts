import { type AnyRouter, redirect, useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';

/** The URL of a journey's screen: its path, and its query when the journey's screens carry one. */
export interface ScreenUrl {
  readonly pathname: string;
  /** Left out: the screen has no query, and navigating to it drops the one the URL had. */
  readonly search?: Readonly<Record<string, unknown>>;
  /** The screen's anchor (no `#`), when the journey's screens are anchors of one page (the product wizard, 000 §2). */
  readonly hash?: string;
}

/** A location the router is going to (or is at), as its `beforeLoad` receives it. */
export interface RequestedLocation {
  readonly pathname: string;
  readonly search: Readonly<Record<string, unknown>>;
  /** The anchor, without `#` ('' for none). */
  readonly hash?: string;
}

export interface StatechartUrlOptions<TSnapshot> {
  /** Whether a location is one of the journey's pages: only those are route requests (leaving them is not). */
  readonly owns: (location: RequestedLocation) => boolean;
  /** The URL of the machine's current screen; null while it shows none (loading, an error shown in place). */
  readonly urlOf: (snapshot: TSnapshot) => ScreenUrl | null;
  /**
   * Sends the machine the route request for one of its pages it is not on (back, forward, a deep link). Without
   * it every such page is refused: each step needs the one before.
   */
  readonly request?: (location: RequestedLocation) => void;
  /** Whether the location shows that screen. Default: the same path and, when the screen has a query, the same query. */
  readonly isAt?: (screen: ScreenUrl, location: RequestedLocation) => boolean;
  /** Told each screen the machine moves to (the marketplace keeps it to restore after a reload). */
  readonly onScreen?: (screen: ScreenUrl) => void;
}

interface SnapshotSource<TSnapshot> {
  getSnapshot(): TSnapshot;
  subscribe(listener: (snapshot: TSnapshot) => void): { unsubscribe(): void };
}

const sameSearch = (a: Readonly<Record<string, unknown>>, b: Readonly<Record<string, unknown>>): boolean => {
  const keys = (search: Readonly<Record<string, unknown>>) =>
    Object.keys(search).filter((key) => search[key] !== undefined);
  const [left, right] = [keys(a), keys(b)];
  return left.length === right.length && left.every((key) => JSON.stringify(a[key]) === JSON.stringify(b[key]));
};

const defaultIsAt = (screen: ScreenUrl, location: RequestedLocation): boolean =>
  screen.pathname === location.pathname &&
  (screen.search === undefined || sameSearch(screen.search, location.search)) &&
  (screen.hash === undefined || screen.hash === (location.hash ?? ''));

/** The router's navigate/redirect options of a screen. */
const toScreen = (screen: ScreenUrl) => ({
  to: screen.pathname,
  ...(screen.search ? { search: screen.search } : {}),
  ...(screen.hash !== undefined ? { hash: screen.hash } : {}),
});

/** One running journey: its machine, the latest options of its layout, and the router it navigates. */
interface RunningJourney {
  /** Offers a location to the machine; answers the screen to show instead when the machine is not there. */
  routeRequest(location: RequestedLocation): ScreenUrl | null;
}

/** The journeys whose layout is mounted. A route's `beforeLoad` offers its location to each that owns it. */
const runningJourneys = new Set<RunningJourney>();

function startJourney<TSnapshot>(
  actor: SnapshotSource<TSnapshot>,
  optionsOf: () => StatechartUrlOptions<TSnapshot>,
  router: AnyRouter,
): () => void {
  const isAt = (screen: ScreenUrl, location: RequestedLocation) => (optionsOf().isAt ?? defaultIsAt)(screen, location);
  const keyOf = (screen: ScreenUrl | null) =>
    screen ? JSON.stringify([screen.pathname, screen.search ?? null, screen.hash ?? null]) : null;
  let shown = keyOf(optionsOf().urlOf(actor.getSnapshot()));
  /** While a request is being answered the router is already on its way to a location: the machine's move is not a navigation of its own. */
  let requesting = false;

  /** Notes the machine's screen; answers it when it is a new one. */
  const moved = (screen: ScreenUrl | null): boolean => {
    const key = keyOf(screen);
    if (key === shown) return false;
    shown = key;
    if (screen) optionsOf().onScreen?.(screen);
    return screen !== null;
  };
  const current = (): RequestedLocation => router.state.location;
  const go = (screen: ScreenUrl, replace: boolean) => void router.navigate({ ...toScreen(screen), replace });

  const journey: RunningJourney = {
    routeRequest(location) {
      const options = optionsOf();
      const before = options.urlOf(actor.getSnapshot());
      if (before === null || !options.owns(location) || isAt(before, location)) return null;
      requesting = true;
      try {
        options.request?.(location);
      } finally {
        requesting = false;
      }
      const after = options.urlOf(actor.getSnapshot());
      moved(after);
      return after && !isAt(after, location) ? after : null;
    },
  };

  // The URL the journey opened at was loaded before the machine ran: offer it now, as its beforeLoad would have.
  const opening = current();
  const instead = journey.routeRequest(opening);
  if (instead) go(instead, true);

  // Machine → URL: a new screen is pushed, while the URL is still one of the journey's pages.
  const subscription = actor.subscribe((snapshot) => {
    if (requesting) return;
    const screen = optionsOf().urlOf(snapshot);
    if (!moved(screen) || !screen) return;
    const location = current();
    if (optionsOf().owns(location) && !isAt(screen, location)) go(screen, false);
  });
  runningJourneys.add(journey);
  return () => {
    runningJourneys.delete(journey);
    subscription.unsubscribe();
  };
}

/**
 * URL → machine, for a route's `beforeLoad` (ARCHITECTURE.md "Statecharts drive navigation"): the location is
 * offered to each running journey that owns it as a route request; when the machine does not go there (its guard
 * refuses, or nothing matches), the router is redirected to the machine's current screen, replacing the refused
 * entry. Skipped while preloading: a preload is no request.
 *
 * @throws a TanStack `redirect` to the machine's screen when the machine refuses the location.
 * @example
 *   createRoute({ ..., beforeLoad: ({ location, preload }) => statechartBeforeLoad({ location, preload }) })
 */
export function statechartBeforeLoad({ location, preload }: { location: RequestedLocation; preload?: boolean }): void {
  if (preload) return;
  for (const journey of runningJourneys) {
    const instead = journey.routeRequest(location);
    if (instead) throw redirect({ ...toScreen(instead), replace: true });
  }
}

/**
 * The one machine ↔ URL hook of a journey layout. Machine → URL: each new screen of the machine is pushed while the
 * URL is one of the journey's pages. URL → machine: the journey joins the running ones that
 * `statechartBeforeLoad` offers locations to; the URL it opened at is offered once when it mounts. The actor is
 * the caller's (see useAppActor); the options are read fresh on each use, so they may close over props.
 *
 * @example
 *   const actor = useAppActor(registrationMachine);
 *   useStatechartUrl(actor, {
 *     owns: ({ pathname }) => REGISTRATION_PATHS.includes(pathname),
 *     urlOf: (snapshot) => ({ pathname: `/further/${routeOf(snapshot)}` }),
 *   });
 */
export function useStatechartUrl<TSnapshot>(
  actor: SnapshotSource<TSnapshot>,
  options: StatechartUrlOptions<TSnapshot>,
): void {
  const router = useRouter();
  const latest = useRef(options);
  latest.current = options;
  useEffect(() => startJourney(actor, () => latest.current, router), [actor, router]);
}

/** The route of a snapshot's deepest active state that names one in `meta.route` (a child's wins over its parent's). */
export function routeOf(snapshot: { getMeta(): Record<string, unknown> }): string | null {
  const routes = Object.entries(snapshot.getMeta() as Record<string, { route?: unknown } | undefined>)
    .filter((entry): entry is [string, { route: string }] => typeof entry[1]?.route === 'string')
    .sort(([a], [b]) => b.length - a.length);
  return routes[0]?.[1].route ?? null;
}
