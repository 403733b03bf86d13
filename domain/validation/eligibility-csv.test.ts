import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  membershipCsvRowSchema,
  membershipFromCsvRows,
  productEligibilityCsvRowSchema,
  productEligibilityFromCsvRows,
} from './eligibility-csv.ts';
import { fieldErrors } from './field-errors.ts';

const row = (state: string, county = '', zipcode = '') => v.parse(membershipCsvRowSchema, { state, county, zipcode });
const productRow = (productName: string, state: string, county = '', zipcode = '') =>
  v.parse(productEligibilityCsvRowSchema, { productName, state, county, zipcode });

describe('membership file rows', () => {
  it('checks each cell: a state code or *, 5-digit zip codes under a county', () => {
    expect(fieldErrors(membershipCsvRowSchema, { state: 'ZZ', county: 'Denver', zipcode: '123' })).toEqual({
      state: ['Enter a valid State'],
      zipcode: ['Enter a valid Zip code'],
    });
    expect(fieldErrors(membershipCsvRowSchema, { state: 'CO', county: '', zipcode: '80202' })).toEqual({
      zipcode: ['A zip code needs its county'],
    });
    expect(fieldErrors(membershipCsvRowSchema, { state: '*', county: 'Denver' })).toEqual({
      state: ['A nationwide row (state *) names no county or zip code'],
    });
    expect(row(' co ', ' Denver ', '80202')).toEqual({ state: 'CO', county: 'Denver', zipcode: '80202' });
  });

  it('builds the membership: rows of a state merge, a blank or * county is the whole state', () => {
    const rows = [row('CO', 'Denver', '80202'), row('CO', 'Denver', '80203'), row('WY'), row('TX', '*')];
    expect(membershipFromCsvRows(rows)).toEqual({
      membership: {
        nationwide: false,
        states: [
          { state: 'CO', counties: [{ county: 'Denver', zipcodes: ['80202', '80203'] }] },
          { state: 'TX', counties: [] },
          { state: 'WY', counties: [] },
        ],
      },
      issues: [],
    });
  });

  it('reads a lone * row as nationwide and refuses one mixed with states, naming its line', () => {
    expect(membershipFromCsvRows([row('*')])).toEqual({ membership: { nationwide: true, states: [] }, issues: [] });
    expect(membershipFromCsvRows([row('CO'), row('*')])).toEqual({
      membership: null,
      issues: [
        { line: 3, column: 'state', message: 'A nationwide row (state *) cannot be combined with rows for states' },
      ],
    });
  });
});

describe('product eligibility file rows', () => {
  it('groups rows by product name (case and spaces ignored); * = everywhere the lender lends', () => {
    const result = productEligibilityFromCsvRows([
      productRow('RV Loan', 'CO', 'Denver', '80202'),
      productRow('Boat Loan', '*'),
      productRow('rv  loan', 'WY'),
    ]);
    expect(result).toEqual({
      issues: [],
      products: [
        {
          productName: 'RV Loan',
          lines: [2, 4],
          eligibility: [
            { state: 'CO', counties: [{ county: 'Denver', zipcodes: ['80202'] }] },
            { state: 'WY', counties: [] },
          ],
        },
        { productName: 'Boat Loan', lines: [3], eligibility: null },
      ],
    });
  });

  it('refuses a * row mixed with states of the same product only', () => {
    const result = productEligibilityFromCsvRows([
      productRow('RV Loan', 'CO'),
      productRow('Boat Loan', '*'),
      productRow('RV Loan', '*'),
    ]);
    expect(result.issues).toEqual([
      { line: 4, column: 'state', message: 'A nationwide row (state *) cannot be combined with rows for states' },
    ]);
  });

  it('needs a product name', () => {
    expect(fieldErrors(productEligibilityCsvRowSchema, { productName: ' ', state: 'CO' })).toEqual({
      productName: ['Product name is required'],
    });
  });
});
