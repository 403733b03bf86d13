import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { type CreatedApiKey, createApiKey, listApiKeys } from '../../../api/api-keys.ts';
import { type ApiKeyFields, apiKeySchema } from '../../../domain/validation/api-key.ts';
import type { ConsolePageProps } from '../../../kit/console-page.ts';
import { listQueryKey } from '../../../kit/paged-list.ts';
import { SchemaForm } from '../../../kit/schema-form.tsx';
import { SecretOnce } from '../../../kit/secret-once.tsx';
import { useConfigMutation } from '../../../kit/toasts.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { apiKeysNewApiKeyPageMessages as m } from '../messages/api-keys-new-api-key-page.ts';
import { API_KEYS_PATH, apiKeyFields } from './api-key-fields.ts';

/** /embedder/console/keys/apiManagement/new: name the key, then see its value this once and copy it. */
export function NewApiKeyPage({ client, embedderId = 0 }: ConsolePageProps) {
  const { formatMessage: t } = useIntl();
  const navigate = useNavigate();
  const back = () => navigate({ to: API_KEYS_PATH });
  const [created, setCreated] = useState<CreatedApiKey>();
  const save = useConfigMutation({
    mutationFn: (body: ApiKeyFields) => client.call(createApiKey, { params: { embedderId }, body }),
    toasts: { pending: m.creatingTheApiKey, success: m.apiKeyCreated, error: m.couldNotCreateTheApi },
    invalidate: [listQueryKey(listApiKeys)],
    onSuccess: setCreated,
  });
  return (
    <>
      <PageHeader title={t(m.newApiKey)} description={created ? t(m.isReady, { name: created.name }) : undefined} />
      {created ? (
        <SecretOnce label={t(m.apiKey)} secret={created.key} onDone={back} />
      ) : (
        <SchemaForm
          schema={apiKeySchema}
          defaultValues={{ name: '', enabled: true }}
          fields={apiKeyFields}
          submitLabel={t(m.createApiKey)}
          cancel={{ onCancel: back }}
          onSubmit={(values) => save.mutateAsync(values)}
        />
      )}
    </>
  );
}
