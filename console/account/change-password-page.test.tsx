// @vitest-environment happy-dom

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiClient, ApiError } from '../../api/client.ts';
import type { Session } from '../../api/session.ts';
import { ACCOUNT_MESSAGES } from '../../domain/validation/account.ts';
import { PASSWORD_MESSAGES } from '../../domain/validation/password.ts';
import { TestProviders } from '../../ui/test-providers.tsx';
import { toaster } from '../../ui/toaster.tsx';
import { ChangePasswordPage, PASSWORD_CHANGED } from './change-password-page.tsx';

afterEach(() => {
  cleanup();
  toaster.remove();
});

const session: Session = {
  realm: 'fi',
  jwt: 'j',
  mfaRequired: false,
  userId: 'u1',
  username: 'pat-lender',
  permissions: {},
};

function renderPage(call: ApiClient['call']) {
  const client = { call, request: vi.fn() } as unknown as ApiClient;
  render(
    <TestProviders>
      <QueryClientProvider client={new QueryClient()}>
        <ChangePasswordPage
          session={session}
          client={client}
          tenant={undefined}
          tenantLoading={false}
          fiId={1}
          embedderId={undefined}
          params={{}}
          search={{}}
          navigateSearch={vi.fn()}
        />
      </QueryClientProvider>
    </TestProviders>,
  );
}

async function fill(current: string, next: string, confirm = next) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Current password/), current);
  await user.type(screen.getByLabelText(/^New password/), next);
  await user.type(screen.getByLabelText(/^Confirm new password/), confirm);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  return user;
}

describe('ChangePasswordPage', () => {
  it('checks what the browser can before calling: length, username, confirmation', async () => {
    const call = vi.fn();
    renderPage(call as unknown as ApiClient['call']);
    await fill('old-password', 'PAT-LENDER', 'PAT-LENDERS');
    expect(screen.getByText(PASSWORD_MESSAGES.tooShort(12))).toBeTruthy();
    expect(screen.getByText(ACCOUNT_MESSAGES.confirmMismatch)).toBeTruthy();
    expect(call).not.toHaveBeenCalled();
  });

  it("shows the server's refusal under its fields until the field is edited", async () => {
    const refusal = new ApiError({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: ACCOUNT_MESSAGES.currentPasswordWrong,
      issues: [
        { path: 'currentPassword', message: ACCOUNT_MESSAGES.currentPasswordWrong },
        { path: 'newPassword', message: PASSWORD_MESSAGES.common },
      ],
    });
    const call = vi.fn().mockRejectedValue(refusal);
    renderPage(call as unknown as ApiClient['call']);
    const user = await fill('wrong-password', 'password1234');
    expect(await screen.findByText(ACCOUNT_MESSAGES.currentPasswordWrong)).toBeTruthy();
    expect(screen.getByText(PASSWORD_MESSAGES.common)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    await user.type(screen.getByLabelText(/^Current password/), 'x');
    expect(screen.queryByText(ACCOUNT_MESSAGES.currentPasswordWrong)).toBeNull();
    expect(screen.getByText(PASSWORD_MESSAGES.common)).toBeTruthy();
  });

  it('sends current and new password, then clears the form and says so in a toast', async () => {
    const call = vi.fn().mockResolvedValue({});
    renderPage(call as unknown as ApiClient['call']);
    await fill('old-password', 'lantern-harbor-2031');
    await waitFor(() =>
      expect(toaster.getVisibleToasts().map((toast) => toast.title)).toEqual([PASSWORD_CHANGED.defaultMessage]),
    );
    expect(call.mock.calls[0]?.[1]).toEqual({
      body: { currentPassword: 'old-password', newPassword: 'lantern-harbor-2031' },
    });
    expect((screen.getByLabelText(/^New password/) as HTMLInputElement).value).toBe('');
  });
});
