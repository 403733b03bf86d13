// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cells } from './display-cells.ts';
import { renderWithUi } from './form-test-support.tsx';
import { RecordCard } from './record-card.tsx';
import { chipCell } from './status-chip.tsx';
import { type StatusSection, StatusSections } from './status-sections.tsx';

afterEach(cleanup);

interface Item {
  readonly id: string;
  readonly status: 'A' | 'B' | 'C';
}

const section = (key: string, statuses: Item['status'][]): StatusSection<Item> => ({
  key,
  title: `Title ${key}`,
  empty: `Nothing in ${key}.`,
  holds: (item) => statuses.includes(item.status),
});

describe('status sections and record cards', () => {
  it('puts each item in the sections that hold it, each a landmark named by its heading, and says when one is empty', () => {
    renderWithUi(
      <StatusSections
        items={[
          { id: 'one', status: 'A' },
          { id: 'two', status: 'B' },
          { id: 'three', status: 'A' },
        ]}
        sections={[section('first', ['A']), section('second', ['B', 'C']), section('third', [])]}
        idPrefix="things"
        itemKey={(item) => item.id}
        renderItem={(item, where) => (
          <RecordCard title={`${item.id} in ${where.key}`} chips={[{ words: item.status, palette: 'green' }]} />
        )}
      />,
    );
    const first = screen.getByRole('region', { name: 'Title first' });
    expect(
      within(first)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['one in first', 'three in first']);
    expect(within(first).getAllByText('A')).toHaveLength(2);
    const second = screen.getByRole('region', { name: 'Title second' });
    expect(within(second).getByRole('heading', { level: 3 }).textContent).toBe('two in second');
    expect(within(second).queryByText('Nothing in second.')).toBeNull();
    const third = screen.getByRole('region', { name: 'Title third' });
    expect(within(third).getByText('Nothing in third.')).toBeTruthy();
    expect(third.getAttribute('aria-labelledby')).toBe('things-third');
  });

  it('draws table cells: a chip by row, yes or no, a value with its unit or a dash', () => {
    const context = <V,>(value: V, row: unknown = {}) =>
      ({ getValue: () => value, row: { original: row } }) as unknown as Parameters<typeof cells.text>[0];
    const chip = chipCell((row: { on: boolean }) => ({ words: row.on ? 'On' : 'Off', palette: 'green' }));
    renderWithUi(
      <div>
        {chip(context(null, { on: true }) as never)}
        <span>{cells.yesNo(context(true))}</span>
        <span>{cells.yesNo(context(false))}</span>
      </div>,
    );
    expect(screen.getByText('On')).toBeTruthy();
    expect(screen.getByText('Yes')).toBeTruthy();
    expect(screen.getByText('No')).toBeTruthy();
    expect(cells.withUnit('%')(context('9.490'))).toBe('9.490%');
    expect(cells.withUnit('%')(context(null))).toBe('—');
    expect(cells.text(context(0))).toBe('0');
    expect(cells.text(context(''))).toBe('—');
  });
});
