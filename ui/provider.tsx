import '@fontsource-variable/inter';
import { ChakraProvider } from '@chakra-ui/react';
import { lazy, type ReactNode, Suspense } from 'react';
import { system } from './system.ts';

// Only console pages raise toasts: the region loads after the first paint, off the consumer's critical download.
const Toaster = lazy(() => import('./toaster.tsx').then((m) => ({ default: m.Toaster })));

/** The Chakra system plus the one toaster region every screen shares. */
export function UiProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      {children}
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </ChakraProvider>
  );
}
