import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { Invoice, InvoiceDetail, PricingModel } from '../../../api/billing.ts';
import type {
  BillableRedeem,
  InvoiceStatus,
  PricingModel as Model,
  PricingModelFields,
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

/** A lender's pricing model with its tiers, or null when none is set. */
export async function findPricing(db: Executor, fiId: string): Promise<PricingModelFields | null> {
  const [row] = await db.select().from(lenderPricing).where(eq(lenderPricing.fiId, fiId));
  if (!row) return null;
  const tiers = await db
    .select()
    .from(lenderPricingTiers)
    .where(eq(lenderPricingTiers.fiId, fiId))
    .orderBy(asc(lenderPricingTiers.startsAt));
  return {
    model: row.model as Model,
    pricePerRedeem: row.pricePerRedeem ?? undefined,
    discountedPrice: row.discountedPrice ?? undefined,
    discountThreshold: row.discountThreshold,
    productPrices: row.productPrices,
    tiers: tiers.map((tier) => ({ name: tier.name, startsAt: tier.startsAt, endsAt: tier.endsAt, price: tier.price })),
  };
}

export const toPricingModel = (pricing: PricingModelFields | null): PricingModel =>
  pricing
    ? { configured: true, ...pricing }
    : { configured: false, model: 'STANDARD_FLAT', productPrices: [], tiers: [] };

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

export async function savePricing(db: Executor, fiId: string, fields: PricingModelFields): Promise<void> {
  const values = {
    model: fields.model,
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
  // The lender record's own "pricing model" (002 §3) follows the model set here.
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

/** Redeems a lender is billed for in a campaign: every redemption not cancelled or expired, in redeem order. */
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

export const selectInvoices = (db: Executor) =>
  db
    .select(invoiceSelection)
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

export async function findInvoice(db: Executor, id: string, fiId?: string): Promise<InvoiceRow | null> {
  const [row] = await selectInvoices(db).where(and(eq(invoices.id, id), fiId ? eq(invoices.fiId, fiId) : undefined));
  return row ?? null;
}
