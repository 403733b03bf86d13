import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function FormField({
  label,
  helperText,
  errorText,
  required,
  children,
}: {
  label: ReactNode;
  helperText?: ReactNode;
  errorText?: ReactNode;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <Field.Root invalid={Boolean(errorText)} required={required ?? false}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator aria-hidden="true" /> : null}
      </Field.Label>
      {children}
      {helperText && !errorText ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      {/* red.700, not fg.error (red.500): 4.5:1 contrast on white (axe color-contrast). */}
      {errorText ? <Field.ErrorText color="red.700">{errorText}</Field.ErrorText> : null}
    </Field.Root>
  );
}
