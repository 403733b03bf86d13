// @vitest-environment happy-dom

import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PrescreenRow } from '../api/uc-campaigns.ts';
import { TestProviders } from '../ui/test-providers.tsx';
import { PrescreenCriteriaForm } from './prescreen-criteria-form.tsx';
import { PrescreenTable } from './prescreen-table.tsx';

afterEach(cleanup);

const row = (over: Partial<PrescreenRow>): PrescreenRow => ({
  state: '-1',
  label: 'Global',
  field: 'VANTAGE_SCORE',
  criteria: null,
  inherited: false,
  complete: false,
  consumerCount: 10,
  totalConsumers: 10,
  ...over,
});
const rows = [
  row({ criteria: 'GTE 640', complete: true, consumerCount: 7 }),
  row({ state: 'CO', label: 'Colorado', criteria: 'GTE 640', inherited: true, consumerCount: 5, totalConsumers: 8 }),
  row({ state: 'WY', label: 'Wyoming', criteria: 'GTE 700', complete: true, consumerCount: 1, totalConsumers: 2 }),
];
const wrap = (ui: React.ReactNode) => render(<TestProviders>{ui}</TestProviders>);

describe('PrescreenTable', () => {
  it('shows the criteria in force (Global’s marked), the counts, and review buttons when editable', async () => {
    const onToggle = vi.fn();
    wrap(<PrescreenTable rows={rows} onToggle={onToggle} />);
    const table = screen.getByRole('table', { name: 'Prescreen by state' });
    const colorado = within(table).getByRole('row', { name: /Colorado/ });
    expect(colorado.textContent).toContain('VANTAGE_SCORE GTE 640 (Global)');
    expect(colorado.textContent).toContain('5 of 8');
    expect(within(table).getByRole('row', { name: /Wyoming/ }).textContent).not.toContain('(Global)');
    // Global has no review; each state has its action.
    expect(
      within(table)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Mark complete Colorado', 'Reopen Wyoming']);
    await userEvent.click(screen.getByRole('button', { name: 'Reopen Wyoming' }));
    expect(onToggle).toHaveBeenCalledWith(rows[2]);
  });

  it('shows badges instead of buttons when read-only', () => {
    wrap(<PrescreenTable rows={rows} />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByRole('row', { name: /Colorado/ }).textContent).toContain('Pending');
    expect(screen.getByRole('row', { name: /Wyoming/ }).textContent).toContain('Complete');
  });
});

describe('PrescreenCriteriaForm', () => {
  it('saves the chosen state, field and typed criteria', async () => {
    const onSave = vi.fn();
    wrap(
      <PrescreenCriteriaForm
        states={rows.map((r) => ({ value: r.state, label: r.label }))}
        fields={[
          { value: 'VANTAGE_SCORE', label: 'Vantage score' },
          { value: 'TOTAL_UNSECURED_DEBT', label: 'Unsecured debt' },
        ]}
        initial={{ state: '-1', field: 'VANTAGE_SCORE', criteria: '' }}
        pending={false}
        onSave={onSave}
      />,
    );
    await userEvent.selectOptions(screen.getByLabelText('State'), 'WY');
    await userEvent.selectOptions(screen.getByLabelText('Bureau field'), 'TOTAL_UNSECURED_DEBT');
    await userEvent.type(screen.getByLabelText('Criteria'), 'LT 5000');
    await userEvent.click(screen.getByRole('button', { name: 'Save criteria' }));
    expect(onSave).toHaveBeenCalledWith({ state: 'WY', field: 'TOTAL_UNSECURED_DEBT', criteria: 'LT 5000' });
  });
});
