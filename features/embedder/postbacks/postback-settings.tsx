import { Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ApiClient } from '../../../api/client.ts';
import {
  getPostbackConfig,
  type PostbackConfig,
  rotatePostbackSecret,
  updatePostbackConfig,
} from '../../../api/postbacks.ts';
import { endpointQuery } from '../../../api/query-options.ts';
import { PARTNER_EVENT_LABELS, PARTNER_EVENTS } from '../../../domain/catalog/postbacks.ts';
import { formatDateTime } from '../../../domain/format/date.ts';
import { type PostbackConfigFields, postbackConfigSchema } from '../../../domain/validation/postback.ts';
import { ConfirmedAction } from '../../../kit/confirmed-action.tsx';
import type { FieldsOf } from '../../../kit/form-fields.ts';
import { LoadedForm } from '../../../kit/loaded-form.tsx';
import { SecretOnce } from '../../../kit/secret-once.tsx';
import { useConfigMutation } from '../../../kit/toasts.ts';
import { postbacksPostbackSettingsMessages as m } from '../messages/postbacks-postback-settings.ts';

type Draft = { url: string; enabled: boolean; events: string[] };
const EVENT_OPTIONS = PARTNER_EVENTS.map((event) => ({
  value: event,
  label: `${PARTNER_EVENT_LABELS[event]} (${event})`,
}));
const fields = (readOnly: boolean): FieldsOf<Draft> => [
  { name: 'url', label: m.url, kind: 'url', placeholder: m.httpsPartnerExampleOfferwell, wide: true, readOnly },
  { name: 'enabled', label: m.sendPostbacks, kind: 'switch', readOnly },
  { name: 'events', label: m.events, kind: 'multiselect', options: EVENT_OPTIONS, readOnly },
];

/** The endpoint form and its signing secret (shown once after the first save or a rotation). */
export function PostbackSettings({
  client,
  embedderId,
  editable,
}: {
  client: ApiClient;
  embedderId: number;
  editable: boolean;
}) {
  const { formatMessage: t } = useIntl();
  const configQuery = endpointQuery(client, getPostbackConfig, { params: { embedderId } });
  const queryKey = configQuery.queryKey;
  const queryClient = useQueryClient();
  const config = useQuery(configQuery);
  const [secret, setSecret] = useState<string | null>(null);
  // The secret stays in this component's state only; the cached record never holds it.
  const keep = (answer: PostbackConfig): PostbackConfig => {
    if (answer.secret) setSecret(answer.secret);
    return { ...answer, secret: undefined };
  };
  const rotate = useConfigMutation({
    mutationFn: () => client.call(rotatePostbackSecret, { params: { embedderId } }),
    toasts: { pending: m.rotatingTheSecret, success: m.newSigningSecret, error: m.couldNotRotateTheSecret },
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKey, keep(answer));
    },
  });
  const record = config.data;
  return (
    <Stack gap="6">
      <LoadedForm
        query={{ queryKey, load: (signal) => client.call(getPostbackConfig, { params: { embedderId }, signal }) }}
        save={async (body: PostbackConfigFields) =>
          keep(await client.call(updatePostbackConfig, { params: { embedderId }, body }))
        }
        schema={postbackConfigSchema}
        draftOf={(loaded) => ({ url: loaded.url ?? '', enabled: loaded.enabled, events: [...loaded.events] })}
        fields={fields(!editable)}
        submitLabel={t(m.savePostbackSettings)}
        toasts={{
          pending: m.savingThePostbackSettings,
          success: m.postbackSettingsSaved,
          error: m.couldNotSaveThePostback,
        }}
        loadFailure={t(m.thereWasAnErrorGetting)}
      />
      <Stack gap="3">
        <Heading as="h2" size="lg">
          {t(m.signingSecret)}
        </Heading>
        <Text color="fg.muted">
          {record?.configured
            ? t(m.inUseSince, { hint: record.secretHint, date: formatDateTime(record.secretRotatedAt ?? '') })
            : t(m.generatedWhenYouFirstSave)}
        </Text>
        {secret ? <SecretOnce label={t(m.signingSecret)} secret={secret} onDone={() => setSecret(null)} /> : null}
        {editable && record?.configured ? (
          <ConfirmedAction
            label={t(m.rotateSecret)}
            title={t(m.rotateTheSigningSecret)}
            description={t(m.theCurrentSecretStopsWorking)}
            confirmLabel={t(m.rotateSecret)}
            onConfirm={() => rotate.mutate()}
            button={{ size: 'sm', loading: rotate.isPending }}
          />
        ) : null}
      </Stack>
    </Stack>
  );
}
