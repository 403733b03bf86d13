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
import type { Words } from '../../../kit/words.ts';
import { lendersLenderFieldsMessages as m } from '../messages/lenders-lender-fields.ts';
import { labelOf } from './lender-labels.ts';

export type LenderDraft = FormDraft<FinancialInstitutionInput>;
const optionsOf = (values: readonly string[]) => values.map((value) => ({ value, label: labelOf(value) }));
const COVERAGE_OPTIONS: readonly { value: InsuranceCoverage; label: Words }[] = [
  { value: 'NCUA', label: m.ncuaCreditUnion },
  { value: 'ASI', label: m.asiCreditUnion },
  { value: 'FDIC', label: m.fdicBank },
  { value: 'NO_COVERAGE', label: m.noCoverageNonBankLender },
];
/** A list of e-mail addresses the lender's mail goes to, typed in one line. */
const emailList = (name: 'documentImageEmails' | 'loanLeadEmails', label: Words): FieldsOf<LenderDraft>[number] => ({
  name,
  label,
  kind: 'text',
  wide: true,
  helperText: m.commaSeparatedEMailAddresses,
});

/**
 * Every field of 002 §3 Financial institution, in the order an admin onboards a lender. The coverage choices are the
 * ones the chosen type allows (000 §3); local priority is locked while national presence is on (002 §6).
 */
export const fieldsOf = (type: string, nationalPresence: boolean): FieldsOf<LenderDraft> => [
  { name: 'name', label: m.name, kind: 'text' },
  { name: 'code', label: m.lenderId, kind: 'text', helperText: m.whatTheLenderSUsers },
  { name: 'type', label: m.institutionType, kind: 'select', options: optionsOf(INSTITUTION_TYPES) },
  { name: 'insuranceCoverage', label: m.insuranceCoverage, kind: 'select', options: coverageOptions(type) },
  { name: 'creditBureau', label: m.creditBureau, kind: 'select', options: optionsOf(CREDIT_BUREAUS) },
  { name: 'einNumber', label: m.ein, kind: 'text', placeholder: '12-3456789' },
  { name: 'websiteUrl', label: m.website, kind: 'url', placeholder: m.https },
  { name: 'phone', label: m.phone, kind: 'phone' },
  { name: 'description', label: m.description, kind: 'text', wide: true },
  { name: 'profileDescription', label: m.profileDescription, kind: 'textarea' },
  { name: 'yearEstablished', label: m.yearEstablished, kind: 'number' },
  { name: 'primaryColor', label: m.primaryColor, kind: 'color' },
  emailList('documentImageEmails', m.documentImageEMailList),
  emailList('loanLeadEmails', m.loanLeadEMailList),
  { name: 'paymentCustomerId', label: m.paymentCustomerId, kind: 'text' },
  { name: 'pricingModel', label: m.pricingModel, kind: 'select', options: optionsOf(FEE_MODELS) },
  { name: 'autoEnroll', label: m.autoEnroll, kind: 'switch' },
  { name: 'acceptsMla', label: m.acceptsMlaBorrowers, kind: 'switch' },
  { name: 'nationalPresence', label: m.nationalPresence, kind: 'switch' },
  {
    name: 'localPriority',
    label: m.localPriority,
    kind: 'switch',
    disabled: nationalPresence,
    helperText: nationalPresence ? LOCAL_PRIORITY_LOCKED : m.theLenderSOffersCome,
  },
];

export const isType = (type: string): type is InstitutionType =>
  (INSTITUTION_TYPES as readonly string[]).includes(type);
export const coverageOptions = (type: string) =>
  isType(type) ? COVERAGE_OPTIONS.filter((option) => isCoverageAllowed(type, option.value)) : COVERAGE_OPTIONS;
