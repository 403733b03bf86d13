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
