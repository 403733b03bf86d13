// @vitest-environment happy-dom

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../api/client.ts';
import type { CatalogueProduct } from '../../../api/lender-campaigns.ts';
import { downloadDisclosure } from '../../../api/product-disclosures.ts';
import { recordDownloads } from '../../../ui/test-downloads.ts';
import { TestProviders } from '../../../ui/test-providers.tsx';
import { DisclosuresStep } from './disclosures-step.tsx';

// What kit/save-file.ts saves, as the browser receives it.
const saved = recordDownloads();
afterEach(cleanup);

const product = (over: Partial<CatalogueProduct>) =>
  ({ productId: 'p1', name: 'New Auto Loan', status: 'active', disclosureFile: null, ...over }) as CatalogueProduct;

describe('DisclosuresStep', () => {
  it('lets the lender download the disclosure it uploaded, under its name; none offered before an upload', async () => {
    const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    const call = vi.fn(async () => pdf);
    render(
      <TestProviders>
        <QueryClientProvider client={new QueryClient()}>
          <DisclosuresStep
            client={{ call } as unknown as ApiClient}
            fiId={1}
            products={[
              product({ disclosureFile: 'auto-terms.pdf' }),
              product({ productId: 'p2', name: 'Boat Loan', disclosureFile: null }),
            ]}
          />
        </QueryClientProvider>
      </TestProviders>,
    );
    expect(screen.queryByRole('button', { name: /Boat Loan disclosure/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Download New Auto Loan disclosure' }));
    await waitFor(() => expect(saved).toEqual([{ name: 'auto-terms.pdf', blob: pdf }]));
    expect(call).toHaveBeenCalledWith(downloadDisclosure, { params: { fiId: 1, productId: 'p1' } });
  });
});
