import { useField, useStore } from '@tanstack/react-form';
import { isRequiredField } from './form-schema.ts';
import { useSchemaFormContext } from './use-schema-form.ts';

/** The first message of a TanStack error list (Standard Schema issues from the schema, or plain strings). */
export function firstMessage(errors: readonly unknown[] | undefined): string | undefined {
  for (const error of errors ?? []) {
    if (typeof error === 'string' && error) return error;
    if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string') {
      return error.message;
    }
  }
  return undefined;
}

/** Whether the user has tried to submit: from then on every field shows its message. */
export function useSubmitted(): boolean {
  const { form } = useSchemaFormContext();
  return useStore(form.store, (state) => state.submissionAttempts > 0);
}

/**
 * One field of the surrounding schema form: its value, its change/blur handlers and the message to show. A server
 * message wins until the user changes that value; a schema message shows after the field's blur or a submit, or
 * for a `live` field as soon as its value was changed (a rule checked as you type).
 */
export function useSchemaField({
  name,
  required,
  live,
}: {
  name: string;
  required?: boolean | undefined;
  live?: boolean | undefined;
}) {
  const { form, schema, failure, clearServerErrors } = useSchemaFormContext();
  const field = useField({ form, name });
  const submitted = useSubmitted();
  const serverError = failure.fieldErrors[name];
  const { isBlurred, isDirty } = field.state.meta;
  const shown = isBlurred || submitted || (live === true && isDirty);
  const schemaError = shown ? firstMessage(field.state.meta.errors) : undefined;
  const value: unknown = field.state.value;
  return {
    name,
    value,
    error: serverError ?? schemaError,
    required: required ?? isRequiredField(schema, name),
    change: (next: unknown) => {
      field.handleChange(next);
      if (serverError) clearServerErrors(name);
    },
    blur: () => field.handleBlur(),
  };
}

export type SchemaFieldState = ReturnType<typeof useSchemaField>;
