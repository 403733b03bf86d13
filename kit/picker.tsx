import { NativeSelect } from '@chakra-ui/react';
import { FormField } from '../ui/form-field.tsx';
import type { FieldOption } from './form-fields.ts';
import { useWords } from './words.ts';

/** A labelled select that picks what a General Setup page edits (a notification kind, a product). */
export function Picker({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly FieldOption[];
  onChange: (value: string) => void;
}) {
  const say = useWords();
  return (
    <FormField label={label}>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {say(option.label)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}
