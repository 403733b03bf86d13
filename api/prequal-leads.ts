import * as v from 'valibot';
import { EmbedderParams, embedderEndpoint } from './console-endpoint.ts';
import { type ListFields, ListQuery, listField, pageOf } from './paged-list.ts';

/** A prequal lead (002 §3): one partner prequal call and what came of it. */
export const PrequalLead = v.object({
  id: v.string(),
  prequalAt: v.string(),
  embedder: v.string(),
  consumerId: v.nullable(v.string()),
  campaign: v.nullable(v.string()),
  firstName: v.string(),
  lastName: v.string(),
  address: v.string(),
  email: v.string(),
  phone: v.string(),
  hasOffers: v.boolean(),
  redeemedAt: v.nullable(v.string()),
});
export type PrequalLead = v.InferOutput<typeof PrequalLead>;

/** Filters: the date range (prequalAt), has offers and redeemed (Yes / No). Names and contacts are sealed. */
export const PREQUAL_LEAD_FIELDS = {
  prequalAt: listField('TIMESTAMP', 'Prequal time'),
  hasOffers: listField('STRING_ENUM', 'Has offers', ['Yes', 'No']),
  redeemed: listField('STRING_ENUM', 'Redeemed', ['Yes', 'No']),
  redeemedAt: listField('TIMESTAMP', 'Redeemed at'),
} as const satisfies ListFields;

export const listPrequalLeads = embedderEndpoint({
  method: 'GET',
  path: '/embedder/:embedderId/prequal-leads',
  summary: 'The embedder’s prequal leads (paged, filtered; format=csv downloads the filtered list)',
  tags: ['embedder prequal leads'],
  permission: { area: 'prequalLeads', action: 'read' },
  params: EmbedderParams,
  query: ListQuery,
  response: pageOf(PrequalLead),
});
