import {
  CREDIT_BUREAUS,
  FEE_MODELS,
  INSTITUTION_TYPES,
  type InstitutionType,
  type InsuranceCoverage,
  isCoverageAllowed,
} from '../../../domain/catalog/lender.ts';
import { LOCAL_PRIORITY_LOCKED } from '../../../domain/validation/console-settings.ts';
import type { FinancialInstitutionInput } from '../../../domain/validation/financial-institution.ts';
import type { FieldsOf, FormDraft } from '../../../kit/form-fields.ts';
import { labelOf } from './lender-labels.ts';

export type LenderDraft = FormDraft<FinancialInstitutionInput>;
const optionsOf = (values: readonly string[]) => values.map((value) => ({ value, label: labelOf(value) }));
const COVERAGE_OPTIONS: readonly { value: InsuranceCoverage; label: string }[] = [
  { value: 'NCUA', label: 'NCUA (credit union)' },
  { value: 'ASI', label: 'ASI (credit union)' },
  { value: 'FDIC', label: 'FDIC (bank)' },
  { value: 'NO_COVERAGE', label: 'No coverage (non-bank lender)' },
];

/**
 * Every field of 002 §3 Financial institution, in the order an admin onboards a lender. The coverage choices are the
 * ones the chosen type allows (000 §3); local priority is locked while national presence is on (002 §6).
 */
export const fieldsOf = (type: string, nationalPresence: boolean): FieldsOf<LenderDraft> => [
  { name: 'name', label: 'Name', kind: 'text' },
  {
    name: 'code',
    label: 'Lender ID',
    kind: 'text',
    helperText: 'What the lender’s users type as tenant at sign-in: lower-case letters, digits and dashes.',
  },
  { name: 'type', label: 'Institution type', kind: 'select', options: optionsOf(INSTITUTION_TYPES) },
  { name: 'insuranceCoverage', label: 'Insurance coverage', kind: 'select', options: coverageOptions(type) },
  { name: 'creditBureau', label: 'Credit bureau', kind: 'select', options: optionsOf(CREDIT_BUREAUS) },
  { name: 'einNumber', label: 'EIN', kind: 'text', placeholder: '12-3456789' },
  { name: 'websiteUrl', label: 'Website', kind: 'url', placeholder: 'https://' },
  { name: 'phone', label: 'Phone', kind: 'phone' },
  { name: 'description', label: 'Description', kind: 'text', wide: true },
  { name: 'profileDescription', label: 'Profile description', kind: 'textarea' },
  { name: 'yearEstablished', label: 'Year established', kind: 'number' },
  { name: 'primaryColor', label: 'Primary color', kind: 'color' },
  {
    name: 'documentImageEmails',
    label: 'Document-image e-mail list',
    kind: 'text',
    wide: true,
    helperText: 'Comma-separated e-mail addresses.',
  },
  {
    name: 'loanLeadEmails',
    label: 'Loan-lead e-mail list',
    kind: 'text',
    wide: true,
    helperText: 'Comma-separated e-mail addresses.',
  },
  { name: 'paymentCustomerId', label: 'Payment customer ID', kind: 'text' },
  { name: 'pricingModel', label: 'Pricing model', kind: 'select', options: optionsOf(FEE_MODELS) },
  { name: 'autoEnroll', label: 'Auto-enroll', kind: 'switch' },
  { name: 'acceptsMla', label: 'Accepts MLA borrowers', kind: 'switch' },
  { name: 'nationalPresence', label: 'National presence', kind: 'switch' },
  {
    name: 'localPriority',
    label: 'Local priority',
    kind: 'switch',
    disabled: nationalPresence,
    helperText: nationalPresence ? LOCAL_PRIORITY_LOCKED : 'The lender’s offers come first near its branches.',
  },
];

export const isType = (type: string): type is InstitutionType =>
  (INSTITUTION_TYPES as readonly string[]).includes(type);
export const coverageOptions = (type: string) =>
  isType(type) ? COVERAGE_OPTIONS.filter((option) => isCoverageAllowed(type, option.value)) : COVERAGE_OPTIONS;
