import { labelledCodes } from '../catalog/labelled-codes.ts';

/**
 * The fair-lending pre-check's arithmetic (decision 0650): FFIEC census-tract income levels and the adverse-impact
 * ratio of the Uniform Guidelines' four-fifths rule, applied to offer rates. Pure, so the server's report and the
 * unit tests share it.
 */

/** FFIEC's tract income levels, lowest first (the order the report shows them). */
export const { codes: INCOME_LEVELS, labels: INCOME_LEVEL_LABELS } = labelledCodes({
  LOW: 'Low',
  MODERATE: 'Moderate',
  MIDDLE: 'Middle',
  UPPER: 'Upper',
});
export type IncomeLevel = (typeof INCOME_LEVELS)[number];

/** Under four fifths of the most-favoured level's rate is evidence of adverse impact (29 CFR 1607.4(D)). */
export const FOUR_FIFTHS = 0.8;

/**
 * FFIEC's income level of a tract from its median family income as a percent of the area's (MSA/MD or statewide
 * non-MSA) median: low under 50, moderate 50 to under 80, middle 80 to under 120, upper 120 and over. A tract whose
 * percent is 0 or unknown has no level (FFIEC's "unknown": no households or no income data).
 */
export function incomeLevelOf(percent: number | null): IncomeLevel | null {
  if (percent === null || !Number.isFinite(percent) || percent <= 0) return null;
  if (percent < 50) return 'LOW';
  if (percent < 80) return 'MODERATE';
  if (percent < 120) return 'MIDDLE';
  return 'UPPER';
}

export interface LevelCount {
  consumers: number;
  offered: number;
}

export interface LevelRate extends LevelCount {
  level: IncomeLevel;
  /** Offered ÷ consumers; null for a level with no consumers (nothing to compare). */
  rate: number | null;
  /** This level's rate ÷ the most-favoured level's; null without a rate or when no level had an offer. */
  impactRatio: number | null;
  flagged: boolean;
}

export interface ImpactSummary {
  levels: LevelRate[];
  /** The level with the highest offer rate (the lowest such level on a tie), or null when no level has consumers. */
  mostFavoured: IncomeLevel | null;
  flagged: boolean;
}

/**
 * Each level's offer rate and its adverse-impact ratio against the most-favoured level, flagged under four fifths.
 * With no offer in any level the ratios are undefined (0 ÷ 0), so nothing is flagged.
 */
export function adverseImpact(counts: Readonly<Record<IncomeLevel, LevelCount>>): ImpactSummary {
  const rated = INCOME_LEVELS.map((level) => {
    const { consumers, offered } = counts[level];
    return { level, consumers, offered, rate: consumers > 0 ? offered / consumers : null };
  });
  let best: (typeof rated)[number] | null = null;
  for (const entry of rated) if (entry.rate !== null && (best?.rate == null || entry.rate > best.rate)) best = entry;
  const top = best?.rate ?? null;
  const levels = rated.map((entry): LevelRate => {
    const impactRatio = entry.rate === null || top === null || top === 0 ? null : entry.rate / top;
    return { ...entry, impactRatio, flagged: impactRatio !== null && impactRatio < FOUR_FIFTHS };
  });
  return { levels, mostFavoured: best?.level ?? null, flagged: levels.some((level) => level.flagged) };
}

export interface ReasonCounts {
  /** Consumers of each level the product missed for this reason. */
  readonly byLevel: Readonly<Partial<Record<IncomeLevel, number>>>;
}

export interface RuleDriver {
  reason: string;
  /** Share of the flagged levels' consumers missed for this reason. */
  flaggedShare: number;
  /** Share of the most-favoured level's consumers missed for it. */
  favouredShare: number;
}

/**
 * The failed rules that drive a flagged product's difference: each reason's share of consumers in the flagged levels
 * against its share in the most-favoured level; reasons over-represented in the flagged levels, largest gap first.
 */
export function ruleDrivers(
  summary: ImpactSummary,
  reasons: ReadonlyMap<string, ReasonCounts>,
  limit = 5,
): RuleDriver[] {
  const flagged = summary.levels.filter((level) => level.flagged);
  const favoured = summary.levels.find((level) => level.level === summary.mostFavoured);
  const flaggedConsumers = flagged.reduce((sum, level) => sum + level.consumers, 0);
  if (!favoured || flaggedConsumers === 0) return [];
  const drivers: RuleDriver[] = [];
  for (const [reason, { byLevel }] of reasons) {
    const inFlagged = flagged.reduce((sum, level) => sum + (byLevel[level.level] ?? 0), 0);
    const flaggedShare = inFlagged / flaggedConsumers;
    const favouredShare = (byLevel[favoured.level] ?? 0) / favoured.consumers;
    if (flaggedShare > favouredShare) drivers.push({ reason, flaggedShare, favouredShare });
  }
  return drivers
    .sort(
      (a, b) =>
        b.flaggedShare - b.favouredShare - (a.flaggedShare - a.favouredShare) || a.reason.localeCompare(b.reason),
    )
    .slice(0, limit);
}

/** An offer rate or share as the report prints it: '42.9%', '—' when there is none. */
export const formatRate = (rate: number | null): string => (rate === null ? '—' : `${(rate * 100).toFixed(1)}%`);

/** An adverse-impact ratio to two decimals ('0.75'), '—' when there is none. */
export const formatRatio = (ratio: number | null): string => (ratio === null ? '—' : ratio.toFixed(2));
