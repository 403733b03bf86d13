import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Acknowledgement } from '../../../api/acknowledgements.ts';
import type { AcknowledgementStatus } from '../../../domain/catalog/statuses.ts';
import {
  type AcknowledgementEventType,
  acknowledgementMove,
} from '../../../machines/campaign/acknowledgement-lifecycle.ts';
import type { Executor } from '../pool.ts';
import { campaignAcknowledgements, financialInstitutions, ucCampaigns } from '../schema/index.ts';
import { adminLenderAndCampaign } from './lender-campaign-files.ts';
import type { AdminScope, FiScope } from './scope.ts';

/**
 * Campaign change acknowledgements (000 §4): an admin (AdminScope) requests, lists per campaign and cancels; a lender
 * (FiScope) lists and decides only its own.
 */

const columns = {
  row: campaignAcknowledgements,
  fiNumber: financialInstitutions.number,
  lenderName: financialInstitutions.name,
  campaignName: ucCampaigns.name,
};

async function select(db: Executor, where: SQL | undefined): Promise<Acknowledgement[]> {
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

/** Every request about one campaign, pending first (admins). */
export const campaignAcknowledgementsOf = (db: Executor, _scope: AdminScope, params: { ucCampaignId: string }) =>
  select(db, and(eq(campaignAcknowledgements.ucCampaignId, params.ucCampaignId)));

/** The lender's requests, pending first, optionally of one status. */
export const lenderAcknowledgementsOf = (
  db: Executor,
  scope: FiScope,
  params: { status?: AcknowledgementStatus | undefined },
) =>
  select(
    db,
    and(
      eq(campaignAcknowledgements.fiId, scope.fiId),
      params.status ? eq(campaignAcknowledgements.status, params.status) : undefined,
    ),
  );

/** A new request to the lender numbered `fiNumber`; what is missing when the campaign or the lender is not there. */
export async function insertAcknowledgement(
  db: Executor,
  scope: AdminScope,
  params: {
    ucCampaignId: string;
    fiNumber: number;
    summary: string;
    beforeText: string;
    afterText: string;
    requestedBy: string | null;
  },
): Promise<{ missing: 'campaign' | 'lender' } | { created: Acknowledgement; lenderName: string }> {
  const { lender, campaign } = await adminLenderAndCampaign(db, scope, {
    lenderNumber: params.fiNumber,
    ucCampaignId: params.ucCampaignId,
  });
  if (!campaign) return { missing: 'campaign' };
  if (!lender) return { missing: 'lender' };
  const [row] = await db
    .insert(campaignAcknowledgements)
    .values({
      fiId: lender.id,
      ucCampaignId: campaign.id,
      summary: params.summary,
      beforeText: params.beforeText,
      afterText: params.afterText,
      requestedBy: params.requestedBy,
    })
    .returning({ id: campaignAcknowledgements.id });
  const [created] = row ? await select(db, and(eq(campaignAcknowledgements.id, row.id))) : [];
  if (!created) throw new Error('acknowledgement insert returned nothing');
  return { created, lenderName: lender.name };
}

export type DecideResult =
  | { readonly before: Acknowledgement; readonly after: Acknowledgement }
  | { readonly missing: true }
  /** The acknowledgementLifecycle machine's reason for refusing the event from the stored status. */
  | { readonly refused: string };

/**
 * Applies a decision (ACKNOWLEDGE, REJECT, CANCEL) as the acknowledgementLifecycle machine says from the stored status
 * (locked, so two decisions cannot both win). A lender reaches only its own requests; an admin names the campaign the
 * request is about.
 */
export async function decideAcknowledgement(
  db: Executor,
  scope: FiScope | AdminScope,
  params: { id: string; ucCampaignId?: string; event: AcknowledgementEventType; by: string | null },
): Promise<DecideResult> {
  const where = and(
    eq(campaignAcknowledgements.id, params.id),
    scope.kind === 'fi' ? eq(campaignAcknowledgements.fiId, scope.fiId) : undefined,
    params.ucCampaignId ? eq(campaignAcknowledgements.ucCampaignId, params.ucCampaignId) : undefined,
  );
  const [locked] = await db.select().from(campaignAcknowledgements).where(where).for('update');
  if (!locked) return { missing: true };
  const move = acknowledgementMove(locked.status as AcknowledgementStatus, params.event);
  if ('refused' in move) return move;
  const [before] = await select(db, where);
  await db
    .update(campaignAcknowledgements)
    .set({ status: move.next, decidedBy: params.by, decidedAt: new Date() })
    .where(where);
  const [after] = await select(db, where);
  if (!before || !after) return { missing: true };
  return { before, after };
}
