// @vitest-environment happy-dom

import { cleanup, render, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TestProviders } from '../ui/test-providers.tsx';
import { Toaster, toaster } from '../ui/toaster.tsx';
import { useLoadFailureToast, useNoticeToast } from './load-failure-toast.ts';

afterEach(() => {
  cleanup();
  toaster.remove();
});

const shown = () => toaster.getVisibleToasts().map((toast) => ({ type: toast.type, title: toast.title }));

function Failure({ error, message }: { error: unknown; message: string | undefined }) {
  useLoadFailureToast(error, message);
  return null;
}
function Notice({ when }: { when: boolean }) {
  useNoticeToast(when, 'Reports have not been generated yet');
  return null;
}
const inApp = (child: ReactNode) => (
  <TestProviders>
    <Toaster />
    {child}
  </TestProviders>
);

describe('useLoadFailureToast', () => {
  it('says the report’s message when the load fails, nothing while it loads, once for a repeated failure', async () => {
    const view = render(inApp(<Failure error={null} message="The variance report failed to load" />));
    expect(shown()).toEqual([]);
    view.rerender(inApp(<Failure error={new Error('500')} message="The variance report failed to load" />));
    view.rerender(inApp(<Failure error={new Error('500 again')} message="The variance report failed to load" />));
    await waitFor(() => expect(shown()).toEqual([{ type: 'error', title: 'The variance report failed to load' }]));
  });

  it('stays quiet without a message (a table that only shows its error inline)', async () => {
    render(inApp(<Failure error={new Error('500')} message={undefined} />));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(shown()).toEqual([]);
  });
});

describe('useNoticeToast', () => {
  it('tells when the condition holds', async () => {
    const view = render(inApp(<Notice when={false} />));
    expect(shown()).toEqual([]);
    view.rerender(inApp(<Notice when />));
    await waitFor(() => expect(shown()).toEqual([{ type: 'info', title: 'Reports have not been generated yet' }]));
  });
});
