import * as v from 'valibot';
import { CONSOLE_PRODUCT_CATEGORIES } from '../catalog/categories.ts';
import { labelledCodes } from '../catalog/labelled-codes.ts';
import { INVOICE_STATUSES, type InvoiceStatus } from '../catalog/statuses.ts';
import { Money, roundToCents } from '../payments/decimal.ts';
import { invalidMessage, requiredMessage } from '../validation/messages.ts';
import { decimalString, formObject, isDecimalText } from '../validation/primitives.ts';

/**
 * Fee models, verbatim (000 §3, 002 §3). What each one charges is our decision
 * (docs/decisions/0385-fee-models-reports.md).
 */
export const { codes: PRICING_MODELS, labels: PRICING_MODEL_LABELS } = labelledCodes({
  STANDARD_FLAT: 'Standard flat fee per redeem',
  DISCOUNTED_FLAT: 'Flat fee, discounted from a number of redeems',
  VOLUME_PRODUCT_BASED: 'Fee per redeem by product',
  VOLUME_TIER_BASED: 'Fee per redeem by pricing tier (number of redeems)',
});
export type PricingModel = (typeof PRICING_MODELS)[number];

/** Billing invoice statuses (000 §3, 002 §3): the catalogue's list, re-exported where billing code looks for it. */
export { INVOICE_STATUSES, type InvoiceStatus };

/** Statuses in which an invoice was issued to the lender: no second one is generated beside it, the lender sees it. */
export const ISSUED_STATUSES: readonly InvoiceStatus[] = ['OPEN', 'PAID', 'UNCOLLECTIBLE'];

/** Invoice errors (002 §3 "invoice status and errors (code, message)"). */
export const INVOICE_ERRORS = {
  notConfigured: { code: 'PRICING_NOT_CONFIGURED', message: 'The lender has no pricing model' },
  noRedeems: { code: 'NO_REDEEMS', message: 'The lender has no redeems in this campaign' },
  productPriceMissing: (category: string) => ({
    code: 'PRODUCT_PRICE_MISSING',
    message: `The pricing model has no price for ${category}`,
  }),
  tiersIncomplete: (redeem: number) => ({
    code: 'PRICING_TIERS_INCOMPLETE',
    message: `No pricing tier covers redeem number ${redeem}`,
  }),
  failed: { code: 'INVOICE_CREATION_FAILED', message: 'The invoice could not be created' },
} as const;
export interface InvoiceError {
  readonly code: string;
  readonly message: string;
}

export const BILLING_MESSAGES = {
  alreadyIssued: 'An invoice was already issued for this lender and campaign',
  transition: (from: string, to: string) => `An invoice cannot go from ${from} to ${to}`,
  noInvoice: 'No such invoice',
  noCampaign: 'campaign not found',
  tiersFromOne: 'The first pricing tier starts at 1 redeem',
  tiersContiguous: 'Each pricing tier starts right after the one before it ends',
  tierEnds: 'Ends at cannot be before starts at',
  openTier: 'Only the last pricing tier may be open-ended',
  discountBelow: 'The discounted price must be lower than the price per redeem',
  duplicateCategory: 'Each product category may be priced once',
} as const;

const money = (label: string) => decimalString(label);
const optionalMoney = (label: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check((text) => text === '' || isDecimalText(text), invalidMessage(label)),
      v.transform((text) => (text === '' ? undefined : text)),
    ),
  );
const count = (label: string) =>
  v.pipe(v.number(requiredMessage(label)), v.integer(invalidMessage(label)), v.minValue(1, invalidMessage(label)));
const optionalCount = (label: string) =>
  v.optional(
    v.nullable(
      v.pipe(v.number(invalidMessage(label)), v.integer(invalidMessage(label)), v.minValue(1, invalidMessage(label))),
    ),
  );

export const pricingTierSchema = formObject(
  {
    name: v.pipe(v.string(requiredMessage('Name')), v.trim(), v.nonEmpty(requiredMessage('Name')), v.maxLength(60)),
    startsAt: count('Starts at'),
    /** Null: no upper end (the last tier). */
    endsAt: optionalCount('Ends at'),
    price: money('Price per redeem'),
  },
  { startsAt: 'Starts at', endsAt: 'Ends at', price: 'Price per redeem' },
);
export const productPriceSchema = formObject(
  {
    category: v.picklist(CONSOLE_PRODUCT_CATEGORIES, invalidMessage('Product category')),
    price: money('Price per redeem'),
  },
  { price: 'Price per redeem', category: 'Product category' },
);

/**
 * A lender's pricing model (002 §2 lenders/{lenderId}/pricing; 002 §3 pricing tiers: name, starts at and ends at,
 * by number of redeems). Each model asks for what it charges with; the rest is ignored and not stored.
 */
export const pricingModelSchema = v.pipe(
  formObject(
    {
      model: v.picklist(PRICING_MODELS, invalidMessage('Pricing model')),
      pricePerRedeem: optionalMoney('Price per redeem'),
      discountedPrice: optionalMoney('Discounted price per redeem'),
      discountThreshold: optionalCount('Discount from redeems'),
      productPrices: v.optional(v.array(productPriceSchema), []),
      tiers: v.optional(v.array(pricingTierSchema), []),
    },
    { model: 'Pricing model' },
  ),
  v.forward(
    v.check(
      (p) => p.model === 'VOLUME_PRODUCT_BASED' || p.model === 'VOLUME_TIER_BASED' || !!p.pricePerRedeem,
      requiredMessage('Price per redeem'),
    ),
    ['pricePerRedeem'],
  ),
  v.forward(
    v.check(
      (p) => p.model !== 'DISCOUNTED_FLAT' || !!p.discountedPrice,
      requiredMessage('Discounted price per redeem'),
    ),
    ['discountedPrice'],
  ),
  v.forward(
    v.check((p) => p.model !== 'DISCOUNTED_FLAT' || !!p.discountThreshold, requiredMessage('Discount from redeems')),
    ['discountThreshold'],
  ),
  v.forward(
    v.check(
      (p) =>
        p.model !== 'DISCOUNTED_FLAT' ||
        !p.discountedPrice ||
        !p.pricePerRedeem ||
        new Money(p.discountedPrice).lt(new Money(p.pricePerRedeem)),
      BILLING_MESSAGES.discountBelow,
    ),
    ['discountedPrice'],
  ),
  v.forward(
    v.check((p) => p.model !== 'VOLUME_PRODUCT_BASED' || p.productPrices.length > 0, requiredMessage('Product prices')),
    ['productPrices'],
  ),
  v.forward(
    v.check(
      (p) => new Set(p.productPrices.map((price) => price.category)).size === p.productPrices.length,
      BILLING_MESSAGES.duplicateCategory,
    ),
    ['productPrices'],
  ),
  v.forward(
    v.check((p) => p.model !== 'VOLUME_TIER_BASED' || p.tiers.length > 0, requiredMessage('Pricing tiers')),
    ['tiers'],
  ),
  v.forward(
    v.check(
      (p) => p.model !== 'VOLUME_TIER_BASED' || tierProblem(p.tiers) === null,
      (issue) => tierProblem((issue.input as { tiers: PricingTier[] }).tiers) ?? BILLING_MESSAGES.tiersContiguous,
    ),
    ['tiers'],
  ),
);
export type PricingModelInput = v.InferInput<typeof pricingModelSchema>;
export type PricingModelFields = v.InferOutput<typeof pricingModelSchema>;
export type PricingTier = v.InferOutput<typeof pricingTierSchema>;
export type ProductPrice = v.InferOutput<typeof productPriceSchema>;

/** Why tiers do not cover 1, 2, 3 … redeems without gaps or overlaps; null when they do. */
export function tierProblem(tiers: readonly PricingTier[]): string | null {
  const sorted = [...tiers].sort((a, b) => a.startsAt - b.startsAt);
  let next = 1;
  for (const [index, tier] of sorted.entries()) {
    if (index === 0 && tier.startsAt !== 1) return BILLING_MESSAGES.tiersFromOne;
    if (tier.startsAt !== next) return BILLING_MESSAGES.tiersContiguous;
    const last = index === sorted.length - 1;
    if (tier.endsAt === null || tier.endsAt === undefined) {
      if (!last) return BILLING_MESSAGES.openTier;
      return null;
    }
    if (tier.endsAt < tier.startsAt) return BILLING_MESSAGES.tierEnds;
    next = tier.endsAt + 1;
  }
  return null;
}

/** One billable redeem, in the order redeemed. */
export interface BillableRedeem {
  readonly productName: string;
  readonly category: string;
}

/** One invoice line (002 §3 breakdown: price per redeem, total redeems, total amount, discount met, tier). */
export interface InvoiceLine {
  readonly description: string;
  readonly product: string | null;
  readonly tier: string | null;
  readonly pricePerRedeem: string;
  readonly redeems: number;
  readonly amount: string;
  readonly discountMet: boolean | null;
}

export type InvoiceComputation =
  | { readonly ok: true; readonly lines: InvoiceLine[]; readonly totalRedeems: number; readonly totalDue: string }
  | {
      readonly ok: false;
      readonly status: 'NO_REDEEMS' | 'NOT_CONFIGURED' | 'CREATION_ERROR';
      readonly error: InvoiceError;
    };

const line = (
  description: string,
  price: string,
  redeems: number,
  extra: Partial<Pick<InvoiceLine, 'product' | 'tier' | 'discountMet'>> = {},
): InvoiceLine => ({
  description,
  product: extra.product ?? null,
  tier: extra.tier ?? null,
  pricePerRedeem: roundToCents(new Money(price)),
  redeems,
  amount: roundToCents(new Money(price).times(redeems)),
  discountMet: extra.discountMet ?? null,
});

/**
 * The invoice of one lender and campaign (our reading of the fee models, docs/decisions/0387-invoices-reports.md):
 * STANDARD_FLAT every redeem at the price per redeem; DISCOUNTED_FLAT every redeem at the discounted price once the
 * campaign's redeems reach the threshold ("discount met"), else at the price per redeem; VOLUME_PRODUCT_BASED each
 * redeem at its product category's price, one line per product; VOLUME_TIER_BASED graduated by number of redeems:
 * redeem n is priced by the tier whose starts at ≤ n ≤ ends at, one line per tier used.
 */
export function computeInvoice(
  pricing: PricingModelFields | null,
  redeems: readonly BillableRedeem[],
): InvoiceComputation {
  if (!pricing) return { ok: false, status: 'NOT_CONFIGURED', error: INVOICE_ERRORS.notConfigured };
  if (redeems.length === 0) return { ok: false, status: 'NO_REDEEMS', error: INVOICE_ERRORS.noRedeems };
  const lines: InvoiceLine[] = [];
  switch (pricing.model) {
    case 'STANDARD_FLAT':
      lines.push(line('Redeems at the standard price', pricing.pricePerRedeem ?? '0', redeems.length));
      break;
    case 'DISCOUNTED_FLAT': {
      const met = redeems.length >= (pricing.discountThreshold ?? Number.POSITIVE_INFINITY);
      const price = met ? (pricing.discountedPrice ?? '0') : (pricing.pricePerRedeem ?? '0');
      lines.push(
        line(met ? 'Redeems at the discounted price' : 'Redeems at the standard price', price, redeems.length, {
          discountMet: met,
        }),
      );
      break;
    }
    case 'VOLUME_PRODUCT_BASED': {
      const byProduct = new Map<string, { category: string; redeems: number }>();
      for (const redeem of redeems) {
        const entry = byProduct.get(redeem.productName) ?? { category: redeem.category, redeems: 0 };
        entry.redeems += 1;
        byProduct.set(redeem.productName, entry);
      }
      for (const [product, entry] of [...byProduct].sort(([a], [b]) => a.localeCompare(b))) {
        const price = pricing.productPrices.find((p) => p.category === entry.category)?.price;
        if (price === undefined) {
          return { ok: false, status: 'CREATION_ERROR', error: INVOICE_ERRORS.productPriceMissing(entry.category) };
        }
        lines.push(line(`${product} (${entry.category})`, price, entry.redeems, { product }));
      }
      break;
    }
    case 'VOLUME_TIER_BASED': {
      const tiers = [...pricing.tiers].sort((a, b) => a.startsAt - b.startsAt);
      for (const tier of tiers) {
        const from = tier.startsAt;
        const to = Math.min(tier.endsAt ?? Number.POSITIVE_INFINITY, redeems.length);
        if (to >= from)
          lines.push(line(`Redeems ${from}–${to} (${tier.name})`, tier.price, to - from + 1, { tier: tier.name }));
      }
      const covered = lines.reduce((sum, l) => sum + l.redeems, 0);
      if (covered !== redeems.length) {
        return { ok: false, status: 'CREATION_ERROR', error: INVOICE_ERRORS.tiersIncomplete(covered + 1) };
      }
      break;
    }
  }
  const total = lines.reduce((sum, l) => sum.plus(new Money(l.amount)), new Money(0));
  return { ok: true, lines, totalRedeems: redeems.length, totalDue: roundToCents(total) };
}
