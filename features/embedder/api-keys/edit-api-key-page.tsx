import { Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { type ApiKey, getApiKey, listApiKeys, revokeApiKey, updateApiKey } from '../../../api/api-keys.ts';
import { type ApiKeyFields, apiKeySchema } from '../../../domain/validation/api-key.ts';
import { ConfirmedAction } from '../../../kit/confirmed-action.tsx';
import type { ConsolePageProps, ParamPageProps } from '../../../kit/console-page.ts';
import { listQueryKey } from '../../../kit/paged-list.ts';
import { QueryGate } from '../../../kit/query-gate.tsx';
import { SchemaForm } from '../../../kit/schema-form.tsx';
import { useConfigMutation } from '../../../kit/toasts.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { apiKeyQuery } from '../keys-queries.ts';
import { apiKeysEditApiKeyPageMessages as m } from '../messages/api-keys-edit-api-key-page.ts';
import { API_KEYS_PATH, apiKeyFields } from './api-key-fields.ts';

function ApiKeyEditor({
  client,
  embedderId,
  apiKey,
}: {
  client: ConsolePageProps['client'];
  embedderId: number;
  apiKey: ApiKey;
}) {
  const { formatMessage: t } = useIntl();
  const navigate = useNavigate();
  const back = () => navigate({ to: API_KEYS_PATH });
  const params = { embedderId, apiKeyId: apiKey.id };
  const save = useConfigMutation({
    mutationFn: (body: ApiKeyFields) => client.call(updateApiKey, { params, body }),
    toasts: { pending: m.savingTheApiKey, success: m.apiKeySaved, error: m.couldNotSaveTheApi },
    invalidate: [listQueryKey(listApiKeys), [getApiKey.path]],
    onSuccess: back,
  });
  const revoke = useConfigMutation({
    mutationFn: () => client.call(revokeApiKey, { params }),
    toasts: { pending: m.revokingTheApiKey, success: m.apiKeyRevoked, error: m.couldNotRevokeTheApi },
    invalidate: [listQueryKey(listApiKeys), [getApiKey.path]],
    onSuccess: back,
  });
  return (
    <Stack gap="6">
      <SchemaForm
        schema={apiKeySchema}
        defaultValues={{ name: apiKey.name, enabled: apiKey.enabled }}
        fields={apiKeyFields}
        submitLabel={t(m.saveApiKey)}
        cancel={{ onCancel: back }}
        onSubmit={(values) => save.mutateAsync(values)}
      />
      {apiKey.revokedAt ? null : (
        <ConfirmedAction
          label={t(m.revokeApiKey)}
          title={t(m.revoke, { name: apiKey.name })}
          description={t(m.everyCallMadeWithThis)}
          confirmLabel={t(m.revoke2)}
          onConfirm={() => revoke.mutate()}
        />
      )}
    </Stack>
  );
}

/** /embedder/console/keys/apiManagement/{apiId}/edit: name, enabled, and revoke behind a confirmation. */
export function EditApiKeyPage({ client, embedderId = 0, params }: ParamPageProps<{ apiId: string }>) {
  const { formatMessage: t } = useIntl();
  const apiKey = useQuery(apiKeyQuery(client, embedderId, params.apiId));
  const revoked = apiKey.data?.revokedAt ? t(m.thisKeyIsRevoked) : undefined;
  return (
    <>
      <PageHeader
        title={t(m.editApiKey)}
        description={revoked ?? (apiKey.data && t(m.keyPrefix, { prefix: apiKey.data.keyPrefix }))}
      />
      <QueryGate query={apiKey} failure={t(m.thereWasAnErrorGetting)}>
        {(data) => <ApiKeyEditor client={client} embedderId={embedderId} apiKey={data} />}
      </QueryGate>
    </>
  );
}
