import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { LoanLead } from '../../../api/loan-leads.ts';
import type { FundingStatus } from '../../../domain/catalog/statuses.ts';
import type { TierTerm } from '../../../domain/engine/engine-types.ts';
import {
  acceptedTerms,
  type LeadView,
  loanNumberOf,
  type PushStatus,
  VELOCITY_THRESHOLDS,
  velocityHours,
  velocityTier,
} from '../../../domain/loan-leads/loan-leads.ts';
import type { Executor } from '../pool.ts';
import { placeholders } from '../reusable-statement.ts';
import {
  consoleUsers,
  consumers,
  loanLeads,
  loanLeadWork,
  offers,
  products,
  redemptions,
  ucCampaigns,
} from '../schema/index.ts';
import { type CountedRows, ONE } from './list-source.ts';
import type { FiScope } from './scope.ts';

/**
 * A lender's loan leads (002 §2–3), tuned for large lenders: the list and its count run on the (fi_id, …) indexes of
 * loan_leads, the work row's insert is a statement built once. The console's lead reads take the lender's scope
 * (docs/decisions/0505-query-layer.md): `leadViewWhere` puts its condition in the list's, the count's and the report
 * download's WHERE, `findLeadOf` finds one of its leads. Unscoped on purpose: the redemption's own write of a new lead's
 * work row (`leadWorkValues`, `leadWorkInsert`: the consumer redeeming names the lender by its product, no tenant is
 * signed in) and `ensureLeadWork`, which takes a lead its callers found already (a handler by its scope, the push job
 * by its queued lead).
 */

/** The list's columns: each declared field of LOAN_LEAD_FIELDS reads one of these. */
export const loanLeadColumns = {
  id: redemptions.id,
  loanLeadId: loanLeads.id,
  // The lead is written in the redemption's transaction (server/redemption/redeem-offer.ts), so its created_at is the
  // redemption's: read from loan_leads, the list filters, sorts and pages on the lender's (fi_id, …) indexes.
  dateAccepted: loanLeads.createdAt,
  assignedFIUserId: loanLeadWork.assignedUserId,
  assignedFirstName: consoleUsers.firstName,
  assignedLastName: consoleUsers.lastName,
  assignedUsername: consoleUsers.username,
  status: loanLeads.status,
  ucCampaignId: offers.campaignId,
  campaignName: ucCampaigns.name,
  consumerFirstName: consumers.firstName,
  consumerLastName: consumers.lastName,
  productName: products.name,
  productCategoryId: products.category,
  amount: redemptions.amount,
  redeemStatus: redemptions.status,
  redeemType: redemptions.redeemType,
  fundingStatus: loanLeads.fundingStatus,
  pushStatus: loanLeadWork.pushStatus,
  loanNumber: loanLeadWork.loanNumber,
};

/** What the filters and sort read (the text form of uuids, so LIKE and EQUAL work on them). */
export const loanLeadFilterColumns = {
  dateAccepted: loanLeads.createdAt,
  assignedFIUserId: sql`${loanLeadWork.assignedUserId}::text`,
  status: loanLeads.status,
  ucCampaignId: sql`${offers.campaignId}::text`,
  id: sql`${loanLeads.redemptionId}::text`,
  consumerLastName: consumers.lastName,
  productCategoryId: products.category,
  redeemStatus: redemptions.status,
  redeemType: redemptions.redeemType,
  fundingStatus: loanLeads.fundingStatus,
};

export type LeadRow = {
  [K in keyof typeof loanLeadColumns]: (typeof loanLeadColumns)[K]['_']['data'] | null;
};

/** The lead's FROM: every table the list and detail read, the work row and assignee optional. */
export function selectLeads(db: Executor, columns: Record<string, unknown> = loanLeadColumns) {
  return db
    .select(columns as typeof loanLeadColumns)
    .from(loanLeads)
    .innerJoin(redemptions, eq(redemptions.id, loanLeads.redemptionId))
    .innerJoin(offers, eq(offers.id, redemptions.offerId))
    .innerJoin(products, eq(products.id, redemptions.productId))
    .innerJoin(consumers, eq(consumers.id, loanLeads.consumerId))
    .innerJoin(ucCampaigns, eq(ucCampaigns.id, offers.campaignId))
    .leftJoin(loanLeadWork, eq(loanLeadWork.loanLeadId, loanLeads.id))
    .leftJoin(consoleUsers, eq(consoleUsers.id, loanLeadWork.assignedUserId));
}

/** The tables beyond loan_leads a lead filter reads (every other filter is on loan_leads itself). */
const FILTER_TABLES: Readonly<Record<string, LeadCountJoin>> = {
  assignedFIUserId: 'work',
  ucCampaignId: 'offers',
  consumerLastName: 'consumers',
  productCategoryId: 'products',
  redeemStatus: 'redemptions',
  redeemType: 'redemptions',
};
export type LeadCountJoin = 'work' | 'redemptions' | 'offers' | 'products' | 'consumers';

/** What a count of the view with these filters must join: the assignment views and filters name their tables. */
export function leadCountJoins(view: LeadView, filterFields: readonly string[]): Set<LeadCountJoin> {
  const joins = new Set<LeadCountJoin>(view === 'Assigned to me' ? ['work'] : []);
  for (const field of filterFields) {
    const table = FILTER_TABLES[field];
    if (table) joins.add(table);
  }
  return joins;
}

/**
 * The count of the leads `where` keeps, joining only what it reads: every lead has its redemption, offer, product
 * and consumer (NOT NULL foreign keys), so the other inner joins cannot change the count — and without them a
 * lender's count is an index-only scan of loan_leads (issue 31 item 3: 9 ms for 32,000 of 128,000 leads).
 */
export function leadCount(db: Executor, where: SQL | undefined, joins: ReadonlySet<LeadCountJoin>): CountedRows {
  let query = db.select(ONE).from(loanLeads).$dynamic();
  const viaRedemption = joins.has('redemptions') || joins.has('offers') || joins.has('products');
  if (viaRedemption) query = query.innerJoin(redemptions, eq(redemptions.id, loanLeads.redemptionId));
  if (joins.has('offers')) query = query.innerJoin(offers, eq(offers.id, redemptions.offerId));
  if (joins.has('products')) query = query.innerJoin(products, eq(products.id, redemptions.productId));
  if (joins.has('consumers')) query = query.innerJoin(consumers, eq(consumers.id, loanLeads.consumerId));
  if (joins.has('work')) query = query.leftJoin(loanLeadWork, eq(loanLeadWork.loanLeadId, loanLeads.id));
  return { db, rows: query.where(where) };
}

/** The scope's lender's leads in an assignment view (002 §3 lead assignment views): the list's WHERE. */
export function leadViewWhere(scope: FiScope, params: { view: LeadView; userId: string | null }): SQL | undefined {
  return viewWhere(scope.fiId, params.view, params.userId);
}

/** The tenant and assignment view conditions by the lender's id: leadViewWhere's, which names the scope's lender. */
function viewWhere(fiId: string, view: LeadView, userId: string | null): SQL | undefined {
  const tenant = eq(loanLeads.fiId, fiId);
  switch (view) {
    // loan_leads.assigned mirrors the work row's assignee (a trigger, decision 0797): these two views and their
    // counts read loan_leads alone.
    case 'Unassigned':
      return and(tenant, eq(loanLeads.assigned, false));
    case 'Assigned':
      return and(tenant, eq(loanLeads.assigned, true));
    case 'Assigned to me':
      return userId ? and(tenant, eq(loanLeadWork.assignedUserId, userId)) : and(tenant, sql`false`);
    default:
      return tenant;
  }
}

export const LEAD_DEFAULT_ORDER = [desc(loanLeads.createdAt), desc(loanLeads.id)];

/** "First Last (username)": demo and imported users' names alone can be ambiguous ("cu"). */
export const personName = (first: string | null, last: string | null, username: string | null) => {
  const name = [first, last].filter(Boolean).join(' ');
  return name && username ? `${name} (${username})` : name || username;
};

export function toLoanLead(
  row: LeadRow,
  now: Date,
  thresholds: readonly [number, number] = VELOCITY_THRESHOLDS,
): LoanLead {
  const acceptedAt = row.dateAccepted ?? now;
  const assigned = row.assignedFIUserId !== null;
  return {
    id: row.id ?? '',
    loanLeadId: row.loanLeadId ?? '',
    dateAccepted: acceptedAt.toISOString(),
    assignedFIUserId: row.assignedFIUserId,
    assignedUserName: assigned ? personName(row.assignedFirstName, row.assignedLastName, row.assignedUsername) : null,
    status: row.status ?? 'NEW',
    ucCampaignId: row.ucCampaignId ?? '',
    campaignName: row.campaignName ?? '',
    consumerFirstName: row.consumerFirstName ?? '',
    consumerLastName: row.consumerLastName ?? '',
    productName: row.productName ?? '',
    productCategoryId: row.productCategoryId ?? '',
    amount: row.amount ?? '0',
    redeemStatus: row.redeemStatus ?? '',
    redeemType: row.redeemType ?? 'STANDARD',
    fundingStatus: (row.fundingStatus ?? 'PENDING') as FundingStatus,
    pushStatus: (row.pushStatus ?? 'NOT_PUSHED') as PushStatus,
    loanNumber: row.loanNumber ?? loanNumberOf(row.loanLeadId ?? ''),
    velocity: velocityTier({ assigned, status: row.status ?? 'NEW', acceptedAt }, now, thresholds),
    velocityHours: velocityHours(acceptedAt, now),
  };
}

/**
 * The lead's work row, written now when the lead predates it (leads of the seed): what redemption would have
 * captured, from the offer's terms. Concurrent callers both end with the one row. Takes no scope: its callers pass a
 * lead they found already (a handler by its scope, the push job by its queued lead); the row's fi_id is the lead's.
 */
export async function ensureLeadWork(db: Executor, loanLeadId: string): Promise<void> {
  const [lead] = await db
    .select({
      fiId: loanLeads.fiId,
      amount: redemptions.amount,
      term: redemptions.term,
      terms: offers.terms,
    })
    .from(loanLeads)
    .innerJoin(redemptions, eq(redemptions.id, loanLeads.redemptionId))
    .innerJoin(offers, eq(offers.id, redemptions.offerId))
    .where(eq(loanLeads.id, loanLeadId));
  if (!lead) return;
  const values = leadWorkValues({
    loanLeadId,
    fiId: lead.fiId,
    terms: lead.terms,
    amount: lead.amount,
    term: lead.term,
  });
  await db.insert(loanLeadWork).values(values).onConflictDoNothing({ target: loanLeadWork.loanLeadId });
}

/**
 * What the lender's loan-lead report keeps of a new lead and nothing else does: loan number, APR and payment as
 * accepted. Unscoped on purpose: the redemption's own write (server/redemption/redemption-records.ts), made for a
 * consumer, names the lender of the redeemed product; no tenant is signed in.
 */
export function leadWorkValues(lead: {
  loanLeadId: string;
  fiId: string;
  terms: readonly TierTerm[];
  amount: string;
  term: number | null;
}) {
  const accepted = acceptedTerms(lead.terms, lead.amount, lead.term);
  return {
    loanLeadId: lead.loanLeadId,
    fiId: lead.fiId,
    loanNumber: loanNumberOf(lead.loanLeadId),
    apr: accepted.apr,
    monthlyPayment: accepted.monthlyPayment,
  };
}

/** Its insert, each value a placeholder named as leadWorkValues names it: for a statement built once (unscoped, as above). */
export const leadWorkInsert = (db: Executor) =>
  db
    .insert(loanLeadWork)
    .values(placeholders('loanLeadId', 'fiId', 'loanNumber', 'apr', 'monthlyPayment'))
    .onConflictDoNothing({ target: loanLeadWork.loanLeadId });

/** The lead of a redemption of the scope's lender, or undefined (another lender's is the same as none). */
export async function findLeadOf(db: Executor, scope: FiScope, params: { redemptionId: string }) {
  const [lead] = await db
    .select({ id: loanLeads.id, status: loanLeads.status, fundingStatus: loanLeads.fundingStatus })
    .from(loanLeads)
    .where(and(eq(loanLeads.redemptionId, params.redemptionId), eq(loanLeads.fiId, scope.fiId)));
  return lead;
}
