import { and, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { MaterialReportRow, RedemptionReportRow } from '../../../api/reports.ts';
import { maskEmail, maskPhone, maskText } from '../../../domain/billing/reports.ts';
import type { TierTerm } from '../../../domain/engine/engine-types.ts';
import { transactionOutcomeLabel } from '../../../domain/transactions/transaction-outcome.ts';
import type { Executor } from '../pool.ts';
import {
  auditLog,
  bureauAttributes,
  consumers,
  embedders,
  financialInstitutions,
  loanLeads,
  offers,
  prequalLeads,
  products,
  redemptions,
  transactions,
  ucCampaigns,
} from '../schema/index.ts';
import { openPii } from './consumer-pii.ts';
import { type CountedRows, countRows, ONE } from './list-source.ts';
import { type PrequalLeadRow, prequalLeadColumns, selectPrequalLeads, toPrequalLead } from './prequal-leads.ts';
import type { AdminScope } from './scope.ts';

/**
 * The database half of the admin reports of 002 §2 (redemption, CDFI, material/audit, prequal leads): each function
 * answers what server/http/report-download.ts `reportAnswer` reads (columns, select, count, where, date column,
 * order, row mapper); the route adds the fields, file names and export headers. Admins only: they span every tenant.
 */

const day = (at: Date) => at.toISOString().slice(0, 10);

const redemptionSelection = {
  id: redemptions.id,
  createdAt: redemptions.createdAt,
  lender: financialInstitutions.name,
  lenderId: financialInstitutions.number,
  campaign: ucCampaigns.name,
  firstName: consumers.firstName,
  lastName: consumers.lastName,
  pii: consumers.pii,
  productName: products.name,
  productCategory: products.category,
  redeemType: redemptions.redeemType,
  redeemStatus: redemptions.status,
  fundingStatus: loanLeads.fundingStatus,
  leadStatus: loanLeads.status,
  amount: redemptions.amount,
  term: redemptions.term,
  terms: offers.terms,
  addOns: redemptions.addOns,
  transactionOutcome: transactions.outcome,
};
const redemptionFrom = (db: Executor) =>
  db
    .select(redemptionSelection)
    .from(redemptions)
    .innerJoin(loanLeads, eq(loanLeads.redemptionId, redemptions.id))
    .innerJoin(financialInstitutions, eq(financialInstitutions.id, loanLeads.fiId))
    .innerJoin(products, eq(products.id, redemptions.productId))
    .innerJoin(offers, eq(offers.id, redemptions.offerId))
    .innerJoin(ucCampaigns, eq(ucCampaigns.id, offers.campaignId))
    .innerJoin(consumers, eq(consumers.id, redemptions.consumerId))
    // The visit that made the redemption (decision 0645); none for a redemption made before outcomes were recorded.
    .leftJoin(transactions, eq(transactions.redemptionId, redemptions.id));
type RedemptionRow = Awaited<ReturnType<ReturnType<typeof redemptionFrom>['execute']>>[number];

/** One report row: the consumer's e-mail and state opened with `key`, the APR of the term chosen (else the first). */
function toRedemptionReportRow(key: Buffer, row: RedemptionRow): RedemptionReportRow {
  const pii = openPii(key, row.pii);
  const term = (row.terms as TierTerm[]).find((t) => t.term === row.term) ?? (row.terms as TierTerm[])[0];
  return {
    id: row.id,
    dateAccepted: day(row.createdAt),
    lender: row.lender,
    lenderId: row.lenderId,
    campaign: row.campaign,
    consumerName: `${row.firstName} ${row.lastName}`,
    email: pii.email ?? '',
    productName: row.productName,
    productCategory: row.productCategory,
    redeemType: row.redeemType,
    redeemStatus: row.redeemStatus,
    fundingStatus: row.fundingStatus,
    leadStatus: row.leadStatus,
    amountRequested: row.amount,
    selectedTerm: row.term,
    apr: term?.apr ?? null,
    addOnIds: row.addOns.join(' '),
    state: pii.state ?? null,
    transactionOutcome: transactionOutcomeLabel(row.transactionOutcome),
  };
}

/**
 * The redemption report's count, joining only what its filters read. Every redemption has its loan lead (written in
 * the same transaction, server/redemption/redeem-offer.ts), offer and product (NOT NULL foreign keys), so those
 * inner joins never change the count; without them a count by status or date reads redemptions alone (issue 31
 * item 3: the lead join cost 491 ms for 120,000 redemptions).
 */
function redemptionCount(db: Executor, where: SQL | undefined, filterFields: readonly string[]): CountedRows {
  const needs = new Set(filterFields);
  const byLead = needs.has('lender') || needs.has('fundingStatus');
  const byCampaign = needs.has('campaign');
  let query = db.select(ONE).from(redemptions).$dynamic();
  if (byLead) query = query.innerJoin(loanLeads, eq(loanLeads.redemptionId, redemptions.id));
  if (needs.has('lender')) query = query.innerJoin(financialInstitutions, eq(financialInstitutions.id, loanLeads.fiId));
  if (needs.has('productCategory')) query = query.innerJoin(products, eq(products.id, redemptions.productId));
  if (needs.has('transactionOutcome')) {
    query = query.leftJoin(transactions, eq(transactions.redemptionId, redemptions.id));
  }
  if (byCampaign) {
    query = query
      .innerJoin(offers, eq(offers.id, redemptions.offerId))
      .innerJoin(ucCampaigns, eq(ucCampaigns.id, offers.campaignId));
  }
  return { db, rows: query.where(where) };
}

/** The database half of the redemption report: every lender's redemptions with the consumer opened by `key`. */
export function redemptionReportSource(db: Executor, _scope: AdminScope, key: Buffer) {
  return {
    columns: {
      dateAccepted: redemptions.createdAt,
      lender: financialInstitutions.name,
      campaign: ucCampaigns.name,
      productCategory: products.category,
      redeemStatus: redemptions.status,
      redeemType: redemptions.redeemType,
      fundingStatus: loanLeads.fundingStatus,
      amountRequested: redemptions.amount,
      transactionOutcome: transactions.outcome,
    },
    select: (executor = db) => redemptionFrom(executor).$dynamic(),
    joinsAsWritten: db,
    count: (where: SQL | undefined, filterFields: readonly string[]) => redemptionCount(db, where, filterFields),
    dateColumn: redemptions.createdAt,
    defaultOrder: [desc(redemptions.createdAt), desc(redemptions.id)],
    toRow: (row: RedemptionRow) => toRedemptionReportRow(key, row),
  };
}

// The CDFI report's groups: a redemption with no bureau attributes counts under an empty state and county.
const cdfiState = sql<string>`coalesce(${bureauAttributes.state}, '')`;
const cdfiCounty = sql<string>`coalesce(${bureauAttributes.county}, '')`;
const cdfiRedeems = sql<number>`count(*)::int`;
const cdfiAmount = sql<string>`sum(${redemptions.amount})::numeric(14,2)::text`;
const cdfiGroupBy = [
  financialInstitutions.id,
  financialInstitutions.name,
  financialInstitutions.type,
  ucCampaigns.id,
  ucCampaigns.name,
  cdfiState,
  cdfiCounty,
];

/** Redemptions with their lender, campaign and the consumer's bureau attributes in that campaign. */
const cdfiFrom = <T extends Record<string, unknown>>(db: Executor, selection: T) =>
  db
    .select(selection as never)
    .from(redemptions)
    .innerJoin(loanLeads, eq(loanLeads.redemptionId, redemptions.id))
    .innerJoin(financialInstitutions, eq(financialInstitutions.id, loanLeads.fiId))
    .innerJoin(offers, eq(offers.id, redemptions.offerId))
    .innerJoin(ucCampaigns, eq(ucCampaigns.id, offers.campaignId))
    .leftJoin(
      bureauAttributes,
      and(eq(bureauAttributes.consumerId, redemptions.consumerId), eq(bureauAttributes.campaignId, offers.campaignId)),
    );

interface CdfiRow {
  fiId: string;
  campaignId: string;
  lender: string;
  lenderType: string;
  campaign: string;
  state: string;
  county: string;
  redeems: number;
  amount: string;
}

const toCdfiRow = (row: CdfiRow) => ({
  id: `${row.fiId}:${row.campaignId}:${row.state}:${row.county}`,
  lender: row.lender,
  lenderType: row.lenderType,
  campaign: row.campaign,
  state: row.state || 'Unknown',
  county: row.county || 'Unknown',
  redeems: row.redeems,
  amount: row.amount,
  censusTract: 'Not recorded',
});

/** The database half of the CDFI report: live redemptions grouped by lender, campaign, state and county. */
export function cdfiReportSource(db: Executor, _scope: AdminScope) {
  return {
    columns: {
      lender: financialInstitutions.name,
      lenderType: financialInstitutions.type,
      campaign: ucCampaigns.name,
      state: cdfiState,
      county: cdfiCounty,
      redeems: cdfiRedeems,
    },
    select: () =>
      cdfiFrom(db, {
        fiId: financialInstitutions.id,
        campaignId: ucCampaigns.id,
        lender: financialInstitutions.name,
        lenderType: financialInstitutions.type,
        campaign: ucCampaigns.name,
        state: cdfiState,
        county: cdfiCounty,
        redeems: cdfiRedeems,
        amount: cdfiAmount,
      })
        .groupBy(...cdfiGroupBy)
        .$dynamic(),
    // The report's rows are its groups: those are what it counts.
    count: (where: SQL | undefined): CountedRows => ({
      db,
      rows: cdfiFrom(db, ONE)
        .where(where)
        .groupBy(...cdfiGroupBy)
        .$dynamic(),
    }),
    where: ne(redemptions.status, 'CANCELLED'),
    dateColumn: redemptions.createdAt,
    defaultOrder: [sql`${financialInstitutions.name}`, sql`${ucCampaigns.name}`, sql`${cdfiState}`, sql`${cdfiCounty}`],
    toRow: toCdfiRow,
  };
}

const tenantFi = alias(financialInstitutions, 'tenant_fi');
const tenantEmbedder = alias(embedders, 'tenant_embedder');
const materialSelection = {
  id: auditLog.id,
  actorName: auditLog.actorName,
  createdAt: auditLog.createdAt,
  category: auditLog.category,
  action: auditLog.action,
  entityType: auditLog.entityType,
  entityId: auditLog.entityId,
  entityName: auditLog.entityName,
  fiName: tenantFi.name,
  embedderName: tenantEmbedder.name,
  oldValue: auditLog.oldValue,
  newValue: auditLog.newValue,
  changes: auditLog.changes,
};
const materialFrom = (db: Executor) =>
  db
    .select(materialSelection)
    .from(auditLog)
    .leftJoin(tenantFi, eq(tenantFi.id, auditLog.tenantId))
    .leftJoin(tenantEmbedder, eq(tenantEmbedder.id, auditLog.tenantId));
type MaterialRow = Awaited<ReturnType<ReturnType<typeof materialFrom>['execute']>>[number];
export const toMaterialRow = (row: MaterialRow): MaterialReportRow => ({
  id: row.id,
  createdBy: row.actorName ?? '',
  createdDate: row.createdAt.toISOString(),
  category: row.category,
  action: row.action,
  entity: row.entityType ?? '',
  auditedEntityId: row.entityId ?? '',
  entityName: row.entityName ?? '',
  tenant: row.fiName ? 'Lender' : row.embedderName ? 'Embedder' : 'Platform',
  financialInstitution: row.fiName ?? '',
  embedder: row.embedderName ?? '',
});

/** The database half of the material (audit) report: every audit row with the tenant it belongs to. */
export function materialReportSource(db: Executor, _scope: AdminScope) {
  return {
    columns: {
      createdDate: auditLog.createdAt,
      category: auditLog.category,
      action: auditLog.action,
      createdBy: auditLog.actorName,
      entityName: auditLog.entityName,
    },
    select: () => materialFrom(db).$dynamic(),
    count: countRows(db, auditLog),
    dateColumn: auditLog.createdAt,
    defaultOrder: [desc(auditLog.createdAt), desc(auditLog.id)],
    toRow: toMaterialRow,
  };
}

/** One audit row of the material report (undefined when there is none). */
export async function findMaterialRow(db: Executor, _scope: AdminScope, params: { auditId: string }) {
  const [row] = await materialFrom(db).where(eq(auditLog.id, params.auditId));
  return row;
}

/** The database half of the prequal lead report: every embedder's leads, the person masked. */
export function prequalLeadReportSource(db: Executor, _scope: AdminScope, key: Buffer) {
  return {
    columns: {
      prequalAt: prequalLeadColumns.prequalAt,
      embedder: embedders.name,
      campaign: ucCampaigns.name,
      hasOffers: prequalLeadColumns.hasOffers,
      redeemed: prequalLeadColumns.redeemed,
    },
    select: () => selectPrequalLeads(db),
    count: (where: SQL | undefined): CountedRows => ({
      db,
      rows: selectPrequalLeads(db, ONE).where(where),
    }),
    dateColumn: prequalLeads.prequalAt,
    defaultOrder: [desc(prequalLeads.prequalAt), desc(prequalLeads.id)],
    toRow: (row: PrequalLeadRow) => {
      const lead = toPrequalLead(key, row);
      return {
        ...lead,
        firstName: maskText(lead.firstName),
        lastName: maskText(lead.lastName),
        address: maskText(lead.address),
        email: maskEmail(lead.email),
        phone: maskPhone(lead.phone),
      };
    },
  };
}
