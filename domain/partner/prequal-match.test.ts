import { describe, expect, it } from 'vitest';
import { isIsoDateOfBirth, matchesPrequal, pickPrequalMatch } from './prequal-match.ts';

const maria = { lastName: 'Garcia', zipcode: '80301', dob: '1984-03-12', ssn: '521-44-1234' };
const request = { lastName: 'Garcia', zipcode: '80301', dob: '1984-03-12' };

describe('the prequal matching rule', () => {
  it('matches on last name, 5-digit zip code and date of birth', () => {
    expect(matchesPrequal(request, maria)).toBe(true);
    expect(matchesPrequal({ ...request, lastName: '  gARCIA ' }, maria)).toBe(true);
    expect(matchesPrequal({ ...request, zipcode: '80301-1234' }, maria)).toBe(true);
    expect(matchesPrequal({ ...request, lastName: 'Garza' }, maria)).toBe(false);
    expect(matchesPrequal({ ...request, zipcode: '80302' }, maria)).toBe(false);
    expect(matchesPrequal({ ...request, dob: '1984-03-13' }, maria)).toBe(false);
  });

  it('checks SSN last 4 only when both sides have it', () => {
    expect(matchesPrequal({ ...request, ssnLast4: '1234' }, maria)).toBe(true);
    expect(matchesPrequal({ ...request, ssnLast4: '9999' }, maria)).toBe(false);
    expect(matchesPrequal({ ...request, ssnLast4: '9999' }, { ...maria, ssn: undefined })).toBe(true);
  });

  it('does not match a candidate missing the zip code or date of birth', () => {
    expect(matchesPrequal(request, { ...maria, zipcode: undefined })).toBe(false);
    expect(matchesPrequal(request, { ...maria, dob: undefined })).toBe(false);
  });

  it('picks exactly one candidate: none or several is no match', () => {
    const other = { ...maria, ssn: '600-00-0000' };
    expect(pickPrequalMatch(request, [maria])).toBe(maria);
    expect(pickPrequalMatch(request, [])).toBeUndefined();
    expect(pickPrequalMatch(request, [maria, other])).toBeUndefined();
    // SSN last 4 tells the two apart.
    expect(pickPrequalMatch({ ...request, ssnLast4: '1234' }, [maria, other])).toBe(maria);
  });

  it('reads dates of birth as real past ISO days', () => {
    expect(isIsoDateOfBirth('1984-03-12')).toBe(true);
    expect(isIsoDateOfBirth('1984-02-30')).toBe(false);
    expect(isIsoDateOfBirth('03-12-1984')).toBe(false);
    expect(isIsoDateOfBirth('2999-01-01')).toBe(false);
  });
});
