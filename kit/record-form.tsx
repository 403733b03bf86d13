import type { ReactNode } from 'react';
import type * as v from 'valibot';
import { PageHeader } from '../ui/page-header.tsx';
import type { ConsolePageProps, ParamPageProps } from './console-page.ts';
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

/** What a record's form takes of either page: the client and tenant. */
type FormPage = Omit<ConsolePageProps, 'params'>;

export interface RecordPagesSpec<Params, Row> {
  readonly newTitle: Words;
  /** The edit page's title, once the record is there (an embedder's name) or while it loads. */
  readonly editTitle: Words | ((record: Row | undefined) => Words);
  /** The edit page's load failure. */
  readonly failure: Words;
  /** The edit page's record (a hook: the page's `useQuery` of it). */
  readonly useRecord: (page: ParamPageProps<Params>) => GatedQuery<Row>;
  /** The form, with no record on the new page. */
  readonly form: (page: FormPage, record?: Row) => ReactNode;
}

/**
 * A record's new and edit pages. Declared with this type on the page's consts (`ListPageComponent`'s reason: the page
 * tables' route types are made from the pages).
 */
export interface RecordPages<Params> {
  readonly NewPage: (page: ConsolePageProps) => ReactNode;
  readonly EditPage: (page: ParamPageProps<Params>) => ReactNode;
}

/** A record's new and edit pages over one form: `const { NewPage, EditPage }: RecordPages<…> = recordFormPages({ … })`. */
export function recordFormPages<Params, Row>(spec: RecordPagesSpec<Params, Row>): RecordPages<Params> {
  const { newTitle, editTitle, failure, useRecord, form } = spec;
  return {
    NewPage: (page: ConsolePageProps) => <RecordFormPage title={newTitle}>{form(page)}</RecordFormPage>,
    EditPage: function EditPage(page: ParamPageProps<Params>) {
      const query = useRecord(page);
      const title = typeof editTitle === 'function' ? editTitle(query.data) : editTitle;
      return (
        <EditRecordPage title={title} query={query} failure={failure}>
          {(record) => form(page, record)}
        </EditRecordPage>
      );
    },
  };
}
