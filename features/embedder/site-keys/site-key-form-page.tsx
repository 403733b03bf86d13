import { useQuery } from '@tanstack/react-query';
import { linkOptions } from '@tanstack/react-router';
import { createSiteKey, getSiteKey, listSiteKeys, type SiteKey, updateSiteKey } from '../../../api/site-keys.ts';
import {
  MAX_APPROVED_ORIGINS,
  type SiteKeyFields,
  type SiteKeyInput,
  siteKeySchema,
} from '../../../domain/validation/site-key.ts';
import type { FieldsOf, FormDraft } from '../../../kit/form-fields.ts';
import { listQueryKey } from '../../../kit/paged-list.ts';
import { RecordForm, type RecordPages, recordFormPages } from '../../../kit/record-form.tsx';
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

/** /embedder/console/keys/siteKeyManagement/new and …/{siteKeyId}/edit: one form over the site-key schema. */
export const { NewPage: NewSiteKeyPage, EditPage: EditSiteKeyPage }: RecordPages<{ siteKeyId: string }> =
  recordFormPages<{ siteKeyId: string }, SiteKey>({
    newTitle: m.newSiteKey,
    editTitle: m.editSiteKey,
    failure: m.thereWasAnErrorGetting,
    useRecord: ({ client, embedderId = 0, params }) => useQuery(siteKeyQuery(client, embedderId, params.siteKeyId)),
    form: ({ client, embedderId = 0 }, siteKey) => (
      <RecordForm
        record={siteKey}
        schema={siteKeySchema}
        draftOf={draftOf}
        fields={fields}
        create={(body: SiteKeyFields) => client.call(createSiteKey, { params: { embedderId }, body })}
        update={(siteKey, body) => client.call(updateSiteKey, { params: { embedderId, siteKeyId: siteKey.id }, body })}
        submitLabels={{ add: m.addSiteKey, save: m.saveSiteKey }}
        toasts={{ pending: m.savingTheSiteKey, success: m.siteKeySaved, error: m.couldNotSaveTheSite }}
        invalidate={[listQueryKey(listSiteKeys), [getSiteKey.path]]}
        back={linkOptions({ to: '/embedder/console/keys/siteKeyManagement' })}
        next={(saved) =>
          linkOptions({
            to: '/embedder/console/keys/siteKeyManagement/$siteKeyId/view',
            params: { siteKeyId: saved.id },
          })
        }
      />
    ),
  });
