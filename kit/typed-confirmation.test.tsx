// @vitest-environment happy-dom

import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ConfirmationAction } from '../domain/validation/confirmation.ts';
import { TestProviders } from '../ui/test-providers.tsx';
import { TypedConfirmationProvider, useTypedConfirmation } from './typed-confirmation.tsx';

afterEach(cleanup);

/** A console page that asks before a risky action and shows what the user answered. */
function ResetButton({ kind = 'dataReset' }: { kind?: ConfirmationAction }) {
  const confirm = useTypedConfirmation();
  const [answer, setAnswer] = useState('none');
  const ask = async () => {
    const confirmed = await confirm({
      kind,
      title: 'Reset test data?',
      description: 'Every test loan lead is deleted.',
      confirmLabel: 'Reset data',
    });
    setAnswer(String(confirmed));
  };
  return (
    <>
      <button type="button" onClick={() => void ask()}>
        Reset
      </button>
      <output>answer: {answer}</output>
    </>
  );
}

function renderPage(kind?: ConfirmationAction) {
  render(
    <TestProviders>
      <TypedConfirmationProvider>
        <ResetButton {...(kind ? { kind } : {})} />
      </TypedConfirmationProvider>
    </TestProviders>,
  );
}

const open = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
  return screen.findByRole('alertdialog', { name: 'Reset test data?' });
};
const confirmButton = () => screen.getByRole('button', { name: 'Reset data' }) as HTMLButtonElement;

describe('useTypedConfirmation', () => {
  it('enables the confirm button only once the action’s word is typed, then resolves true', async () => {
    renderPage();
    const dialog = await open();
    expect(dialog.textContent).toContain('Every test loan lead is deleted.');
    const field = screen.getByLabelText('Type RESET to confirm');
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(confirmButton().disabled).toBe(true);
    await userEvent.type(field, 'RESE');
    expect(confirmButton().disabled).toBe(true);
    await userEvent.type(field, 'T');
    expect(confirmButton().disabled).toBe(false);
    await userEvent.click(confirmButton());
    expect(await screen.findByText('answer: true')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('takes the word in any case with spaces around it, and Enter confirms', async () => {
    renderPage('importCampaignFile');
    await open();
    await userEvent.type(screen.getByLabelText('Type IMPORT to confirm'), '  import {Enter}');
    expect(await screen.findByText('answer: true')).toBeTruthy();
  });

  it('Enter does nothing while the word is wrong', async () => {
    renderPage();
    await open();
    await userEvent.type(screen.getByLabelText('Type RESET to confirm'), 'RESTE{Enter}');
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    expect(screen.getByText('answer: none')).toBeTruthy();
  });

  it('resolves false on Cancel and on Escape, and starts each confirmation with an empty field', async () => {
    renderPage();
    await open();
    await userEvent.type(screen.getByLabelText('Type RESET to confirm'), 'RESET');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('answer: false')).toBeTruthy();

    await open();
    const field = screen.getByLabelText('Type RESET to confirm') as HTMLInputElement;
    expect(field.value).toBe('');
    expect(confirmButton().disabled).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByText('answer: false')).toBeTruthy();
  });

  it('throws outside a TypedConfirmationProvider', () => {
    const quiet = console.error;
    console.error = () => undefined;
    try {
      expect(() => render(<ResetButton />)).toThrow(
        'useTypedConfirmation must be used within a TypedConfirmationProvider',
      );
    } finally {
      console.error = quiet;
    }
  });
});
