import { useNavigate } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { createEmbedder, type Embedder, listEmbedders, updateEmbedder } from '../../../api/embedders.ts';
import { type EmbedderFields, type EmbedderInput, embedderSchema } from '../../../domain/validation/embedder.ts';
import type { ConsolePageProps } from '../../../kit/console-page.ts';
import type { FieldsOf, FormDraft } from '../../../kit/form-fields.ts';
import { listQueryKey } from '../../../kit/paged-list.ts';
import { QueryGate } from '../../../kit/query-gate.tsx';
import { SchemaForm } from '../../../kit/schema-form.tsx';
import { useConfigMutation } from '../../../kit/toasts.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { embeddersEmbedderFormPageMessages as m } from '../messages/embedders-embedder-form-page.ts';
import { EMBEDDERS_ROOT, embedderIdOf, embedderLink, embedderQueryKey, LOAD_FAILURE, useEmbedder } from './shared.ts';

type EmbedderDraft = FormDraft<EmbedderInput>;

const fields: FieldsOf<EmbedderDraft> = [
  { name: 'name', label: m.name, kind: 'text' },
  { name: 'code', label: m.embedderId, kind: 'text', helperText: m.lowerCaseLettersDigitsAnd },
  { name: 'customDomain', label: m.customDomain, kind: 'text', placeholder: m.offersExampleCom },
  {
    name: 'reportsDashboardId',
    label: m.reportsDashboardId,
    kind: 'text',
    helperText: m.exactly36Characters,
  },
  { name: 'logoUrl', label: m.logo, kind: 'url', placeholder: m.https },
  { name: 'faviconUrl', label: m.favicon, kind: 'url', placeholder: m.https },
  { name: 'exitRedirectUrl', label: m.exitRedirectUrl, kind: 'url', placeholder: m.https },
  { name: 'exitButtonLabel', label: m.exitButtonLabel, kind: 'text' },
  {
    name: 'forceNewDocumentVerificationSession',
    label: m.forceNewDocumentVerificationSession,
    kind: 'switch',
  },
  { name: 'prioritizeLocalLenderOffers', label: m.prioritizeLocalLenderOffers, kind: 'switch' },
];

const draftOf = (embedder?: Embedder): EmbedderDraft => ({
  name: embedder?.name ?? '',
  code: embedder?.code ?? '',
  customDomain: embedder?.customDomain ?? '',
  reportsDashboardId: embedder?.reportsDashboardId ?? '',
  logoUrl: embedder?.logoUrl ?? '',
  faviconUrl: embedder?.faviconUrl ?? '',
  exitRedirectUrl: embedder?.exitRedirectUrl ?? '',
  exitButtonLabel: embedder?.exitButtonLabel ?? '',
  forceNewDocumentVerificationSession: embedder?.forceNewDocumentVerificationSession ?? false,
  prioritizeLocalLenderOffers: embedder?.prioritizeLocalLenderOffers ?? false,
});

function EmbedderForm({ client, embedder }: { client: ConsolePageProps['client']; embedder?: Embedder }) {
  const navigate = useNavigate();
  const save = useConfigMutation({
    mutationFn: (body: EmbedderFields) =>
      embedder
        ? client.call(updateEmbedder, { params: { embedderId: embedder.embedderId }, body })
        : client.call(createEmbedder, { body }),
    toasts: { pending: m.savingTheEmbedder, success: m.embedderSaved, error: m.couldNotSaveTheEmbedder },
    invalidate: [listQueryKey(listEmbedders), ...(embedder ? [embedderQueryKey(embedder.embedderId)] : [])],
    onSuccess: (saved: Embedder) => navigate(embedderLink(saved.embedderId)),
  });
  const back = () => (embedder ? navigate(embedderLink(embedder.embedderId)) : navigate({ to: EMBEDDERS_ROOT }));
  return (
    <SchemaForm
      schema={embedderSchema}
      defaultValues={draftOf(embedder)}
      fields={fields}
      submitLabel={embedder ? m.saveEmbedder : m.addEmbedder}
      cancel={{ onCancel: back }}
      onSubmit={(values) => save.mutateAsync(values)}
    />
  );
}

/** /admin/console/embedders/new. */
export function NewEmbedderPage({ client }: ConsolePageProps) {
  const { formatMessage: t } = useIntl();
  return (
    <>
      <PageHeader title={t(m.addEmbedder)} />
      <EmbedderForm client={client} />
    </>
  );
}

/** /admin/console/embedders/{embedderId}/edit: every field of 002 §3 Embedder but the theme and lists. */
export function EditEmbedderPage({ client, params }: ConsolePageProps<Record<string, never>, { embedderId: string }>) {
  const { formatMessage: t } = useIntl();
  const embedder = useEmbedder(client, embedderIdOf(params));
  return (
    <>
      <PageHeader title={embedder.data ? t(m.editName, { name: embedder.data.name }) : t(m.editEmbedder)} />
      <QueryGate query={embedder} failure={t(LOAD_FAILURE)}>
        {(data) => <EmbedderForm client={client} embedder={data} />}
      </QueryGate>
    </>
  );
}
