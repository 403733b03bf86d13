import { useStore } from '@tanstack/react-form';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { ApiClient } from '../../../api/client.ts';
import { createLender, type FinancialInstitution, getLender, listLenders, updateLender } from '../../../api/lenders.ts';
import {
  type FinancialInstitutionFields,
  financialInstitutionSchema,
  type OnboardingStatus,
} from '../../../domain/validation/financial-institution.ts';
import { listQueryKey } from '../../../kit/paged-list.ts';
import { FieldGrid, SchemaFormShell } from '../../../kit/schema-form.tsx';
import { useConfigMutation } from '../../../kit/toasts.ts';
import { useSchemaForm, useSchemaFormContext } from '../../../kit/use-schema-form.ts';
import { said } from '../../../kit/words.ts';
import { lendersLenderFormMessages as m } from '../messages/lenders-lender-form.ts';
import { coverageOptions, fieldsOf, isType, type LenderDraft } from './lender-fields.ts';

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
  const { formatMessage: t } = useIntl();
  const save = useConfigMutation({
    mutationFn: (body: FinancialInstitutionFields) =>
      lender
        ? client.call(updateLender, { params: { fiId: lender.fiId }, body })
        : client.call(createLender, { body: { ...body, onboardingStatus: status } }),
    toasts: {
      pending: said(m.saving, { status }),
      success: said(m.saved, { status }),
      error: said(m.notSaved, { status }),
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
    <SchemaFormShell form={form} submitLabel={t(lender ? m.save : m.add, { status })} cancel={{ onCancel }}>
      <LenderFields />
    </SchemaFormShell>
  );
}
