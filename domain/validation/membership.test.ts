import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { compileLocations } from '../engine/membership.ts';
import { fieldErrors } from './field-errors.ts';
import {
  fromLenderLocations,
  MEMBERSHIP_MESSAGES as M,
  membershipEligibilitySchema,
  mergeStates,
  toLenderLocations,
} from './membership.ts';

const parse = (input: unknown) => v.parse(membershipEligibilitySchema, input);

describe('membership eligibility (PUT body)', () => {
  it('takes states by code, whole or by county with 5-digit zip codes', () => {
    expect(
      parse({
        states: [{ state: ' wy ', counties: [{ county: ' Laramie ', zipcodes: ['82009', '82001'] }] }, { state: 'CO' }],
      }),
    ).toEqual({
      nationwide: false,
      states: [
        { state: 'CO', counties: [] },
        { state: 'WY', counties: [{ county: 'Laramie', zipcodes: ['82001', '82009'] }] },
      ],
    });
  });

  it('takes nationwide with no states', () => {
    expect(parse({ nationwide: true })).toEqual({ nationwide: true, states: [] });
    expect(fieldErrors(membershipEligibilitySchema, { nationwide: true, states: [{ state: 'CO' }] })).toEqual({
      '': [M.nationwideWithStates],
    });
  });

  it("answers the seed's 'membership data is missing' for an empty or row-less body", () => {
    for (const body of [{}, { states: [] }, { nationwide: false, states: [] }, [], 'CO', null]) {
      const errors = fieldErrors(membershipEligibilitySchema, body);
      expect(errors, JSON.stringify(body)).toEqual({ '': ['membership data is missing'] });
    }
  });

  it('refuses unknown states, blank counties and zip codes that are not 5 digits', () => {
    const errors = fieldErrors(membershipEligibilitySchema, {
      states: [
        { state: 'XX' },
        { state: '*' },
        { state: 'CO', counties: [{ county: ' ', zipcodes: ['8020', '80202-1234', 'abcde'] }] },
      ],
    });
    expect(errors).toEqual({
      'states.0.state': ['Enter a valid State'],
      'states.1.state': ['Enter a valid State'],
      'states.2.counties.0.county': ['County is required'],
      'states.2.counties.0.zipcodes.0': ['Enter a valid Zip code'],
      'states.2.counties.0.zipcodes.1': ['Enter a valid Zip code'],
      'states.2.counties.0.zipcodes.2': ['Enter a valid Zip code'],
    });
  });
});

describe('merging states', () => {
  it('keeps one entry per state and county, zip codes merged; a whole state or county * absorbs its counties', () => {
    expect(
      mergeStates([
        { state: 'CO', counties: [{ county: 'Denver', zipcodes: ['80202'] }] },
        { state: 'co', counties: [{ county: 'DENVER', zipcodes: ['80203', '80202'] }] },
        { state: 'CO', counties: [{ county: 'Boulder', zipcodes: [] }] },
        { state: 'TX', counties: [{ county: 'Travis', zipcodes: [] }] },
        { state: 'TX' },
        { state: 'WY', counties: [{ county: '*', zipcodes: [] }] },
      ]),
    ).toEqual([
      {
        state: 'CO',
        counties: [
          { county: 'Boulder', zipcodes: [] },
          { county: 'Denver', zipcodes: ['80202', '80203'] },
        ],
      },
      { state: 'TX', counties: [] },
      { state: 'WY', counties: [] },
    ]);
  });
});

describe('to and from the stored LenderLocation[]', () => {
  it('stores nationwide as state *, whole states without counties', () => {
    expect(toLenderLocations({ nationwide: true, states: [] })).toEqual([{ state: '*' }]);
    expect(
      toLenderLocations({
        nationwide: false,
        states: [
          { state: 'CO', counties: [] },
          { state: 'WY', counties: [{ county: 'Laramie', zipcodes: ['82001'] }] },
        ],
      }),
    ).toEqual([{ state: 'CO' }, { state: 'WY', counties: [{ county: 'Laramie', zipcodes: ['82001'] }] }]);
  });

  it('reads * anywhere as nationwide, as the engine does, and an empty list as no states', () => {
    expect(fromLenderLocations([{ state: 'CO' }, { state: ' * ' }])).toEqual({ nationwide: true, states: [] });
    expect(fromLenderLocations([])).toEqual({ nationwide: false, states: [] });
    expect(fromLenderLocations([{ state: 'co', counties: [] }])).toEqual({
      nationwide: false,
      states: [{ state: 'CO', counties: [] }],
    });
  });

  it('round-trips, and the offer engine admits exactly the consumers the console shows', () => {
    const membership = parse({
      states: [{ state: 'CO' }, { state: 'WY', counties: [{ county: 'Laramie', zipcodes: ['82001'] }] }],
    });
    const stored = toLenderLocations(membership);
    expect(fromLenderLocations(stored)).toEqual(membership);
    const engine = compileLocations(stored);
    expect(engine.national).toBe(false);
    expect(engine.matches('CO', 'Denver', '80202')).toBe(true);
    expect(engine.matches('WY', 'Laramie', null)).toBe(true);
    expect(engine.matches('WY', null, '82001')).toBe(true);
    expect(engine.matches('WY', 'Natrona', '82601')).toBe(false);
    expect(engine.matches('TX', 'Travis', '78701')).toBe(false);
    expect(compileLocations(toLenderLocations(parse({ nationwide: true }))).matches('TX', null, null)).toBe(true);
  });
});
