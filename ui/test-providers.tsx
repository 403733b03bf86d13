import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DEFAULT_LOCALE } from '../domain/i18n/locales.ts';
import { IntlRoot } from './intl/intl-root.tsx';
import { system } from './system.ts';

/**
 * What a component test renders a screen under: the app's Chakra system and an English message provider (no
 * catalogue, so every message shows its default: the seed's English). Test helper only.
 */
export function TestProviders({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <IntlRoot locale={DEFAULT_LOCALE} messages={{}}>
        {children}
      </IntlRoot>
    </ChakraProvider>
  );
}
