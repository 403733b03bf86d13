import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { ApiClient } from '../../../api/client.ts';
import { ENGLISH } from '../i18n/catalogue.ts';
import type { ConsumerServices } from '../services.ts';

/** The lender's lists the application step's fake client answers (application-options). */
export const FAKE_OPTIONS = {
  employmentStatuses: [
    { code: 'FULL_TIME', label: 'Full time' },
    { code: 'RETIRED', label: 'Retired' },
  ],
  purposeTypes: [{ code: 'MAJOR_PURCHASE', label: 'Major purchase' }],
};

/** For `vi.mock('../services.ts', …)`: the consumer services with a client answering only the options. */
export const servicesMock = {
  useConsumerServices: (): ConsumerServices =>
    ({ clients: { consumer: { call: async () => FAKE_OPTIONS } as unknown as ApiClient } }) as ConsumerServices,
};

/** What the application step needs around it outside the app: English messages and a query client. */
export function DetailProviders({ children }: { children: ReactNode }) {
  return (
    <IntlProvider locale="en" messages={ENGLISH}>
      <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
    </IntlProvider>
  );
}
