import { updateEmbedderCampaignSettings } from '../../../api/embedders.ts';
import { type EmbedderCampaignSettings, embedderCampaignSettingsSchema } from '../../../domain/validation/embedder.ts';
import type { FieldsOf, FormDraft } from '../../../kit/form-fields.ts';
import { LoadedForm } from '../../../kit/loaded-form.tsx';
import { embeddersCampaignSettingsPageMessages as m } from '../messages/embedders-campaign-settings-page.ts';
import { embedderCampaignSettingsQuery } from './embedder-queries.ts';
import { embedderSubPage } from './embedder-sub-page.tsx';

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
export const CampaignSettingsPage = embedderSubPage({
  section: m.campaignSettings,
  fallbackTitle: m.embedderCampaignSettings,
  description: m.howThisEmbedderTakesPart,
  body: ({ client, embedderId, editable }) => (
    <LoadedForm
      query={embedderCampaignSettingsQuery(client, embedderId)}
      save={(body: EmbedderCampaignSettings) =>
        client.call(updateEmbedderCampaignSettings, { params: { embedderId }, body })
      }
      schema={embedderCampaignSettingsSchema}
      draftOf={(settings) => ({ ...settings, sftpFolder: settings.sftpFolder ?? '' })}
      fields={fields(!editable)}
      submitLabel={m.saveSettings}
      toasts={{ pending: m.savingTheSettings, success: m.settingsSaved, error: m.couldNotSaveTheSettings }}
      loadFailure={m.thereWasAnErrorGetting}
    />
  ),
});
