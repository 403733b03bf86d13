import { count, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { listPrequalLeads, PREQUAL_LEAD_FIELDS } from '../../api/prequal-leads.ts';
import {
  PREQUAL_LEAD_DEFAULT_ORDER,
  type PrequalLeadRow,
  prequalLeadColumns,
  prequalLeadSelection,
  toPrequalLead,
} from '../db/queries/prequal-leads.ts';
import { embedders, prequalLeads, ucCampaigns } from '../db/schema/index.ts';
import type { AppEnv } from '../http/context.ts';
import { pagedList } from '../http/paged-list.ts';
import { scopedRoute } from '../http/register.ts';

const CSV_COLUMNS = {
  prequalAt: 'Prequal time',
  embedder: 'Embedder',
  consumerId: 'Consumer ID',
  campaign: 'Campaign',
  firstName: 'First name',
  lastName: 'Last name',
  address: 'Address',
  email: 'Email',
  phone: 'Phone',
  hasOffers: 'Has offers',
  redeemedAt: 'Redeemed at',
};

/** The embedder's prequal leads (002 §3): paged and filtered, or the filtered list as CSV. */
export function registerPrequalLeadRoutes(app: Hono<AppEnv>): void {
  scopedRoute(app, listPrequalLeads, async ({ query, tenant, db, c }) => {
    const key = c.get('deps').encryptionKey;
    return pagedList(
      {
        fields: PREQUAL_LEAD_FIELDS,
        columns: prequalLeadColumns,
        select: () =>
          db
            .select(prequalLeadSelection)
            .from(prequalLeads)
            .innerJoin(embedders, eq(embedders.id, prequalLeads.embedderId))
            .leftJoin(ucCampaigns, eq(ucCampaigns.id, prequalLeads.campaignId))
            .$dynamic(),
        count: async (where) => (await db.select({ n: count() }).from(prequalLeads).where(where))[0]?.n ?? 0,
        where: eq(prequalLeads.embedderId, tenant.id),
        defaultOrder: PREQUAL_LEAD_DEFAULT_ORDER,
        toRow: (row: PrequalLeadRow) => toPrequalLead(key, row),
        csvName: 'prequal-leads',
        csvColumns: CSV_COLUMNS,
      },
      query,
    );
  });
}
