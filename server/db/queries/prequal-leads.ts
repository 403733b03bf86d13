import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { PrequalLead } from '../../../api/prequal-leads.ts';
import { open, seal } from '../../auth/secret-box.ts';
import type { Executor } from '../pool.ts';
import { embedders, prequalLeads, ucCampaigns } from '../schema/index.ts';
import { countRows, type ListSource } from './list-source.ts';
import type { EmbedderScope } from './scope.ts';

/** What a prequal lead keeps of the person the partner sent (sealed in prequal_leads.pii). */
export interface PrequalLeadPii {
  firstName: string;
  lastName: string;
  address: string;
  city: string;
  state: string;
  zipcode: string;
  email: string;
  phone: string;
  embedderConsumerUuid?: string | undefined;
}

export async function insertPrequalLead(
  db: Executor,
  key: Buffer,
  lead: {
    embedderId: string;
    apiKeyId: string;
    consumerId: string | null;
    campaignId: string | null;
    hasOffers: boolean;
    pii: PrequalLeadPii;
  },
): Promise<string> {
  const { pii, ...columns } = lead;
  const [row] = await db
    .insert(prequalLeads)
    .values({ ...columns, pii: seal(key, JSON.stringify(pii)) })
    .returning({ id: prequalLeads.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/**
 * The consumer redeemed an offer: their prequal leads not yet marked are (002 §3 "redeemed at"). The consumer is a
 * placeholder (`consumerId`): the redemption runs it within its statement built once.
 */
export const prequalLeadsRedeemed = (db: Executor) =>
  db
    .update(prequalLeads)
    .set({ redeemedAt: sql`now()` })
    .where(and(eq(prequalLeads.consumerId, sql.placeholder('consumerId')), isNull(prequalLeads.redeemedAt)));

const yesNo = (condition: SQL) => sql<string>`case when ${condition} then 'Yes' else 'No' end`;
type SQL = ReturnType<typeof sql>;

/** The list's columns: the filterable ones bound to SQL, the rest read for the row. */
export const prequalLeadColumns = {
  prequalAt: prequalLeads.prequalAt,
  hasOffers: yesNo(sql`${prequalLeads.hasOffers}`),
  redeemed: yesNo(sql`${prequalLeads.redeemedAt} is not null`),
  redeemedAt: prequalLeads.redeemedAt,
};

export const prequalLeadSelection = {
  id: prequalLeads.id,
  prequalAt: prequalLeads.prequalAt,
  embedder: embedders.name,
  consumerId: prequalLeads.consumerId,
  campaign: ucCampaigns.name,
  pii: prequalLeads.pii,
  hasOffers: prequalLeads.hasOffers,
  redeemedAt: prequalLeads.redeemedAt,
};
export type PrequalLeadRow = {
  id: string;
  prequalAt: Date;
  embedder: string;
  consumerId: string | null;
  campaign: string | null;
  pii: string;
  hasOffers: boolean;
  redeemedAt: Date | null;
};

/**
 * Prequal leads with their embedder's and campaign's names: the FROM of the embedder's list, the admin report and
 * the report's count (which selects ONE).
 */
export const selectPrequalLeads = (db: Executor, selection: Record<string, unknown> = prequalLeadSelection) =>
  db
    .select(selection as typeof prequalLeadSelection)
    .from(prequalLeads)
    .innerJoin(embedders, eq(embedders.id, prequalLeads.embedderId))
    .leftJoin(ucCampaigns, eq(ucCampaigns.id, prequalLeads.campaignId))
    .$dynamic();

/** A lead as the console shows it: the sealed person opened for the embedder's own list. */
export function toPrequalLead(key: Buffer, row: PrequalLeadRow): PrequalLead {
  const pii = JSON.parse(open(key, row.pii)) as PrequalLeadPii;
  return {
    id: row.id,
    prequalAt: row.prequalAt.toISOString(),
    embedder: row.embedder,
    consumerId: row.consumerId,
    campaign: row.campaign,
    firstName: pii.firstName,
    lastName: pii.lastName,
    address: `${pii.address}, ${pii.city}, ${pii.state} ${pii.zipcode}`,
    email: pii.email,
    phone: pii.phone,
    hasOffers: row.hasOffers,
    redeemedAt: row.redeemedAt?.toISOString() ?? null,
  };
}

/** The embedder's prequal leads as a paged list, newest first, each person opened with `key`. */
export const prequalLeadList = (
  db: Executor,
  scope: EmbedderScope,
  key: Buffer,
): ListSource<typeof prequalLeadColumns, PrequalLeadRow, PrequalLead> => ({
  columns: prequalLeadColumns,
  select: () => selectPrequalLeads(db),
  count: countRows(db, prequalLeads),
  where: eq(prequalLeads.embedderId, scope.embedderId),
  defaultOrder: [desc(prequalLeads.prequalAt), desc(prequalLeads.id)],
  toRow: (row) => toPrequalLead(key, row),
});

/** The consumer a prequal of this embedder matched (docs/decisions/0672 hand-off); null for none or another's. */
export async function prequalConsumerOf(db: Executor, embedderId: string, prequalId: string): Promise<string | null> {
  const [row] = await db
    .select({ consumerId: prequalLeads.consumerId })
    .from(prequalLeads)
    .where(and(eq(prequalLeads.id, prequalId), eq(prequalLeads.embedderId, embedderId)));
  return row?.consumerId ?? null;
}
