import { Field, Input } from '@chakra-ui/react';

/** A local date and time (datetime-local) with its label and an optional hint. */
export function DateTimeField({
  label,
  hint,
  value,
  onChange,
}: {
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field.Root fontSize="sm" maxW="20rem">
      <Field.Label>{label}</Field.Label>
      <Input type="datetime-local" value={value} onChange={(event) => onChange(event.target.value)} />
      {hint ? <Field.HelperText>{hint}</Field.HelperText> : null}
    </Field.Root>
  );
}
