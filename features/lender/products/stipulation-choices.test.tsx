// @vitest-environment happy-dom

import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Plain } from '../../../kit/object-fields.tsx';
import { TestProviders } from '../../../ui/test-providers.tsx';
import { StipulationChoices, stipulationField } from './stipulation-choices.tsx';

type Entry = Parameters<typeof stipulationField>[0][number];

afterEach(cleanup);

const PAY_STUB: Entry = { id: 'a1', name: 'Recent pay stub', status: 'ACTIVE', categories: ['income'] };
const UTILITY: Entry = { id: 'b2', name: 'Utility bill', status: 'ACTIVE', categories: ['address'] };
const IDENTITY: Entry = { id: 'c3', name: 'Proof of identity', status: 'INACTIVE', categories: ['name'] };
const CATALOGUE = [PAY_STUB, UTILITY, IDENTITY];

describe('stipulationField', () => {
  it('offers the active catalogue entries, and an inactive one only while it is chosen', () => {
    expect(stipulationField(CATALOGUE, []).options).toEqual([
      { value: 'a1', label: 'Recent pay stub (income)' },
      { value: 'b2', label: 'Utility bill (address)' },
    ]);
    expect(stipulationField(CATALOGUE, ['c3']).options?.map((o) => o.label)).toEqual([
      'Recent pay stub (income)',
      'Utility bill (address)',
      'Proof of identity (name) — inactive',
    ]);
  });
});

function Harness({ initial, seen }: { initial: Plain; seen: Plain[] }) {
  const [value, setValue] = useState<Plain>(initial);
  return (
    <TestProviders>
      <StipulationChoices
        catalogue={CATALOGUE}
        value={value}
        onChange={(next) => {
          seen.push(next);
          setValue(next);
        }}
        errors={{ catalogueIds: 'Enter a valid Stipulation' }}
      />
    </TestProviders>
  );
}

describe('StipulationChoices', () => {
  it('ticks and unticks catalogue stipulations into catalogueIds, keeping the order of the catalogue', async () => {
    const seen: Plain[] = [];
    render(<Harness initial={{ catalogueIds: ['b2'] }} seen={seen} />);
    expect(screen.getByRole('group', { name: 'Stipulations from the catalogue' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Utility bill (address)' })).toHaveProperty('checked', true);
    expect(screen.queryByRole('checkbox', { name: /Proof of identity/ })).toBeNull();
    await userEvent.click(screen.getByText('Recent pay stub (income)'));
    expect(seen.at(-1)).toEqual({ catalogueIds: ['a1', 'b2'] });
    await userEvent.click(screen.getByText('Utility bill (address)'));
    expect(seen.at(-1)).toEqual({ catalogueIds: ['a1'] });
    expect(screen.getByText('Enter a valid Stipulation')).toBeTruthy();
  });

  it('says so while the catalogue loads and when it has nothing active', () => {
    const { rerender } = render(
      <TestProviders>
        <StipulationChoices catalogue={undefined} value={{}} onChange={() => {}} errors={{}} />
      </TestProviders>,
    );
    expect(screen.getByText('Loading the stipulation catalogue…')).toBeTruthy();
    rerender(
      <TestProviders>
        <StipulationChoices catalogue={[IDENTITY]} value={{}} onChange={() => {}} errors={{}} />
      </TestProviders>,
    );
    expect(screen.getByText('The stipulation catalogue has no active stipulations yet.')).toBeTruthy();
  });
});
