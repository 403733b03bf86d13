import { useIntl } from 'react-intl';
import { updateEmbedderCampaignSettings } from '../../../api/embedders.ts';
import { type EmbedderCampaignSettings, embedderCampaignSettingsSchema } from '../../../domain/validation/embedder.ts';
import type { ConsolePageProps } from '../../../kit/console-page.ts';
import type { FieldsOf, FormDraft } from '../../../kit/form-fields.ts';
import { LoadedForm } from '../../../kit/loaded-form.tsx';
import { embeddersCampaignSettingsPageMessages as m } from '../messages/embedders-campaign-settings-page.ts';
import { embedderCampaignSettingsQuery } from './embedder-queries.ts';
import { EmbedderSubPage } from './embedder-sub-page.tsx';
import { canEditEmbedders, embedderIdOf } from './shared.ts';

type Draft = FormDraft<{
  autoEnroll: boolean;
  sftpFolder: string;
  pgpEncrypted: boolean;
  prequalLeadsEnabled: boolean;
}>;

const fields = (readOnly: boolean): FieldsOf<Draft> => [
  { name: 'autoEnroll', label: m.enrollInEveryNewCampaign, kind: 'switch', readOnly },
  {
    name: 'sftpFolder',
    label: m.sftpFolder,
    kind: 'text',
    helperText: m.whereTheConsumerFileOf,
    readOnly,
  },
  { name: 'pgpEncrypted', label: m.consumerFilesArePgpEncrypted, kind: 'switch', readOnly },
  { name: 'prequalLeadsEnabled', label: m.collectPrequalLeads, kind: 'switch', readOnly },
];

/** /admin/console/embedders/{embedderId}/settings: how the embedder takes part in campaigns. */
export function CampaignSettingsPage({
  client,
  session,
  params,
}: ConsolePageProps<Record<string, never>, { embedderId: string }>) {
  const { formatMessage: t } = useIntl();
  const embedderId = embedderIdOf(params);
  const settings = embedderCampaignSettingsQuery(client, embedderId);
  return (
    <EmbedderSubPage
      client={client}
      embedderId={embedderId}
      section={t(m.campaignSettings)}
      fallbackTitle={t(m.embedderCampaignSettings)}
      description={t(m.howThisEmbedderTakesPart)}
    >
      <LoadedForm
        queryKey={settings.queryKey}
        load={settings.load}
        save={(body: EmbedderCampaignSettings) =>
          client.call(updateEmbedderCampaignSettings, { params: { embedderId }, body })
        }
        schema={embedderCampaignSettingsSchema}
        draftOf={(settings) => ({ ...settings, sftpFolder: settings.sftpFolder ?? '' })}
        fields={fields(!canEditEmbedders(session))}
        submitLabel={t(m.saveSettings)}
        toasts={{ pending: m.savingTheSettings, success: m.settingsSaved, error: m.couldNotSaveTheSettings }}
        loadFailure={t(m.thereWasAnErrorGetting)}
      />
    </EmbedderSubPage>
  );
}
