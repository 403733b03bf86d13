import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addFlags,
  combineFlags,
  flagNames,
  formatJourneyFlags,
  hasAllFlags,
  hasAnyFlag,
  initialJourneyFlags,
  isJourneyFlags,
  JOURNEY_FLAGS,
  type JourneyFlagName,
  journeyFlagsOf,
  KNOWN_JOURNEY_BITS,
  NO_JOURNEY_FLAGS,
  parseJourneyFlags,
  removeFlags,
  toJourneyFlags,
} from './journey-flags.ts';

const names = Object.keys(JOURNEY_FLAGS) as JourneyFlagName[];
const anyFlags = fc.integer({ min: 0, max: KNOWN_JOURNEY_BITS }).map(toJourneyFlags);
const someNames = fc.subarray(names);

describe('journey flags', () => {
  it('has the values of 001 §4, powers of two from 1 to 512', () => {
    expect(JOURNEY_FLAGS.NONE).toBe(0);
    expect(JOURNEY_FLAGS.REDIRECTING).toBe(512);
    const values = names.filter((n) => n !== 'NONE').map((n) => JOURNEY_FLAGS[n]);
    expect(values).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512]);
    expect(KNOWN_JOURNEY_BITS).toBe(1023);
  });

  it('combines, adds and removes', () => {
    const flags = combineFlags('ANONYMOUS', 'OFFERS_GENERATED');
    expect(flags).toBe(9);
    expect(addFlags(flags, 'REDEEMED')).toBe(265);
    expect(removeFlags(flags, 'ANONYMOUS')).toBe(8);
    expect(removeFlags(flags, 'IDV_PASSED')).toBe(9);
    expect(addFlags(flags, 'NONE')).toBe(9);
    expect(combineFlags()).toBe(0);
  });

  it('tests for any and all', () => {
    const flags = combineFlags('IDV_PASSED', 'IDDOC_PASSED');
    expect(hasAnyFlag(flags, 'IDV_PASSED', 'REDEEMED')).toBe(true);
    expect(hasAnyFlag(flags, 'REDEEMED')).toBe(false);
    expect(hasAnyFlag(flags, 'NONE')).toBe(false);
    expect(hasAllFlags(flags, 'IDV_PASSED', 'IDDOC_PASSED')).toBe(true);
    expect(hasAllFlags(flags, 'IDV_PASSED', 'REDEEMED')).toBe(false);
    expect(hasAllFlags(flags)).toBe(true);
  });

  it('masks unknown bits and out-of-range values', () => {
    expect(toJourneyFlags(1024)).toBe(0);
    expect(toJourneyFlags(1024 + 8)).toBe(8);
    expect(toJourneyFlags(0x1_0001)).toBe(1);
    expect(toJourneyFlags(-1)).toBe(KNOWN_JOURNEY_BITS);
    expect(toJourneyFlags(8.9)).toBe(8);
    expect(toJourneyFlags(Number.NaN)).toBe(0);
    expect(toJourneyFlags(Number.POSITIVE_INFINITY)).toBe(0);
    expect(isJourneyFlags(1023)).toBe(true);
    expect(isJourneyFlags(1024)).toBe(false);
    expect(isJourneyFlags(-1)).toBe(false);
    expect(isJourneyFlags(1.5)).toBe(false);
  });

  it('formats and parses flag names', () => {
    expect(formatJourneyFlags(NO_JOURNEY_FLAGS)).toBe('NONE');
    expect(formatJourneyFlags(combineFlags('REDEEMED', 'ANONYMOUS'))).toBe('ANONYMOUS|REDEEMED');
    expect(flagNames(combineFlags('PENDING_DOCUMENTS'))).toEqual(['PENDING_DOCUMENTS']);
    expect(parseJourneyFlags('ANONYMOUS|REDEEMED')).toBe(257);
    expect(parseJourneyFlags('anonymous, offers_generated')).toBe(9);
    expect(parseJourneyFlags('NONE')).toBe(0);
    expect(parseJourneyFlags('')).toBe(0);
    expect(parseJourneyFlags('264')).toBe(264);
    expect(parseJourneyFlags('4096')).toBeUndefined();
    expect(parseJourneyFlags('SOMETHING')).toBeUndefined();
  });

  it('round-trips through format and parse', () => {
    fc.assert(
      fc.property(anyFlags, (flags) => {
        expect(parseJourneyFlags(formatJourneyFlags(flags))).toBe(flags);
      }),
    );
  });

  it('always stays within the known bits', () => {
    fc.assert(
      fc.property(fc.integer(), (value) => {
        expect(isJourneyFlags(toJourneyFlags(value))).toBe(true);
      }),
    );
  });

  it('add then has-all holds; remove then has-any fails', () => {
    fc.assert(
      fc.property(anyFlags, someNames, (flags, chosen) => {
        expect(hasAllFlags(addFlags(flags, ...chosen), ...chosen)).toBe(true);
        expect(hasAnyFlag(removeFlags(flags, ...chosen), ...chosen)).toBe(false);
      }),
    );
  });
});

describe('initialJourneyFlags', () => {
  it('starts at offers generated, adding pending documents for a pending redemption', () => {
    expect(formatJourneyFlags(initialJourneyFlags({}))).toBe('OFFERS_GENERATED');
    expect(formatJourneyFlags(initialJourneyFlags({ pendingRedemptionId: null }))).toBe('OFFERS_GENERATED');
    expect(formatJourneyFlags(initialJourneyFlags({ pendingRedemptionId: 'r-1' }))).toBe(
      'OFFERS_GENERATED|PENDING_DOCUMENTS',
    );
  });
});

describe('journeyFlagsOf (the workflow state as flags at run time)', () => {
  it('reads the flag names the server answers and ignores any other', () => {
    const flags = journeyFlagsOf(['OFFERS_GENERATED', 'PENDING_DOCUMENTS', 'SOMETHING_ELSE', 'toString']);
    expect(flags).toBe(8 | 128);
    expect(hasAnyFlag(flags, 'PENDING_DOCUMENTS', 'REDIRECTING')).toBe(true);
    expect(journeyFlagsOf([])).toBe(0);
  });
});
