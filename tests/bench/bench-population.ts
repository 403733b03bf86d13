import type { ConsumerBatch } from '../../domain/engine/engine-types.ts';
import { BUREAU_FIELDS, type BureauFieldName } from '../../domain/rules/bureau-fields.ts';
import { Xorshift32 } from '../../server/providers/xorshift32.ts';

export const STATES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
];

/** Keeps skewed counts (bankruptcies, delinquencies) mostly small, as real files are. */
const SKEWED = new Set<string>([
  'BANKRUPTCY_COUNT',
  'FORECLOSURE_COUNT',
  'REPOSSESSION_COUNT',
  'COLLECTIONS_COUNT',
  'CHARGE_OFF_COUNT',
  'PUBLIC_RECORDS_COUNT',
  'DELINQUENT_30_DAYS_12M',
  'DELINQUENT_60_DAYS_24M',
  'DELINQUENT_90_DAYS_24M',
  'MILITARY_LENDING_COVERED',
]);

/**
 * Yields the population in batches whose buffers are reused: the caller must finish with a batch before asking for the
 * next. Memory is one batch whatever the population size.
 */
export function* generatePopulation(total: number, batchSize: number, seed = 20261122): Generator<ConsumerBatch> {
  const random = new Xorshift32(seed);
  const attributes: Partial<Record<BureauFieldName, Float64Array>> = {};
  for (const { name } of BUREAU_FIELDS) attributes[name] = new Float64Array(batchSize);
  const consumerIds = new Float64Array(batchSize);
  const state: string[] = new Array(batchSize).fill('');
  const mla = new Uint8Array(batchSize);
  for (let offset = 0; offset < total; offset += batchSize) {
    const n = Math.min(batchSize, total - offset);
    for (const { name, min, max } of BUREAU_FIELDS) {
      const column = attributes[name] as Float64Array;
      if (SKEWED.has(name)) {
        for (let i = 0; i < n; i++) column[i] = random.next() % 4 === 0 ? random.int(min, Math.min(max, 6)) : 0;
      } else {
        for (let i = 0; i < n; i++) column[i] = random.int(min, max);
      }
    }
    for (let i = 0; i < n; i++) {
      consumerIds[i] = offset + i;
      state[i] = STATES[random.next() % STATES.length] as string;
      mla[i] = random.next() % 50 === 0 ? 1 : 0;
    }
    yield { length: n, consumerIds, attributes, state, mla };
  }
}
