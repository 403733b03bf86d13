// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emailSchema, webAddressSchema } from '../domain/validation/contact.ts';
import { invalidMessage, requiredMessage } from '../domain/validation/messages.ts';
import { formObject, nonBlank } from '../domain/validation/primitives.ts';
import { renderWithUi } from './form-test-support.tsx';
import { SchemaForm } from './schema-form.tsx';

afterEach(cleanup);

const branchSchema = formObject(
  {
    name: nonBlank('Name'),
    losBranchReferenceId: v.optional(v.string()),
    zipCode: v.pipe(v.string(requiredMessage('Zip code')), v.regex(/^\d{5}$/, invalidMessage('zip code'))),
    email: v.optional(emailSchema),
    websiteUrl: v.optional(webAddressSchema),
  },
  { zipCode: 'Zip code', websiteUrl: 'Web address' },
);

const blankBranch = { name: '', losBranchReferenceId: '', zipCode: '', email: '', websiteUrl: '' };

function renderBranchForm(onSubmit = vi.fn(), defaultValues = blankBranch) {
  renderWithUi(
    <SchemaForm
      schema={branchSchema}
      defaultValues={defaultValues}
      onSubmit={onSubmit}
      submitLabel="Save branch"
      fields={[
        { name: 'name', label: 'Name', kind: 'text' },
        { name: 'losBranchReferenceId', label: 'LOS branch reference ID', kind: 'text' },
        { name: 'zipCode', label: 'Zip code', kind: 'text' },
        { name: 'email', label: 'Email', kind: 'email' },
        { name: 'websiteUrl', label: 'Web address', kind: 'url' },
      ]}
    />,
  );
  return onSubmit;
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save branch' }));

describe('SchemaForm', () => {
  it('shows no message on first render, then the seed\'s "<label> is required" after a submit', async () => {
    const onSubmit = renderBranchForm();
    expect(screen.queryByText('Name is required')).toBeNull();
    await save();
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Zip code is required')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    // Optional fields left blank are not errors.
    expect(screen.queryByText(invalidMessage('email'))).toBeNull();
  });

  it('marks the fields the schema requires and ties the message to its input', async () => {
    renderBranchForm();
    const name = screen.getByRole('textbox', { name: /Name/ });
    expect(name.hasAttribute('required')).toBe(true);
    expect(screen.getByRole('textbox', { name: 'LOS branch reference ID' }).hasAttribute('required')).toBe(false);
    await save();
    await screen.findByText('Name is required');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    // Chakra's Field ties the message to the input with aria-errormessage.
    const messageId = name.getAttribute('aria-errormessage') ?? '';
    expect(document.getElementById(messageId)?.textContent).toBe('Name is required');
  });

  it('moves the focus to the first field to fix after a refused submit', async () => {
    renderBranchForm();
    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'Main Street');
    await save();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Zip code/ })));
  });

  it('shows a field message after the user leaves it, not while it was never visited', async () => {
    renderBranchForm();
    await userEvent.click(screen.getByRole('textbox', { name: /Name/ }));
    await userEvent.tab();
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.queryByText('Zip code is required')).toBeNull();
  });

  it('gives "Enter a valid <label>" for a bad e-mail and the web-address rule for a bad URL', async () => {
    renderBranchForm();
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'branch@example');
    await userEvent.type(screen.getByRole('textbox', { name: 'Web address' }), 'www.example.com');
    await save();
    expect(await screen.findByText('Enter a valid email')).toBeTruthy();
    expect(screen.getByText('Web address must start with http:// or https://')).toBeTruthy();
  });

  it('clears a message as soon as the value is fixed', async () => {
    renderBranchForm();
    await save();
    await screen.findByText('Zip code is required');
    await userEvent.type(screen.getByRole('textbox', { name: /Zip code/ }), '1234');
    expect(screen.getByText('Enter a valid zip code')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: /Zip code/ }), '5');
    expect(screen.queryByText('Enter a valid zip code')).toBeNull();
  });

  it("submits the schema's output: trimmed, blank optional addresses left out", async () => {
    const onSubmit = renderBranchForm();
    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'Main Street');
    await userEvent.type(screen.getByRole('textbox', { name: /Zip code/ }), '10001');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), '  branch@example.com ');
    await save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Main Street',
      losBranchReferenceId: '',
      zipCode: '10001',
      email: 'branch@example.com',
    });
    expect(Object.keys(onSubmit.mock.calls[0]?.[0] ?? {})).not.toContain('websiteUrl');
  });

  it('edits an existing record: its values fill the fields and a cancel button is offered', async () => {
    const onCancel = vi.fn();
    renderWithUi(
      <SchemaForm
        schema={branchSchema}
        defaultValues={{ ...blankBranch, name: 'Downtown', zipCode: '60601' }}
        onSubmit={vi.fn()}
        submitLabel="Save branch"
        cancel={{ onCancel }}
        fields={[
          { name: 'name', label: 'Name', kind: 'text' },
          { name: 'zipCode', label: 'Zip code', kind: 'text', readOnly: true },
        ]}
      />,
    );
    expect((screen.getByRole('textbox', { name: /Name/ }) as HTMLInputElement).value).toBe('Downtown');
    expect(screen.getByRole('textbox', { name: /Zip code/ }).hasAttribute('readonly')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
