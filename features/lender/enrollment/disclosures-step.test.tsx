// @vitest-environment happy-dom

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../api/client.ts';
import type { CatalogueProduct } from '../../../api/lender-campaigns.ts';
import { downloadDisclosure } from '../../../api/product-disclosures.ts';
import { TestProviders } from '../../../ui/test-providers.tsx';
import { DisclosuresStep } from './disclosures-step.tsx';

const saved: { name: string; blob: Blob | undefined }[] = [];
const blobs = new Map<string, Blob>();

beforeEach(() => {
  // What kit/save-file.ts does with the bytes: an object URL on a clicked download link.
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href) });
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  saved.length = 0;
  blobs.clear();
});

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
