// @vitest-environment happy-dom

import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../ui/test-providers.tsx';
import { SecondFactorForm } from './second-factor-form.tsx';

afterEach(cleanup);

function renderForm(onSubmit = vi.fn()) {
  render(
    <TestProviders>
      <SecondFactorForm busy={false} error={null} onSubmit={onSubmit} onCancel={vi.fn()} />
    </TestProviders>,
  );
  return onSubmit;
}

describe('SecondFactorForm', () => {
  it('refuses to send until all six digits are entered', async () => {
    const onSubmit = renderForm();
    await userEvent.type(screen.getByLabelText('Digit 1'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Enter all six digits')).toBeTruthy();
  });

  it('sends the code once every box holds a digit, typing moving from box to box', async () => {
    const onSubmit = renderForm();
    await userEvent.type(screen.getByLabelText('Digit 1'), '123456');
    expect((screen.getByLabelText('Digit 6') as HTMLInputElement).value).toBe('6');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(onSubmit).toHaveBeenCalledWith('123456');
  });
});
