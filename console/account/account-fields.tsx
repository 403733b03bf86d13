import { Button, Input, Stack } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { FormField } from '../../ui/form-field.tsx';
import { PasswordInput } from '../../ui/password-input.tsx';
import { FormFailureAlert } from './account-form.tsx';

/** What an account field reads and writes of its form: the values, each field's message, the edit. */
export interface FieldBinding<V> {
  readonly values: V;
  readonly messageFor: (field: keyof V & string) => string | undefined;
  readonly onChange: (field: keyof V & string, value: string) => void;
}

/** One account field bound to its form: a password (with its show/hide eye), an e-mail or a phone. */
export function AccountField<V extends Readonly<Record<K, string>>, K extends keyof V & string>({
  bind,
  name,
  type,
  autoComplete,
  label,
  required,
  helperText,
}: {
  readonly bind: FieldBinding<V>;
  readonly name: K;
  readonly type: 'password' | 'email' | 'tel';
  readonly autoComplete: string;
  readonly label: string;
  readonly required?: boolean;
  readonly helperText?: string | undefined;
}) {
  const input = {
    name,
    autoComplete,
    value: bind.values[name],
    onChange: (event: { target: { value: string } }) => bind.onChange(name, event.target.value),
  };
  return (
    <FormField label={label} required={required ?? false} helperText={helperText} errorText={bind.messageFor(name)}>
      {type === 'password' ? <PasswordInput {...input} /> : <Input type={type} {...input} />}
    </FormField>
  );
}

/** An account form's <form>: the refusal no field can show on top, the fields, and the submit (busy while saving). */
export function AccountFormShell({
  form,
  label,
  submitLabel,
  pendingLabel,
  disabled,
  children,
}: {
  readonly form: {
    readonly submit: (event: FormEvent) => void;
    readonly formError: unknown;
    readonly pending: boolean;
  };
  /** The form's accessible name. */
  readonly label: string;
  readonly submitLabel: string;
  readonly pendingLabel: string;
  readonly disabled?: boolean | undefined;
  readonly children: ReactNode;
}) {
  return (
    <form onSubmit={form.submit} noValidate aria-label={label}>
      <Stack gap="5">
        <FormFailureAlert error={form.formError} />
        {children}
        <Button
          type="submit"
          colorPalette="brand"
          alignSelf={{ base: 'stretch', sm: 'flex-start' }}
          disabled={disabled}
          loading={form.pending}
          loadingText={pendingLabel}
        >
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
