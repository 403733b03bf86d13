import { linkOptions } from '@tanstack/react-router';
import { createEmbedder, type Embedder, listEmbedders, updateEmbedder } from '../../../api/embedders.ts';
import { type EmbedderFields, type EmbedderInput, embedderSchema } from '../../../domain/validation/embedder.ts';
import type { FieldsOf, FormDraft } from '../../../kit/form-fields.ts';
import { listQueryKey } from '../../../kit/paged-list.ts';
import { RecordForm, type RecordPages, recordFormPages } from '../../../kit/record-form.tsx';
import { said } from '../../../kit/words.ts';
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

/**
 * /admin/console/embedders/new and …/{embedderId}/edit: every field of 002 §3 Embedder but the theme and lists, the
 * saved embedder's summary next.
 */
export const { NewPage: NewEmbedderPage, EditPage: EditEmbedderPage }: RecordPages<{ embedderId: string }> =
  recordFormPages<{ embedderId: string }, Embedder>({
    newTitle: m.addEmbedder,
    editTitle: (embedder) => (embedder ? said(m.editName, { name: embedder.name }) : m.editEmbedder),
    failure: LOAD_FAILURE,
    useRecord: ({ client, params }) => useEmbedder(client, embedderIdOf(params)),
    form: ({ client }, embedder) => (
      <RecordForm
        record={embedder}
        schema={embedderSchema}
        draftOf={draftOf}
        fields={fields}
        create={(body: EmbedderFields) => client.call(createEmbedder, { body })}
        update={(embedder, body) => client.call(updateEmbedder, { params: { embedderId: embedder.embedderId }, body })}
        submitLabels={{ add: m.addEmbedder, save: m.saveEmbedder }}
        toasts={{ pending: m.savingTheEmbedder, success: m.embedderSaved, error: m.couldNotSaveTheEmbedder }}
        invalidate={[listQueryKey(listEmbedders), ...(embedder ? [embedderQueryKey(embedder.embedderId)] : [])]}
        back={embedder ? embedderLink(embedder.embedderId) : linkOptions({ to: EMBEDDERS_ROOT })}
        next={(saved) => embedderLink(saved.embedderId)}
      />
    ),
  });
