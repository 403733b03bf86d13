// @vitest-environment happy-dom

import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { useSelector } from '@xstate/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { assign, setup } from 'xstate';
import { routeOf, statechartBeforeLoad, useStatechartUrl } from './statechart-url.ts';
import { useAppActor } from './use-app-actor.ts';

/**
 * A three-step journey: intro and details may be asked for by URL; review only by going through details.
 * The offers step carries a query (the sort), so it also shows how a screen's query is compared.
 */
const journeyMachine = setup({
  types: { context: {} as { sort: string }, events: {} as { type: 'next' } | { type: 'sort'; sort: string } },
}).createMachine({
  id: 'journey',
  context: { sort: 'rate' },
  initial: 'intro',
  states: {
    intro: { id: 'journey.intro', meta: { route: 'intro' }, route: {}, on: { next: 'details' } },
    details: { id: 'journey.details', meta: { route: 'details' }, route: {}, on: { next: 'review' } },
    review: { meta: { route: 'review' }, on: { next: 'offers' } },
    offers: {
      meta: { route: 'offers' },
      on: { sort: { actions: assign(({ event }) => ({ sort: event.sort })) } },
    },
  },
});

const STEPS = ['intro', 'details', 'review', 'offers'];
let requests: string[] = [];
let screens: string[] = [];
let sendToJourney: (event: { type: 'next' } | { type: 'sort'; sort: string }) => void = () => undefined;

function JourneyLayout() {
  const actor = useAppActor(journeyMachine);
  sendToJourney = (event) => actor.send(event);
  useStatechartUrl(actor, {
    owns: ({ pathname }) => STEPS.some((step) => pathname === `/journey/${step}`),
    urlOf: (snapshot) => {
      const route = routeOf(snapshot);
      if (!route) return null;
      return route === 'offers'
        ? { pathname: '/journey/offers', search: { sort: snapshot.context.sort } }
        : { pathname: `/journey/${route}` };
    },
    onScreen: (screen) => screens.push(screen.pathname),
    request: ({ pathname }) => {
      requests.push(pathname);
      const to = `#journey.${pathname.split('/').at(-1)}` as '#journey.intro' | '#journey.details';
      actor.send({ type: 'xstate.route', to });
    },
  });
  const step = useSelector(actor, (snapshot) => String(snapshot.value));
  return (
    <main>
      <p>machine at {step}</p>
      <Outlet />
    </main>
  );
}

function createJourneyRouter(path: string) {
  const root = createRootRoute({ component: Outlet });
  const layout = createRoute({
    getParentRoute: () => root,
    id: 'journey',
    beforeLoad: ({ location, preload }) => statechartBeforeLoad({ location, preload }),
    component: JourneyLayout,
  });
  // /journey/help sits in the layout but is no page of the machine's.
  const steps = [...STEPS, 'help'].map((step) =>
    createRoute({ getParentRoute: () => layout, path: `/journey/${step}`, component: () => null }),
  );
  const elsewhere = createRoute({ getParentRoute: () => root, path: '/elsewhere', component: () => <p>elsewhere</p> });
  return createRouter({
    routeTree: root.addChildren([layout.addChildren(steps), elsewhere]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
}

async function openAt(path: string) {
  const router = createJourneyRouter(path);
  render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  await screen.findByText(/machine at/);
  return router;
}

const at = (router: ReturnType<typeof createJourneyRouter>) => router.state.location.href;
const machineAt = (step: string) => screen.findByText(`machine at ${step}`);

afterEach(() => {
  cleanup();
  requests = [];
  screens = [];
});

describe('useStatechartUrl + statechartBeforeLoad', () => {
  it('pushes each new screen of the machine (machine → URL)', async () => {
    const router = await openAt('/journey/intro');
    act(() => sendToJourney({ type: 'next' }));
    await waitFor(() => expect(at(router)).toBe('/journey/details'));
    act(() => sendToJourney({ type: 'next' }));
    await waitFor(() => expect(at(router)).toBe('/journey/review'));
    expect(router.history.length).toBe(3);
    expect(requests).toEqual([]);
  });

  it('offers back and forward to the machine in beforeLoad: an allowed step is followed', async () => {
    const router = await openAt('/journey/intro');
    act(() => sendToJourney({ type: 'next' }));
    await waitFor(() => expect(at(router)).toBe('/journey/details'));
    act(() => router.history.back());
    await machineAt('intro');
    expect(at(router)).toBe('/journey/intro');
    act(() => router.history.forward());
    await machineAt('details');
    expect(at(router)).toBe('/journey/details');
    expect(requests).toEqual(['/journey/intro', '/journey/details']);
  });

  it('redirects a refused location to the machine’s screen, replacing the refused entry', async () => {
    const router = await openAt('/journey/intro');
    await act(() => router.navigate({ href: '/journey/review' }));
    await waitFor(() => expect(at(router)).toBe('/journey/intro'));
    expect(requests).toEqual(['/journey/review']);
    // The pushed entry now holds the machine's screen: no entry of the refused page is left to go back to.
    expect(router.history.length).toBe(2);
    expect(await machineAt('intro')).toBeTruthy();
  });

  it('offers the URL the journey opened at once it runs: a deep link is followed or put back', async () => {
    const allowed = await openAt('/journey/details');
    await machineAt('details');
    expect(at(allowed)).toBe('/journey/details');
    cleanup();
    const refused = await openAt('/journey/review');
    await waitFor(() => expect(at(refused)).toBe('/journey/intro'));
    expect(await machineAt('intro')).toBeTruthy();
  });

  it('leaves locations the journey does not own alone, and ignores preloads', async () => {
    const router = await openAt('/journey/intro');
    act(() => sendToJourney({ type: 'next' }));
    await waitFor(() => expect(at(router)).toBe('/journey/details'));
    await act(() => router.preloadRoute({ to: '/journey/intro' }));
    expect(requests).toEqual([]);
    await act(() => router.navigate({ href: '/elsewhere' }));
    await screen.findByText('elsewhere');
    expect(at(router)).toBe('/elsewhere');
    expect(requests).toEqual([]);
  });

  it('does not drag the URL back from a page that is not the journey’s, and tells each new screen', async () => {
    const router = await openAt('/journey/intro');
    await act(() => router.navigate({ href: '/journey/help' }));
    act(() => sendToJourney({ type: 'next' }));
    await machineAt('details');
    expect(at(router)).toBe('/journey/help');
    expect(requests).toEqual([]);
    expect(screens).toEqual(['/journey/details']);
  });

  it('compares the query of a screen that has one', async () => {
    const router = await openAt('/journey/intro');
    for (let step = 0; step < 3; step += 1) act(() => sendToJourney({ type: 'next' }));
    await waitFor(() => expect(at(router)).toBe('/journey/offers?sort=rate'));
    act(() => sendToJourney({ type: 'sort', sort: 'amount' }));
    await waitFor(() => expect(at(router)).toBe('/journey/offers?sort=amount'));
    // Another query for the same path is a request the machine does not follow (offers is no routable state).
    await act(() => router.navigate({ href: '/journey/offers?sort=name' }));
    await waitFor(() => expect(at(router)).toBe('/journey/offers?sort=amount'));
    expect(requests).toEqual(['/journey/offers']);
  });
});
