import { ChakraProvider } from '@chakra-ui/react';
import { type ReactElement, type ReactNode, startTransition, useEffect, useLayoutEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { forThisDocument, withoutGlobalCss } from './built-global-css.ts';
import { ADOPTED_ATTRIBUTE, PRERENDERED_FRAME_ID } from './prerendered-frame.ts';
import { system } from './system.ts';

/**
 * The system for the adopted frame's own React root: the app's, without its global styles — the app's root has
 * inserted them already, and inserting the theme's global CSS a second time is a long task on a slow phone. The
 * provider's elements stay the same, so the ids React gives the form match the build's.
 */
const frameSystem = withoutGlobalCss(system);
const pageSystem = forThisDocument(system);

/**
 * The tree around a prerendered page, the same at build time (renderToString) and in the browser (hydrateRoot), so
 * React's ids and the markup match. Once hydrated, the frame stops being inert and hidden: the form in it is live.
 */
export function PrerenderedTree({ frame, children }: { frame?: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    frame?.removeAttribute('inert');
    frame?.removeAttribute('aria-hidden');
  }, [frame]);
  return <ChakraProvider value={frame ? frameSystem : pageSystem}>{children}</ChakraProvider>;
}

const roots = new WeakMap<HTMLElement, Root>();
const holders = new WeakMap<HTMLElement, number>();

/**
 * Shows `page` in the build's copy of this page when the document has one: React hydrates the painted markup — the
 * same elements stay, nothing is painted twice, so the largest paint is the first one (issue 17) — and renders the
 * page's later states there. Returns what the caller renders in its own place: nothing while the frame holds the
 * page; the page itself when there is no frame (a client-side navigation, after the frame went, or in tests).
 * `page` must render at first exactly as the build rendered it (the same component with the same first props).
 */
export function usePrerenderedPage(page: ReactElement): ReactElement | null {
  const [frame] = useState(() => document.getElementById(PRERENDERED_FRAME_ID));
  useLayoutEffect(() => {
    if (!frame) return;
    const tree = <PrerenderedTree frame={frame}>{page}</PrerenderedTree>;
    const root = roots.get(frame);
    if (root) root.render(tree);
    // The markup is painted already: hydrating it can yield to the browser (a transition renders in slices).
    else startTransition(() => void roots.set(frame, hydrateRoot(frame, tree)));
  });
  useLayoutEffect(() => {
    if (!frame) return;
    frame.setAttribute(ADOPTED_ATTRIBUTE, '');
    holders.set(frame, (holders.get(frame) ?? 0) + 1);
    return () => {
      holders.set(frame, (holders.get(frame) ?? 1) - 1);
      // Later, not inside this root's commit (and not at all when the page mounts again at once: StrictMode).
      setTimeout(() => {
        if ((holders.get(frame) ?? 0) > 0) return;
        roots.get(frame)?.unmount();
        roots.delete(frame);
        frame.remove();
      });
    };
  }, [frame]);
  return frame ? null : page;
}
