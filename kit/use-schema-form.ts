import {
  type AnyFormApi,
  type StandardSchemaV1,
  useForm,
  useStore,
  type ValidationLogicFn,
} from '@tanstack/react-form';
import { createContext, type FormEvent, useCallback, useContext, useMemo, useRef, useState } from 'react';
import * as v from 'valibot';
import type { FormDraft } from './form-fields.ts';
import { formSchemaOf } from './form-schema.ts';
import { placeSubmitFailure, type SubmitFailure } from './server-issues.ts';

export interface SchemaFormOptions<S extends v.GenericSchema> {
  /** A domain/validation schema: its messages are the form's messages. */
  readonly schema: S;
  /** The form's starting values: the record being edited, or blanks ('' for text, [] for multi-selects). */
  readonly defaultValues: FormDraft<v.InferInput<S>>;
  /** Receives the schema's output (trimmed, normalised). A rejection with an ApiError lands on the fields. */
  readonly onSubmit: (values: v.InferOutput<S>) => Promise<unknown> | unknown;
}

/**
 * The schema runs on every change and blur and at submit (one error slot, `onDynamic`), so a message clears as soon
 * as the user fixes the value; each field decides when to show it (after its own blur, or once a submit was tried).
 */
const schemaOnEveryEvent: ValidationLogicFn = ({ event, validators, form, runValidation }) =>
  runValidation({
    validators: event.async || event.type === 'mount' ? [] : [{ fn: validators?.onDynamic, cause: 'dynamic' }],
    form,
  });

const NO_FAILURE: SubmitFailure = { fieldErrors: {}, formError: null };

/** Whether a name is a mounted field, or a row of a mounted list field ('faqs[0]'), so an error there is seen. */
export function canShowField(form: AnyFormApi, name: string): boolean {
  const fieldInfo = form.fieldInfo as Record<string, { instance: unknown } | undefined>;
  if (fieldInfo[name]?.instance) return true;
  const row = /^(.+)\[\d+\]$/.exec(name);
  return row?.[1] !== undefined && Boolean(fieldInfo[row[1]]?.instance);
}

/**
 * A TanStack form bound to a valibot schema, plus what the submit returned. Screens with their own layout call it
 * and render `<SchemaFormShell form={…}>` with `<SchemaField>`/`<ListField>` children; plain forms use `<SchemaForm>`.
 */
export function useSchemaForm<const S extends v.GenericSchema>({
  schema,
  defaultValues,
  onSubmit,
}: SchemaFormOptions<S>) {
  const formSchema = useMemo(() => formSchemaOf(schema), [schema]);
  const [failure, setFailure] = useState<SubmitFailure>(NO_FAILURE);
  // The latest onSubmit without rebuilding the form each render.
  const submitRef = useRef(onSubmit);
  submitRef.current = onSubmit;

  const form = useForm({
    defaultValues,
    validationLogic: schemaOnEveryEvent,
    // valibot's Standard Schema runs as is; its input is typed unknown (it prepares blanks first), hence the cast.
    validators: { onDynamic: formSchema as unknown as StandardSchemaV1<FormDraft<v.InferInput<S>>, unknown> },
    onSubmit: async ({ value, formApi }) => {
      setFailure(NO_FAILURE);
      const output = v.parse(formSchema, value) as v.InferOutput<S>;
      try {
        await submitRef.current(output);
      } catch (error) {
        setFailure(placeSubmitFailure(error, value, (name) => canShowField(formApi, name)));
        throw error;
      }
    },
  });
  const submitting = useStore(form.store, (state) => state.isSubmitting);

  const clearServerErrors = useCallback((prefix: string) => {
    setFailure((current) => {
      const names = Object.keys(current.fieldErrors).filter(
        (name) => name === prefix || name.startsWith(`${prefix}.`) || name.startsWith(`${prefix}[`),
      );
      if (names.length === 0) return current;
      const fieldErrors = { ...current.fieldErrors };
      for (const name of names) delete fieldErrors[name];
      return { ...current, fieldErrors };
    });
  }, []);

  const handleSubmit = useCallback(
    (event?: FormEvent) => {
      event?.preventDefault();
      event?.stopPropagation();
      // A rejected onSubmit is already on screen (fields and alert); nothing is left to handle here.
      return form.handleSubmit().catch(() => undefined);
    },
    [form],
  );

  return { form, schema, failure, submitting, handleSubmit, clearServerErrors };
}

/** What the field components read; the values are type-erased here, the screen's field names were checked already. */
export interface SchemaFormContextValue {
  readonly form: AnyFormApi;
  readonly schema: v.GenericSchema;
  readonly failure: SubmitFailure;
  readonly submitting: boolean;
  readonly clearServerErrors: (prefix: string) => void;
}

/** What `useSchemaForm` returns, as `<SchemaFormShell>` takes it (any schema). */
export interface SchemaFormApi extends SchemaFormContextValue {
  /** Validates, then calls onSubmit; settles when the attempt is over (never rejects: failures are on screen). */
  readonly handleSubmit: (event?: FormEvent) => Promise<void>;
}

export const SchemaFormContext = createContext<SchemaFormContextValue | null>(null);

export function useSchemaFormContext(): SchemaFormContextValue {
  const context = useContext(SchemaFormContext);
  if (!context) throw new Error('Schema form fields render inside <SchemaForm> or <SchemaFormShell>');
  return context;
}
