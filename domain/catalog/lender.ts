import { labelledCodes } from './labelled-codes.ts';

/** Lender (financial institution) enumerations (000 §3, 002 §3). */
export const INSTITUTION_TYPES = ['CREDIT_UNION', 'BANK', 'NBFI'] as const;
export type InstitutionType = (typeof INSTITUTION_TYPES)[number];

export const INSURANCE_COVERAGES = ['NCUA', 'ASI', 'FDIC', 'NO_COVERAGE'] as const;
export type InsuranceCoverage = (typeof INSURANCE_COVERAGES)[number];

export const INSURANCE_COVERAGE_BY_TYPE: Readonly<Record<InstitutionType, readonly InsuranceCoverage[]>> = {
  CREDIT_UNION: ['NCUA', 'ASI'],
  BANK: ['FDIC'],
  NBFI: ['NO_COVERAGE'],
};

export const isCoverageAllowed = (type: InstitutionType, coverage: InsuranceCoverage): boolean =>
  INSURANCE_COVERAGE_BY_TYPE[type].includes(coverage);

export const CREDIT_BUREAUS = ['EXPERIAN', 'TRANSUNION'] as const;
export type CreditBureau = (typeof CREDIT_BUREAUS)[number];

export const DATA_PARTNERS = [
  'CUNEXUS',
  'CUNEXUS_DSF',
  'MKIII',
  'ML',
  'COVIANCE',
  'SYNC1',
  'PARTNERS_WEEKLY',
  'CUDLCONNECT',
] as const;
export type DataPartner = (typeof DATA_PARTNERS)[number];

export const FEE_MODELS = ['STANDARD_FLAT', 'DISCOUNTED_FLAT', 'VOLUME_PRODUCT_BASED', 'VOLUME_TIER_BASED'] as const;
export type FeeModel = (typeof FEE_MODELS)[number];

export const NOTIFICATION_CHANNELS = ['EMAIL', 'PDF'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** Notification kinds; the seed names them in prose, the keys are ours. */
export const { codes: NOTIFICATION_KINDS, labels: NOTIFICATION_KIND_LABELS } = labelledCodes({
  LOAN_CERTIFICATE: 'loan certificate',
  LOAN_LEAD_DELIVERY_FAILURE: 'loan lead delivery failure',
  REDEMPTION_LIMIT_EXCEEDED: 'redemption limit exceeded',
});
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const AUDIT_CATEGORIES = [
  'LOGIN',
  'CAMPAIGN',
  'UCCAMPAIGN',
  'USER',
  'LENDER',
  'LOAN_LEADS',
  'EMBEDDER',
] as const;
export type AuditCategory = (typeof AUDIT_CATEGORIES)[number];

/** Velocity: thresholds split the redeem velocity into Low / Medium / High (002 §9). */
export const VELOCITY_THRESHOLDS = [20, 80] as const;
export const VELOCITY_TIERS = ['Unassigned', 'Low', 'Medium', 'High'] as const;
export type VelocityTier = (typeof VELOCITY_TIERS)[number];

/**
 * Tier of a velocity value; undefined or NaN is Unassigned. A value equal to a breakpoint belongs to the
 * upper tier (20 is Medium, 80 is High). Breakpoints are adjustable, hence the parameter.
 */
export const velocityTier = (
  value: number | undefined,
  thresholds: readonly [number, number] = VELOCITY_THRESHOLDS,
): VelocityTier => {
  if (value === undefined || Number.isNaN(value)) return 'Unassigned';
  if (value < thresholds[0]) return 'Low';
  if (value < thresholds[1]) return 'Medium';
  return 'High';
};

/** The pseudo-lender standing for "all lenders" in selectors. */
export const GLOBAL_ID = -1;
export const GLOBAL_LABEL = 'Global';
