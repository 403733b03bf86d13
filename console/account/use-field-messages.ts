import { useState } from 'react';
import type * as v from 'valibot';
import { ApiError } from '../../api/client.ts';
import { fieldErrors } from '../../domain/validation/field-errors.ts';

export type FieldMessages = Readonly<Record<string, string>>;

/** The first message per field of a refused call (`issues` of a 400 VALIDATION_FAILED), by the issue's path. */
export function fieldMessagesOf(error: unknown): FieldMessages {
  if (!(error instanceof ApiError)) return {};
  const messages: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.path && !(issue.path in messages)) messages[issue.path] = issue.message;
  }
  return messages;
}

/**
 * The messages an account form shows under its fields: the schema's (once a submit was tried, then live as the
 * user fixes them) and the server's (until the user edits that field). Forms here are small and fixed; the
 * console's schema forms (kit) are the place for general ones.
 */
export function useFieldMessages<S extends v.GenericSchema>(schema: S, values: v.InferInput<S>) {
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<FieldMessages>({});
  const local: Record<string, string> = {};
  for (const [path, messages] of Object.entries(fieldErrors(schema, values))) {
    if (messages[0]) local[path] = messages[0];
  }
  return {
    /** The message to show under a field, if any. */
    messageFor: (field: string): string | undefined => server[field] ?? (submitted ? local[field] : undefined),
    /** Call at submit: true when the schema passes and the call may go. */
    trySubmit: (): boolean => {
      setSubmitted(true);
      setServer({});
      return Object.keys(local).length === 0;
    },
    /** Shows a refused call's issues under their fields; answers whether any landed on a field. */
    showServer: (error: unknown): boolean => {
      const messages = fieldMessagesOf(error);
      setServer(messages);
      return Object.keys(messages).length > 0;
    },
    /** The user changed a field: its server message no longer applies. */
    edited: (field: string) =>
      setServer((current) => {
        if (!(field in current)) return current;
        const { [field]: _dropped, ...rest } = current;
        return rest;
      }),
    reset: () => {
      setSubmitted(false);
      setServer({});
    },
  };
}
