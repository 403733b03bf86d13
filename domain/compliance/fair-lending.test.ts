import { describe, expect, it } from 'vitest';
import { adverseImpact, type IncomeLevel, incomeLevelOf, type LevelCount, ruleDrivers } from './fair-lending.ts';

const counts = (entries: Partial<Record<IncomeLevel, [number, number]>>): Record<IncomeLevel, LevelCount> => {
  const of = (level: IncomeLevel): LevelCount => {
    const [consumers, offered] = entries[level] ?? [0, 0];
    return { consumers, offered };
  };
  return { LOW: of('LOW'), MODERATE: of('MODERATE'), MIDDLE: of('MIDDLE'), UPPER: of('UPPER') };
};

describe('incomeLevelOf (FFIEC tract income levels)', () => {
  it('puts each boundary in the level FFIEC does: 50, 80 and 120 start the next level', () => {
    expect(incomeLevelOf(49.99)).toBe('LOW');
    expect(incomeLevelOf(50)).toBe('MODERATE');
    expect(incomeLevelOf(79.99)).toBe('MODERATE');
    expect(incomeLevelOf(80)).toBe('MIDDLE');
    expect(incomeLevelOf(119.99)).toBe('MIDDLE');
    expect(incomeLevelOf(120)).toBe('UPPER');
    expect(incomeLevelOf(310)).toBe('UPPER');
  });
  it('gives no level to a tract without income data', () => {
    expect(incomeLevelOf(null)).toBeNull();
    expect(incomeLevelOf(0)).toBeNull();
    expect(incomeLevelOf(Number.NaN)).toBeNull();
  });
});

describe('adverseImpact (four-fifths rule)', () => {
  it('divides each rate by the most-favoured level’s and flags under 0.8', () => {
    const summary = adverseImpact(counts({ LOW: [100, 30], MODERATE: [100, 40], MIDDLE: [100, 45], UPPER: [100, 50] }));
    expect(summary.mostFavoured).toBe('UPPER');
    const ratio = Object.fromEntries(summary.levels.map((level) => [level.level, level.impactRatio]));
    expect(ratio).toEqual({ LOW: 0.6, MODERATE: 0.8, MIDDLE: 0.9, UPPER: 1 });
    // Exactly four fifths is not adverse impact; under it is.
    expect(summary.levels.map((level) => level.flagged)).toEqual([true, false, false, false]);
    expect(summary.flagged).toBe(true);
  });
  it('leaves out a level without consumers and flags nothing when no level had an offer', () => {
    const none = adverseImpact(counts({ LOW: [10, 0], UPPER: [10, 0] }));
    expect(none.flagged).toBe(false);
    expect(none.levels.every((level) => level.impactRatio === null)).toBe(true);
    const partial = adverseImpact(counts({ MIDDLE: [4, 2], UPPER: [8, 2] }));
    expect(partial.mostFavoured).toBe('MIDDLE');
    expect(partial.levels.find((level) => level.level === 'LOW')).toMatchObject({ rate: null, flagged: false });
    expect(partial.levels.find((level) => level.level === 'UPPER')).toMatchObject({ impactRatio: 0.5, flagged: true });
  });
  it('names the lower level most favoured on a tie', () => {
    expect(adverseImpact(counts({ LOW: [10, 5], UPPER: [20, 10] })).mostFavoured).toBe('LOW');
  });
});

describe('ruleDrivers', () => {
  it('lists the reasons over-represented in the flagged levels, largest gap first', () => {
    const summary = adverseImpact(counts({ LOW: [10, 2], MIDDLE: [10, 9], UPPER: [10, 10] }));
    const reasons = new Map([
      ['Score', { byLevel: { LOW: 6, MIDDLE: 1 } }],
      ['Debt', { byLevel: { LOW: 2 } }],
      ['Area', { byLevel: { LOW: 0, UPPER: 0, MIDDLE: 0 } }],
    ]);
    expect(ruleDrivers(summary, reasons)).toEqual([
      { reason: 'Score', flaggedShare: 0.6, favouredShare: 0 },
      { reason: 'Debt', flaggedShare: 0.2, favouredShare: 0 },
    ]);
  });
  it('answers nothing when no level is flagged', () => {
    const summary = adverseImpact(counts({ LOW: [10, 9], UPPER: [10, 10] }));
    expect(ruleDrivers(summary, new Map([['Score', { byLevel: { LOW: 1 } }]]))).toEqual([]);
  });
});
