import * as v from 'valibot';
import { INCOME_LEVELS } from '../domain/compliance/fair-lending.ts';
import { confirmationSchema } from '../domain/validation/confirmation.ts';
import { adminEndpoint } from './console-endpoint.ts';
import { endpointGroup } from './endpoint-group.ts';

/** One income level of a product: consumers, offers, the offer rate and its ratio to the most-favoured level. */
export const FairLendingLevel = v.object({
  level: v.picklist(INCOME_LEVELS),
  consumers: v.number(),
  offered: v.number(),
  rate: v.nullable(v.number()),
  impactRatio: v.nullable(v.number()),
  flagged: v.boolean(),
});

export const FairLendingProduct = v.object({
  productId: v.string(),
  productName: v.string(),
  lenderName: v.string(),
  levels: v.array(FairLendingLevel),
  mostFavoured: v.nullable(v.picklist(INCOME_LEVELS)),
  flagged: v.boolean(),
  /** For a flagged product: failed rules over-represented in the flagged levels (shares of their consumers). */
  drivers: v.array(v.object({ reason: v.string(), flaggedShare: v.number(), favouredShare: v.number() })),
});
export type FairLendingProduct = v.InferOutput<typeof FairLendingProduct>;

export const FairLendingReport = v.object({
  ucCampaignId: v.string(),
  /** Consumers read (a deterministic sample of the campaign's first ones by id on a large campaign). */
  consumers: v.number(),
  /** Of those, consumers whose ZIP code maps to a tract with a known income level. */
  placed: v.number(),
  products: v.array(FairLendingProduct),
  flagged: v.boolean(),
});
export type FairLendingReport = v.InferOutput<typeof FairLendingReport>;

const CampaignParams = v.object({ ucCampaignId: v.pipe(v.string(), v.uuid('No such campaign')) });

const fairLending = endpointGroup(adminEndpoint, { tags: ['uc campaigns'], area: 'campaigns', path: '/uc' });
const campaign = fairLending.within('/campaigns/:ucCampaignId/fairLending', CampaignParams);

export const getFairLendingReport = campaign({
  method: 'GET',
  summary: 'Fair-lending pre-check: each product’s offer rate per census-tract income level, four-fifths rule flags',
  response: FairLendingReport,
});

export const CENSUS_TRACT_FIELD = 'censusFile';
export const CENSUS_TRACT_ACTION = 'CENSUS_TRACTS_IMPORTED';

export const getCensusTractSummary = fairLending({
  method: 'GET',
  path: '/censusTracts',
  summary: 'Census tracts on file: count per source and income level, the latest year',
  response: v.object({
    tracts: v.number(),
    uploaded: v.number(),
    demo: v.number(),
    latestYear: v.nullable(v.number()),
    byLevel: v.array(v.object({ level: v.nullable(v.picklist(INCOME_LEVELS)), tracts: v.number() })),
  }),
});

export const uploadCensusTracts = fairLending({
  method: 'POST',
  path: '/censusTracts',
  summary: 'Import FFIEC census tracts (CSV, multipart censusFile): each tract replaced with its income level',
  audit: { category: 'UCCAMPAIGN', entity: 'CENSUS_TRACTS', action: CENSUS_TRACT_ACTION },
  multipart: [CENSUS_TRACT_FIELD],
  missingFile: 'Choose the census file',
  response: v.object({ imported: v.number() }),
});

export const FAIR_LENDING_MESSAGES = {
  flagged: (products: readonly string[]) =>
    `The fair-lending pre-check flags ${products.join(', ')} (an income level's offer rate is under four fifths of ` +
    'the most-favoured level’s). To activate anyway, type ACTIVATE and give the reason; it is kept in the audit log.',
  reason: 'Give the reason for activating despite the flags (at least 10 characters)',
} as const;

/**
 * What an activation of a flagged campaign carries (decision 0653): the typed word and the admin's reason, written to
 * the activation's audit row. Ignored when nothing is flagged.
 */
export const FairLendingOverride = v.object({
  confirmation: confirmationSchema('fairLendingOverride'),
  reason: v.pipe(
    v.string(FAIR_LENDING_MESSAGES.reason),
    v.trim(),
    v.minLength(10, FAIR_LENDING_MESSAGES.reason),
    v.maxLength(1000, 'The reason is at most 1000 characters'),
  ),
});
export type FairLendingOverride = v.InferOutput<typeof FairLendingOverride>;
