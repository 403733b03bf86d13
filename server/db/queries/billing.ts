import { and, asc, eq, notInArray } from 'drizzle-orm';
import * as v from 'valibot';
import type { Invoice, InvoiceDetail, PricingModel } from '../../../api/billing.ts';
import {
  type BillableRedeem,
  type InvoiceStatus,
  type PricingModel as Model,
  type PricingModelFields,
  pricingModelSchema,
} from '../../../domain/billing/pricing.ts';
import type { Executor } from '../pool.ts';
import {
  financialInstitutions,
  invoices,
  lenderPricing,
  lenderPricingTiers,
  loanLeads,
  offers,
  products,
  redemptions,
  ucCampaigns,
} from '../schema/index.ts';
import type { AdminScope, FiScope } from './scope.ts';

/**
 * A lender's pricing model and invoices (002 §3). The console's queries take the lender's scope
 * (docs/decisions/0505-query-layer.md); an invoice is also an admin's (AdminScope), who reaches every lender's. The
 * `invoices` job, which works for the system with no signed-in tenant, reads by the lender its invoice row names:
 * `findPricingForInvoiceJob` and `billableRedeems`, unscoped on purpose.
 */

/** The lender's one stored pricing model (on its record) and the prices kept for it, if any. */
async function storedPricing(db: Executor, fiId: string) {
  const [row] = await db
    .select({ model: financialInstitutions.pricingModel, prices: lenderPricing })
    .from(financialInstitutions)
    .leftJoin(lenderPricing, eq(lenderPricing.fiId, financialInstitutions.id))
    .where(eq(financialInstitutions.id, fiId));
  return row;
}

/**
 * A lender's pricing model with its tiers, or null when it cannot charge: no model, or not the prices the model
 * charges with (the profile may name a model the pricing page has not priced yet).
 */
export async function findPricing(db: Executor, scope: FiScope): Promise<PricingModelFields | null> {
  return pricingOf(db, scope.fiId);
}

/**
 * The same for the `invoices` job (server/jobs/invoices.ts), unscoped on purpose: a queued job has no signed-in tenant,
 * and the lender is the one its invoice row names.
 */
export async function findPricingForInvoiceJob(
  db: Executor,
  params: { fiId: string },
): Promise<PricingModelFields | null> {
  return pricingOf(db, params.fiId);
}

async function pricingOf(db: Executor, fiId: string): Promise<PricingModelFields | null> {
  const row = await storedPricing(db, fiId);
  if (!row?.model || !row.prices) return null;
  const tiers = await db
    .select()
    .from(lenderPricingTiers)
    .where(eq(lenderPricingTiers.fiId, fiId))
    .orderBy(asc(lenderPricingTiers.startsAt));
  const fields: PricingModelFields = {
    model: row.model as Model,
    pricePerRedeem: row.prices.pricePerRedeem ?? undefined,
    discountedPrice: row.prices.discountedPrice ?? undefined,
    discountThreshold: row.prices.discountThreshold,
    productPrices: row.prices.productPrices,
    tiers: tiers.map((tier) => ({ name: tier.name, startsAt: tier.startsAt, endsAt: tier.endsAt, price: tier.price })),
  };
  return v.is(pricingModelSchema, fields) ? fields : null;
}

/**
 * What the pricing page shows: the priced model, else the model the lender's record names, unpriced (the page
 * preselects it instead of a blank STANDARD_FLAT that saving would have written over the profile's).
 */
export async function pricingModelOf(db: Executor, scope: FiScope): Promise<PricingModel> {
  const pricing = await findPricing(db, scope);
  if (pricing) return { configured: true, ...pricing };
  const model = ((await storedPricing(db, scope.fiId))?.model ?? 'STANDARD_FLAT') as Model;
  return { configured: false, model, productPrices: [], tiers: [] };
}

/** Only what the model charges with is kept (the rest of the form is dropped). */
export function keptFields(fields: PricingModelFields): PricingModelFields {
  const flat = fields.model === 'STANDARD_FLAT' || fields.model === 'DISCOUNTED_FLAT';
  return {
    model: fields.model,
    pricePerRedeem: flat ? fields.pricePerRedeem : undefined,
    discountedPrice: fields.model === 'DISCOUNTED_FLAT' ? fields.discountedPrice : undefined,
    discountThreshold: fields.model === 'DISCOUNTED_FLAT' ? fields.discountThreshold : null,
    productPrices: fields.model === 'VOLUME_PRODUCT_BASED' ? fields.productPrices : [],
    tiers: fields.model === 'VOLUME_TIER_BASED' ? [...fields.tiers].sort((a, b) => a.startsAt - b.startsAt) : [],
  };
}

/** Stores the scope's lender's pricing: its prices, the model on its record and its tiers (replaced). */
export async function savePricing(db: Executor, scope: FiScope, fields: PricingModelFields): Promise<void> {
  const { fiId } = scope;
  const values = {
    pricePerRedeem: fields.pricePerRedeem ?? null,
    discountedPrice: fields.discountedPrice ?? null,
    discountThreshold: fields.discountThreshold ?? null,
    productPrices: fields.productPrices,
    updatedAt: new Date(),
  };
  await db
    .insert(lenderPricing)
    .values({ fiId, ...values })
    .onConflictDoUpdate({ target: lenderPricing.fiId, set: values });
  // The model is stored once, on the lender's record (002 §3 "pricing model"); the row above holds its prices.
  await db.update(financialInstitutions).set({ pricingModel: fields.model }).where(eq(financialInstitutions.id, fiId));
  await db.delete(lenderPricingTiers).where(eq(lenderPricingTiers.fiId, fiId));
  if (fields.tiers.length > 0) {
    await db.insert(lenderPricingTiers).values(
      fields.tiers.map((tier) => ({
        fiId,
        name: tier.name,
        startsAt: tier.startsAt,
        endsAt: tier.endsAt ?? null,
        price: tier.price,
      })),
    );
  }
}

/**
 * Redeems a lender is billed for in a campaign: every redemption not cancelled or expired, in redeem order. Unscoped on
 * purpose: only the `invoices` job reads it, for the lender its invoice row names (no signed-in tenant).
 */
export async function billableRedeems(db: Executor, fiId: string, campaignId: string): Promise<BillableRedeem[]> {
  return db
    .select({ productName: products.name, category: products.category })
    .from(redemptions)
    .innerJoin(loanLeads, eq(loanLeads.redemptionId, redemptions.id))
    .innerJoin(offers, eq(offers.id, redemptions.offerId))
    .innerJoin(products, eq(products.id, redemptions.productId))
    .where(
      and(
        eq(loanLeads.fiId, fiId),
        eq(offers.campaignId, campaignId),
        notInArray(redemptions.status, ['CANCELLED', 'EXPIRED']),
      ),
    )
    .orderBy(asc(redemptions.createdAt), asc(redemptions.id));
}

export const invoiceSelection = {
  id: invoices.id,
  number: invoices.number,
  fiId: invoices.fiId,
  lenderName: financialInstitutions.name,
  lenderId: financialInstitutions.number,
  campaignName: ucCampaigns.name,
  campaignId: ucCampaigns.id,
  startsAt: ucCampaigns.startsAt,
  expiresAt: ucCampaigns.expiresAt,
  generatedAt: invoices.generatedAt,
  dueDate: invoices.dueDate,
  model: invoices.model,
  totalRedeems: invoices.totalRedeems,
  totalDue: invoices.totalDue,
  status: invoices.status,
  errors: invoices.errors,
  lines: invoices.lines,
};

/** Invoices with their lender and campaign: the FROM of every invoice read and of the billing report's count (ONE). */
export const selectInvoices = (db: Executor, selection: Record<string, unknown> = invoiceSelection) =>
  db
    .select(selection as typeof invoiceSelection)
    .from(invoices)
    .innerJoin(financialInstitutions, eq(financialInstitutions.id, invoices.fiId))
    .innerJoin(ucCampaigns, eq(ucCampaigns.id, invoices.campaignId));
export type InvoiceRow = Awaited<ReturnType<ReturnType<typeof selectInvoices>['execute']>>[number];

const day = (at: Date) => at.toISOString().slice(0, 10);

export function toInvoice(row: InvoiceRow): Invoice {
  return {
    id: row.id,
    number: row.number,
    lenderName: row.lenderName,
    lenderId: row.lenderId,
    campaignName: row.campaignName,
    campaignId: row.campaignId,
    startDate: day(row.startsAt),
    endDate: day(row.expiresAt),
    generationDate: row.generatedAt ? day(row.generatedAt) : null,
    dueDate: row.dueDate,
    pricingModel: row.model,
    totalRedeems: row.totalRedeems,
    totalDue: row.totalDue,
    status: row.status as InvoiceStatus,
    errors: row.errors,
    errorText: row.errors.map((error) => `${error.code}: ${error.message}`).join('; '),
    breakdown: row.lines
      .map((line) => `${line.description}: ${line.redeems} × ${line.pricePerRedeem} = ${line.amount}`)
      .join('; '),
  };
}

export const toInvoiceDetail = (row: InvoiceRow): InvoiceDetail => ({ ...toInvoice(row), lines: row.lines });

/**
 * The invoice as the scope sees it: a lender's own only (another lender's is the same as none); an admin's any
 * lender's.
 */
export async function findInvoiceOf(
  db: Executor,
  scope: FiScope | AdminScope,
  params: { invoiceId: string },
): Promise<InvoiceRow | null> {
  const [row] = await selectInvoices(db).where(
    and(eq(invoices.id, params.invoiceId), scope.kind === 'fi' ? eq(invoices.fiId, scope.fiId) : undefined),
  );
  return row ?? null;
}

/**
 * The invoice by its id alone, unscoped: for lender-billing.ts's admin queries (issueInvoice, lockInvoice,
 * setInvoiceStatus), which hold their AdminScope already and read back the row they have just written or locked.
 */
export async function findInvoice(db: Executor, id: string): Promise<InvoiceRow | null> {
  const [row] = await selectInvoices(db).where(eq(invoices.id, id));
  return row ?? null;
}
