import { count, inArray, max, sql } from 'drizzle-orm';
import type { IncomeLevel } from '../../../domain/compliance/fair-lending.ts';
import { incomeLevelOf } from '../../../domain/compliance/fair-lending.ts';
import { type CensusTractRow, geoidOf } from '../../../domain/validation/census-tract.ts';
import type { Executor } from '../pool.ts';
import { censusTracts, censusTractZips } from '../schema/index.ts';

type Reader = Pick<Executor, 'select'>;

/** Rows a statement writes at once: well under PostgreSQL's 65,535 bind parameters (6 per row). */
const CHUNK = 2_000;

/** Writes the uploaded tracts, each replacing the tract of the same GEOID, with FFIEC's income level of its percent. */
export async function upsertCensusTracts(tx: Executor, rows: readonly CensusTractRow[]): Promise<number> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    const values = rows.slice(start, start + CHUNK).map((row) => ({
      geoid: geoidOf(row),
      year: row.year,
      msaMd: row.msaMd,
      mfiPercent: row.tractMfiPercent === null ? null : String(row.tractMfiPercent),
      incomeLevel: incomeLevelOf(row.tractMfiPercent),
      source: 'FFIEC' as const,
    }));
    await tx
      .insert(censusTracts)
      .values(values)
      .onConflictDoUpdate({
        target: censusTracts.geoid,
        set: {
          year: sql`excluded.year`,
          msaMd: sql`excluded.msa_md`,
          mfiPercent: sql`excluded.mfi_percent`,
          incomeLevel: sql`excluded.income_level`,
          source: sql`excluded.source`,
          importedAt: sql`now()`,
        },
      });
  }
  return rows.length;
}

/** What is on file: tracts per source and income level, and the latest year. */
export async function censusTractSummary(db: Reader) {
  const rows = await db
    .select({
      source: censusTracts.source,
      level: censusTracts.incomeLevel,
      tracts: count(),
      latestYear: max(censusTracts.year),
    })
    .from(censusTracts)
    .groupBy(censusTracts.source, censusTracts.incomeLevel);
  const sum = (filter: (row: (typeof rows)[number]) => boolean) =>
    rows.filter(filter).reduce((total, row) => total + row.tracts, 0);
  const levels = new Map<IncomeLevel | null, number>();
  for (const row of rows) levels.set(row.level, (levels.get(row.level) ?? 0) + row.tracts);
  return {
    tracts: sum(() => true),
    uploaded: sum((row) => row.source === 'FFIEC'),
    demo: sum((row) => row.source === 'DEMO'),
    latestYear: rows.reduce<number | null>((year, row) => Math.max(year ?? 0, row.latestYear ?? 0) || year, null),
    byLevel: [...levels.entries()].map(([level, tracts]) => ({ level, tracts })),
  };
}

/** The income level of each ZIP code's tract (decision 0651); a ZIP with no tract or no level is absent. */
export async function incomeLevelsByZip(db: Reader, zips: readonly string[]): Promise<Map<string, IncomeLevel>> {
  const unique = [...new Set(zips.filter((zip) => zip !== ''))];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ zipcode: censusTractZips.zipcode, level: censusTracts.incomeLevel })
    .from(censusTractZips)
    .innerJoin(censusTracts, sql`${censusTracts.geoid} = ${censusTractZips.geoid}`)
    .where(inArray(censusTractZips.zipcode, unique));
  return new Map(rows.flatMap((row) => (row.level ? [[row.zipcode, row.level] as const] : [])));
}
