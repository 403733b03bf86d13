import { and, desc, eq, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import {
  type Acknowledgement,
  acknowledgeChange,
  cancelAcknowledgement,
  listCampaignAcknowledgements,
  listLenderAcknowledgements,
  rejectChange,
  requestAcknowledgement,
} from '../../api/acknowledgements.ts';
import type { Executor } from '../db/pool.ts';
import { campaignAcknowledgements, financialInstitutions, ucCampaigns } from '../db/schema/index.ts';
import { ApiError, forbidden, notFound } from '../http/api-error.ts';
import type { AppEnv } from '../http/context.ts';
import { route, scopedRoute } from '../http/register.ts';

const noRequest = () => notFound('No such acknowledgement request');
const notPending = (status: string) =>
  new ApiError(409, 'VALIDATION_FAILED', `This acknowledgement request is already ${status.toLowerCase()}.`);

const columns = {
  row: campaignAcknowledgements,
  fiNumber: financialInstitutions.number,
  lenderName: financialInstitutions.name,
  campaignName: ucCampaigns.name,
};

async function select(db: Executor, where: ReturnType<typeof and>): Promise<Acknowledgement[]> {
  const rows = await db
    .select(columns)
    .from(campaignAcknowledgements)
    .innerJoin(financialInstitutions, eq(financialInstitutions.id, campaignAcknowledgements.fiId))
    .innerJoin(ucCampaigns, eq(ucCampaigns.id, campaignAcknowledgements.ucCampaignId))
    .where(where)
    .orderBy(
      sql`(${campaignAcknowledgements.status} = 'PENDING_ACKNOWLEDGEMENT') desc`,
      desc(campaignAcknowledgements.requestedAt),
    );
  return rows.map(({ row, fiNumber, lenderName, campaignName }) => ({
    id: row.id,
    fiId: fiNumber,
    lenderName,
    ucCampaignId: row.ucCampaignId,
    campaignName,
    summary: row.summary,
    beforeText: row.beforeText,
    afterText: row.afterText,
    status: row.status,
    requestedBy: row.requestedBy,
    requestedAt: row.requestedAt.toISOString(),
    decidedBy: row.decidedBy,
    decidedAt: row.decidedAt?.toISOString() ?? null,
  }));
}

/** Moves a pending request to its decision (locked, so two decisions cannot both win). */
async function decide(
  db: Executor,
  key: { id: string; fiId?: string; ucCampaignId?: string },
  status: 'ACKNOWLEDGED' | 'REJECTED' | 'CANCELLED',
  by: string | null,
): Promise<{ before: Acknowledgement; after: Acknowledgement }> {
  const where = and(
    eq(campaignAcknowledgements.id, key.id),
    key.fiId ? eq(campaignAcknowledgements.fiId, key.fiId) : undefined,
    key.ucCampaignId ? eq(campaignAcknowledgements.ucCampaignId, key.ucCampaignId) : undefined,
  );
  const [locked] = await db.select().from(campaignAcknowledgements).where(where).for('update');
  if (!locked) throw noRequest();
  if (locked.status !== 'PENDING_ACKNOWLEDGEMENT') throw notPending(locked.status);
  const [before] = await select(db, where);
  await db
    .update(campaignAcknowledgements)
    .set({ status, decidedBy: by, decidedAt: new Date() })
    .where(eq(campaignAcknowledgements.id, key.id));
  const [after] = await select(db, where);
  if (!before || !after) throw noRequest();
  return { before, after };
}

const auditValue = (ack: Acknowledgement) => ({ status: ack.status, summary: ack.summary, decidedBy: ack.decidedBy });

/** Change acknowledgement (000 §4, 002 §4/§6): admins request and cancel, lenders acknowledge or reject. */
export function registerAcknowledgementRoutes(app: Hono<AppEnv>): void {
  route(app, listCampaignAcknowledgements, async ({ params, db }) => ({
    content: await select(db, and(eq(campaignAcknowledgements.ucCampaignId, params.ucCampaignId))),
  }));

  route(app, requestAcknowledgement, async ({ params, body, db, audit, c }) => {
    const [campaign] = await db
      .select({ id: ucCampaigns.id })
      .from(ucCampaigns)
      .where(eq(ucCampaigns.id, params.ucCampaignId));
    if (!campaign) throw notFound('No such campaign');
    const [lender] = await db
      .select({ id: financialInstitutions.id, name: financialInstitutions.name })
      .from(financialInstitutions)
      .where(eq(financialInstitutions.number, body.fiId));
    if (!lender)
      throw new ApiError(400, 'VALIDATION_FAILED', 'No such lender', [{ path: 'fiId', message: 'No such lender' }]);
    const [row] = await db
      .insert(campaignAcknowledgements)
      .values({
        fiId: lender.id,
        ucCampaignId: campaign.id,
        summary: body.summary.trim(),
        beforeText: body.beforeText,
        afterText: body.afterText,
        requestedBy: c.get('actorName'),
      })
      .returning({ id: campaignAcknowledgements.id });
    const [created] = row ? await select(db, and(eq(campaignAcknowledgements.id, row.id))) : [];
    if (!created) throw new Error('acknowledgement insert returned nothing');
    audit.record({ entityId: created.id, entityName: lender.name, oldValue: null, newValue: created });
    return created;
  });

  route(app, cancelAcknowledgement, async ({ params, db, audit, c }) => {
    const { before, after } = await decide(db, params, 'CANCELLED', c.get('actorName'));
    audit.record({
      entityId: after.id,
      entityName: after.lenderName,
      oldValue: auditValue(before),
      newValue: auditValue(after),
    });
    return after;
  });

  scopedRoute(app, listLenderAcknowledgements, async ({ query, tenant, db }) => ({
    content: await select(
      db,
      and(
        eq(campaignAcknowledgements.fiId, tenant.id),
        query.status ? eq(campaignAcknowledgements.status, query.status) : undefined,
      ),
    ),
  }));

  for (const [endpoint, status] of [
    [acknowledgeChange, 'ACKNOWLEDGED'],
    [rejectChange, 'REJECTED'],
  ] as const) {
    scopedRoute(app, endpoint, async ({ params, tenant, db, audit, auth, c }) => {
      // The lender answers for itself: an admin requests and cancels, it does not acknowledge on a lender's behalf.
      if (auth?.realm !== 'fi') throw forbidden('Only the lender can acknowledge or reject a campaign change');
      const { before, after } = await decide(db, { id: params.id, fiId: tenant.id }, status, c.get('actorName'));
      audit.record({
        entityId: after.id,
        entityName: after.campaignName,
        oldValue: auditValue(before),
        newValue: auditValue(after),
      });
      return after;
    });
  }
}
