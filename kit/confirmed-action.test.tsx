// @vitest-environment happy-dom

import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../ui/test-providers.tsx';
import { ConfirmedAction } from './confirmed-action.tsx';

afterEach(cleanup);

const renderAction = (onConfirm: () => void) =>
  render(
    <TestProviders>
      <ConfirmedAction
        label="Rotate secret"
        title="Rotate the signing secret?"
        confirmLabel="Rotate"
        onConfirm={onConfirm}
        button={{ 'aria-label': 'Rotate the signing secret', size: 'sm' }}
      />
    </TestProviders>,
  );

describe('ConfirmedAction', () => {
  it('runs the action only from the dialog’s confirm', async () => {
    const onConfirm = vi.fn();
    renderAction(onConfirm);
    await userEvent.click(screen.getByRole('button', { name: 'Rotate the signing secret' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Rotate the signing secret' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Rotate the signing secret?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rotate' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });
});
