// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SecondFactorForm } from '../features/session/second-factor-form.tsx';
import { TestProviders } from '../ui/test-providers.tsx';
import { CONSOLE_ENGLISH, CONSOLE_MESSAGES } from './console-catalogue.ts';
import { ConsoleIntl } from './console-intl.tsx';

afterEach(cleanup);

/** A second language made from the English one: every message bracketed, its placeholders left as they are. */
const PSEUDO = Object.fromEntries(Object.entries(CONSOLE_ENGLISH).map(([id, message]) => [id, `⟦${message}⟧`]));

const show = (messages?: Readonly<Record<string, string>>) =>
  render(
    <TestProviders>
      <ConsoleIntl {...(messages ? { messages } : {})}>
        <SecondFactorForm busy={false} error={null} onSubmit={vi.fn()} onCancel={vi.fn()} />
      </ConsoleIntl>
    </TestProviders>,
  );

describe('the console catalogue', () => {
  it('holds every console message once, each id namespaced by its area', () => {
    const ids = CONSOLE_MESSAGES.map((message) => message.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThan(500);
    for (const id of ids) expect(id).toMatch(/^(admin|lender|embedder|console|kit)\./);
  });

  it('shows a console screen in English by default, from its messages defaults, reporting nothing missing', () => {
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');
    show();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeTruthy();
    expect(screen.getByText('Enter the six-digit code from your authenticator app.')).toBeTruthy();
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    warn.mockRestore();
    error.mockRestore();
  });

  it('shows the same English with the whole English catalogue as without it', () => {
    const { container: fromDefaults } = show();
    const plain = fromDefaults.innerHTML;
    cleanup();
    const { container: fromCatalogue } = show(CONSOLE_ENGLISH);
    expect(fromCatalogue.innerHTML).toBe(plain);
  });

  it('shows the same screen in another language given only another catalogue (a language is data)', () => {
    show(PSEUDO);
    expect(screen.getByRole('button', { name: '⟦Verify⟧' })).toBeTruthy();
    expect(screen.getByText('⟦Enter the six-digit code from your authenticator app.⟧')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Verify' })).toBeNull();
  });
});
