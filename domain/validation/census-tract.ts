import * as v from 'valibot';
import { formObject } from './primitives.ts';

/**
 * One row of the census-tract upload (decision 0650): the fields of the FFIEC census flat file the pre-check reads,
 * under a header row. The flat file itself has no header and about 1,200 fields; the admin keeps these ones.
 */
export const CENSUS_TRACT_COLUMNS = ['year', 'msaMd', 'state', 'county', 'tract', 'tractMfiPercent'] as const;

export const CENSUS_TRACT_LABELS = {
  year: 'Year',
  msaMd: 'MSA/MD',
  state: 'State code',
  county: 'County code',
  tract: 'Census tract',
  tractMfiPercent: 'Tract MFI %',
} as const;

/** Up to every tract of the country (about 85,000) in one file. */
export const MAX_CENSUS_TRACT_ROWS = 90_000;

const digits = (count: number, label: string) =>
  v.pipe(v.string(), v.trim(), v.regex(new RegExp(`^\\d{${count}}$`), `${label} must be ${count} digits`));

export const censusTractRowSchema = formObject(
  {
    year: v.pipe(v.string(), v.trim(), v.regex(/^(19|20)\d\d$/, 'Year must be a four-digit year'), v.transform(Number)),
    msaMd: v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^(\d{5}|99999)?$/, 'MSA/MD must be a five-digit code or blank'),
      v.transform((code) => code || null),
    ),
    state: digits(2, 'State code'),
    county: digits(3, 'County code'),
    // FFIEC writes the tract with an implied decimal point (001100 is tract 11.00); "0011.00" is read the same.
    tract: v.pipe(
      v.string(),
      v.trim(),
      v.transform((tract) => (/^\d{4}\.\d\d$/.test(tract) ? tract.replace('.', '') : tract)),
      v.regex(/^\d{6}$/, 'Census tract must be six digits (or 0000.00)'),
    ),
    tractMfiPercent: v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^(\d{1,4}(\.\d{1,2})?)?$/, 'Tract MFI % must be a number such as 87.25, or blank when unknown'),
      v.transform((percent) => (percent === '' ? null : Number(percent))),
    ),
  },
  CENSUS_TRACT_LABELS,
);
export type CensusTractRow = v.InferOutput<typeof censusTractRowSchema>;

/** The tract's 11-digit GEOID: state, county, tract. */
export const geoidOf = (row: Pick<CensusTractRow, 'state' | 'county' | 'tract'>) =>
  `${row.state}${row.county}${row.tract}`;
