import { useQuery } from '@tanstack/react-query';
import { linkOptions } from '@tanstack/react-router';
import type * as v from 'valibot';
import { endpointQuery } from '../../../api/query-options.ts';
import {
  type CatalogueStipulation,
  createCatalogueStipulation,
  getCatalogueStipulation,
  listCatalogueStipulations,
  updateCatalogueStipulation,
} from '../../../api/stipulation-catalogue.ts';
import { STIPULATION_DOCUMENT_CATEGORIES } from '../../../domain/catalog/statuses.ts';
import { STIPULATION_DOCUMENTS } from '../../../domain/catalog/stipulation-documents.ts';
import { stipulationSchema } from '../../../domain/validation/stipulation.ts';
import type { FieldsOf, FormDraft } from '../../../kit/form-fields.ts';
import { listQueryKey } from '../../../kit/paged-list.ts';
import { RecordForm, type RecordPages, recordFormPages } from '../../../kit/record-form.tsx';
import { stipulationsStipulationFormPageMessages as m } from '../messages/stipulations-stipulation-form-page.ts';

type Draft = FormDraft<v.InferInput<typeof stipulationSchema>>;
const CATEGORY_LABEL = { address: 'Address', name: 'Name', income: 'Income' } as const;

export const STIPULATION_FIELDS: FieldsOf<Draft> = [
  { name: 'name', label: m.name, kind: 'text' },
  {
    name: 'status',
    label: m.status,
    kind: 'select',
    options: [
      { value: 'ACTIVE', label: m.active },
      { value: 'INACTIVE', label: m.inactive },
    ],
  },
  { name: 'description', label: m.description, kind: 'textarea' },
  {
    name: 'rule',
    label: m.rule,
    kind: 'textarea',
    live: true,
    helperText: m.checkedAsYouTypeBureau,
  },
  {
    name: 'allowedDocuments',
    label: m.allowedDocuments,
    kind: 'multiselect',
    // Grouped by category in the labels: "Address: Utility bill" (002 §3 document categories).
    options: STIPULATION_DOCUMENT_CATEGORIES.flatMap((category) =>
      STIPULATION_DOCUMENTS[category].map((name) => ({ value: name, label: `${CATEGORY_LABEL[category]}: ${name}` })),
    ),
  },
];

const draftOf = (stipulation?: CatalogueStipulation): Draft => ({
  name: stipulation?.name ?? '',
  description: stipulation?.description ?? '',
  rule: stipulation?.rule ?? '',
  status: stipulation?.status ?? 'ACTIVE',
  allowedDocuments: stipulation?.allowedDocuments ?? [],
});

/** /admin/console/stipulations/new and …/{stipulationId}/edit: one form over the stipulation schema. */
export const { NewPage: NewStipulationPage, EditPage: EditStipulationPage }: RecordPages<{ stipulationId: string }> =
  recordFormPages<{ stipulationId: string }, CatalogueStipulation>({
    newTitle: m.addStipulation,
    editTitle: m.editStipulation,
    failure: m.thereWasAnErrorGetting,
    useRecord: ({ client, params }) =>
      useQuery(endpointQuery(client, getCatalogueStipulation, { params: { stipulationId: params.stipulationId } })),
    form: ({ client }, stipulation) => (
      <RecordForm
        record={stipulation}
        schema={stipulationSchema}
        draftOf={draftOf}
        fields={STIPULATION_FIELDS}
        create={(body: v.InferOutput<typeof stipulationSchema>) => client.call(createCatalogueStipulation, { body })}
        update={(stipulation, body) =>
          client.call(updateCatalogueStipulation, { params: { stipulationId: stipulation.id }, body })
        }
        submitLabels={{ add: m.addStipulation, save: m.saveStipulation }}
        toasts={{ pending: m.savingTheStipulation, success: m.stipulationSaved, error: m.couldNotSaveTheStipulation }}
        invalidate={[listQueryKey(listCatalogueStipulations), [getCatalogueStipulation.path]]}
        back={linkOptions({ to: '/admin/console/stipulations' })}
      />
    ),
  });
