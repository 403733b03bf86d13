// @vitest-environment happy-dom

import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../ui/test-providers.tsx';
import { SecretOnce } from './secret-once.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SecretOnce', () => {
  it('shows the secret read-only, copies it, and lets the caller forget it', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const onDone = vi.fn();
    render(
      <TestProviders>
        <SecretOnce label="Signing secret" secret="whsec_abc123" onDone={onDone} />
      </TestProviders>,
    );
    const field = screen.getByRole('textbox', { name: 'Signing secret' });
    expect(field).toHaveProperty('value', 'whsec_abc123');
    expect(field).toHaveProperty('readOnly', true);
    expect(screen.getByText(/shown only this once/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('whsec_abc123');
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onDone).toHaveBeenCalledOnce();
  });
});
