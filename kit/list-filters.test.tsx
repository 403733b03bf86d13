// @vitest-environment happy-dom

import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ListFilter, OPERATORS_BY_TYPE } from '../api/paged-list.ts';
import { TestProviders } from '../ui/test-providers.tsx';
import { ListFilters } from './list-filters.tsx';
import { leadFields } from './paged-list.test-support.ts';

afterEach(cleanup);

const fields = leadFields;

function renderFilters(filters: ListFilter[] = [], onChange = vi.fn()) {
  render(
    <TestProviders>
      <ListFilters fields={fields} filters={filters} onChange={onChange} />
    </TestProviders>,
  );
  return onChange;
}

/** Opens the new-filter form on a field and, when given, a condition; answers the form. */
async function openEditor(fieldLabel: string, condition?: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Add filter' }));
  const form = screen.getByRole('form', { name: 'New filter' });
  await userEvent.selectOptions(within(form).getByLabelText('Filter by'), fieldLabel);
  if (condition) await userEvent.selectOptions(within(form).getByLabelText('Condition'), condition);
  return form;
}

const apply = (form: HTMLElement) => userEvent.click(within(form).getByRole('button', { name: 'Apply' }));

const optionValues = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => (option as HTMLOptionElement).value);

describe('ListFilters', () => {
  it('offers only the filterable fields', async () => {
    renderFilters();
    await userEvent.click(screen.getByRole('button', { name: 'Add filter' }));
    const fieldSelect = screen.getByLabelText('Filter by');
    expect(optionValues(fieldSelect)).toEqual(['dateAccepted', 'id', 'consumerLastName', 'status', 'createdAt']);
  });

  it.each([
    ['Date accepted', 'DATE'],
    ['Lead ID', 'INTEGER'],
    ['Status', 'STRING_ENUM'],
    ['Last name', 'STRING'],
  ] as const)('offers the operators of a %s field (%s) and nothing else', async (label, type) => {
    renderFilters();
    const form = await openEditor(label);
    expect(optionValues(within(form).getByLabelText('Condition'))).toEqual(OPERATORS_BY_TYPE[type]);
  });

  it('takes a date range for a DATE field with BETWEEN, joined by |', async () => {
    const onChange = renderFilters();
    const form = await openEditor('Date accepted', 'BETWEEN');
    const from = within(form).getByLabelText('From') as HTMLInputElement;
    expect(from.type).toBe('date');
    await userEvent.type(from, '2026-01-01');
    await userEvent.type(within(form).getByLabelText('To'), '2026-01-31');
    await apply(form);
    expect(onChange).toHaveBeenCalledWith([
      { field: 'dateAccepted', operator: 'BETWEEN', value: '2026-01-01|2026-01-31' },
    ]);
  });

  it('takes a number for an INTEGER field and says when it is missing', async () => {
    const onChange = renderFilters();
    const form = await openEditor('Lead ID', 'GREATERTHAN');
    const value = within(form).getByLabelText('Value') as HTMLInputElement;
    expect(value.type).toBe('number');
    await apply(form);
    expect(within(form).getByRole('alert').textContent).toBe('Enter a whole number');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.type(value, '42');
    await apply(form);
    expect(onChange).toHaveBeenCalledWith([{ field: 'id', operator: 'GREATERTHAN', value: '42' }]);
  });

  it("offers a STRING_ENUM field's options: a select for EQUAL, checkboxes for IN", async () => {
    const onChange = renderFilters([{ field: 'id', operator: 'EQUAL', value: '7' }]);
    const form = await openEditor('Status');
    expect(optionValues(within(form).getByLabelText('Value'))).toEqual(['', 'NEW', 'ASSIGNED', 'CLOSED']);
    await userEvent.selectOptions(within(form).getByLabelText('Condition'), 'IN');
    await userEvent.click(within(form).getByText('New'));
    await userEvent.click(within(form).getByText('Closed'));
    await apply(form);
    expect(onChange).toHaveBeenCalledWith([
      { field: 'id', operator: 'EQUAL', value: '7' },
      { field: 'status', operator: 'IN', value: 'NEW|CLOSED' },
    ]);
  });

  it('shows applied filters as chips that remove themselves, and clears them all', async () => {
    const onChange = renderFilters([
      { field: 'status', operator: 'IN', value: 'NEW|CLOSED' },
      { field: 'consumerLastName', operator: 'LIKE', value: 'Smi' },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter: Status is one of New, Closed' }));
    expect(onChange).toHaveBeenLastCalledWith([{ field: 'consumerLastName', operator: 'LIKE', value: 'Smi' }]);
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });
});
