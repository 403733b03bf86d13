// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client-error.ts';
import { SITE_KEY_MESSAGES, siteKeySchema } from '../domain/validation/site-key.ts';
import { renderWithUi } from './form-test-support.tsx';
import { SchemaForm } from './schema-form.tsx';

afterEach(cleanup);

function OriginsForm({
  onSubmit,
  origins = [''],
}: {
  onSubmit: (values: unknown) => Promise<unknown>;
  origins?: string[];
}) {
  return (
    <SchemaForm
      schema={siteKeySchema}
      defaultValues={{ name: 'Flyer', enabled: true, approvedOrigins: origins }}
      fields={[{ name: 'approvedOrigins', label: 'Approved origins', kind: 'textlist', itemLabel: 'Origin', max: 2 }]}
      submitLabel="Save"
      onSubmit={onSubmit}
    />
  );
}

const origin = (n: number) => screen.getByRole('textbox', { name: `Origin ${n}` });

describe('text-list field (a site key’s approved origins)', () => {
  it('adds items up to the maximum, removes them, and submits the normalised strings', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderWithUi(<OriginsForm onSubmit={onSubmit} />);
    await userEvent.type(origin(1), 'https://A.example/');
    await userEvent.click(screen.getByRole('button', { name: 'Add origin' }));
    expect(screen.getByRole('button', { name: 'Add origin' }).hasAttribute('disabled')).toBe(true);
    await userEvent.type(origin(2), 'http://localhost:5174');
    await userEvent.click(screen.getByRole('button', { name: 'Remove origin 1' }));
    expect(screen.queryByRole('textbox', { name: 'Origin 2' })).toBeNull();
    expect((origin(1) as HTMLInputElement).value).toBe('http://localhost:5174');
    await userEvent.click(screen.getByRole('button', { name: 'Add origin' }));
    await userEvent.type(origin(2), 'https://A.example/');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        name: 'Flyer',
        enabled: true,
        approvedOrigins: ['http://localhost:5174', 'https://a.example'],
      }),
    );
  });

  it('shows each item’s schema message under it and the list’s own under the list', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderWithUi(<OriginsForm onSubmit={onSubmit} origins={['shop.example', 'https://a.example/x']} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SITE_KEY_MESSAGES.originScheme)).toBeTruthy();
    expect(screen.getByText(SITE_KEY_MESSAGES.originPath)).toBeTruthy();
    expect(origin(1).getAttribute('aria-invalid')).toBe('true');
    await userEvent.clear(origin(1));
    await userEvent.type(origin(1), 'https://a.example');
    await userEvent.clear(origin(2));
    await userEvent.type(origin(2), 'https://A.example');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SITE_KEY_MESSAGES.originDuplicate)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('puts a server message on the item its path names', async () => {
    const refused = new ApiError({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Invalid',
      issues: [{ path: 'approvedOrigins.1', message: 'That origin is taken' }],
    });
    renderWithUi(
      <OriginsForm onSubmit={() => Promise.reject(refused)} origins={['https://a.example', 'https://b.example']} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('That origin is taken')).toBeTruthy();
    expect(origin(2).getAttribute('aria-invalid')).toBe('true');
    expect(origin(1).getAttribute('aria-invalid')).not.toBe('true');
  });
});
