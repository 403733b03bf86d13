import { incomeLevelOf } from '../../domain/compliance/fair-lending.ts';
import type { Executor } from './pool.ts';
import { censusTracts, censusTractZips } from './schema/index.ts';

/**
 * The demo's census tracts (decision 0651): one tract per ZIP code of the demo consumers, so the fair-lending report
 * has every income level to compare. State and county codes are the real FIPS codes of the addresses' counties; the
 * tract numbers and income percents are illustrative, not FFIEC's figures (an upload of the FFIEC file replaces them).
 */
export const DEMO_CENSUS_TRACTS = [
  { zipcode: '80202', geoid: '08031001702', mfiPercent: 104.5 },
  { zipcode: '80301', geoid: '08013012203', mfiPercent: 131.2 },
  { zipcode: '78701', geoid: '48453001100', mfiPercent: 142.8 },
  { zipcode: '82001', geoid: '56021000400', mfiPercent: 68.4 },
  { zipcode: '80120', geoid: '08005005551', mfiPercent: 97.9 },
  { zipcode: '87501', geoid: '35049000500', mfiPercent: 44.6 },
  { zipcode: '80401', geoid: '08059009803', mfiPercent: 122.0 },
  { zipcode: '77002', geoid: '48201310000', mfiPercent: 88.3 },
  { zipcode: '78702', geoid: '48453000902', mfiPercent: 62.7 },
] as const;

export async function seedCensusTracts(tx: Executor): Promise<void> {
  await tx.insert(censusTracts).values(
    DEMO_CENSUS_TRACTS.map(({ geoid, mfiPercent }) => ({
      geoid,
      year: 2024,
      msaMd: null,
      mfiPercent: String(mfiPercent),
      incomeLevel: incomeLevelOf(mfiPercent),
      source: 'DEMO' as const,
    })),
  );
  await tx.insert(censusTractZips).values(DEMO_CENSUS_TRACTS.map(({ zipcode, geoid }) => ({ zipcode, geoid })));
}
