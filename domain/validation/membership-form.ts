import * as v from 'valibot';
import { US_STATE_CODES } from '../catalog/us-states.ts';
import { MEMBERSHIP_MESSAGES, type MembershipEligibility, mergeStates, ZIP5_PATTERN } from './membership.ts';
import { invalidMessage, requiredMessage } from './messages.ts';

/**
 * The membership eligibility form (002 §3): a nationwide switch, whole states picked from the list, and counties
 * with their zip codes typed as "80202, 80203". Its output is the PUT body (MembershipEligibility).
 */
const stateCode = v.pipe(
  v.string(requiredMessage('State')),
  v.trim(),
  v.toUpperCase(),
  v.picklist(US_STATE_CODES, requiredMessage('State')),
);

/** "80202, 80203 80204" → ['80202', '80203', '80204']; each must be 5 digits. */
const zipcodeList = v.pipe(
  v.optional(v.string(), ''),
  v.transform((text) => text.split(/[\s,;]+/).filter((zip) => zip !== '')),
  v.check((zips) => zips.every((zip) => ZIP5_PATTERN.test(zip)), invalidMessage('Zip code')),
);

const countyRow = v.object({
  state: stateCode,
  county: v.pipe(v.string(requiredMessage('County')), v.trim(), v.nonEmpty(requiredMessage('County')), v.maxLength(80)),
  zipcodes: zipcodeList,
});

const toMembership = (input: {
  states: readonly string[];
  counties: readonly { state: string; county: string; zipcodes: string[] }[];
}): MembershipEligibility => ({
  nationwide: false,
  states: mergeStates([
    ...input.states.map((state) => ({ state })),
    ...input.counties.map(({ state, county, zipcodes }) => ({ state, counties: [{ county, zipcodes }] })),
  ]),
});

export const membershipFormSchema = v.pipe(
  v.variant('nationwide', [
    // Nationwide: the hidden state and county rows are not judged (the switch says they do not apply).
    v.object({ nationwide: v.literal(true) }),
    v.pipe(
      v.object({
        nationwide: v.literal(false),
        states: v.optional(v.array(v.picklist(US_STATE_CODES, invalidMessage('State'))), []),
        counties: v.optional(v.array(countyRow), []),
      }),
      v.check((input) => input.states.length + input.counties.length > 0, MEMBERSHIP_MESSAGES.missing),
    ),
  ]),
  v.transform(
    (input): MembershipEligibility => (input.nationwide ? { nationwide: true, states: [] } : toMembership(input)),
  ),
);
export type MembershipFormInput = v.InferInput<typeof membershipFormSchema>;

/** The form's values for a membership: whole states in the list, every county a row. */
export const membershipFormValues = (membership: MembershipEligibility) => ({
  nationwide: membership.nationwide,
  states: membership.states.filter((entry) => entry.counties.length === 0).map((entry) => entry.state),
  counties: membership.states.flatMap((entry) =>
    entry.counties.map((county) => ({
      state: entry.state,
      county: county.county,
      zipcodes: county.zipcodes.join(', '),
    })),
  ),
});
