import type { LenderLocation } from './engine-types.ts';

/** Location lists compiled to lookups; '*' anywhere makes the list national. */
export interface LocationMatcher {
  national: boolean;
  usesCounties: boolean;
  matches(state: string, county: string | null, zip: string | null): boolean;
}

const normalise = (text: string) => text.trim().toUpperCase();

export function compileLocations(locations: readonly LenderLocation[]): LocationMatcher {
  const national = locations.some((location) => location.state.trim() === '*');
  const wholeStates = new Set<string>();
  const countiesByState = new Map<string, { counties: Set<string>; zipcodes: Set<string> }>();
  for (const location of locations) {
    const state = normalise(location.state);
    if (location.counties === undefined || location.counties.length === 0) {
      wholeStates.add(state);
      continue;
    }
    const entry = countiesByState.get(state) ?? { counties: new Set<string>(), zipcodes: new Set<string>() };
    for (const county of location.counties) {
      entry.counties.add(normalise(county.county));
      for (const zip of county.zipcodes) entry.zipcodes.add(zip.trim());
    }
    countiesByState.set(state, entry);
  }
  return {
    national,
    usesCounties: countiesByState.size > 0,
    matches(state, county, zip) {
      if (national) return true;
      // Bureau files carry upper-case codes: try the code as given before paying for normalisation.
      if (wholeStates.has(state)) return true;
      const consumerState = normalise(state);
      if (wholeStates.has(consumerState)) return true;
      const entry = countiesByState.get(consumerState);
      if (entry === undefined) return false;
      return (
        (county !== null && entry.counties.has(normalise(county))) || (zip !== null && entry.zipcodes.has(zip.trim()))
      );
    },
  };
}
