/**
 * The partner prequal matching rule (docs/decisions/0344-matching-rule-embedder-api-keys.md): a submitted person is one
 * of the embedder's consumers in their current campaign when the last name (trimmed, case and inner spaces ignored),
 * the 5-digit zip code and the date of birth are all equal, and — when the partner sends SSN last 4 and we hold an
 * SSN — those 4 digits are equal too. Exactly one candidate must match: two people matching the same details is no
 * match, so an answer never shows one person another's offers.
 */
export interface PrequalIdentity {
  readonly lastName: string;
  readonly zipcode: string;
  readonly dob: string;
  readonly ssnLast4?: string | undefined;
}

export interface MatchCandidate {
  readonly lastName: string;
  readonly zipcode?: string | undefined;
  readonly dob?: string | undefined;
  readonly ssn?: string | undefined;
}

export const normalizeLastName = (name: string): string => name.trim().replace(/\s+/g, ' ').toLowerCase();
export const zip5 = (zipcode: string): string => zipcode.trim().slice(0, 5);

/** YYYY-MM-DD naming a real day in the past. */
export function isIsoDateOfBirth(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day && date.getTime() < Date.now();
}

export function matchesPrequal(request: PrequalIdentity, candidate: MatchCandidate): boolean {
  if (normalizeLastName(request.lastName) !== normalizeLastName(candidate.lastName)) return false;
  if (!candidate.zipcode || zip5(request.zipcode) !== zip5(candidate.zipcode)) return false;
  if (!candidate.dob || request.dob !== candidate.dob) return false;
  if (request.ssnLast4 && candidate.ssn) return candidate.ssn.replace(/\D/g, '').slice(-4) === request.ssnLast4;
  return true;
}

/** The one candidate that matches, or undefined for none or several. */
export function pickPrequalMatch<C extends MatchCandidate>(
  request: PrequalIdentity,
  candidates: readonly C[],
): C | undefined {
  const matches = candidates.filter((candidate) => matchesPrequal(request, candidate));
  return matches.length === 1 ? matches[0] : undefined;
}
