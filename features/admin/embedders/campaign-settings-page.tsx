import { Skeleton, Stack } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getEmbedderCampaignSettings, updateEmbedderCampaignSettings } from '../../../api/embedders.ts';
import { type EmbedderCampaignSettings, embedderCampaignSettingsSchema } from '../../../domain/validation/embedder.ts';
import type { ConsolePageProps } from '../../../kit/console-page.ts';
import type { FieldsOf, FormDraft } from '../../../kit/form-fields.ts';
import { SchemaForm } from '../../../kit/schema-form.tsx';
import { useConfigMutation } from '../../../kit/toasts.ts';
import { LoadFailure } from '../../../ui/load-failure.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { canEditEmbedders, embedderIdOf, useEmbedder } from './shared.ts';

type Draft = FormDraft<{
  autoEnroll: boolean;
  sftpFolder: string;
  pgpEncrypted: boolean;
  prequalLeadsEnabled: boolean;
}>;

const fields = (readOnly: boolean): FieldsOf<Draft> => [
  { name: 'autoEnroll', label: 'Enroll in every new campaign automatically', kind: 'switch', readOnly },
  {
    name: 'sftpFolder',
    label: 'SFTP folder',
    kind: 'text',
    helperText: 'Where the consumer file of each campaign arrives',
    readOnly,
  },
  { name: 'pgpEncrypted', label: 'Consumer files are PGP encrypted', kind: 'switch', readOnly },
  { name: 'prequalLeadsEnabled', label: 'Collect prequal leads', kind: 'switch', readOnly },
];

/** /admin/console/embedders/{embedderId}/settings: how the embedder takes part in campaigns. */
export function CampaignSettingsPage({
  client,
  session,
  params,
}: ConsolePageProps<Record<string, never>, { embedderId: string }>) {
  const embedderId = embedderIdOf(params);
  const embedder = useEmbedder(client, embedderId);
  const editable = canEditEmbedders(session);
  const queryClient = useQueryClient();
  const queryKey = [getEmbedderCampaignSettings.path, embedderId];
  const settings = useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      client.call(getEmbedderCampaignSettings, { params: { embedderId }, signal, suppressServerErrorRedirect: true }),
  });
  const save = useConfigMutation({
    mutationFn: (body: EmbedderCampaignSettings) =>
      client.call(updateEmbedderCampaignSettings, { params: { embedderId }, body }),
    toasts: { pending: 'Saving the settings…', success: 'Settings saved', error: 'Could not save the settings' },
    onSuccess: (answer: EmbedderCampaignSettings) => {
      queryClient.setQueryData(queryKey, answer);
    },
  });
  return (
    <Stack gap="6">
      <PageHeader
        title={embedder.data ? `${embedder.data.name}: campaign settings` : 'Embedder campaign settings'}
        description="How this embedder takes part in campaigns: enrollment, its consumer file and prequal leads."
      />
      {settings.isError ? (
        <LoadFailure message="There was an error getting the settings" onRetry={() => void settings.refetch()} />
      ) : settings.data ? (
        <SchemaForm
          schema={embedderCampaignSettingsSchema}
          defaultValues={{ ...settings.data, sftpFolder: settings.data.sftpFolder ?? '' }}
          fields={fields(!editable)}
          submitLabel="Save settings"
          onSubmit={(values) => save.mutateAsync(values)}
        />
      ) : (
        <Skeleton height="48" />
      )}
    </Stack>
  );
}
