import type { ReactNode } from 'react';
import type * as v from 'valibot';
import { PageHeader } from '../ui/page-header.tsx';
import type { FieldsOf, FormDraft } from './form-fields.ts';
import { type GatedQuery, QueryGate } from './query-gate.tsx';
import { type SaveAndReturnOptions, useSaveAndReturn } from './save-and-return.ts';
import { SchemaForm } from './schema-form.tsx';
import { useWords, type Words } from './words.ts';

export interface RecordFormProps<S extends v.GenericSchema, Row, Saved>
  extends Omit<SaveAndReturnOptions<v.InferOutput<S>, Saved>, 'mutationFn'> {
  /** The record being edited; undefined on the new-record page. */
  readonly record: Row | undefined;
  readonly schema: S;
  /** The form's starting values: the record's, or blanks for a new one. */
  readonly draftOf: (record: Row | undefined) => FormDraft<v.InferInput<S>>;
  readonly fields: FieldsOf<FormDraft<v.InferInput<S>>>;
  readonly create: (body: v.InferOutput<S>) => Promise<Saved>;
  readonly update: (record: Row, body: v.InferOutput<S>) => Promise<Saved>;
  /** The submit's words: `add` on the new-record page ("Add branch"), `save` when editing ("Save branch"). */
  readonly submitLabels: { readonly add: Words; readonly save: Words };
}

/**
 * One form for a record's new and edit pages: creates or updates it with the configuration toasts, then returns to
 * the list (or `next`), as Cancel does.
 */
export function RecordForm<const S extends v.GenericSchema, Row, Saved>(props: RecordFormProps<S, Row, Saved>) {
  const { record, schema, draftOf, fields, create, update, submitLabels, ...saveAndReturn } = props;
  const form = useSaveAndReturn({
    ...saveAndReturn,
    mutationFn: (body: v.InferOutput<S>) => (record === undefined ? create(body) : update(record, body)),
  });
  return (
    <SchemaForm
      schema={schema}
      defaultValues={draftOf(record)}
      fields={fields}
      submitLabel={record === undefined ? submitLabels.add : submitLabels.save}
      {...form}
    />
  );
}

/** A new-record page (or one that waits for nothing): its title over the form. */
export function RecordFormPage({ title, children }: { readonly title: Words; readonly children: ReactNode }) {
  const say = useWords();
  return (
    <>
      <PageHeader title={say(title)} />
      {children}
    </>
  );
}

/** An edit-record page: its title over the form, which waits for the record (or says its load failure). */
export function EditRecordPage<Row>({
  title,
  query,
  failure,
  children,
}: {
  readonly title: Words;
  readonly query: GatedQuery<Row>;
  readonly failure: Words;
  readonly children: (record: Row) => ReactNode;
}) {
  return (
    <RecordFormPage title={title}>
      <QueryGate query={query} failure={failure}>
        {children}
      </QueryGate>
    </RecordFormPage>
  );
}
