// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client-error.ts';
import { MAX_FAQS, MIN_FAQS } from '../domain/catalog/limits.ts';
import { FAQ_MESSAGES, faqsSchema } from '../domain/validation/faq.ts';
import { formObject } from '../domain/validation/primitives.ts';
import { renderWithUi } from './form-test-support.tsx';
import { FieldGrid, fieldsFor, SchemaFormShell } from './schema-form.tsx';
import { useSchemaForm } from './use-schema-form.ts';

afterEach(cleanup);

const productFaqsSchema = formObject({ faqs: faqsSchema });
const blankFaq = () => ({ question: '', answer: '' });

const faqFields = fieldsFor(productFaqsSchema, [
  {
    name: 'faqs',
    label: 'FAQs',
    kind: 'list',
    itemLabel: 'FAQ',
    newItem: blankFaq,
    min: MIN_FAQS,
    max: MAX_FAQS,
    fields: [
      { name: 'question', label: 'Question', kind: 'text', required: false },
      { name: 'answer', label: 'Answer', kind: 'textarea', required: false },
    ],
  },
]);

/** A screen with its own layout: the hook, the shell, and the kit's fields inside. */
function FaqsScreen({ onSubmit }: { onSubmit: (values: unknown) => Promise<unknown> }) {
  const form = useSchemaForm({ schema: productFaqsSchema, defaultValues: { faqs: [blankFaq()] }, onSubmit });
  return (
    <SchemaFormShell form={form} submitLabel="Save FAQs">
      <FieldGrid fields={faqFields} />
    </SchemaFormShell>
  );
}

const row = (index: number) => screen.getByRole('group', { name: `FAQ ${index}` });
const addFaq = () => userEvent.click(screen.getByRole('button', { name: 'Add FAQ' }));
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save FAQs' }));

async function fillRow(index: number, question: string, answer: string) {
  if (question) await userEvent.type(within(row(index)).getByRole('textbox', { name: 'Question' }), question);
  if (answer) await userEvent.type(within(row(index)).getByRole('textbox', { name: 'Answer' }), answer);
}

describe('list field (FAQs: 1 to 3 complete sets)', () => {
  it('adds rows up to the maximum and removes them down to the minimum', async () => {
    renderWithUi(<FaqsScreen onSubmit={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Remove FAQ 1' })).toBeNull();
    await addFaq();
    await addFaq();
    expect(screen.getAllByRole('group', { name: /^FAQ \d$/ })).toHaveLength(MAX_FAQS);
    expect(screen.getByRole('button', { name: 'Add FAQ' }).hasAttribute('disabled')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Remove FAQ 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove FAQ 1' }));
    expect(screen.getAllByRole('group', { name: /^FAQ \d$/ })).toHaveLength(MIN_FAQS);
    expect(screen.queryByRole('button', { name: 'Remove FAQ 1' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add FAQ' }).hasAttribute('disabled')).toBe(false);
  });

  it('removing a row keeps the other rows as typed', async () => {
    renderWithUi(<FaqsScreen onSubmit={vi.fn()} />);
    await addFaq();
    await addFaq();
    await fillRow(1, 'First?', 'One');
    await fillRow(2, 'Second?', 'Two');
    await fillRow(3, 'Third?', 'Three');
    await userEvent.click(screen.getByRole('button', { name: 'Remove FAQ 2' }));
    const question = (index: number) =>
      (within(row(index)).getByRole('textbox', { name: 'Question' }) as HTMLInputElement).value;
    expect([question(1), question(2)]).toEqual(['First?', 'Third?']);
  });

  it('refuses an empty list and a half-filled set with the domain messages', async () => {
    const onSubmit = vi.fn();
    renderWithUi(<FaqsScreen onSubmit={onSubmit} />);
    await save();
    expect(await screen.findByText(FAQ_MESSAGES.atLeastOne)).toBeTruthy();
    await fillRow(1, 'What is the rate?', '');
    await save();
    expect(await within(row(1)).findByText(FAQ_MESSAGES.incomplete)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits complete sets, trimmed, with untouched empty rows dropped', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderWithUi(<FaqsScreen onSubmit={onSubmit} />);
    await fillRow(1, ' What is the rate? ', 'Fixed for the term');
    await addFaq();
    await save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({ faqs: [{ question: 'What is the rate?', answer: 'Fixed for the term' }] });
  });

  it("puts a server issue on a row's field ('faqs.1.answer')", async () => {
    const onSubmit = vi.fn().mockRejectedValue(
      new ApiError({
        status: 400,
        code: 'VALIDATION_FAILED',
        message: 'Validation failed',
        issues: [{ path: 'faqs.1.answer', message: 'Answer must not contain links' }],
      }),
    );
    renderWithUi(<FaqsScreen onSubmit={onSubmit} />);
    await addFaq();
    await fillRow(1, 'Q1', 'A1');
    await fillRow(2, 'Q2', 'see http://x');
    await save();
    expect(await within(row(2)).findByText('Answer must not contain links')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
