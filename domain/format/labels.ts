import { CAMPAIGN_STATUSES, DISPLAY_CAMPAIGN_STATUSES } from '../catalog/campaign-status.ts';
import { PAY_FREQUENCIES, REPAYMENT_FREQUENCIES } from '../catalog/consumer.ts';
import * as lender from '../catalog/lender.ts';
import { DELIVERY_STATUSES } from '../catalog/postbacks.ts';
import { PRODUCT_OPTIONS } from '../catalog/product-details.ts';
import { OFFER_CATEGORY_LABELS } from '../catalog/products.ts';
import * as statuses from '../catalog/statuses.ts';
import { PROMO_TYPES, TIER_TYPES } from '../catalog/tiers.ts';
import { LEAD_STATUSES, PUSH_STATUSES } from '../loan-leads/loan-leads.ts';
import { ADMIN_ROLES, EMBEDDER_ROLES, LENDER_PERMISSION_GROUPS } from '../permissions.ts';
import { ONBOARDING_STATUSES } from '../validation/financial-institution.ts';

/** 'LOGIN_SUCCESS' → 'Login success', 'LoanLeadAnalyst' → 'Loan lead analyst': a code in words. */
const sentence = (code: string) => {
  const words = code
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[_ ]/)
    .filter(Boolean)
    .join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * The catalogue of one enumeration: each of its values reads as its words, but for the readings given (a brand, an
 * abbreviation, a friendlier phrase). Built from the domain's value list, so every value has a label.
 */
const catalogue = <T extends string>(
  values: readonly T[],
  readings: Partial<Record<T, string>> = {},
): Readonly<Record<T, string>> =>
  Object.fromEntries(values.map((value) => [value, readings[value] ?? sentence(value)])) as Record<T, string>;

/**
 * How a person reads each enumeration a console shows (issue 27): the codes are the API's and the database's, the
 * labels are what a screen prints. Every catalogue by name: labels.test.ts checks each against its value list.
 */
export const LABEL_CATALOGUES = {
  campaignStatus: catalogue(CAMPAIGN_STATUSES),
  displayCampaignStatus: catalogue(DISPLAY_CAMPAIGN_STATUSES),
  redeemStatus: catalogue(statuses.REDEEM_STATUSES),
  redeemType: catalogue(statuses.REDEEM_TYPES, { ADD_ON: 'Add-on' }),
  productOption: catalogue(PRODUCT_OPTIONS, { ADD_ON: 'Add-on', BOTH: 'Standalone or add-on' }),
  fundingStatus: catalogue(statuses.FUNDING_STATUSES),
  leadStatus: catalogue(LEAD_STATUSES),
  pushStatus: catalogue(PUSH_STATUSES),
  acknowledgementStatus: catalogue(statuses.ACKNOWLEDGEMENT_STATUSES),
  invoiceStatus: catalogue(statuses.INVOICE_STATUSES),
  consoleUserStatus: catalogue(statuses.CONSOLE_USER_STATUSES),
  activityStatus: catalogue(statuses.ACTIVITY_STATUSES),
  dataFileStatus: catalogue(statuses.DATA_FILE_STATUSES),
  productValidationStatus: catalogue(statuses.PRODUCT_VALIDATION_STATUSES),
  payFrequency: catalogue([...PAY_FREQUENCIES, ...REPAYMENT_FREQUENCIES], {
    BI_WEEKLY: 'Every two weeks',
    SEMI_MONTHLY: 'Twice a month',
  }),
  institutionType: catalogue(lender.INSTITUTION_TYPES, { NBFI: 'Non-bank lender (NBFI)' }),
  insuranceCoverage: catalogue(lender.INSURANCE_COVERAGES, { NCUA: 'NCUA', ASI: 'ASI', FDIC: 'FDIC' }),
  creditBureau: catalogue(lender.CREDIT_BUREAUS, { TRANSUNION: 'TransUnion' }),
  // A lender still onboarding is a prospect; an onboarded one is simply a lender.
  onboardingStatus: catalogue(ONBOARDING_STATUSES, { ONBOARDED: 'Lender' }),
  feeModel: catalogue(lender.FEE_MODELS, {
    VOLUME_PRODUCT_BASED: 'Volume, product based',
    VOLUME_TIER_BASED: 'Volume, tier based',
  }),
  auditCategory: catalogue(lender.AUDIT_CATEGORIES, { LOGIN: 'Sign-in', UCCAMPAIGN: 'Campaign' }),
  tierType: catalogue(TIER_TYPES),
  promoType: catalogue(PROMO_TYPES, { INTRODUCTORY_APR: 'Introductory APR' }),
  deliveryStatus: catalogue(DELIVERY_STATUSES),
  // Role names as words (the seed spells lender groups in CamelCase).
  role: catalogue([...LENDER_PERMISSION_GROUPS, ...ADMIN_ROLES, ...EMBEDDER_ROLES]),
  offerCategory: OFFER_CATEGORY_LABELS,
} as const;

/** One reading per code across the catalogues (a code means the same wherever it appears: PENDING is Pending). */
const BY_CODE: ReadonlyMap<string, string> = new Map(
  Object.values(LABEL_CATALOGUES).flatMap((catalogue) => Object.entries(catalogue)),
);

const CODE = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/;

/**
 * The label of any enumeration value a console prints: the catalogue's when it names it, a code in words otherwise,
 * anything else (a name, free text, data) unchanged (audit actions and entities are open-ended). Empty for nothing.
 */
export const labelOf = (value: string | null | undefined): string => {
  if (value === null || value === undefined) return '';
  // Some stores keep a category in capitals with spaces ('PERSONAL LOANS'): the same code as PERSONAL_LOANS.
  const known = BY_CODE.get(value) ?? BY_CODE.get(value.replace(/[ -]/g, '_'));
  if (known !== undefined) return known;
  // Short all-capital words are abbreviations people read as they are (APR, LOS, NCUA); longer codes get words.
  return CODE.test(value) && (value.includes('_') || value.length > 4) ? sentence(value) : value;
};

/** Options of a select over an enumeration: the code is the value sent, the label what the person reads. */
export const labelledOptions = <T extends string>(values: readonly T[]): { value: T; label: string }[] =>
  values.map((value) => ({ value, label: labelOf(value) }));
