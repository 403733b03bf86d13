import * as v from 'valibot';
import { STATE_WILDCARD, US_STATE_CODES } from '../catalog/us-states.ts';
import type { LenderLocation } from '../engine/engine-types.ts';
import { LENDER_CALL_MESSAGES } from './lender.ts';
import { invalidMessage, requiredMessage } from './messages.ts';

/**
 * Membership and product eligibility as the console edits them (002 §3 "states, counties, zipcodes, wildcard all,
 * nationwide"), and their conversion to the engine's LenderLocation[] (domain/engine/membership.ts), which stays
 * the stored shape. A state with no counties is the whole state; a county admits a consumer whose county matches
 * or whose zip code is one of the county's (the engine's rule: bureau files do not always carry the county).
 */
export interface EligibleCounty {
  county: string;
  zipcodes: string[];
}
export interface EligibleState {
  state: string;
  /** Empty = the whole state. */
  counties: EligibleCounty[];
}
export interface MembershipEligibility {
  /** Everyone in the United States may join (stored as the engine's state '*'). */
  nationwide: boolean;
  states: EligibleState[];
}

/** County '*' in a form or a file means "every county", i.e. the whole state. */
export const COUNTY_WILDCARD = '*';
export const ZIP5_PATTERN = /^\d{5}$/;
const MAX_COUNTY_LENGTH = 80;

export const MEMBERSHIP_MESSAGES = {
  missing: LENDER_CALL_MESSAGES.membershipData,
  nationwideWithStates: 'A nationwide membership lists no states; switch nationwide off to list them',
  zipNeedsCounty: 'A zip code needs its county',
  wildcardRowAlone: 'A nationwide row (state *) names no county or zip code',
  wildcardWithOthers: 'A nationwide row (state *) cannot be combined with rows for states',
} as const;

const zipcodeSchema = v.pipe(
  v.string(invalidMessage('Zip code')),
  v.trim(),
  v.regex(ZIP5_PATTERN, invalidMessage('Zip code')),
);

const countyNameSchema = v.pipe(
  v.string(requiredMessage('County')),
  v.trim(),
  v.transform((name) => name.replace(/\s+/g, ' ')),
  v.nonEmpty(requiredMessage('County')),
  v.maxLength(MAX_COUNTY_LENGTH, invalidMessage('County')),
);

const countySchema = v.object({
  county: countyNameSchema,
  zipcodes: v.optional(v.array(zipcodeSchema, invalidMessage('Zip code')), []),
});

export const eligibleStateSchema = v.object({
  state: v.pipe(
    v.string(requiredMessage('State')),
    v.trim(),
    v.toUpperCase(),
    v.picklist(US_STATE_CODES, invalidMessage('State')),
  ),
  counties: v.optional(v.array(countySchema, invalidMessage('County')), []),
});

/** A list of states with their counties, merged into one entry per state (see mergeStates). */
export const eligibleStatesSchema = v.pipe(
  v.array(eligibleStateSchema, invalidMessage('State')),
  v.transform((states) => mergeStates(states)),
);

/**
 * The body of PUT /fi/{fiId}/membershipEligibility. Nothing to store (no body, no states and not nationwide) is the
 * seed's 'membership data is missing'.
 */
export const membershipEligibilitySchema = v.pipe(
  v.object(
    {
      nationwide: v.optional(v.boolean(invalidMessage('Nationwide')), false),
      states: v.optional(eligibleStatesSchema, []),
    },
    MEMBERSHIP_MESSAGES.missing,
  ),
  v.check((input) => input.nationwide || input.states.length > 0, MEMBERSHIP_MESSAGES.missing),
  v.check((input) => !input.nationwide || input.states.length === 0, MEMBERSHIP_MESSAGES.nationwideWithStates),
);
export type MembershipEligibilityInput = v.InferInput<typeof membershipEligibilitySchema>;

const countyKey = (county: string) => county.trim().toUpperCase();
const byText = (a: string, b: string) => a.localeCompare(b);

/**
 * One entry per state (sorted by code), one per county within it (case-insensitive, first spelling kept, sorted),
 * zip codes merged, deduplicated and sorted. A county '*' or a whole-state entry makes the state whole: the narrower
 * counties would admit no one more.
 */
export function mergeStates(
  states: readonly { state: string; counties?: readonly EligibleCounty[] }[],
): EligibleState[] {
  const merged = new Map<string, { whole: boolean; counties: Map<string, EligibleCounty> }>();
  for (const entry of states) {
    const state = entry.state.trim().toUpperCase();
    const slot = merged.get(state) ?? { whole: false, counties: new Map<string, EligibleCounty>() };
    merged.set(state, slot);
    const counties = entry.counties ?? [];
    if (counties.length === 0 || counties.some((county) => county.county.trim() === COUNTY_WILDCARD)) {
      slot.whole = true;
      continue;
    }
    for (const county of counties) {
      const key = countyKey(county.county);
      const known = slot.counties.get(key) ?? { county: county.county.trim(), zipcodes: [] };
      known.zipcodes = [...new Set([...known.zipcodes, ...county.zipcodes.map((zip) => zip.trim())])].sort(byText);
      slot.counties.set(key, known);
    }
  }
  return [...merged.entries()]
    .sort(([a], [b]) => byText(a, b))
    .map(([state, slot]) => ({
      state,
      counties: slot.whole ? [] : [...slot.counties.values()].sort((a, b) => byText(a.county, b.county)),
    }));
}

/** The engine's locations for a list of states (a whole state carries no counties). */
export const locationsOfStates = (states: readonly EligibleState[]): LenderLocation[] =>
  states.map(({ state, counties }) =>
    counties.length === 0
      ? { state }
      : { state, counties: counties.map(({ county, zipcodes }) => ({ county, zipcodes: [...zipcodes] })) },
  );

/** The stored LenderLocation[] of a membership: nationwide is the engine's state '*'. */
export const toLenderLocations = (membership: MembershipEligibility): LenderLocation[] =>
  membership.nationwide ? [{ state: STATE_WILDCARD }] : locationsOfStates(membership.states);

const isWildcard = (location: LenderLocation) => location.state.trim() === STATE_WILDCARD;

/** States of stored locations, merged as the console shows them (a '*' among them is left to the caller). */
export const statesOfLocations = (locations: readonly LenderLocation[]): EligibleState[] =>
  mergeStates(
    locations
      .filter((location) => !isWildcard(location))
      .map((location) => ({
        state: location.state,
        counties: (location.counties ?? []).map((county) => ({
          county: county.county,
          zipcodes: [...county.zipcodes],
        })),
      })),
  );

/**
 * The console's view of a stored membership. '*' anywhere is nationwide, as the engine reads it; an empty list
 * (never written by the console) admits no one and shows as no states, not nationwide.
 */
export const fromLenderLocations = (locations: readonly LenderLocation[]): MembershipEligibility =>
  locations.some(isWildcard)
    ? { nationwide: true, states: [] }
    : { nationwide: false, states: statesOfLocations(locations) };

/**
 * The membership a lender has before it sets one, and after DELETE: no restriction
 * (docs/decisions/0222-delete-membership-no-restriction-nationwide.md).
 */
export const NATIONWIDE_MEMBERSHIP: MembershipEligibility = { nationwide: true, states: [] };

/** A product's eligibility as the console shows it: null (or a stored '*') = everywhere the lender lends. */
export const productEligibilityOf = (locations: readonly LenderLocation[] | null): EligibleState[] | null =>
  locations === null || locations.some(isWildcard) ? null : statesOfLocations(locations);

/** States a product's eligibility names where the lender's membership admits no one (its offers could never go out). */
export function statesOutsideMembership(
  membership: MembershipEligibility,
  eligibility: readonly EligibleState[] | null,
): string[] {
  if (membership.nationwide || eligibility === null) return [];
  const member = new Set(membership.states.map((entry) => entry.state));
  return eligibility.map((entry) => entry.state).filter((state) => !member.has(state));
}
