import { FormField } from '../ui/form-field.tsx';
import type { FieldOption } from './form-fields.ts';
import { SelectBox } from './select-box.tsx';

/** A labelled select: a General Setup page's subject (a notification kind, a product), a prescreen's state or field. */
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
  return (
    <FormField label={label}>
      <SelectBox value={value} options={options} onChange={onChange} />
    </FormField>
  );
}
