import { DataList } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { type ConsoleSettings, getConsoleSettings, updateConsoleSettings } from '../../api/console-settings.ts';
import { endpointQuery } from '../../api/query-options.ts';
import { LEAD_ASSIGNMENT_VIEWS } from '../../domain/catalog/statuses.ts';
import {
  CONSOLE_TIME_ZONES,
  consoleSettingsSchema,
  LOCAL_PRIORITY_LOCKED,
} from '../../domain/validation/console-settings.ts';
import { QueryGate } from '../../kit/query-gate.tsx';
import { fieldsFor, SchemaForm } from '../../kit/schema-form.tsx';
import { useConfigMutation } from '../../kit/toasts.ts';
import { wordsNode } from '../../kit/words.ts';
import { lenderSetupConsoleSettingsSectionMessages as m } from '../messages/lender-setup-console-settings-section.ts';
import { type LenderSetupProps, SetupSection } from './setup-section.tsx';

const optionsOf = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
const shown = (value: unknown) => (value === true ? 'On' : value === false ? 'Off' : String(value));

const fields = (settings: ConsoleSettings) =>
  fieldsFor(consoleSettingsSchema, [
    {
      name: 'localPriority',
      label: m.localPriority,
      kind: 'switch',
      // 002 §6: locked, and the reason said, for a lender with national presence.
      disabled: settings.nationalPresence,
      helperText: settings.nationalPresence ? LOCAL_PRIORITY_LOCKED : m.localPriorityHelp,
      wide: true,
    },
    {
      name: 'defaultLoanLeadView',
      label: m.defaultLoanLeadView,
      kind: 'select',
      options: optionsOf(LEAD_ASSIGNMENT_VIEWS),
    },
    { name: 'timeZone', label: m.timeZone, kind: 'select', options: optionsOf(CONSOLE_TIME_ZONES) },
    { name: 'idleTimeoutMinutes', label: m.idleTimeoutMinutes, kind: 'number', helperText: m.n5To60 },
  ]);

/**
 * A lender's console settings (GET/PUT /fi/{fiId}/consoleSettings): the lender's own Settings page and the admin's
 * lender Configuration page show the same section. Writers get the form, readers the values.
 */
export function ConsoleSettingsSection({ client, fiId, editable }: LenderSetupProps) {
  const { formatMessage: t } = useIntl();
  const settingsQuery = endpointQuery(client, getConsoleSettings, { params: { fiId } });
  const queryKey = settingsQuery.queryKey;
  const settings = useQuery(settingsQuery);
  const save = useConfigMutation({
    mutationFn: (body: Omit<ConsoleSettings, 'nationalPresence'>) =>
      client.call(updateConsoleSettings, { params: { fiId }, body }),
    toasts: { pending: m.savingTheSettings, success: m.settingsSaved, error: m.couldNotSaveTheSettings },
    invalidate: [queryKey],
  });
  return (
    <SetupSection id="settings-heading" title={t(m.settings)}>
      <QueryGate query={settings} failure={t(m.thereWasAnErrorGetting)} skeletonHeight="40">
        {(data) =>
          editable ? (
            <SchemaForm
              schema={consoleSettingsSchema}
              defaultValues={data}
              fields={fields(data)}
              submitLabel={t(m.saveSettings)}
              onSubmit={(body) => save.mutateAsync(body)}
            />
          ) : (
            <DataList.Root orientation="horizontal">
              {fields(data).map((field) => (
                <DataList.Item key={field.name}>
                  <DataList.ItemLabel minW="44">{wordsNode(field.label)}</DataList.ItemLabel>
                  <DataList.ItemValue>{shown(data[field.name])}</DataList.ItemValue>
                </DataList.Item>
              ))}
            </DataList.Root>
          )
        }
      </QueryGate>
    </SetupSection>
  );
}
