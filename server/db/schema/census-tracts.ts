import { numeric, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { IncomeLevel } from '../../../domain/compliance/fair-lending.ts';

/**
 * Census tracts with FFIEC's income level (decision 0650): rows of the FFIEC census flat file an admin uploads, or
 * the seeded demo tracts. Keyed by the 11-digit GEOID (state 2 + county 3 + tract 6); an upload replaces a tract.
 */
export const censusTracts = pgTable('census_tracts', {
  geoid: text('geoid').primaryKey(),
  year: smallint('year').notNull(),
  msaMd: text('msa_md'),
  /** Tract median family income as a percent of the area's; null when FFIEC has none. */
  mfiPercent: numeric('mfi_percent', { precision: 7, scale: 2 }),
  incomeLevel: text('income_level').$type<IncomeLevel>(),
  /** FFIEC (uploaded) or DEMO (seeded, illustrative figures). */
  source: text('source').$type<'FFIEC' | 'DEMO'>().notNull(),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * How a consumer's address reaches a tract without a geocoder (decision 0651): the bureau file's ZIP code maps to
 * the tract holding most of its residential addresses (HUD's USPS ZIP–tract crosswalk does this per quarter). Only
 * the demo ZIP codes are seeded; a consumer whose ZIP is not here is counted as "no tract".
 */
export const censusTractZips = pgTable('census_tract_zips', {
  zipcode: text('zipcode').primaryKey(),
  geoid: text('geoid').notNull(),
});
