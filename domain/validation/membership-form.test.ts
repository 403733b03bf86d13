import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from './field-errors.ts';
import { membershipEligibilitySchema } from './membership.ts';
import { membershipFormSchema, membershipFormValues } from './membership-form.ts';

const membership = {
  nationwide: false,
  states: [
    { state: 'CO', counties: [] },
    { state: 'WY', counties: [{ county: 'Laramie', zipcodes: ['82001', '82009'] }] },
  ],
};

describe('membership eligibility form', () => {
  it('shows whole states in the list and counties as rows, and gives back the same membership', () => {
    const values = membershipFormValues(membership);
    expect(values).toEqual({
      nationwide: false,
      states: ['CO'],
      counties: [{ state: 'WY', county: 'Laramie', zipcodes: '82001, 82009' }],
    });
    const output = v.parse(membershipFormSchema, values);
    expect(output).toEqual(membership);
    // What it submits is a valid PUT body.
    expect(v.parse(membershipEligibilitySchema, output)).toEqual(membership);
  });

  it('adds a state, and reads zip codes separated by commas or spaces', () => {
    const values = membershipFormValues(membership);
    const output = v.parse(membershipFormSchema, {
      ...values,
      states: [...values.states, 'TX'],
      counties: [...values.counties, { state: 'NM', county: ' Santa Fe ', zipcodes: '87501 87505,' }],
    });
    expect(output.states.map((entry) => entry.state)).toEqual(['CO', 'NM', 'TX', 'WY']);
    expect(output.states[1]).toEqual({ state: 'NM', counties: [{ county: 'Santa Fe', zipcodes: ['87501', '87505'] }] });
  });

  it('ignores the hidden rows when nationwide', () => {
    expect(
      v.parse(membershipFormSchema, { nationwide: true, states: ['CO'], counties: [{ state: '', county: '' }] }),
    ).toEqual({ nationwide: true, states: [] });
  });

  it("says 'membership data is missing' when nothing is listed, and names bad rows", () => {
    expect(fieldErrors(membershipFormSchema, { nationwide: false, states: [], counties: [] })).toEqual({
      '': ['membership data is missing'],
    });
    expect(
      fieldErrors(membershipFormSchema, {
        nationwide: false,
        states: [],
        counties: [{ state: '', county: ' ', zipcodes: '8020' }],
      }),
    ).toEqual({
      'counties.0.state': ['State is required'],
      'counties.0.county': ['County is required'],
      'counties.0.zipcodes': ['Enter a valid Zip code'],
    });
  });
});
