import * as v from 'valibot';
import { REQUIRED_IMAGE_SIZE } from '../catalog/limits.ts';
import { redeemLimitOrder } from '../catalog/product-rules.ts';
import { type WizardStep, wizardSteps } from '../catalog/product-wizard.ts';
import type { ProductType } from '../catalog/products.ts';
import { PROMO_TYPES } from '../catalog/tiers.ts';
import { parseRule } from '../rules/parse-rule.ts';
import type { RuleContext } from '../rules/rule-ast.ts';
import { reservedFieldIssues } from '../rules/tier-rule-fields.ts';
import { invalidMessage, requiredMessage } from './messages.ts';
import { decimalString, formObject, nonBlank, wholeNumber } from './primitives.ts';
import { nonLendingProductSchema, productSchema } from './product.ts';
import { type RedeemedSoFar, redeemLimitsSchema } from './redeem-limits.ts';
import { TIER_MESSAGES, tierRulesFor, tierSchema } from './tier.ts';
import { imageSizeSchema } from './upload.ts';

/** One problem of a step: the dot path of its field (inline error) and the message. */
export interface StepIssue {
  readonly path?: string;
  readonly message: string;
}

/** The wizard's config toasts (002 §8), in our words where the seed only names them. */
export const WIZARD_MESSAGES = {
  duplicate: 'A product of the selected type and class already exists',
  templateMissing: 'Product template missing',
  missingTierTerms: 'Missing tier terms',
  productNotFound: 'Product not found',
  notConfigured: 'The product is not fully configured',
  addOnInUse: 'This add-on is offered with other products: it cannot be deleted or made standalone',
  atLeastOneTier: 'Add at least one tier',
  features: 'Enter 3 features',
  image: 'Card image is required',
  stepNotReached: 'Complete the earlier steps first',
} as const;

const money = (label: string) => decimalString(label);
const threeFeatures = v.pipe(
  v.array(v.string()),
  v.check((items) => items.length === 3 && items.every((item) => item.trim() !== ''), WIZARD_MESSAGES.features),
);

/** The card or account image as the wizard sends it: its pixel size (checked again by the server from the bytes). */
export const productImageSchema = v.object(
  {
    name: v.string(),
    width: v.number(),
    height: v.number(),
    /** data: URL of the picture (PNG, JPEG or WebP). */
    dataUrl: v.pipe(v.string(), v.startsWith('data:image/', WIZARD_MESSAGES.image)),
  },
  WIZARD_MESSAGES.image,
);
export type ProductImage = v.InferOutput<typeof productImageSchema>;
const sizedImage = v.pipe(
  productImageSchema,
  v.check(
    (image) => v.is(imageSizeSchema, image),
    `Image must be ${REQUIRED_IMAGE_SIZE.width} x ${REQUIRED_IMAGE_SIZE.height} pixels`,
  ),
);

/** Credit card (002 §3): image, 3 features, Schumer box, balance transfer. Card types are on Define product. */
const creditCardDetails = formObject({
  image: sizedImage,
  features: threeFeatures,
  schumerBox: formObject({
    purchaseApr: money('Purchase APR'),
    cashAdvanceApr: money('Cash advance APR'),
    penaltyApr: v.optional(money('Penalty APR')),
    annualFee: money('Annual fee'),
    lateFee: money('Late fee'),
  }),
  balanceTransfer: formObject({
    introApr: money('Balance transfer APR'),
    introMonths: wholeNumber('Balance transfer period'),
    fee: money('Balance transfer fee'),
  }),
});

/** Checking account (002 §3): redemption URL, image, features, APY, bonus, minimum deposit, fees; plus the rate adjustment of a non-lending product. */
const checkingDetails = formObject({
  externalRedemptionUrl: v.optional(
    v.pipe(v.string(), v.regex(/^https?:\/\//, invalidMessage('External redemption URL'))),
  ),
  image: sizedImage,
  features: threeFeatures,
  apy: money('APY'),
  bonus: v.optional(money('Bonus')),
  minimumDeposit: money('Minimum deposit'),
  monthlyFee: money('Monthly fee'),
  rateAdjustment: v.string(requiredMessage('Rate adjustment')),
});

const certificateDetails = formObject({
  apy: money('APY'),
  minimumDeposit: money('Minimum deposit'),
  rateAdjustment: v.string(requiredMessage('Rate adjustment')),
});

/** HELOC (002 §3): features, Maximum LTV, Minimum Initial Draw, Draw Period, Repayment Period, rates, closing costs. */
const helocDetails = formObject({
  features: threeFeatures,
  maximumLtv: money('Maximum LTV'),
  minimumInitialDraw: money('Minimum Initial Draw'),
  drawPeriod: wholeNumber('Draw Period'),
  repaymentPeriod: wholeNumber('Repayment Period'),
  introRate: v.optional(money('Introductory rate')),
  closingCosts: money('Closing costs'),
});

/** Short-term loan (002 §3): Annual Fee and Origination Fee. */
const shortTermDetails = formObject({
  annualFee: money('Annual Fee'),
  originationFee: money('Origination Fee'),
});

const loanDetails = formObject({
  repaymentFrequency: v.optional(v.picklist(['MONTHLY', 'BI_WEEKLY', 'SEMI_MONTHLY', 'WEEKLY'])),
  paymentCalculation: v.optional(v.picklist(['AMORTIZED', 'SIMPLE_INTEREST'])),
});

/** The type-specific details of Configure product, stored in products.details. */
export function detailsSchemaFor(type: ProductType) {
  switch (type) {
    case 'Unsecured_Credit_Card':
      return creditCardDetails;
    case 'Checking_Account':
      return checkingDetails;
    case 'Certificate_Deposit':
      return certificateDetails;
    case 'HELOC':
      return helocDetails;
    case 'Short_Term_Loan':
      return shortTermDetails;
    default:
      return loanDetails;
  }
}

/** Issues of a rule in the rule language, at `path` (parse errors shown at the field). */
export function ruleIssues(
  rule: unknown,
  path: string,
  context: RuleContext,
  tierType?: 'PREQUAL' | 'PRESCREEN',
): StepIssue[] {
  if (typeof rule !== 'string') return [{ path, message: 'Rule is required' }];
  const parsed = parseRule(rule, { context });
  if (!parsed.ok) return parsed.issues.map((issue) => ({ path, message: issue.message }));
  return tierType ? reservedFieldIssues(tierType, parsed.ast).map((issue) => ({ path, message: issue.message })) : [];
}

const issuesOf = (result: v.SafeParseResult<v.GenericSchema>, prefix = ''): StepIssue[] =>
  result.success
    ? []
    : result.issues.map((issue) => {
        const path = v.getDotPath(issue);
        const full = [prefix, path].filter(Boolean).join('.');
        return full ? { path: full, message: issue.message } : { message: issue.message };
      });

const tierStep = formObject({
  tiers: v.pipe(v.array(v.unknown()), v.minLength(1, WIZARD_MESSAGES.atLeastOneTier)),
});

const tierPromoType = v.optional(v.picklist(PROMO_TYPES));

/** Facts from outside the step that its rules need. */
export interface StepContext {
  /** The product type chosen on Define product. */
  readonly type?: ProductType | undefined;
  /** What the product has redeemed so far (a new redeem limit may not go below it). */
  readonly redeemed?: RedeemedSoFar;
  /** The lender's add-on products (ids) an Add-Ons step may name. */
  readonly addOnIds?: readonly string[];
}

// No stipulation chosen is an answer (the step's Next with nothing ticked): none besides the catalogue's own rules.
const stipulationsStep = formObject({
  catalogueIds: v.optional(v.array(v.pipe(v.string(), v.uuid(invalidMessage('Stipulation')))), []),
});

const disclosuresStep = formObject({
  summary: nonBlank('Disclosure summary'),
  disclosures: v.array(formObject({ title: nonBlank('Disclosure title'), body: nonBlank('Disclosure text') })),
});

const addOnStep = formObject({
  addOnProductIds: v.optional(v.array(v.string()), []),
  maxAddOnRateDiscount: v.optional(decimalString('Maximum add-on rate discount')),
});

type StepRecord = Record<string, unknown>;

/** The type's own details; deposit products also carry a rate adjustment, checked by the non-lending schema. */
function configureIssues(type: ProductType, data: unknown, record: StepRecord): StepIssue[] {
  const issues = issuesOf(v.safeParse(detailsSchemaFor(type), data));
  if (type === 'Checking_Account' || type === 'Certificate_Deposit') {
    const adjustment = v.safeParse(nonLendingProductSchema, {
      name: 'x',
      type,
      rateAdjustment: record.rateAdjustment,
    });
    issues.push(...issuesOf(adjustment).filter((issue) => issue.path === 'rateAdjustment'));
  }
  return dedupe(issues);
}

/** Each tier against the type's tier rules (promotion fields only when the tier has one), its terms and its rule. */
function tiersIssues(type: ProductType, data: unknown, record: StepRecord): StepIssue[] {
  const issues = issuesOf(v.safeParse(tierStep, data));
  const tiers = Array.isArray(record.tiers) ? (record.tiers as StepRecord[]) : [];
  tiers.forEach((tier, index) => {
    const promoEnabled = tier?.promoEnabled === true;
    issues.push(...issuesOf(v.safeParse(tierSchema(tierRulesFor(type, promoEnabled)), tier), `tiers.${index}`));
    const terms = Array.isArray(tier?.terms) ? (tier.terms as StepRecord[]) : [];
    terms.forEach((term, termIndex) => {
      issues.push(
        ...issuesOf(v.safeParse(tierPromoType, term?.promoType), `tiers.${index}.terms.${termIndex}.promoType`),
      );
    });
    const tierType = tier?.type === 'PREQUAL' || tier?.type === 'PRESCREEN' ? tier.type : undefined;
    if (typeof tier?.rule === 'string' && tier.rule.trim() !== '')
      issues.push(...ruleIssues(tier.rule, `tiers.${index}.rule`, 'tier', tierType));
  });
  return dedupe(issues);
}

/** The step's fields, and every add-on named is one of the lender's add-on products. */
function addOnIssues(data: unknown, record: StepRecord, addOnIds: readonly string[] | undefined): StepIssue[] {
  const issues = issuesOf(v.safeParse(addOnStep, data));
  const ids = Array.isArray(record.addOnProductIds) ? (record.addOnProductIds as unknown[]) : [];
  if (addOnIds && ids.some((id) => typeof id !== 'string' || !addOnIds.includes(id)))
    issues.push({ path: 'addOnProductIds', message: invalidMessage('Add-on') });
  return issues;
}

/** Validates one step's data with the domain rules; an empty list means it may be completed. */
export function validateStep(step: WizardStep, data: unknown, context: StepContext = {}): StepIssue[] {
  const type = context.type;
  const record = (typeof data === 'object' && data !== null ? data : {}) as StepRecord;
  switch (step) {
    case 'productDetails':
      return issuesOf(v.safeParse(productSchema, data));
    case 'configureProducts':
      return type ? configureIssues(type, data, record) : [{ message: WIZARD_MESSAGES.stepNotReached }];
    case 'productRules':
      return ruleIssues(record.rule, 'rule', 'console');
    case 'tiers':
      return type ? tiersIssues(type, data, record) : [{ message: WIZARD_MESSAGES.stepNotReached }];
    case 'stipulations':
      return issuesOf(v.safeParse(stipulationsStep, data));
    case 'disclosures':
      return issuesOf(v.safeParse(disclosuresStep, data));
    case 'addOn':
      return addOnIssues(data, record, context.addOnIds);
    case 'redeemLimit':
      return issuesOf(v.safeParse(redeemLimitsSchema(context.redeemed), data));
    case 'summary':
      return [];
  }
}

const dedupe = (issues: StepIssue[]): StepIssue[] =>
  issues.filter(
    (issue, index) =>
      issues.findIndex((other) => other.path === issue.path && other.message === issue.message) === index,
  );

/** The draft of a product: each step's data as the wizard sent it. */
export type DraftSteps = Partial<Record<WizardStep, unknown>>;

/** The type the draft's Define product step names, if it names a valid one. */
export function draftType(steps: DraftSteps): ProductType | undefined {
  const result = v.safeParse(productSchema, steps.productDetails);
  return result.success ? result.output.type : undefined;
}

export function draftProfile(steps: DraftSteps) {
  const result = v.safeParse(productSchema, steps.productDetails);
  return result.success ? { type: result.output.type, option: result.output.option } : {};
}

/** Every active step's issues, keyed by step: the check before Save product and Save as template. */
export function validateDraft(
  steps: DraftSteps,
  context: Omit<StepContext, 'type'> = {},
): Partial<Record<WizardStep, StepIssue[]>> {
  const profile = draftProfile(steps);
  const out: Partial<Record<WizardStep, StepIssue[]>> = {};
  for (const step of wizardSteps(profile)) {
    const issues = validateStep(step, steps[step], { ...context, type: profile.type });
    if (issues.length > 0) out[step] = issues;
  }
  return out;
}

/** The primary then secondary redeem limit field for a type (000 §3): 'amount'/'count'. */
export const redeemLimitFields = (type: ProductType): readonly ['amount' | 'count', 'amount' | 'count'] => {
  const [first, second] = redeemLimitOrder(type);
  return [first === 'AMOUNT' ? 'amount' : 'count', second === 'AMOUNT' ? 'amount' : 'count'];
};

/** A tier with no terms is the "missing tier terms" case of 002 §8. */
export function hasTierWithoutTerms(steps: DraftSteps): boolean {
  const tiers = (steps.tiers as { tiers?: { terms?: unknown[] }[] } | undefined)?.tiers ?? [];
  return tiers.some((tier) => !Array.isArray(tier.terms) || tier.terms.length === 0);
}

export { TIER_MESSAGES };
