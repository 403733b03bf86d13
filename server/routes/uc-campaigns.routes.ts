import { and, count, eq, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import {
  completeCampaignPrescreenState,
  completeLenderPrescreenState,
  createUcCampaign,
  enrollCampaignLender,
  exportCampaignPrescreen,
  exportLenderPrescreen,
  getCampaignPrescreen,
  getLenderPrescreen,
  getUcCampaign,
  listCampaignEmbedders,
  listCampaignLenders,
  listCampaignProductInsights,
  listUcCampaigns,
  putCampaignPrescreenCriteria,
  putLenderPrescreenCriteria,
  transitionUcCampaign,
  UC_CAMPAIGN_FIELDS,
  unenrollCampaignLender,
  updateUcCampaign,
} from '../../api/uc-campaigns.ts';
import type { CampaignStatus } from '../../domain/catalog/campaign-status.ts';
import { parseRule } from '../../domain/rules/parse-rule.ts';
import {
  CAMPAIGN_EDITABLE_STATUSES,
  CAMPAIGN_MESSAGES_EXTRA,
  PRESCREEN_MESSAGES,
} from '../../domain/validation/campaign-prescreen.ts';
import { noCampaign, transitionCampaign } from '../campaigns/campaign-transitions.ts';
import {
  exportPrescreen,
  loadPrescreen,
  markComplete,
  type PrescreenScope,
  saveCriteria,
} from '../campaigns/prescreen.ts';
import type { Executor } from '../db/pool.ts';
import { LOGIN_ACTIONS } from '../db/queries/audit.ts';
import {
  CAMPAIGN_DEFAULT_ORDER,
  campaignValues,
  enrollmentOpen,
  findCampaignRow,
  toUcCampaign,
  toUcCampaignDetail,
  ucCampaignColumns,
} from '../db/queries/uc-campaigns.ts';
import { fiCampaignEnrollments, financialInstitutions, ucCampaigns } from '../db/schema/index.ts';
import { ApiError, notFound } from '../http/api-error.ts';
import type { AppContext, AppEnv } from '../http/context.ts';
import { pagedList } from '../http/paged-list.ts';
import { route } from '../http/register.ts';

const nowOf = (c: AppContext) => c.get('deps').now?.() ?? new Date();
const actorOf = (c: AppContext) => c.get('actorName') ?? 'admin';
const refuse = (message: string, path?: string) =>
  new ApiError(400, 'INVALID_CAMPAIGN', message, path ? [{ path, message }] : undefined);

async function campaignOf(db: Executor, id: string, lock = false) {
  return (await findCampaignRow(db, id, lock)) ?? Promise.reject(noCampaign());
}

/** Rule set rules, when given, must parse in the rule language (002 §5 Rules). */
function checkRules(rules: string | undefined) {
  if (!rules?.trim()) return;
  const parsed = parseRule(rules);
  if (!parsed.ok)
    throw new ApiError(
      400,
      'VALIDATION_FAILED',
      parsed.issues[0]?.message ?? 'Invalid rule',
      parsed.issues.map((issue) => ({ path: 'ruleSetRules', message: issue.message })),
    );
}

async function lenderRow(db: Executor, lenderId: number) {
  const [fi] = await db
    .select({ id: financialInstitutions.id, number: financialInstitutions.number, name: financialInstitutions.name })
    .from(financialInstitutions)
    .where(eq(financialInstitutions.number, lenderId));
  return fi ?? Promise.reject(notFound('No such financial institution'));
}

async function campaignLender(db: Executor, campaignId: string, fi: { id: string; number: number; name: string }) {
  const [row] = await db
    .select()
    .from(fiCampaignEnrollments)
    .where(and(eq(fiCampaignEnrollments.ucCampaignId, campaignId), eq(fiCampaignEnrollments.fiId, fi.id)));
  return {
    lenderId: fi.number,
    name: fi.name,
    enrollment: !row
      ? ('None' as const)
      : row.status === 'ENROLLED'
        ? ('Enrolled' as const)
        : ('Not Enrolled' as const),
    enrolledAt: row?.enrolledAt.toISOString() ?? null,
    enrolledBy: row?.enrolledBy ?? null,
    autoEnrolled: row?.autoEnrolled ?? false,
    dataFileStatus: row?.dataFileStatus ?? null,
  };
}

/** A lender's prescreen: only for a lender enrolled in the campaign. */
async function lenderScope(db: Executor, campaignId: string, lenderId: number): Promise<PrescreenScope> {
  const campaign = await campaignOf(db, campaignId);
  const fi = await lenderRow(db, lenderId);
  const enrollment = await campaignLender(db, campaignId, fi);
  if (enrollment.enrollment !== 'Enrolled') throw notFound(PRESCREEN_MESSAGES.notEnrolled);
  return { campaign, fiId: fi.id, lenderId };
}
const campaignScope = async (db: Executor, campaignId: string): Promise<PrescreenScope> => ({
  campaign: await campaignOf(db, campaignId),
  fiId: null,
  lenderId: null,
});

/** The admin's UC campaign screens (002 §2 uc/campaign and its tabs): every status change goes through transitionCampaign. */
export function registerUcCampaignRoutes(app: Hono<AppEnv>): void {
  route(app, listUcCampaigns, async ({ query, db }) =>
    pagedList(
      {
        fields: UC_CAMPAIGN_FIELDS,
        columns: ucCampaignColumns,
        select: () => db.select().from(ucCampaigns).$dynamic(),
        count: async (where) => (await db.select({ n: count() }).from(ucCampaigns).where(where))[0]?.n ?? 0,
        defaultOrder: CAMPAIGN_DEFAULT_ORDER,
        toRow: toUcCampaign,
        csvName: 'campaigns',
      },
      query,
    ),
  );

  route(app, createUcCampaign, async ({ body, db, audit, c }) => {
    if (body.status !== 'CREATED') throw refuse(CAMPAIGN_MESSAGES_EXTRA.createdOnly, 'status');
    checkRules(body.ruleSetRules);
    const [row] = await db
      .insert(ucCampaigns)
      .values({ ...campaignValues(body), status: 'CREATED' })
      .returning();
    if (!row) throw new Error('campaign insert returned no row');
    const created = toUcCampaignDetail(row, nowOf(c));
    audit.record({ entityId: row.id, entityName: row.name, oldValue: null, newValue: toUcCampaign(row) });
    return created;
  });

  route(app, getUcCampaign, async ({ params, db, c }) =>
    toUcCampaignDetail(await campaignOf(db, params.ucCampaignId), nowOf(c)),
  );

  route(app, updateUcCampaign, async ({ params, body, db, audit, c }) => {
    const before = await campaignOf(db, params.ucCampaignId, true);
    if (!CAMPAIGN_EDITABLE_STATUSES.includes(before.status as CampaignStatus)) {
      throw refuse(CAMPAIGN_MESSAGES_EXTRA.readOnly(before.status));
    }
    if (body.status !== before.status) throw refuse(CAMPAIGN_MESSAGES_EXTRA.statusByAction, 'status');
    checkRules(body.ruleSetRules);
    const [after] = await db
      .update(ucCampaigns)
      .set(campaignValues(body))
      .where(eq(ucCampaigns.id, before.id))
      .returning();
    if (!after) throw noCampaign();
    audit.record({
      entityId: after.id,
      entityName: after.name,
      oldValue: toUcCampaign(before),
      newValue: toUcCampaign(after),
    });
    return toUcCampaignDetail(after, nowOf(c));
  });

  route(app, transitionUcCampaign, async ({ params, body, db, audit, c }) => {
    const now = nowOf(c);
    const { campaign } = await transitionCampaign(db, {
      campaignId: params.ucCampaignId,
      event: { type: body.event },
      actor: actorOf(c),
      now,
      audit,
    });
    return toUcCampaignDetail(campaign, now);
  });

  route(app, listCampaignLenders, async ({ params, db, c }) => {
    const campaign = await campaignOf(db, params.ucCampaignId);
    const rows = await db
      .select({ id: financialInstitutions.id, number: financialInstitutions.number, name: financialInstitutions.name })
      .from(financialInstitutions)
      .where(eq(financialInstitutions.onboardingStatus, 'ONBOARDED'))
      .orderBy(financialInstitutions.name);
    const lenders = await Promise.all(rows.map((fi) => campaignLender(db, campaign.id, fi)));
    return { lenders, enrollmentOpen: enrollmentOpen(campaign, nowOf(c)) };
  });

  const setEnrollment = (status: 'ENROLLED' | 'NOT_ENROLLED') =>
    (async ({ params, db, audit, c }) => {
      const now = nowOf(c);
      const campaign = await campaignOf(db, params.ucCampaignId, true);
      if (!enrollmentOpen(campaign, now)) throw refuse(CAMPAIGN_MESSAGES_EXTRA.enrollmentClosed);
      const fi = await lenderRow(db, params.lenderId);
      const before = await campaignLender(db, campaign.id, fi);
      if (status === 'NOT_ENROLLED' && before.enrollment !== 'Enrolled') throw refuse(PRESCREEN_MESSAGES.notEnrolled);
      await db
        .insert(fiCampaignEnrollments)
        .values({ fiId: fi.id, ucCampaignId: campaign.id, status, enrolledBy: actorOf(c), enrolledAt: now })
        .onConflictDoUpdate({
          target: [fiCampaignEnrollments.fiId, fiCampaignEnrollments.ucCampaignId],
          set:
            status === 'ENROLLED'
              ? { status, enrolledBy: actorOf(c), enrolledAt: now, autoEnrolled: false, updatedAt: now }
              : { status, updatedAt: now },
        });
      const after = await campaignLender(db, campaign.id, fi);
      audit.record({
        entityId: campaign.id,
        entityName: `${campaign.name} — ${fi.name}`,
        oldValue: { enrollment: before.enrollment },
        newValue: { enrollment: after.enrollment },
        tenantId: fi.id,
      });
      return after;
    }) satisfies Parameters<typeof route<typeof enrollCampaignLender>>[2];
  route(app, enrollCampaignLender, setEnrollment('ENROLLED'));
  route(app, unenrollCampaignLender, setEnrollment('NOT_ENROLLED'));

  route(app, getCampaignPrescreen, async ({ params, db }) =>
    loadPrescreen(db, await campaignScope(db, params.ucCampaignId)),
  );
  route(app, getLenderPrescreen, async ({ params, db }) =>
    loadPrescreen(db, await lenderScope(db, params.ucCampaignId, params.lenderId)),
  );
  route(app, exportCampaignPrescreen, async ({ params, db }) =>
    exportPrescreen(db, await campaignScope(db, params.ucCampaignId)),
  );
  route(app, exportLenderPrescreen, async ({ params, db }) =>
    exportPrescreen(db, await lenderScope(db, params.ucCampaignId, params.lenderId)),
  );

  const recordCriteria = (
    audit: {
      record: (change: {
        entityId: string | null;
        entityName: string;
        oldValue: unknown;
        newValue: unknown;
        tenantId?: string | null;
      }) => void;
    },
    scope: PrescreenScope,
    state: string,
    change: { before: unknown; after: unknown; id: string | null },
  ) =>
    audit.record({
      entityId: change.id,
      entityName: `${scope.campaign.name} prescreen ${state === '-1' ? 'Global' : state}`,
      oldValue: change.before,
      newValue: change.after,
      ...(scope.fiId ? { tenantId: scope.fiId } : {}),
    });

  route(app, putCampaignPrescreenCriteria, async ({ params, body, db, audit, c }) => {
    const scope = await campaignScope(db, params.ucCampaignId);
    recordCriteria(audit, scope, params.state, await saveCriteria(db, scope, params.state, body, actorOf(c)));
    return loadPrescreen(db, scope);
  });
  route(app, putLenderPrescreenCriteria, async ({ params, body, db, audit, c }) => {
    const scope = await lenderScope(db, params.ucCampaignId, params.lenderId);
    recordCriteria(audit, scope, params.state, await saveCriteria(db, scope, params.state, body, actorOf(c)));
    return loadPrescreen(db, scope);
  });
  route(app, completeCampaignPrescreenState, async ({ params, body, db, audit, c }) => {
    const scope = await campaignScope(db, params.ucCampaignId);
    recordCriteria(audit, scope, params.state, await markComplete(db, scope, params.state, body.complete, actorOf(c)));
    return loadPrescreen(db, scope);
  });
  route(app, completeLenderPrescreenState, async ({ params, body, db, audit, c }) => {
    const scope = await lenderScope(db, params.ucCampaignId, params.lenderId);
    recordCriteria(audit, scope, params.state, await markComplete(db, scope, params.state, body.complete, actorOf(c)));
    return loadPrescreen(db, scope);
  });

  route(app, listCampaignProductInsights, async ({ params, db }) => {
    const campaign = await campaignOf(db, params.ucCampaignId);
    const result = await db.execute<{
      lender_id: number;
      lender_name: string;
      product_id: string;
      product_name: string;
      generated: number;
      viewed: number;
      redeemed_count: number;
      redeemed_amount: string;
    }>(sql`
      select fi.number as lender_id, fi.name as lender_name, p.id as product_id, p.name as product_name,
        (select count(*)::int from offers o where o.campaign_id = ${campaign.id} and o.product_id = p.id) as generated,
        (select count(*)::int from offers o where o.campaign_id = ${campaign.id} and o.product_id = p.id
          and exists (select 1 from audit_log a where a.category = 'LOGIN' and a.action = ${LOGIN_ACTIONS.success}
            and a.actor_realm = 'consumer' and a.actor_id = o.consumer_id)) as viewed,
        (select count(*)::int from redemptions r join offers o on o.id = r.offer_id
          where o.campaign_id = ${campaign.id} and o.product_id = p.id and r.status <> 'CANCELLED') as redeemed_count,
        (select coalesce(sum(r.amount), 0)::text from redemptions r join offers o on o.id = r.offer_id
          where o.campaign_id = ${campaign.id} and o.product_id = p.id and r.status <> 'CANCELLED') as redeemed_amount
      from fi_campaign_enrollments e
        join financial_institutions fi on fi.id = e.fi_id
        join products p on p.fi_id = fi.id
      where e.uc_campaign_id = ${campaign.id} and e.status = 'ENROLLED'
      order by fi.name, p.name
    `);
    return {
      products: result.rows.map((row) => ({
        lenderId: row.lender_id,
        lenderName: row.lender_name,
        productId: row.product_id,
        productName: row.product_name,
        offersGenerated: row.generated,
        offersViewed: row.viewed,
        redeemedCount: row.redeemed_count,
        redeemedAmount: Number(row.redeemed_amount),
      })),
    };
  });

  route(app, listCampaignEmbedders, async ({ params, db }) => {
    const campaign = await campaignOf(db, params.ucCampaignId);
    const result = await db.execute<{
      number: number;
      name: string;
      enrolled_at: Date | string;
      enrolled_by: string | null;
      files: number;
    }>(sql`
      select e.number, e.name, ce.enrolled_at, ce.enrolled_by,
        (select count(*)::int from consumer_files f where f.campaign_id = ce.campaign_id and f.embedder_id = e.id) as files
      from campaign_embedders ce join embedders e on e.id = ce.embedder_id
      where ce.campaign_id = ${campaign.id}
      order by e.name
    `);
    return {
      embedders: result.rows.map((row) => ({
        embedderId: row.number,
        name: row.name,
        enrolledAt: new Date(row.enrolled_at).toISOString(),
        enrolledBy: row.enrolled_by,
        consumerFiles: row.files,
      })),
    };
  });
}
