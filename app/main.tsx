import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { claimEarlyCall, dropEarlyCalls } from '../features/consumer/early-calls.ts';
import { consumerLocale, isConsumerPage, loadCatalogue } from '../features/consumer/i18n/locale-store.ts';
import { createSessionServices } from '../features/session/create-session-services.ts';
import { PRERENDERED_FRAME_ID, removePrerenderedFrame } from '../ui/prerendered-frame.ts';
import { setUpInspector } from './inspect.ts';
import { PageClock } from './page-clock.ts';
import { Providers } from './providers.tsx';
import { createQueryClient, DEDUPE_INTERVAL_MS } from './query-client.ts';
import { type AppRouter, createAppRouter } from './router.tsx';

await setUpInspector();

// A consumer page in another language than the build's English: its catalogue first (no English flash once the
// app shows), and the build's English copy of the sign-in form goes rather than being hydrated in the wrong words.
if (isConsumerPage(location.pathname) && consumerLocale() !== 'en') {
  document.getElementById(PRERENDERED_FRAME_ID)?.remove();
  await loadCatalogue(consumerLocale()).catch(() => undefined);
}

const pageClock = new PageClock(DEDUPE_INTERVAL_MS);
const queryClient = createQueryClient(pageClock);
// The API clients need the router to redirect (401, 5xx, network failure); the router needs the clients in its
// context. The late-bound reference breaks the cycle: no call can fail before the router exists.
let router: AppRouter | undefined;
// The signed-in marketplace's page started its first calls before this entry ran (features/consumer/early-calls.ts):
// the clients take those answers instead of asking again.
const services = createSessionServices({
  navigate: (to) => void router?.navigate({ to, replace: true }),
  fetch: (input, init) => claimEarlyCall(globalThis, input, init) ?? globalThis.fetch(input, init),
});
router = createAppRouter({ queryClient, ...services });

// The build's copy of a page (build/vite-prerender.ts) goes when its live page shows; should another page show instead (an
// error, a redirect), it goes once that one is rendered.
router.subscribe('onRendered', removePrerenderedFrame);
router.subscribe('onBeforeLoad', () => pageClock.navigationStarted());
router.subscribe('onRendered', () => pageClock.pageRendered());
router.subscribe('onRendered', () => dropEarlyCalls(globalThis));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);
const app = (
  <StrictMode>
    <Providers router={router} queryClient={queryClient} />
  </StrictMode>
);
// A page the build prerendered is on screen before any script ran: nothing waits to see the app's first render, so
// it is a transition, which React renders in slices of a few milliseconds with the browser free in between (issue 17:
// Lighthouse's blocking time). Any other page shows nothing until this render commits: it stays urgent — as a
// transition it would also wait for every lazy chunk before showing a spinner.
if (document.getElementById(PRERENDERED_FRAME_ID)) startTransition(() => root.render(app));
else root.render(app);
