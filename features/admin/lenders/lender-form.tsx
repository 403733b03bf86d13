import { useStore } from '@tanstack/react-form';
import { useEffect } from 'react';
import type { ApiClient } from '../../../api/client.ts';
import { createLender, type FinancialInstitution, getLender, listLenders, updateLender } from '../../../api/lenders.ts';
import {
  CREDIT_BUREAUS,
  FEE_MODELS,
  INSTITUTION_TYPES,
  type InstitutionType,
  type InsuranceCoverage,
  isCoverageAllowed,
} from '../../../domain/catalog/lender.ts';
import { LOCAL_PRIORITY_LOCKED } from '../../../domain/validation/console-settings.ts';
import {
  type FinancialInstitutionFields,
  type FinancialInstitutionInput,
  financialInstitutionSchema,
  type OnboardingStatus,
} from '../../../domain/validation/financial-institution.ts';
import type { FieldsOf, FormDraft } from '../../../kit/form-fields.ts';
import { listQueryKey } from '../../../kit/paged-list.ts';
import { FieldGrid, SchemaFormShell } from '../../../kit/schema-form.tsx';
import { useConfigMutation } from '../../../kit/toasts.ts';
import { useSchemaForm, useSchemaFormContext } from '../../../kit/use-schema-form.ts';
import { LABELS } from './lender-labels.ts';

type LenderDraft = FormDraft<FinancialInstitutionInput>;
const optionsOf = (values: readonly string[]) => values.map((value) => ({ value, label: LABELS[value] ?? value }));
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
const fieldsOf = (type: string, nationalPresence: boolean): FieldsOf<LenderDraft> => [
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

const isType = (type: string): type is InstitutionType => (INSTITUTION_TYPES as readonly string[]).includes(type);
const coverageOptions = (type: string) =>
  isType(type) ? COVERAGE_OPTIONS.filter((option) => isCoverageAllowed(type, option.value)) : COVERAGE_OPTIONS;

/** The fields as the form's current type and national presence make them; a coverage the type forbids is cleared. */
function LenderFields() {
  const { form } = useSchemaFormContext();
  const type = useStore(form.store, (state) => String(state.values.type ?? ''));
  const nationalPresence = useStore(form.store, (state) => state.values.nationalPresence === true);
  useEffect(() => {
    const coverage = form.getFieldValue('insuranceCoverage') as string;
    const allowed: string[] = coverageOptions(type).map((option) => option.value);
    if (coverage && !allowed.includes(coverage))
      form.setFieldValue('insuranceCoverage', allowed.length === 1 ? allowed[0] : '');
    else if (!coverage && isType(type) && allowed.length === 1) form.setFieldValue('insuranceCoverage', allowed[0]);
  }, [form, type]);
  return <FieldGrid fields={fieldsOf(type, nationalPresence)} />;
}

export const draftOf = (lender?: FinancialInstitution): LenderDraft => ({
  name: lender?.name ?? '',
  code: lender?.code ?? '',
  type: lender?.type ?? '',
  insuranceCoverage: lender?.insuranceCoverage ?? '',
  creditBureau: lender?.creditBureau ?? 'TRANSUNION',
  einNumber: lender?.einNumber ?? '',
  websiteUrl: lender?.websiteUrl ?? '',
  phone: lender?.phone ?? '',
  description: lender?.description ?? '',
  profileDescription: lender?.profileDescription ?? '',
  yearEstablished: lender?.yearEstablished ?? undefined,
  primaryColor: lender?.primaryColor ?? '',
  documentImageEmails: lender?.documentImageEmails.join(', ') ?? '',
  loanLeadEmails: lender?.loanLeadEmails.join(', ') ?? '',
  paymentCustomerId: lender?.paymentCustomerId ?? '',
  pricingModel: lender?.pricingModel ?? '',
  autoEnroll: lender?.autoEnroll ?? false,
  acceptsMla: lender?.acceptsMla ?? false,
  nationalPresence: lender?.nationalPresence ?? false,
  localPriority: lender?.localPriority ?? false,
  onboardingStatus: lender?.onboardingStatus ?? '',
});

export interface LenderFormProps {
  readonly client: ApiClient;
  /** Absent: a new lender or prospect. */
  readonly lender?: FinancialInstitution | undefined;
  /** What a new record becomes: a lender (ONBOARDED) or a prospect. */
  readonly status: OnboardingStatus;
  readonly onDone: (saved: FinancialInstitution) => void;
  readonly onCancel: () => void;
}

/** POST /fi or PUT /fi/{id} over the whole 002 §3 record; the server's 400 issues land on their fields. */
export function LenderForm({ client, lender, status, onDone, onCancel }: LenderFormProps) {
  const noun = status === 'PROSPECT' ? 'prospect' : 'lender';
  const save = useConfigMutation({
    mutationFn: (body: FinancialInstitutionFields) =>
      lender
        ? client.call(updateLender, { params: { fiId: lender.fiId }, body })
        : client.call(createLender, { body: { ...body, onboardingStatus: status } }),
    toasts: {
      pending: `Saving the ${noun}…`,
      success: `${noun === 'lender' ? 'Lender' : 'Prospect'} saved`,
      error: `Could not save the ${noun}`,
    },
    invalidate: [listQueryKey(listLenders), [getLender.path]],
    onSuccess: onDone,
  });
  const form = useSchemaForm({
    schema: financialInstitutionSchema,
    defaultValues: draftOf(lender),
    onSubmit: (values) => save.mutateAsync(values),
  });
  return (
    <SchemaFormShell form={form} submitLabel={lender ? `Save ${noun}` : `Add ${noun}`} cancel={{ onCancel }}>
      <LenderFields />
    </SchemaFormShell>
  );
}
