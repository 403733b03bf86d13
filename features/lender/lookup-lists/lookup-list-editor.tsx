import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { ApiClient } from '../../../api/client.ts';
import { lenderCalls } from '../../../api/lender-calls.ts';
import {
  type LookupListFields,
  type LookupListInput,
  lookupListSchema,
  MAX_LOOKUP_VALUES,
} from '../../../domain/validation/lookup-list.ts';
import type { FieldsOf, FormDraft } from '../../../kit/form-fields.ts';
import { listQueryKey } from '../../../kit/paged-list.ts';
import { QueryGate } from '../../../kit/query-gate.tsx';
import { useSaveAndClose } from '../../../kit/save-and-return.ts';
import { SchemaForm } from '../../../kit/schema-form.tsx';
import { said } from '../../../kit/words.ts';
import { lookupListsLookupListEditorMessages as m } from '../messages/lookup-lists-lookup-list-editor.ts';
import type { LookupListScreenSpec } from './lookup-list-pages.ts';
import { lookupValuesQuery } from './lookup-list-queries.ts';

interface EditorProps {
  readonly spec: LookupListScreenSpec;
  readonly client: ApiClient;
  readonly fiId: number;
  readonly onClose: () => void;
}

/** The whole list as one form: each value a row (code, label, active) that can be renamed, removed or added. */
export function LookupListEditor({ spec, client, fiId, onClose }: EditorProps) {
  const { list } = spec;
  const { formatMessage: t } = useIntl();
  const title = t(spec.title);
  const lower = title.toLowerCase();
  const values = useQuery(lookupValuesQuery(list, client, fiId));
  const form = useSaveAndClose({
    mutationFn: (body: LookupListFields) => lenderCalls(client).saveLookupList(list, fiId, body.values),
    toasts: {
      pending: said(m.saving, { list: lower }),
      success: said(m.saved, { list: title }),
      error: said(m.notSaved, { list: lower }),
    },
    invalidate: [listQueryKey(list.endpoints.list)],
    close: onClose,
  });
  const fields: FieldsOf<FormDraft<LookupListInput>> = [
    {
      name: 'values',
      label: spec.title,
      kind: 'list',
      itemLabel: spec.itemLabel,
      newItem: () => ({ code: '', label: '', active: true }),
      max: MAX_LOOKUP_VALUES,
      compact: true,
      helperText: m.codesAreUpperSnakeCase,
      fields: [
        { name: 'code', label: m.code, kind: 'text' },
        { name: 'label', label: m.label, kind: 'text' },
        { name: 'active', label: m.active, kind: 'switch' },
      ],
    },
  ];
  return (
    <QueryGate query={values} failure={t(spec.loadFailure)}>
      {(data) => (
        <SchemaForm
          schema={lookupListSchema}
          defaultValues={{ values: data.content.map(({ code, label, active }) => ({ code, label, active })) }}
          fields={fields}
          submitLabel={m.saveList}
          {...form}
        />
      )}
    </QueryGate>
  );
}
