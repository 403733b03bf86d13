import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createSessionServices } from '../features/session/create-session-services.ts';
import { removePrerenderedFrame } from '../ui/prerendered-frame.ts';
import { setUpInspector } from './inspect.ts';
import { Providers } from './providers.tsx';
import { createQueryClient } from './query-client.ts';
import { type AppRouter, createAppRouter } from './router.tsx';

await setUpInspector();

const queryClient = createQueryClient();
// The API clients need the router to redirect (401, 5xx, network failure); the router needs the clients in its
// context. The late-bound reference breaks the cycle: no call can fail before the router exists.
let router: AppRouter | undefined;
const services = createSessionServices({ navigate: (to) => void router?.navigate({ to, replace: true }) });
router = createAppRouter({ queryClient, ...services });

// The build's copy of a page (vite-prerender.ts) goes when its live page shows; should another page show instead (an
// error, a redirect), it goes once that one is rendered.
router.subscribe('onRendered', removePrerenderedFrame);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <Providers router={router} queryClient={queryClient} />
  </StrictMode>,
);
