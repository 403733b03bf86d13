// @vitest-environment happy-dom

import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TestProviders } from '../ui/test-providers.tsx';
import { StepSummary } from './step-summary.tsx';

afterEach(cleanup);

describe('StepSummary', () => {
  it('shows each step’s rows with an Edit link to the step’s anchor, and "Not set" for an empty step', () => {
    render(
      <TestProviders>
        <StepSummary
          sections={[
            { step: 'tiers', title: 'Tiers', rows: [{ label: 'Gold term 1', value: '60 months · 4.25% APR' }] },
            { step: 'addOn', title: 'Add-Ons', rows: [] },
          ]}
        />
      </TestProviders>,
    );
    const tiers = screen.getByRole('region', { name: 'Tiers' });
    expect(within(tiers).getByText('Gold term 1')).toBeTruthy();
    expect(within(tiers).getByText('60 months · 4.25% APR')).toBeTruthy();
    expect(within(tiers).getByRole('link', { name: 'Edit Tiers' }).getAttribute('href')).toBe('#tiers');
    const addOn = screen.getByRole('region', { name: 'Add-Ons' });
    expect(within(addOn).getByText('Not set')).toBeTruthy();
    expect(within(addOn).getByRole('link', { name: 'Edit Add-Ons' }).getAttribute('href')).toBe('#addOn');
  });
});
