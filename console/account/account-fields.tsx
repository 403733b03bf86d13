import { Button, Stack } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { PasswordField } from '../../ui/password-input.tsx';
import { TextField, type TextFieldProps } from '../../ui/text-field.tsx';
import { FormFailureAlert } from './account-form.tsx';

/** What an account field reads and writes of its form: the values, each field's message, the edit. */
export interface FieldBinding<V> {
  readonly values: V;
  readonly messageFor: (field: keyof V & string) => string | undefined;
  readonly onChange: (field: keyof V & string, value: string) => void;
}

/** One account field bound to its form: its value, its edit and the message under it; a password or a text input. */
export function AccountField<V extends Readonly<Record<K, string>>, K extends keyof V & string>({
  bind,
  name,
  type,
  ...rest
}: Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'errorText' | 'type'> & {
  readonly bind: FieldBinding<V>;
  readonly name: K;
  readonly type: 'password' | 'email' | 'tel';
}) {
  const field = {
    ...rest,
    name,
    value: bind.values[name],
    onChange: (value: string) => bind.onChange(name, value),
    errorText: bind.messageFor(name),
  };
  return type === 'password' ? <PasswordField {...field} /> : <TextField {...field} type={type} />;
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
