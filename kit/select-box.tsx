import { NativeSelect } from '@chakra-ui/react';
import type { FieldOption } from './form-fields.ts';
import { useWords } from './words.ts';

export interface SelectBoxProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly options: readonly FieldOption[];
  /** A first, empty choice ("Select…", "Choose…"); absent, the options alone. */
  readonly placeholder?: string | undefined;
  readonly size?: 'sm' | undefined;
  /** The frame's disabled look (and the select's, unless `field` says otherwise). */
  readonly disabled?: boolean | undefined;
  /** The <select>'s own attributes where a form binds it (its name, disabled, blur). */
  readonly field?: Omit<NativeSelect.FieldProps, 'value' | 'onChange' | 'children'> | undefined;
}

/** The console's native select: its options (labels said from the catalogue) in Chakra's frame and chevron. */
export function SelectBox({ value, onChange, options, placeholder, size, disabled, field }: SelectBoxProps) {
  const say = useWords();
  return (
    <NativeSelect.Root size={size} disabled={disabled}>
      <NativeSelect.Field {...field} value={value} onChange={(event) => onChange(event.currentTarget.value)}>
        {placeholder === undefined ? null : <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {say(option.label)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
