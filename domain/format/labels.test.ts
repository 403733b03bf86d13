import { describe, expect, it } from 'vitest';
import { CAMPAIGN_STATUSES, DISPLAY_CAMPAIGN_STATUSES } from '../catalog/campaign-status.ts';
import { PAY_FREQUENCIES, REPAYMENT_FREQUENCIES } from '../catalog/consumer.ts';
import {
  AUDIT_CATEGORIES,
  CREDIT_BUREAUS,
  FEE_MODELS,
  INSTITUTION_TYPES,
  INSURANCE_COVERAGES,
} from '../catalog/lender.ts';
import { DELIVERY_STATUSES } from '../catalog/postbacks.ts';
import { PRODUCT_OPTIONS } from '../catalog/product-details.ts';
import { OFFER_CATEGORIES } from '../catalog/products.ts';
import {
  ACKNOWLEDGEMENT_STATUSES,
  ACTIVITY_STATUSES,
  CONSOLE_USER_STATUSES,
  DATA_FILE_STATUSES,
  FUNDING_STATUSES,
  INVOICE_STATUSES,
  PRODUCT_VALIDATION_STATUSES,
  REDEEM_STATUSES,
  REDEEM_TYPES,
} from '../catalog/statuses.ts';
import { PROMO_TYPES, TIER_TYPES } from '../catalog/tiers.ts';
import { LEAD_STATUSES, PUSH_STATUSES } from '../loan-leads/loan-leads.ts';
import { ADMIN_ROLES, EMBEDDER_ROLES, LENDER_PERMISSION_GROUPS } from '../permissions.ts';
import { ONBOARDING_STATUSES } from '../validation/financial-institution.ts';
import { LABEL_CATALOGUES, labelledOptions, labelOf } from './labels.ts';

const BRANDS = new Set(['TransUnion']);

/** Each catalogue beside the value list the domain declares for it. */
const VALUES: Record<keyof typeof LABEL_CATALOGUES, readonly string[]> = {
  campaignStatus: CAMPAIGN_STATUSES,
  displayCampaignStatus: DISPLAY_CAMPAIGN_STATUSES,
  redeemStatus: REDEEM_STATUSES,
  redeemType: REDEEM_TYPES,
  productOption: PRODUCT_OPTIONS,
  fundingStatus: FUNDING_STATUSES,
  leadStatus: LEAD_STATUSES,
  pushStatus: PUSH_STATUSES,
  acknowledgementStatus: ACKNOWLEDGEMENT_STATUSES,
  invoiceStatus: INVOICE_STATUSES,
  consoleUserStatus: CONSOLE_USER_STATUSES,
  activityStatus: ACTIVITY_STATUSES,
  dataFileStatus: DATA_FILE_STATUSES,
  productValidationStatus: PRODUCT_VALIDATION_STATUSES,
  payFrequency: [...PAY_FREQUENCIES, ...REPAYMENT_FREQUENCIES],
  institutionType: INSTITUTION_TYPES,
  insuranceCoverage: INSURANCE_COVERAGES,
  creditBureau: CREDIT_BUREAUS,
  onboardingStatus: ONBOARDING_STATUSES,
  feeModel: FEE_MODELS,
  auditCategory: AUDIT_CATEGORIES,
  tierType: TIER_TYPES,
  promoType: PROMO_TYPES,
  deliveryStatus: DELIVERY_STATUSES,
  role: [...LENDER_PERMISSION_GROUPS, ...ADMIN_ROLES, ...EMBEDDER_ROLES],
  offerCategory: OFFER_CATEGORIES,
};

describe('the label catalogue', () => {
  it.each(Object.keys(VALUES) as (keyof typeof VALUES)[])('labels every value of %s in words', (name) => {
    const catalogue: Readonly<Record<string, string>> = LABEL_CATALOGUES[name];
    for (const value of VALUES[name]) {
      const label = catalogue[value];
      expect(label, `${name}.${value}`).toBeTruthy();
      // No code left in it: no underscore, no CamelCase (a brand keeps its own spelling).
      if (!BRANDS.has(label ?? '')) expect(label, `${name}.${value}`).not.toMatch(/_|^[A-Z]{2,}[a-z]|[a-z][A-Z]/);
    }
    expect(Object.keys(catalogue).sort()).toEqual([...new Set(VALUES[name])].sort());
  });

  it('gives each code one reading across catalogues', () => {
    const seen = new Map<string, string>();
    for (const catalogue of Object.values(LABEL_CATALOGUES)) {
      for (const [code, label] of Object.entries(catalogue)) {
        if (seen.has(code)) expect(label, code).toBe(seen.get(code));
        seen.set(code, label);
      }
    }
  });
});

describe('labelOf', () => {
  it('reads catalogued codes and roles as words', () => {
    expect(labelOf('ENROLLMENT_STARTED')).toBe('Enrollment started');
    expect(labelOf('PENDING_DOCUMENTS')).toBe('Pending documents');
    expect(labelOf('IN_PROGRESS')).toBe('In progress');
    expect(labelOf('ADD_ON')).toBe('Add-on');
    expect(labelOf('LoanLeadAnalyst')).toBe('Loan lead analyst');
    expect(labelOf('PERSONAL LOANS')).toBe('Personal Loans');
    expect(labelOf('SHORT-TERM LOANS')).toBe('Short-term Loans');
  });

  it('puts codes no catalogue names into words, and leaves data and abbreviations alone', () => {
    expect(labelOf('LOGIN_SUCCESS')).toBe('Login success');
    expect(labelOf('CONSOLE_USER')).toBe('Console user');
    expect(labelOf('APR')).toBe('APR');
    expect(labelOf('Summit Credit Union')).toBe('Summit Credit Union');
    expect(labelOf(null)).toBe('');
  });

  it('makes select options that send the code and show the label', () => {
    expect(labelledOptions(['NEW', 'IN_PROGRESS'])).toEqual([
      { value: 'NEW', label: 'New' },
      { value: 'IN_PROGRESS', label: 'In progress' },
    ]);
  });
});
