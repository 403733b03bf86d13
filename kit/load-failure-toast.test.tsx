// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLoadFailureToast, useNoticeToast } from './load-failure-toast.ts';

const shown = vi.hoisted(() => [] as { id?: string; type?: string; title?: unknown }[]);
vi.mock('../ui/toaster.tsx', () => ({
  TOAST_DURATION_MS: 5000,
  showToast: (options: { id?: string; type?: string; title?: unknown }) => shown.push(options),
}));

afterEach(() => {
  shown.length = 0;
});

describe('useLoadFailureToast', () => {
  it('says the report’s message once per failure, nothing while it loads', () => {
    const { rerender } = renderHook(({ error }) => useLoadFailureToast(error, 'The variance report failed to load'), {
      initialProps: { error: null as unknown },
    });
    expect(shown).toEqual([]);
    const failure = new Error('500');
    rerender({ error: failure });
    rerender({ error: failure });
    expect(shown).toEqual([
      expect.objectContaining({
        id: 'The variance report failed to load',
        type: 'error',
        title: 'The variance report failed to load',
      }),
    ]);
    rerender({ error: new Error('500 again') });
    expect(shown).toHaveLength(2);
  });

  it('stays quiet without a message (a table that only shows its error inline)', () => {
    renderHook(() => useLoadFailureToast(new Error('500'), undefined));
    expect(shown).toEqual([]);
  });
});

describe('useNoticeToast', () => {
  it('tells once when the condition holds', () => {
    const { rerender } = renderHook(({ when }) => useNoticeToast(when, 'Reports have not been generated yet'), {
      initialProps: { when: false },
    });
    expect(shown).toEqual([]);
    rerender({ when: true });
    expect(shown).toEqual([expect.objectContaining({ type: 'info', title: 'Reports have not been generated yet' })]);
  });
});
