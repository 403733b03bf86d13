import { Skeleton } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type * as v from 'valibot';
import { LoadFailure } from '../ui/load-failure.tsx';
import type { FieldsOf, FormDraft } from './form-fields.ts';
import type { LoadedQuery } from './page-loader.ts';
import { SchemaForm } from './schema-form.tsx';
import { type ToastMessages, useConfigMutation } from './toasts.ts';
import { useWords, type Words } from './words.ts';

export interface LoadedFormProps<S extends v.GenericSchema, TData> {
  /** The record's query: it is read with its `load`, and a save's answer replaces it. */
  readonly query: LoadedQuery<TData>;
  readonly save: (values: v.InferOutput<S>) => Promise<TData>;
  readonly schema: S;
  /** The form's starting values from the record. */
  readonly draftOf: (data: TData) => FormDraft<v.InferInput<S>>;
  readonly fields: FieldsOf<FormDraft<v.InferInput<S>>>;
  readonly submitLabel: Words;
  readonly toasts: ToastMessages<TData>;
  /** The seed's load-failure message for this record. */
  readonly loadFailure: Words;
}

/**
 * A settings record edited in place: loads it (skeleton, then the form, or the load failure with a retry), saves
 * with the kit's toasts and keeps the saved answer as the record. The embedder settings pages are this form.
 */
export function LoadedForm<const S extends v.GenericSchema, TData>(props: LoadedFormProps<S, TData>) {
  const { query, save, schema, draftOf, fields, submitLabel, toasts, loadFailure } = props;
  const { queryKey, load } = query;
  const say = useWords();
  const queryClient = useQueryClient();
  const record = useQuery({ queryKey, queryFn: ({ signal }) => load(signal) });
  const saving = useConfigMutation({
    mutationFn: save,
    toasts,
    onSuccess: (answer: TData) => {
      queryClient.setQueryData(queryKey, answer);
    },
  });
  if (record.isError) return <LoadFailure message={say(loadFailure)} onRetry={() => void record.refetch()} />;
  if (!record.data) return <Skeleton height="48" />;
  return (
    <SchemaForm
      schema={schema}
      defaultValues={draftOf(record.data)}
      fields={fields}
      submitLabel={submitLabel}
      onSubmit={(values) => saving.mutateAsync(values)}
    />
  );
}
