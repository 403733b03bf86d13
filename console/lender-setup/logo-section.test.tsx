// @vitest-environment happy-dom

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../api/client.ts';
import { updateLogo } from '../../api/logo.ts';
import { TestProviders } from '../../ui/test-providers.tsx';
import { toaster } from '../../ui/toaster.tsx';
import { LogoSection } from './logo-section.tsx';

afterEach(() => {
  cleanup();
  toaster.remove();
});

function renderSection() {
  const call = vi.fn(async () => null);
  render(
    <TestProviders>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <LogoSection client={{ call } as unknown as ApiClient} fiId={3} lenderName="Summit" editable />
      </QueryClientProvider>
    </TestProviders>,
  );
  return call;
}
const choose = (name: string) =>
  fireEvent.change(screen.getByLabelText('Logo file'), { target: { files: [new File(['x'], name)] } });
const uploads = (call: ReturnType<typeof renderSection>) =>
  call.mock.calls.filter((args) => (args as unknown[])[0] === updateLogo).length;

describe('choosing a logo file (001 §8 "Invalid File Type")', () => {
  it('toasts the seed’s words for a file that is not an image preview type, and sends nothing', async () => {
    const call = renderSection();
    choose('logo.svg');
    expect(toaster.getVisibleToasts().map((toast) => [toast.type, toast.title])).toEqual([
      ['error', 'Invalid File Type'],
    ]);
    expect(uploads(call)).toBe(0);
  });

  it('sends a webp', async () => {
    const call = renderSection();
    choose('logo.webp');
    await waitFor(() => expect(uploads(call)).toBe(1));
    expect(toaster.getVisibleToasts().map((toast) => toast.title)).not.toContain('Invalid File Type');
  });
});
