import { Input } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormField } from './form-field.tsx';

export interface TextFieldProps {
  readonly label: ReactNode;
  readonly name: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** Absent, the input has no type of its own (text). A password is PasswordField's (ui/password-input.tsx). */
  readonly type?: 'email' | 'tel' | undefined;
  readonly autoComplete?: string | undefined;
  readonly required?: boolean | undefined;
  readonly helperText?: ReactNode;
  readonly errorText?: ReactNode;
}

/** The input's own attributes from a field's props: its name, autofill, value and edit. */
export const inputPropsOf = ({ name, autoComplete, value, onChange }: TextFieldProps) => ({
  name,
  autoComplete,
  value,
  onChange: (event: { target: { value: string } }) => onChange(event.target.value),
});

/** The frame of a field around its input: label, required mark, helper and message. */
export function TextFieldFrame({ field, children }: { field: TextFieldProps; children: ReactNode }) {
  return (
    <FormField
      label={field.label}
      required={field.required ?? false}
      helperText={field.helperText}
      errorText={field.errorText}
    >
      {children}
    </FormField>
  );
}

/** One labelled text input with its helper and message: the sign-in and account forms' field. */
export function TextField(field: TextFieldProps) {
  return (
    <TextFieldFrame field={field}>
      <Input type={field.type} {...inputPropsOf(field)} />
    </TextFieldFrame>
  );
}

/** One row of `TextFields`: the value's key, the input's name (the key's, unless given) and its words. */
export interface TextFieldRow<Key extends string>
  extends Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'required'> {
  readonly key: Key;
  readonly name?: string | undefined;
  /** Another field drawn in the same frame (PasswordField, kept off the pages that have no password). */
  readonly control?: ((field: TextFieldProps) => ReactNode) | undefined;
}

/** A sign-in form's text fields, all required, from a table: each row's value, message and edit by its key. */
export function TextFields<Key extends string>({
  rows,
  values,
  errors,
  onChange,
}: {
  rows: readonly TextFieldRow<Key>[];
  values: Readonly<Record<Key, string>>;
  errors: Partial<Readonly<Record<Key, ReactNode>>>;
  onChange: (key: Key, value: string) => void;
}) {
  return rows.map(({ key, name = key, control: Control = TextField, ...row }) => (
    <Control
      key={key}
      {...row}
      required
      name={name}
      errorText={errors[key]}
      value={values[key]}
      onChange={(value) => onChange(key, value)}
    />
  ));
}
