import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { ISSUED_STATUSES } from '../../../domain/billing/pricing.ts';
import type { Executor } from '../pool.ts';
import { financialInstitutions, invoices, ucCampaigns } from '../schema/index.ts';
import { findInvoice, type InvoiceRow, selectInvoices, toInvoice } from './billing.ts';
import { adminLenderAndCampaign } from './lender-campaign-files.ts';
import { type CountedRows, ONE } from './list-source.ts';
import type { AdminScope, FiScope } from './scope.ts';

/**
 * The billing calls' queries (pricing models and invoices, 002 §3): an admin (AdminScope) reaches every lender's
 * invoices and issues them; a lender (FiScope) sees only its own issued ones.
 */

/** The billing report's declared fields bound to their SQL (api/billing.ts INVOICE_FIELDS). */
const invoiceColumns = {
  number: invoices.number,
  lenderName: financialInstitutions.name,
  campaignName: ucCampaigns.name,
  status: invoices.status,
  pricingModel: invoices.model,
  generationDate: invoices.generatedAt,
  totalRedeems: invoices.totalRedeems,
};

/** The database half of the billing report: every invoice for an admin, the lender's issued ones for a lender. */
export const invoiceReportSource = (db: Executor, scope: FiScope | AdminScope) => ({
  columns: invoiceColumns,
  select: () => selectInvoices(db).$dynamic(),
  count: (condition: ReturnType<typeof and>): CountedRows => ({
    db,
    rows: selectInvoices(db, ONE).where(condition).$dynamic(),
  }),
  where:
    scope.kind === 'fi'
      ? and(eq(invoices.fiId, scope.fiId), inArray(invoices.status, [...ISSUED_STATUSES]))
      : undefined,
  dateColumn: invoices.createdAt,
  defaultOrder: [desc(invoices.number)],
  toRow: (row: InvoiceRow) => toInvoice(row),
});

/** One pricing change per lender at a time (held to the end of the transaction), so each audit's old value is exact. */
export async function lockPricing(db: Executor, scope: FiScope): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`pricing:${scope.fiId}`}))`);
}

/** The campaigns an admin may bill, newest first. */
export const billingCampaigns = (db: Executor, _scope: AdminScope) =>
  db
    .select({ id: ucCampaigns.id, name: ucCampaigns.name, status: ucCampaigns.status })
    .from(ucCampaigns)
    .orderBy(desc(ucCampaigns.startsAt));

export type IssueResult =
  | { readonly missing: 'lender' | 'campaign' }
  | { readonly alreadyIssued: true }
  | { readonly row: InvoiceRow };

/** A new invoice of a lender (by its number) for a campaign, unless one is already issued. */
export async function issueInvoice(
  db: Executor,
  scope: AdminScope,
  params: { lenderNumber: number; ucCampaignId: string; requestedBy: string | null },
): Promise<IssueResult> {
  const { lender, campaign } = await adminLenderAndCampaign(db, scope, params);
  if (!lender) return { missing: 'lender' };
  if (!campaign) return { missing: 'campaign' };
  // One generation at a time per lender and campaign, so two clicks cannot issue two invoices.
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`invoice:${lender.id}:${campaign.id}`}))`);
  const [issued] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        eq(invoices.fiId, lender.id),
        eq(invoices.campaignId, campaign.id),
        inArray(invoices.status, [...ISSUED_STATUSES]),
      ),
    );
  if (issued) return { alreadyIssued: true };
  const [created] = await db
    .insert(invoices)
    .values({ fiId: lender.id, campaignId: campaign.id, requestedBy: params.requestedBy })
    .returning({ id: invoices.id });
  const row = created ? await findInvoice(db, created.id) : null;
  if (!row) throw new Error('insert returned no row');
  return { row };
}

/** The invoice, locked (FOR UPDATE) so a status change and its audit see the value they replace. */
export async function lockInvoice(
  db: Executor,
  _scope: AdminScope,
  params: { id: string },
): Promise<InvoiceRow | null> {
  const [locked] = await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.id, params.id)).for('update');
  return locked ? await findInvoice(db, locked.id) : null;
}

export async function setInvoiceStatus(
  db: Executor,
  _scope: AdminScope,
  params: { id: string; status: string },
): Promise<InvoiceRow | null> {
  await db.update(invoices).set({ status: params.status, updatedAt: new Date() }).where(eq(invoices.id, params.id));
  return findInvoice(db, params.id);
}
