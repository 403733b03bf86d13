// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/client.ts';
import { TypedConfirmationProvider } from '../../../kit/typed-confirmation.tsx';
import { consoleSession, renderConsolePage } from '../../../tests/component/render-console-page.tsx';
import { toaster } from '../../../ui/toaster.tsx';
import { EmbedderPage } from './embedder-page.tsx';

afterEach(() => {
  cleanup();
  toaster.remove();
});

const EMBEDDER = { embedderId: 7, name: 'Harbor Homes', code: 'harbor-homes', themeCss: null };
const admin = consoleSession('super', 'ada', { embedders: ['read', 'write'], dashboard: ['read'] });
const refusal = 'This embedder has consumers: they came from its site and their marketplaces wear its theme';

/** The embedder page with the kit's typed confirmation, as the console shell provides it. */
const Page = (props: never) => (
  <TypedConfirmationProvider>
    <EmbedderPage {...(props as object as Parameters<typeof EmbedderPage>[0])} />
  </TypedConfirmationProvider>
);

function renderPage(session = admin, removal: () => unknown = () => ({})) {
  return renderConsolePage(Page as never, {
    path: '/admin/console/embedders/7',
    session,
    params: { embedderId: '7' },
    // One path for reading and removing: the removal is the call with the typed confirmation.
    answers: { '/embedders/:embedderId': (request: { query?: unknown }) => (request.query ? removal() : EMBEDDER) },
  });
}

const removeTyped = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));
  await screen.findByRole('alertdialog', { name: 'Remove Harbor Homes?' });
  await userEvent.type(screen.getByLabelText('Type CONFIRM to confirm'), 'confirm');
  await userEvent.click(screen.getByRole('button', { name: 'Remove embedder' }));
};

describe('removing an embedder from its page', () => {
  it('asks for the typed word, sends it, and returns to the embedders list', async () => {
    const { call, router } = renderPage();
    await removeTyped();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/console/embedders'));
    const removal = call.mock.calls.find(([, request]) => request?.query);
    expect(removal?.[1]).toEqual({ params: { embedderId: 7 }, query: { confirmation: 'CONFIRM' } });
    expect(toaster.getVisibleToasts().map((toast) => toast.title)).toContain('Embedder removed');
  });

  it('shows the server’s reason when the embedder cannot be removed, and stays', async () => {
    const { router } = renderPage(admin, () => {
      throw new ApiError({ status: 409, code: 'VALIDATION_FAILED', message: refusal });
    });
    await removeTyped();
    await waitFor(() =>
      expect(toaster.getVisibleToasts().map((t) => [t.title, t.description])).toContainEqual([
        'Could not remove the embedder',
        refusal,
      ]),
    );
    expect(router.state.location.pathname).toBe('/admin/console/embedders/7');
  });

  it('offers no Remove to an admin who may only read embedders', async () => {
    renderPage(consoleSession('super', 'rea', { embedders: ['read'], dashboard: ['read'] }));
    expect(await screen.findByText('harbor-homes')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
  });
});
