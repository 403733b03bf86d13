// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stipulationSchema } from '../../../domain/validation/stipulation.ts';
import { renderWithUi } from '../../../kit/form-test-support.tsx';
import { SchemaForm } from '../../../kit/schema-form.tsx';
import { STIPULATION_FIELDS } from './stipulation-form-page.tsx';

afterEach(cleanup);

describe('the stipulation rule', () => {
  it('is checked as you type, before the field is left (issue 30 item 7)', async () => {
    renderWithUi(
      <SchemaForm
        schema={stipulationSchema}
        defaultValues={{ name: '', description: '', rule: '', status: 'ACTIVE', allowedDocuments: [] }}
        fields={STIPULATION_FIELDS}
        submitLabel="Add stipulation"
        onSubmit={() => undefined}
      />,
    );
    const rule = screen.getByRole('textbox', { name: /^Rule/ });
    rule.focus();
    fireEvent.change(rule, { target: { value: 'SHOE_SIZE > 3' } });
    // Still in the field (no blur): the rule's message is already shown.
    expect(document.activeElement).toBe(rule);
    await waitFor(() => expect(rule.getAttribute('aria-invalid')).toBe('true'));
    // The name is not live: nothing about it until it is left or a submit is tried.
    expect(screen.queryByText('Name is required')).toBeNull();
  });
});
