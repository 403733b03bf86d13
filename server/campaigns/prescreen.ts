import { and, desc, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { GLOBAL_STATE, type Prescreen, type PrescreenRow } from '../../api/uc-campaigns.ts';
import type { CampaignStatus } from '../../domain/catalog/campaign-status.ts';
import { GLOBAL_LABEL } from '../../domain/catalog/lender.ts';
import { US_STATES } from '../../domain/catalog/us-states.ts';
import { formatCriteria } from '../../domain/criteria/format-criteria.ts';
import { parseCriteria } from '../../domain/criteria/parse-criteria.ts';
import { BUREAU_FIELDS, type BureauFieldName } from '../../domain/rules/bureau-fields.ts';
import { criteriaToRule } from '../../domain/rules/criteria-to-rule.ts';
import { ruleToSql } from '../../domain/rules/rule-to-sql.ts';
import { PRESCREEN_MESSAGES } from '../../domain/validation/campaign-prescreen.ts';
import { campaignHasTag } from '../../machines/campaign/campaign-lifecycle.ts';
import type { Executor } from '../db/pool.ts';
import { bureauAttributeSql } from '../db/schema/bureau-vector.ts';
import { bureauAttributes, campaignPrescreenCriteria, ucCampaigns } from '../db/schema/index.ts';
import { ApiError } from '../http/api-error.ts';
import { csvAttachment } from '../http/attachment.ts';

type CampaignRow = typeof ucCampaigns.$inferSelect;
type CriteriaRow = typeof campaignPrescreenCriteria.$inferSelect;
/** Whose criteria: the campaign's own (fiId null) or an enrolled lender's. */
export interface PrescreenScope {
  campaign: CampaignRow;
  fiId: string | null;
  lenderId: number | null;
}

export const DEFAULT_PRESCREEN_FIELD: BureauFieldName = 'VANTAGE_SCORE';
const FIELD_NAMES: readonly string[] = BUREAU_FIELDS.map((field) => field.name);
const stateLabel = (code: string) =>
  code === GLOBAL_STATE ? GLOBAL_LABEL : (US_STATES.find((state) => state.code === code)?.name ?? code);

const invalid = (path: string, message: string) => new ApiError(400, 'VALIDATION_FAILED', message, [{ path, message }]);

/** Criteria text on a bureau field, checked by the criteria grammar and turned into a SQL condition on the file. */
export function criteriaCondition(field: string, criteria: string): { text: string; where: SQL } {
  if (!FIELD_NAMES.includes(field)) throw invalid('field', 'Enter a valid bureau field');
  const parsed = parseCriteria(criteria);
  if (!parsed.ok) throw invalid('criteria', parsed.error.message);
  const rule = criteriaToRule(field as BureauFieldName, parsed.cell);
  if (!rule.ok) throw invalid('criteria', rule.message);
  // ruleToSql writes only catalogue fields, fixed operators and integers; the field is checked above.
  const where = ruleToSql(rule.node, (name) => bureauAttributeSql(name));
  return { text: formatCriteria(parsed.cell), where: sql.raw(where) };
}

const scopeWhere = ({ campaign, fiId }: PrescreenScope) =>
  and(
    eq(campaignPrescreenCriteria.ucCampaignId, campaign.id),
    fiId === null ? isNull(campaignPrescreenCriteria.fiId) : eq(campaignPrescreenCriteria.fiId, fiId),
  );

async function countByState(db: Executor, campaignId: string, where: SQL | null): Promise<Map<string, number>> {
  const rows = await db
    .select({ state: bureauAttributes.state, n: sql<number>`count(*)::int` })
    .from(bureauAttributes)
    .where(
      where ? and(eq(bureauAttributes.campaignId, campaignId), where) : eq(bureauAttributes.campaignId, campaignId),
    )
    .groupBy(bureauAttributes.state);
  return new Map(rows.map((row) => [row.state, row.n]));
}
const sum = (counts: Map<string, number>) => [...counts.values()].reduce((total, n) => total + n, 0);

/**
 * Whose bureau file the counts come from. The campaign's own arrives only with the bureau import, after its
 * criteria are locked: until then the states and counts are estimated from the latest campaign that has one (the
 * population the bureau keeps answering for), so the states can be reviewed while the criteria may still change.
 */
async function countSource(
  db: Executor,
  campaign: CampaignRow,
): Promise<{ id: string; estimate: Prescreen['countsFrom'] }> {
  const own = await db
    .select({ one: sql`1` })
    .from(bureauAttributes)
    .where(eq(bureauAttributes.campaignId, campaign.id))
    .limit(1);
  if (own.length > 0) return { id: campaign.id, estimate: null };
  const [latest] = await db
    .select({ id: ucCampaigns.id, name: ucCampaigns.name })
    .from(ucCampaigns)
    .where(
      and(
        ne(ucCampaigns.id, campaign.id),
        sql`exists (select 1 from ${bureauAttributes} where ${bureauAttributes.campaignId} = ${ucCampaigns.id})`,
      ),
    )
    .orderBy(desc(ucCampaigns.startsAt))
    .limit(1);
  return latest
    ? { id: latest.id, estimate: { ucCampaignId: latest.id, name: latest.name } }
    : { id: campaign.id, estimate: null };
}

/** The prescreen by state: Global and each state of the consumers, counted from bureau_attributes. */
export async function loadPrescreen(db: Executor, scope: PrescreenScope): Promise<Prescreen> {
  const rows = await db.select().from(campaignPrescreenCriteria).where(scopeWhere(scope));
  const byState = new Map(rows.map((row) => [row.state, row]));
  const source = await countSource(db, scope.campaign);
  const totals = await countByState(db, source.id, null);
  const global = byState.get(GLOBAL_STATE);
  const globalCounts = global?.criteria
    ? await countByState(db, source.id, criteriaCondition(global.field, global.criteria).where)
    : null;
  const globalRow: PrescreenRow = {
    state: GLOBAL_STATE,
    label: GLOBAL_LABEL,
    field: global?.field ?? DEFAULT_PRESCREEN_FIELD,
    criteria: global?.criteria ?? null,
    inherited: false,
    complete: Boolean(global?.criteria),
    consumerCount: globalCounts ? sum(globalCounts) : sum(totals),
    totalConsumers: sum(totals),
  };
  const states: PrescreenRow[] = [];
  for (const code of [...totals.keys()].sort()) {
    const own = byState.get(code);
    const inherited = !own?.criteria;
    const counts = inherited
      ? globalCounts
      : await countByState(db, source.id, criteriaCondition(own.field, own.criteria as string).where);
    states.push({
      state: code,
      label: stateLabel(code),
      field: inherited ? globalRow.field : (own?.field ?? globalRow.field),
      criteria: inherited ? globalRow.criteria : (own?.criteria ?? null),
      inherited,
      complete: own?.complete ?? false,
      consumerCount: counts ? (counts.get(code) ?? 0) : (totals.get(code) ?? 0),
      totalConsumers: totals.get(code) ?? 0,
    });
  }
  const locked = !campaignHasTag(scope.campaign.status as CampaignStatus, 'beforeProcessing');
  const exportBlocked = !globalRow.criteria
    ? PRESCREEN_MESSAGES.globalNotConfigured
    : states.some((state) => !state.complete)
      ? PRESCREEN_MESSAGES.statesPending
      : null;
  return {
    ucCampaignId: scope.campaign.id,
    lenderId: scope.lenderId,
    status: scope.campaign.status as CampaignStatus,
    locked,
    canEdit: !locked,
    global: globalRow,
    states,
    countsFrom: source.estimate,
    exportBlocked,
  };
}

const assertEditable = (campaign: CampaignRow) => {
  if (!campaignHasTag(campaign.status as CampaignStatus, 'beforeProcessing')) {
    throw new ApiError(400, 'INVALID_CAMPAIGN', PRESCREEN_MESSAGES.locked(campaign.status));
  }
};
const snapshotOf = (row: CriteriaRow | undefined) =>
  row ? { field: row.field, criteria: row.criteria, complete: row.complete } : null;

async function upsert(
  db: Executor,
  scope: PrescreenScope,
  state: string,
  values: { field: string; criteria?: string | null; complete: boolean },
  by: string | null,
) {
  const [before] = await db
    .select()
    .from(campaignPrescreenCriteria)
    .where(and(scopeWhere(scope), eq(campaignPrescreenCriteria.state, state)))
    .for('update');
  const set = { ...values, updatedAt: new Date(), updatedBy: by };
  const [after] = before
    ? await db.update(campaignPrescreenCriteria).set(set).where(eq(campaignPrescreenCriteria.id, before.id)).returning()
    : await db
        .insert(campaignPrescreenCriteria)
        .values({ ucCampaignId: scope.campaign.id, fiId: scope.fiId, state, criteria: null, ...set })
        .returning();
  return { before: snapshotOf(before), after: snapshotOf(after), id: after?.id ?? null, row: before };
}

/** Sets a state's (or Global's) criteria; a state whose criteria change is open for review again. */
export async function saveCriteria(
  db: Executor,
  scope: PrescreenScope,
  state: string,
  body: { field: string; criteria: string },
  by: string | null,
) {
  assertEditable(scope.campaign);
  const { text } = criteriaCondition(body.field, body.criteria);
  return upsert(db, scope, state, { field: body.field, criteria: text, complete: false }, by);
}

/** Marks a state complete (it needs criteria of its own or Global's) or reopens it. */
export async function markComplete(
  db: Executor,
  scope: PrescreenScope,
  state: string,
  complete: boolean,
  by: string | null,
) {
  assertEditable(scope.campaign);
  const current = await loadPrescreen(db, scope);
  const row = state === GLOBAL_STATE ? current.global : current.states.find((entry) => entry.state === state);
  if (complete && !row?.criteria) {
    throw invalid('complete', PRESCREEN_MESSAGES.completeWithoutCriteria);
  }
  const [own] = await db
    .select()
    .from(campaignPrescreenCriteria)
    .where(and(scopeWhere(scope), eq(campaignPrescreenCriteria.state, state)));
  return upsert(
    db,
    scope,
    state,
    { field: own?.field ?? row?.field ?? DEFAULT_PRESCREEN_FIELD, criteria: own?.criteria ?? null, complete },
    by,
  );
}

/** The prescreen report, refused (400, the seed's toasts) until Global is set and every state is complete. */
export async function exportPrescreen(db: Executor, scope: PrescreenScope): Promise<Response> {
  const prescreen = await loadPrescreen(db, scope);
  if (prescreen.exportBlocked) {
    throw new ApiError(400, 'INVALID_CAMPAIGN', prescreen.exportBlocked);
  }
  const quote = (value: string | number | boolean | null) => {
    const text = value === null ? '' : String(value);
    return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const lines = [
    ['State', 'Field', 'Criteria', 'Inherited', 'Complete', 'Consumers', 'Consumers meeting criteria'],
    ...[prescreen.global, ...prescreen.states].map((row) => [
      row.label,
      row.field,
      row.criteria,
      row.inherited,
      row.complete,
      row.totalConsumers,
      row.consumerCount,
    ]),
  ].map((line) => line.map(quote).join(','));
  return csvAttachment(`${lines.join('\n')}\n`, `prescreen-${scope.campaign.id}.csv`);
}
