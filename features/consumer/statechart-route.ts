import { useNavigate, useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';

/** The route of a snapshot's deepest active state that names one (a child state's route wins over its parent's). */
export function routeOf(snapshot: { getMeta(): Record<string, unknown> }): string | null {
  const routes = Object.entries(snapshot.getMeta() as Record<string, { route?: unknown } | undefined>)
    .filter((entry): entry is [string, { route: string }] => typeof entry[1]?.route === 'string')
    .sort(([a], [b]) => b.length - a.length);
  return routes[0]?.[1].route ?? null;
}

interface RoutedActor<S> {
  start(): void;
  stop(): void;
  getSnapshot(): S;
  subscribe(listener: (snapshot: S) => void): { unsubscribe(): void };
}

/**
 * Runs a journey's statechart and keeps the URL in step with it both ways: each new page of the machine is pushed
 * (machine → URL); a URL changed by back, forward or a deep link is offered to the machine through `request`, and
 * put back to the machine's page when the machine does not go there (URL → machine).
 */
export function useStatechartUrl<S>(
  actor: RoutedActor<S>,
  urlOf: (snapshot: S) => string | null,
  request: (pathname: string) => void = () => {},
): void {
  const router = useRouter();
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the actor is made once per journey.
  useEffect(() => {
    actor.start();
    const subscription = actor.subscribe((snapshot) => {
      const url = urlOf(snapshot);
      if (url && url !== router.state.location.pathname) void navigate({ to: url });
    });
    return () => {
      subscription.unsubscribe();
      actor.stop();
    };
  }, [actor]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a URL change is a route request.
  useEffect(() => {
    const current = urlOf(actor.getSnapshot());
    if (current === null || current === pathname) return;
    request(pathname);
    const now = urlOf(actor.getSnapshot());
    if (now && now !== pathname) void navigate({ to: now, replace: true });
  }, [pathname]);
}
