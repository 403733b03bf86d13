import '@fontsource-variable/inter';
import { ChakraProvider } from '@chakra-ui/react';
import { type ReactNode, Suspense, useSyncExternalStore } from 'react';
import { forThisDocument } from './built-global-css.ts';
import { lazyExport } from './lazy-component.ts';
import { system } from './system.ts';
import { subscribeToastRegion, toastRegionRequested } from './toast-region.ts';

// Without its global CSS when the page carries the build's copy (ui/built-global-css.ts).
const appSystem = forThisDocument(system);

// Only console pages raise toasts: the region loads when a screen first needs it (ui/toast-region.ts).
const Toaster = lazyExport(() => import('./toaster.tsx'), 'Toaster');

/** The Chakra system plus the one toaster region every screen shares. */
export function UiProvider({ children }: { children: ReactNode }) {
  const wanted = useSyncExternalStore(subscribeToastRegion, toastRegionRequested, () => false);
  return (
    <ChakraProvider value={appSystem}>
      {children}
      {wanted ? (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      ) : null}
    </ChakraProvider>
  );
}
