import '@fontsource-variable/inter';
import { ChakraProvider } from '@chakra-ui/react';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { system } from './system.ts';

// Only console pages raise toasts: the region loads after the first paint, off the consumer's critical download.
const Toaster = lazy(() => import('./toaster.tsx').then((m) => ({ default: m.Toaster })));

/**
 * True once the browser has had an idle moment after the first render (at most a second later): the toast region's
 * chunk and its first render then neither share the slow network with the first screen's chunk and calls nor add to
 * its long tasks (issue 17). Toasts raised before (ui/toaster.tsx showToast) wait for the region.
 */
function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 1000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(() => setIdle(true), 200);
    return () => window.clearTimeout(timer);
  }, []);
  return idle;
}

/** The Chakra system plus the one toaster region every screen shares. */
export function UiProvider({ children }: { children: ReactNode }) {
  const idle = useIdle();
  return (
    <ChakraProvider value={system}>
      {children}
      {idle ? (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      ) : null}
    </ChakraProvider>
  );
}
