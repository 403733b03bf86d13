import type { CampaignStatus, DisplayCampaignStatus } from '../catalog/campaign-status.ts';
import type { PayFrequency, RepaymentFrequency } from '../catalog/consumer.ts';
import type { AuditCategory, CreditBureau, FeeModel, InstitutionType, InsuranceCoverage } from '../catalog/lender.ts';
import type { DeliveryStatus } from '../catalog/postbacks.ts';
import type { ProductOption } from '../catalog/product-details.ts';
import { OFFER_CATEGORY_LABELS } from '../catalog/products.ts';
import type {
  AcknowledgementStatus,
  ActivityStatus,
  ConsoleUserStatus,
  DataFileStatus,
  FundingStatus,
  InvoiceStatus,
  ProductValidationStatus,
  RedeemStatus,
  RedeemType,
} from '../catalog/statuses.ts';
import type { PromoType, TierType } from '../catalog/tiers.ts';
import type { LeadStatus, PushStatus } from '../loan-leads/loan-leads.ts';
import type { RoleName } from '../permissions.ts';
import type { ONBOARDING_STATUSES } from '../validation/financial-institution.ts';

/**
 * How a person reads each enumeration a console shows (issue 27): the codes are the API's and the database's, the
 * labels are what a screen prints. Each catalogue is a full Record of its enumeration, so a new value without a label
 * does not compile; labels.test.ts also walks the value lists.
 */
export const CAMPAIGN_STATUS_LABELS: Readonly<Record<CampaignStatus, string>> = {
  CREATED: 'Created',
  ENROLLMENT_STARTED: 'Enrollment started',
  ENROLLMENT_ENDED: 'Enrollment ended',
  SCHEDULED: 'Scheduled',
  OFFERS_GENERATED: 'Offers generated',
  OFFERS_ACTIVATED: 'Offers activated',
  DONE: 'Done',
  FAILED: 'Failed',
};

export const DISPLAY_CAMPAIGN_STATUS_LABELS: Readonly<Record<DisplayCampaignStatus, string>> = {
  NONE: 'None',
  NOT_STARTED: 'Not started',
  CURRENT: 'Current',
  NEXT: 'Next',
  BLACKOUT: 'Blackout',
  COMPLETE: 'Complete',
};

export const REDEEM_STATUS_LABELS: Readonly<Record<RedeemStatus, string>> = {
  CREATED: 'Created',
  PENDING_DOCUMENTS: 'Pending documents',
  COMPLETE: 'Complete',
  CANCELLED: 'Cancelled',
  EXPIRED: 'Expired',
};

export const REDEEM_TYPE_LABELS: Readonly<Record<RedeemType, string>> = { STANDARD: 'Standard', ADD_ON: 'Add-on' };

export const PRODUCT_OPTION_LABELS: Readonly<Record<ProductOption, string>> = {
  STANDALONE: 'Standalone',
  ADD_ON: 'Add-on',
  BOTH: 'Standalone or add-on',
};

export const FUNDING_STATUS_LABELS: Readonly<Record<FundingStatus, string>> = {
  PENDING: 'Pending',
  FUNDED: 'Funded',
  UNABLE_TO_FUND: 'Unable to fund',
};

export const LEAD_STATUS_LABELS: Readonly<Record<LeadStatus, string>> = {
  NEW: 'New',
  IN_PROGRESS: 'In progress',
  PROCESSED: 'Processed',
  CANCELLED: 'Cancelled',
};

export const PUSH_STATUS_LABELS: Readonly<Record<PushStatus, string>> = {
  NOT_PUSHED: 'Not pushed',
  QUEUED: 'Queued',
  PUSHED: 'Pushed',
  FAILED: 'Failed',
};

export const ACKNOWLEDGEMENT_STATUS_LABELS: Readonly<Record<AcknowledgementStatus, string>> = {
  PENDING_ACKNOWLEDGEMENT: 'Pending acknowledgement',
  ACKNOWLEDGED: 'Acknowledged',
  REJECTED: 'Rejected',
  CANCELLED: 'Cancelled',
};

export const INVOICE_STATUS_LABELS: Readonly<Record<InvoiceStatus, string>> = {
  NOT_CREATED: 'Not created',
  NO_REDEEMS: 'No redeems',
  NOT_CONFIGURED: 'Not configured',
  CREATION_ERROR: 'Creation error',
  DRAFT: 'Draft',
  OPEN: 'Open',
  PAID: 'Paid',
  UNCOLLECTIBLE: 'Uncollectible',
  VOID: 'Void',
};

export const CONSOLE_USER_STATUS_LABELS: Readonly<Record<ConsoleUserStatus, string>> = {
  ACTIVE: 'Active',
  INACTIVE: 'Inactive',
  LOCKED: 'Locked',
};

export const ACTIVITY_STATUS_LABELS: Readonly<Record<ActivityStatus, string>> = {
  ACTIVE: 'Active',
  INACTIVE: 'Inactive',
};

export const DATA_FILE_STATUS_LABELS: Readonly<Record<DataFileStatus, string>> = {
  PENDING: 'Pending',
  UPLOADED: 'Uploaded',
  SYNTAX_CHECKED: 'Syntax checked',
  PARTIAL: 'Partial',
  COMPLETE: 'Complete',
};

export const PRODUCT_VALIDATION_STATUS_LABELS: Readonly<Record<ProductValidationStatus, string>> = {
  PENDING: 'Pending',
  SYNTAX_CHECKED: 'Syntax checked',
  VALIDATED: 'Validated',
  ACTIVE: 'Active',
  INACTIVE: 'Inactive',
  COMPLETE: 'Complete',
};

export const PAY_FREQUENCY_LABELS: Readonly<Record<PayFrequency | RepaymentFrequency, string>> = {
  DAILY: 'Daily',
  WEEKLY: 'Weekly',
  BI_WEEKLY: 'Every two weeks',
  SEMI_MONTHLY: 'Twice a month',
  MONTHLY: 'Monthly',
  YEARLY: 'Yearly',
};

export const INSTITUTION_TYPE_LABELS: Readonly<Record<InstitutionType, string>> = {
  CREDIT_UNION: 'Credit union',
  BANK: 'Bank',
  NBFI: 'Non-bank lender (NBFI)',
};

export const INSURANCE_COVERAGE_LABELS: Readonly<Record<InsuranceCoverage, string>> = {
  NCUA: 'NCUA',
  ASI: 'ASI',
  FDIC: 'FDIC',
  NO_COVERAGE: 'No coverage',
};

export const CREDIT_BUREAU_LABELS: Readonly<Record<CreditBureau, string>> = {
  EXPERIAN: 'Experian',
  TRANSUNION: 'TransUnion',
};

/** A lender still onboarding is a prospect; an onboarded one is simply a lender. */
export const ONBOARDING_STATUS_LABELS: Readonly<Record<(typeof ONBOARDING_STATUSES)[number], string>> = {
  PROSPECT: 'Prospect',
  ONBOARDED: 'Lender',
};

export const FEE_MODEL_LABELS: Readonly<Record<FeeModel, string>> = {
  STANDARD_FLAT: 'Standard flat',
  DISCOUNTED_FLAT: 'Discounted flat',
  VOLUME_PRODUCT_BASED: 'Volume, product based',
  VOLUME_TIER_BASED: 'Volume, tier based',
};

export const AUDIT_CATEGORY_LABELS: Readonly<Record<AuditCategory, string>> = {
  LOGIN: 'Sign-in',
  CAMPAIGN: 'Campaign',
  UCCAMPAIGN: 'Campaign',
  USER: 'User',
  LENDER: 'Lender',
  LOAN_LEADS: 'Loan leads',
  EMBEDDER: 'Embedder',
};

export const TIER_TYPE_LABELS: Readonly<Record<TierType, string>> = { PREQUAL: 'Prequal', PRESCREEN: 'Prescreen' };

export const PROMO_TYPE_LABELS: Readonly<Record<PromoType, string>> = {
  INTRODUCTORY_APR: 'Introductory APR',
  DELAYED_PAYMENTS: 'Delayed payments',
};

export const DELIVERY_STATUS_LABELS: Readonly<Record<DeliveryStatus, string>> = {
  PENDING: 'Pending',
  DELIVERED: 'Delivered',
  FAILED: 'Failed',
};

/** Role names as words (the seed spells lender groups in CamelCase). */
export const ROLE_LABELS: Readonly<Record<RoleName, string>> = {
  Admin: 'Admin',
  'Read-only': 'Read-only',
  LoanLeadAnalyst: 'Loan lead analyst',
  CampaignAcknowledgement: 'Campaign acknowledgement',
  ProductTemplate: 'Product template',
  SuperAdmin: 'Super admin',
  EmbedderAdmin: 'Embedder admin',
};

/** Every catalogue by name: labels.test.ts checks each against its value list. */
export const LABEL_CATALOGUES = {
  campaignStatus: CAMPAIGN_STATUS_LABELS,
  displayCampaignStatus: DISPLAY_CAMPAIGN_STATUS_LABELS,
  redeemStatus: REDEEM_STATUS_LABELS,
  redeemType: REDEEM_TYPE_LABELS,
  productOption: PRODUCT_OPTION_LABELS,
  fundingStatus: FUNDING_STATUS_LABELS,
  leadStatus: LEAD_STATUS_LABELS,
  pushStatus: PUSH_STATUS_LABELS,
  acknowledgementStatus: ACKNOWLEDGEMENT_STATUS_LABELS,
  invoiceStatus: INVOICE_STATUS_LABELS,
  consoleUserStatus: CONSOLE_USER_STATUS_LABELS,
  activityStatus: ACTIVITY_STATUS_LABELS,
  dataFileStatus: DATA_FILE_STATUS_LABELS,
  productValidationStatus: PRODUCT_VALIDATION_STATUS_LABELS,
  payFrequency: PAY_FREQUENCY_LABELS,
  institutionType: INSTITUTION_TYPE_LABELS,
  insuranceCoverage: INSURANCE_COVERAGE_LABELS,
  creditBureau: CREDIT_BUREAU_LABELS,
  onboardingStatus: ONBOARDING_STATUS_LABELS,
  feeModel: FEE_MODEL_LABELS,
  auditCategory: AUDIT_CATEGORY_LABELS,
  tierType: TIER_TYPE_LABELS,
  promoType: PROMO_TYPE_LABELS,
  deliveryStatus: DELIVERY_STATUS_LABELS,
  role: ROLE_LABELS,
  offerCategory: OFFER_CATEGORY_LABELS,
} as const;

/** One reading per code across the catalogues (a code means the same wherever it appears: PENDING is Pending). */
const BY_CODE: ReadonlyMap<string, string> = new Map(
  Object.values(LABEL_CATALOGUES).flatMap((catalogue) => Object.entries(catalogue)),
);

const CODE = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/;

/** 'LOGIN_SUCCESS' → 'Login success': for codes no catalogue names (audit actions and entities are open-ended). */
const sentence = (code: string) => {
  const words = code.toLowerCase().split('_').filter(Boolean).join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * The label of any enumeration value a console prints: the catalogue's when it names it, a code in words otherwise,
 * anything else (a name, free text, data) unchanged. Empty for nothing.
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
