import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CriteriaCell, EMPTY_CRITERIA_CELL } from './criteria-cell.ts';
import { formatCriteria } from './format-criteria.ts';
import { parseCriteria } from './parse-criteria.ts';

const alphanumeric = fc.stringMatching(/^[A-Za-z0-9]{1,6}$/);
const list = fc.array(alphanumeric, { minLength: 1, maxLength: 5 });
const number = fc.oneof(
  fc.integer({ min: -1_000_000, max: 1_000_000 }),
  fc.integer({ min: -100_000_000, max: 100_000_000 }).map((cents) => cents / 100),
);

const cell: fc.Arbitrary<CriteriaCell> = fc
  .record({
    floor: fc.option(fc.tuple(number, fc.constantFrom('GT' as const, 'GTE' as const))),
    ceil: fc.option(fc.tuple(number, fc.constantFrom('LT' as const, 'LTE' as const))),
    equal: fc.option(alphanumeric),
    notequal: fc.option(alphanumeric),
    in: fc.option(list),
    notin: fc.option(list),
  })
  .filter((parts) => Object.values(parts).some((part) => part !== null))
  .map((parts) => ({
    ...EMPTY_CRITERIA_CELL,
    floor: parts.floor?.[0] ?? null,
    floorOperator: parts.floor?.[1] ?? null,
    ceil: parts.ceil?.[0] ?? null,
    ceilOperator: parts.ceil?.[1] ?? null,
    equal: parts.equal,
    notequal: parts.notequal,
    in: parts.in,
    notin: parts.notin,
  }));

describe('formatCriteria', () => {
  it('writes canonical text', () => {
    expect(
      formatCriteria({ ...EMPTY_CRITERIA_CELL, ceil: 800, ceilOperator: 'LT', floor: 600, floorOperator: 'GTE' }),
    ).toBe('GTE 600 LT 800');
    expect(formatCriteria({ ...EMPTY_CRITERIA_CELL, in: ['A', 'B'], notequal: 'X' })).toBe('NOTEQ X IN "A,B"');
    expect(formatCriteria(EMPTY_CRITERIA_CELL)).toBe('');
  });

  it('writes large and tiny numbers without exponents', () => {
    expect(formatCriteria({ ...EMPTY_CRITERIA_CELL, floor: 1e21, floorOperator: 'GT' })).toBe(
      'GT 1000000000000000000000',
    );
    expect(formatCriteria({ ...EMPTY_CRITERIA_CELL, ceil: 1e-7, ceilOperator: 'LT' })).toBe('LT 0.0000001');
  });

  it('round-trips values that spell an operator', () => {
    const cell = { ...EMPTY_CRITERIA_CELL, equal: 'GT', notequal: 'NOTIN', in: ['IN'] };
    expect(parseCriteria(formatCriteria(cell))).toEqual({ ok: true, cell });
  });

  it('round-trips every cell through parseCriteria', () => {
    fc.assert(
      fc.property(cell, (original) => {
        expect(parseCriteria(formatCriteria(original))).toEqual({ ok: true, cell: original });
      }),
    );
  });

  it('formats parsed text back to text that parses to the same cell', () => {
    fc.assert(
      fc.property(cell, (original) => {
        const text = formatCriteria(original);
        const reparsed = parseCriteria(text);
        expect(reparsed.ok && formatCriteria(reparsed.cell)).toBe(text);
      }),
    );
  });
});
