import '@fontsource-variable/inter';
import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { system } from './system.ts';
import { Toaster } from './toaster.tsx';

/** The Chakra system plus the one toaster region every screen shares. */
export function UiProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      {children}
      <Toaster />
    </ChakraProvider>
  );
}
