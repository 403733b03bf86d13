// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client-error.ts';
import { formObject, nonBlank } from '../domain/validation/primitives.ts';
import { deferred, renderWithUi } from './form-test-support.tsx';
import { SchemaForm } from './schema-form.tsx';
import { GENERIC_FAILURE } from './server-issues.ts';

afterEach(cleanup);

const templateSchema = formObject({
  templateName: nonBlank('Template name'),
  subject: nonBlank('Subject'),
  body: v.optional(v.string()),
});

function renderTemplateForm(onSubmit: (values: unknown) => Promise<unknown>) {
  renderWithUi(
    <SchemaForm
      schema={templateSchema}
      defaultValues={{ templateName: '', subject: '', body: '' }}
      onSubmit={onSubmit}
      submitLabel="Save template"
      fields={[
        { name: 'templateName', label: 'Template name', kind: 'text' },
        { name: 'subject', label: 'Subject', kind: 'text' },
        { name: 'body', label: 'Body', kind: 'textarea' },
      ]}
    />,
  );
}

const input = (name: RegExp | string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

async function fillAndSave() {
  await userEvent.type(input(/Template name/), 'Welcome');
  await userEvent.type(input(/Subject/), 'Your offers are ready');
  await userEvent.type(input('Body'), 'Hello');
  await userEvent.click(screen.getByRole('button', { name: 'Save template' }));
}

const validationFailed = (issues: { path?: string; message: string }[]) =>
  new ApiError({ status: 400, code: 'VALIDATION_FAILED', message: 'Validation failed', issues });

/** Fills the form in and submits it to a server that refuses it with these issues. */
async function submitRefusedWith(issues: { path?: string; message: string }[]) {
  renderTemplateForm(() => Promise.reject(validationFailed(issues)));
  await fillAndSave();
}

describe('a refused submit', () => {
  it("puts the server's issues on their fields and keeps every value typed", async () => {
    await submitRefusedWith([
      { path: 'templateName', message: 'A template with this name already exists' },
      { path: 'subject', message: 'Subject is too long' },
    ]);
    expect(await screen.findByText('A template with this name already exists')).toBeTruthy();
    expect(screen.getByText('Subject is too long')).toBeTruthy();
    expect(input(/Template name/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input(/Template name/).value).toBe('Welcome');
    expect(input(/Subject/).value).toBe('Your offers are ready');
    expect(input('Body').value).toBe('Hello');
  });

  it('drops a server message once the user changes that field, and sends the change on the next try', async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce(
        validationFailed([{ path: 'templateName', message: 'A template with this name already exists' }]),
      )
      .mockResolvedValueOnce(undefined);
    renderTemplateForm(onSubmit);
    await fillAndSave();
    await screen.findByText('A template with this name already exists');
    await userEvent.type(input(/Template name/), ' 2');
    expect(screen.queryByText('A template with this name already exists')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save template' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit).toHaveBeenLastCalledWith({
      templateName: 'Welcome 2',
      subject: 'Your offers are ready',
      body: 'Hello',
    });
  });

  it('shows an issue for a field not on screen, and an error without issues, in the form-level alert', async () => {
    await submitRefusedWith([
      { path: 'subject', message: 'Subject is too long' },
      { path: 'fiId', message: 'Financial institution id must be a positive number' },
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Validation failed');
    expect(alert.textContent).toContain('Financial institution id must be a positive number');
    expect(screen.getByText('Subject is too long')).toBeTruthy();
    expect(input(/Subject/).value).toBe('Your offers are ready');
  });

  it('shows a network failure as the alert', async () => {
    renderTemplateForm(() =>
      Promise.reject(new ApiError({ status: 503, code: 'INTERNAL_ERROR', message: 'Service is unavailable' })),
    );
    await fillAndSave();
    expect((await screen.findByRole('alert')).textContent).toContain('Service is unavailable');
    expect(input(/Template name/).value).toBe('Welcome');
  });

  it("shows the seed's generic text when the failure is not the server's answer", async () => {
    renderTemplateForm(() => Promise.reject(new TypeError('cannot read properties of undefined')));
    await fillAndSave();
    expect((await screen.findByRole('alert')).textContent).toContain(GENERIC_FAILURE.defaultMessage);
    expect(screen.queryByText(/cannot read properties/)).toBeNull();
  });

  it('marks the submit busy while the call runs and clears the alert on the next try', async () => {
    const first = deferred();
    const onSubmit = vi.fn().mockReturnValueOnce(first.promise).mockResolvedValueOnce(undefined);
    renderTemplateForm(onSubmit);
    await fillAndSave();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Save template/ }).hasAttribute('disabled')).toBe(true),
    );
    first.reject(new ApiError({ status: 503, code: 'INTERNAL_ERROR', message: 'Service is unavailable' }));
    await screen.findByRole('alert');
    await userEvent.click(screen.getByRole('button', { name: 'Save template' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });
});
