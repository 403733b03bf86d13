import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import type * as v from 'valibot';
import { failureMessage } from '../../kit/toasts.ts';
import { useWords, type Words } from '../../kit/words.ts';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { TOAST_DURATION_MS, toaster } from '../../ui/toaster.tsx';
import { fieldMessagesOf, useFieldMessages } from './use-field-messages.ts';

export interface AccountFormOptions<V extends Record<string, string>, R> {
  /** The rules the browser can check; the server answers the rest per field. */
  readonly schema: v.GenericSchema;
  readonly initial: V;
  readonly save: (values: V) => Promise<R>;
  /** The success toast's title, from the catalogue. */
  readonly savedTitle: Words;
  /** The values the form shows once saved: what was stored, or empty fields again. */
  readonly next: (answer: R) => V;
  /** Runs after the form has been reset and the toast shown. */
  readonly onSaved?: (answer: R) => void;
}

/**
 * A small account form (contact details, change password): its values, the message under each field (the schema's
 * once a submit was tried, the server's until that field is edited), a submit that calls only when the schema
 * passes, and `formError`, the refusal no field can show.
 */
export function useAccountForm<V extends Record<string, string>, R>(options: AccountFormOptions<V, R>) {
  const say = useWords();
  const [values, setValues] = useState(options.initial);
  const messages = useFieldMessages(options.schema, values);
  const save = useMutation({
    mutationFn: () => options.save(values),
    onSuccess: (answer) => {
      setValues(options.next(answer));
      messages.reset();
      toaster.create({ type: 'success', title: say(options.savedTitle), duration: TOAST_DURATION_MS, closable: true });
      options.onSaved?.(answer);
    },
    onError: (error) => messages.showServer(error),
  });
  const edit = (field: keyof V & string, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    messages.edited(field);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (messages.trySubmit()) save.mutate();
  };
  // A refusal with field issues shows under the fields; anything else (network, server) above the form.
  const formError = save.isError && Object.keys(fieldMessagesOf(save.error)).length === 0 ? save.error : null;
  // `onChange` too: the form is then the binding of its AccountFields.
  return { values, edit, onChange: edit, submit, messageFor: messages.messageFor, pending: save.isPending, formError };
}

/** The refusal above an account form, when it belongs to no field. */
export function FormFailureAlert({ error }: { error: unknown }) {
  const intl = useIntl();
  if (!error) return null;
  return <ErrorAlert message={failureMessage(error, intl)} />;
}
