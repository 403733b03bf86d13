// @vitest-environment happy-dom

import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../ui/test-providers.tsx';
import { GenericErrorScreen } from './generic-error-screen.tsx';

const host = window as unknown as { ReactNativeWebView?: { postMessage: (m: string) => void } };

afterEach(() => {
  cleanup();
  delete host.ReactNativeWebView;
});

function renderScreen(props: Parameters<typeof GenericErrorScreen>[0] = {}) {
  return render(
    <TestProviders>
      <GenericErrorScreen {...props} />
    </TestProviders>,
  );
}

describe('GenericErrorScreen', () => {
  it('has no Close button in a plain browser', () => {
    renderScreen();
    expect(screen.getByRole('heading', { name: 'Oops! Something went wrong.' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('tells the native host to close with status Internal Server Error', async () => {
    const postMessage = vi.fn();
    host.ReactNativeWebView = { postMessage };
    renderScreen();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(JSON.parse(postMessage.mock.calls[0]?.[0])).toEqual({ type: 'close', status: 'Internal Server Error' });
    expect(screen.queryByText('Unable to close window')).toBeNull();
  });

  it("shows 'Unable to close window' when no handler answers", async () => {
    renderScreen({ showClose: true });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByText('Unable to close window')).toBeTruthy();
  });
});
