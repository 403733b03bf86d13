// @vitest-environment happy-dom
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../api/client.ts';
import type { CatalogueProduct } from '../../../api/lender-campaigns.ts';
import { downloadDisclosure } from '../../../api/product-disclosures.ts';
import { system } from '../../../ui/system.ts';
import { DisclosuresStep } from './disclosures-step.tsx';

const saved = vi.hoisted(() => [] as { name: string; blob: Blob }[]);
vi.mock('../../../kit/save-file.ts', () => ({
  saveBlobFile: (name: string, blob: Blob) => saved.push({ name, blob }),
}));

afterEach(() => {
  cleanup();
  saved.length = 0;
});

const product = (over: Partial<CatalogueProduct>) =>
  ({ productId: 'p1', name: 'New Auto Loan', status: 'active', disclosureFile: null, ...over }) as CatalogueProduct;

describe('DisclosuresStep', () => {
  it('lets the lender download the disclosure it uploaded, under its name; none offered before an upload', async () => {
    const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    const call = vi.fn(async () => pdf);
    render(
      <ChakraProvider value={system}>
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
      </ChakraProvider>,
    );
    expect(screen.queryByRole('button', { name: /Boat Loan disclosure/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Download New Auto Loan disclosure' }));
    await waitFor(() => expect(saved).toEqual([{ name: 'auto-terms.pdf', blob: pdf }]));
    expect(call).toHaveBeenCalledWith(downloadDisclosure, { params: { fiId: 1, productId: 'p1' } });
  });
});
