// @vitest-environment happy-dom

import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CatalogueProduct } from '../api/lender-campaigns.ts';
import { TestProviders } from '../ui/test-providers.tsx';
import { RedeemLimitTable } from './redeem-limit-table.tsx';

afterEach(cleanup);

const product = (name: string, primaryLimit: 'AMOUNT' | 'COUNT') =>
  ({
    productId: name,
    name,
    primaryLimit,
    status: 'active',
    redeemLimitAmount: null,
    redeemLimitCount: null,
    redeemedAmount: '0.00',
    redeemedCount: 0,
  }) as unknown as CatalogueProduct;

describe('redeem limit table', () => {
  it('puts "By amount" before "By count" on every row, marking the primary (issue 30 item 7)', () => {
    render(
      <TestProviders>
        <RedeemLimitTable
          products={[product('Boat Loan', 'AMOUNT'), product('Rewards Card', 'COUNT')]}
          save={async () => {}}
        />
      </TestProviders>,
    );
    for (const [name, primary] of [
      ['Boat Loan', /By amount/],
      ['Rewards Card', /By count/],
    ] as const) {
      const row = screen.getAllByRole('row').find((r) => r.getAttribute('data-product') === name);
      if (!row) throw new Error(`no row for ${name}`);
      const labels = within(row)
        .getAllByText(/^By (amount|count)/)
        .map((label) => label.textContent ?? '');
      expect(labels.map((text) => text.replace(/ · primary$/, ''))).toEqual(['By amount ($)', 'By count']);
      expect(labels.filter((text) => text.endsWith('· primary'))).toEqual([expect.stringMatching(primary)]);
    }
  });
});
