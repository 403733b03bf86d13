import { useIntl } from 'react-intl';
import { type FinancialInstitution, getLender, updateLenderSettings } from '../../../api/lenders.ts';
import { LOCAL_PRIORITY_LOCKED } from '../../../domain/validation/console-settings.ts';
import { type LenderSettingsFields, lenderSettingsSchema } from '../../../domain/validation/financial-institution.ts';
import type { ParamPageProps } from '../../../kit/console-page.ts';
import { QueryGate } from '../../../kit/query-gate.tsx';
import { fieldsFor, SchemaForm } from '../../../kit/schema-form.tsx';
import { useConfigMutation } from '../../../kit/toasts.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { lendersLenderSettingsPageMessages as m } from '../messages/lenders-lender-settings-page.ts';
import { BackToLender } from './back-to-lender.tsx';
import { LENDER_LOAD_FAILURE, useLender } from './use-lender.ts';

const fields = (nationalPresence: boolean) =>
  fieldsFor(lenderSettingsSchema, [
    {
      name: 'acceptsMla',
      label: m.acceptsMlaBorrowers,
      kind: 'switch',
      helperText: m.offersReachConsumersCoveredBy,
      wide: true,
    },
    {
      name: 'autoEnroll',
      label: m.autoEnroll,
      kind: 'switch',
      helperText: m.theLenderIsEnrolledIn,
      wide: true,
    },
    {
      name: 'nationalPresence',
      label: m.nationalPresence,
      kind: 'switch',
      helperText: m.theLenderLendsNationwideTurning,
      wide: true,
    },
    {
      name: 'localPriority',
      label: m.localPriority,
      kind: 'switch',
      // 002 §6: locked while the lender has national presence, and the reason said.
      disabled: nationalPresence,
      helperText: nationalPresence ? LOCAL_PRIORITY_LOCKED : m.theLenderSOffersCome,
      wide: true,
    },
  ]);

const settingsOf = (lender: FinancialInstitution): LenderSettingsFields => ({
  acceptsMla: lender.acceptsMla,
  autoEnroll: lender.autoEnroll,
  nationalPresence: lender.nationalPresence,
  localPriority: lender.localPriority,
});

/** /admin/console/lenders/{lenderId}/settings: MLA, auto-enroll, national presence and local priority (002-7.38). */
export function LenderSettingsPage({ client, params }: ParamPageProps<{ lenderId: string }>) {
  const { formatMessage: t } = useIntl();
  const lender = useLender(client, params.lenderId);
  const fiId = Number(params.lenderId);
  const save = useConfigMutation({
    mutationFn: (body: LenderSettingsFields) => client.call(updateLenderSettings, { params: { fiId }, body }),
    toasts: { pending: m.savingTheSettings, success: m.settingsSaved, error: m.couldNotSaveTheSettings },
    invalidate: [[getLender.path]],
  });
  return (
    <>
      <PageHeader
        title={lender.data ? t(m.nameSettings, { name: lender.data.name }) : t(m.lenderSettings)}
        description={t(m.howTheLenderTakesPart)}
        actions={<BackToLender lenderId={params.lenderId} />}
      />
      <QueryGate query={lender} failure={t(LENDER_LOAD_FAILURE)} skeletonHeight="64">
        {(data) => (
          <SchemaForm
            key={data.updatedAt}
            schema={lenderSettingsSchema}
            defaultValues={settingsOf(data)}
            fields={fields(data.nationalPresence)}
            submitLabel={t(m.saveSettings)}
            onSubmit={(body) => save.mutateAsync(body)}
          />
        )}
      </QueryGate>
    </>
  );
}
