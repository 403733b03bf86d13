import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { createSiteKey, getSiteKey, listSiteKeys, type SiteKey, updateSiteKey } from '../../../api/site-keys.ts';
import {
  MAX_APPROVED_ORIGINS,
  type SiteKeyFields,
  type SiteKeyInput,
  siteKeySchema,
} from '../../../domain/validation/site-key.ts';
import type { ConsolePageProps } from '../../../kit/console-page.ts';
import type { FieldsOf, FormDraft } from '../../../kit/form-fields.ts';
import { listQueryKey } from '../../../kit/paged-list.ts';
import { QueryGate } from '../../../kit/query-gate.tsx';
import { SchemaForm } from '../../../kit/schema-form.tsx';
import { useConfigMutation } from '../../../kit/toasts.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { siteKeyQuery } from '../keys-queries.ts';
import { siteKeysSiteKeyFormPageMessages as m } from '../messages/site-keys-site-key-form-page.ts';

type SiteKeyDraft = FormDraft<SiteKeyInput>;
const fields: FieldsOf<SiteKeyDraft> = [
  { name: 'name', label: m.name, kind: 'text' },
  { name: 'enabled', label: m.enabled, kind: 'switch', helperText: m.aDisabledKeySQr },
  {
    name: 'approvedOrigins',
    label: m.approvedOrigins,
    kind: 'textlist',
    itemLabel: m.origin,
    itemKind: 'url',
    placeholder: m.httpsShopExampleCom,
    helperText: m.theSitesAllowedToOpen,
    max: MAX_APPROVED_ORIGINS,
  },
];
const draftOf = (siteKey?: SiteKey): SiteKeyDraft => ({
  name: siteKey?.name ?? '',
  enabled: siteKey?.enabled ?? true,
  approvedOrigins: siteKey ? [...siteKey.approvedOrigins] : [''],
});

function SiteKeyForm(props: { client: ConsolePageProps['client']; embedderId: number; siteKey?: SiteKey }) {
  const { client, embedderId, siteKey } = props;
  const navigate = useNavigate();
  const back = () => navigate({ to: '/embedder/console/keys/siteKeyManagement' });
  const save = useConfigMutation({
    mutationFn: (body: SiteKeyFields) =>
      siteKey
        ? client.call(updateSiteKey, { params: { embedderId, siteKeyId: siteKey.id }, body })
        : client.call(createSiteKey, { params: { embedderId }, body }),
    toasts: { pending: m.savingTheSiteKey, success: m.siteKeySaved, error: m.couldNotSaveTheSite },
    invalidate: [listQueryKey(listSiteKeys), [getSiteKey.path]],
    onSuccess: (saved) =>
      navigate({ to: '/embedder/console/keys/siteKeyManagement/$siteKeyId/view', params: { siteKeyId: saved.id } }),
  });
  return (
    <SchemaForm
      schema={siteKeySchema}
      defaultValues={draftOf(siteKey)}
      fields={fields}
      submitLabel={siteKey ? m.saveSiteKey : m.addSiteKey}
      cancel={{ onCancel: back }}
      onSubmit={(values) => save.mutateAsync(values)}
    />
  );
}

export function NewSiteKeyPage({ client, embedderId = 0 }: ConsolePageProps) {
  const { formatMessage: t } = useIntl();
  return (
    <>
      <PageHeader title={t(m.newSiteKey)} />
      <SiteKeyForm client={client} embedderId={embedderId} />
    </>
  );
}

export function EditSiteKeyPage({
  client,
  embedderId = 0,
  params,
}: ConsolePageProps<Record<string, never>, { siteKeyId: string }>) {
  const { formatMessage: t } = useIntl();
  const siteKey = useQuery(siteKeyQuery(client, embedderId, params.siteKeyId));
  return (
    <>
      <PageHeader title={t(m.editSiteKey)} />
      <QueryGate query={siteKey} failure={t(m.thereWasAnErrorGetting)}>
        {(data) => <SiteKeyForm client={client} embedderId={embedderId} siteKey={data} />}
      </QueryGate>
    </>
  );
}
