import type { Hono } from 'hono';
import { listPrequalLeads, PREQUAL_LEAD_FIELDS } from '../../api/prequal-leads.ts';
import { prequalLeadList } from '../db/queries/prequal-leads.ts';
import type { AppEnv } from '../http/context.ts';
import { pagedList } from '../http/paged-list.ts';
import { scopedRoute } from '../http/register.ts';

/** The prequal lead's export columns: the embedder's list and the admin's report (002 §3) export the same. */
export const PREQUAL_LEAD_COLUMNS = {
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
  scopedRoute(
    app,
    listPrequalLeads,
    async ({ query, scope, db, c }) => {
      const source = prequalLeadList(db, scope, c.get('deps').encryptionKey);
      return pagedList(
        { fields: PREQUAL_LEAD_FIELDS, ...source, csvName: 'prequal-leads', csvColumns: PREQUAL_LEAD_COLUMNS },
        query,
      );
    },
    // Kept until a table it read changes (decision 0815): an embedder's prequal leads run to millions of rows.
    { keepAnswers: true },
  );
}
