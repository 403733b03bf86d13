// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../ui/test-providers.tsx';
import type { RouteLink } from './route-link.ts';
import { useSaveAndClose, useSaveAndReturn } from './save-and-return.ts';
import type { FormCancel } from './schema-form.tsx';

afterEach(cleanup);

// The list the form came from; the test's router has only its root, so any path is where navigating leaves it.
const BACK = { to: '/admin/console/users' } as RouteLink;

/** The form's two buttons: Save submits a fixed value, Cancel cancels. */
function SaveAndCancel({
  onSubmit,
  cancel,
}: {
  onSubmit: (values: { name: string }) => Promise<unknown>;
  cancel: FormCancel;
}) {
  return (
    <>
      <button type="button" onClick={() => void onSubmit({ name: 'ada' }).catch(() => undefined)}>
        Save
      </button>
      <button type="button" onClick={cancel.onCancel}>
        Cancel
      </button>
    </>
  );
}

function renderForm(mutationFn: (values: { name: string }) => Promise<unknown>) {
  function Form() {
    const form = useSaveAndReturn({
      mutationFn,
      toasts: { pending: 'Saving…', success: 'Saved', error: 'Could not save' },
      back: BACK,
    });
    return <SaveAndCancel {...form} />;
  }
  const router = createRouter({
    routeTree: createRootRoute({ component: Form }),
    history: createMemoryHistory({ initialEntries: ['/admin/console/users/new'] }),
  });
  render(
    <TestProviders>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </TestProviders>,
  );
  return router;
}

describe('useSaveAndReturn', () => {
  it('saves the values and returns to the list', async () => {
    const save = vi.fn(async () => ({ id: 1 }));
    const router = renderForm(save);
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(save).toHaveBeenCalledWith({ name: 'ada' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/console/users'));
  });

  it('stays on the form when the save fails, and Cancel returns without saving', async () => {
    const save = vi.fn(async () => Promise.reject(new Error('refused')));
    const router = renderForm(save);
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(router.state.location.pathname).toBe('/admin/console/users/new');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/console/users'));
    expect(save).toHaveBeenCalledTimes(1);
  });
});

function renderDialogForm(mutationFn: (values: { name: string }) => Promise<unknown>, close: () => void) {
  function Form() {
    const form = useSaveAndClose({
      mutationFn,
      toasts: { pending: 'Saving…', success: 'Saved', error: 'Could not save' },
      close,
    });
    return <SaveAndCancel {...form} />;
  }
  render(
    <TestProviders>
      <QueryClientProvider client={new QueryClient()}>
        <Form />
      </QueryClientProvider>
    </TestProviders>,
  );
}

describe('useSaveAndClose', () => {
  it('saves the values and closes', async () => {
    const save = vi.fn(async () => ({ id: 1 }));
    const close = vi.fn();
    renderDialogForm(save, close);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(save).toHaveBeenCalledWith({ name: 'ada' });
    await waitFor(() => expect(close).toHaveBeenCalledTimes(1));
  });

  it('stays open when the save fails, and Cancel closes without saving', async () => {
    const save = vi.fn(async () => Promise.reject(new Error('refused')));
    const close = vi.fn();
    renderDialogForm(save, close);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(close).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(close).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledTimes(1);
  });
});
