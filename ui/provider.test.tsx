// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(cleanup);

/** A fresh module graph: whether the region was asked for is module state, which unit files share otherwise. */
async function freshModules() {
  vi.resetModules();
  const provider = await import('./provider.tsx');
  const region = await import('./toast-region.ts');
  const toaster = await import('./toaster.tsx');
  return { ...provider, ...region, ...toaster };
}

const toastGroup = () => document.querySelector('[data-scope="toast"][data-part="group"]');

describe('the toast region', () => {
  it('is not loaded until a screen asks for it, then mounts once', async () => {
    const { UiProvider, requestToastRegion, toastRegionRequested } = await freshModules();
    render(<UiProvider>page</UiProvider>);
    expect(screen.getByText('page')).toBeTruthy();
    // Longer than the browser's idle moment the region used to wait for (at most a second): it must not appear.
    await new Promise((resolve) => setTimeout(resolve, 1_300));
    expect(toastRegionRequested()).toBe(false);
    expect(toastGroup()).toBeNull();
    requestToastRegion();
    await waitFor(() => expect(toastGroup()).not.toBeNull());
  });

  it('a toast raised before the region exists asks for it and is shown once it mounted', async () => {
    const { UiProvider, showToast } = await freshModules();
    render(<UiProvider>page</UiProvider>);
    showToast({ type: 'error', title: 'You do not have access to that page' });
    expect(await screen.findByText('You do not have access to that page')).toBeTruthy();
  });

  it('notifies its subscribers once', async () => {
    const { requestToastRegion, subscribeToastRegion } = await freshModules();
    const listener = vi.fn();
    const unsubscribe = subscribeToastRegion(listener);
    requestToastRegion();
    requestToastRegion();
    unsubscribe();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
