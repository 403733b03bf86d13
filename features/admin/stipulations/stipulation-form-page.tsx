import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import type * as v from 'valibot';
import type { ApiClient } from '../../../api/client.ts';
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
import type { ConsolePageProps } from '../../../kit/console-page.ts';
import type { FieldsOf, FormDraft } from '../../../kit/form-fields.ts';
import { listQueryKey } from '../../../kit/paged-list.ts';
import { QueryGate } from '../../../kit/query-gate.tsx';
import { SchemaForm } from '../../../kit/schema-form.tsx';
import { useConfigMutation } from '../../../kit/toasts.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
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

function StipulationForm({ client, stipulation }: { client: ApiClient; stipulation?: CatalogueStipulation }) {
  const navigate = useNavigate();
  const back = () => navigate({ to: '/admin/console/stipulations' });
  const save = useConfigMutation({
    mutationFn: (body: v.InferOutput<typeof stipulationSchema>) =>
      stipulation
        ? client.call(updateCatalogueStipulation, { params: { stipulationId: stipulation.id }, body })
        : client.call(createCatalogueStipulation, { body }),
    toasts: {
      pending: m.savingTheStipulation,
      success: m.stipulationSaved,
      error: m.couldNotSaveTheStipulation,
    },
    invalidate: [listQueryKey(listCatalogueStipulations), [getCatalogueStipulation.path]],
    onSuccess: back,
  });
  return (
    <SchemaForm
      schema={stipulationSchema}
      defaultValues={draftOf(stipulation)}
      fields={STIPULATION_FIELDS}
      submitLabel={stipulation ? m.saveStipulation : m.addStipulation}
      cancel={{ onCancel: back }}
      onSubmit={(values) => save.mutateAsync(values)}
    />
  );
}

export function NewStipulationPage({ client }: ConsolePageProps) {
  const { formatMessage: t } = useIntl();
  return (
    <>
      <PageHeader title={t(m.addStipulation)} />
      <StipulationForm client={client} />
    </>
  );
}

export function EditStipulationPage({
  client,
  params,
}: ConsolePageProps<Record<string, never>, { stipulationId: string }>) {
  const { formatMessage: t } = useIntl();
  const stipulation = useQuery(
    endpointQuery(client, getCatalogueStipulation, { params: { stipulationId: params.stipulationId } }),
  );
  return (
    <>
      <PageHeader title={t(m.editStipulation)} />
      <QueryGate query={stipulation} failure={t(m.thereWasAnErrorGetting)}>
        {(data) => <StipulationForm client={client} stipulation={data} />}
      </QueryGate>
    </>
  );
}
