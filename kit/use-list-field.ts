import { useField } from '@tanstack/react-form';
import { firstMessage, useSubmitted } from './use-schema-field.ts';
import { useSchemaFormContext } from './use-schema-form.ts';

/**
 * An array field of a SchemaForm (ListField's rows, TextListField's items): its items, bounds, the message to show
 * (the server's, else the schema's once blurred or submitted) and add/remove. Items shift on add/remove, so a server
 * message on one would then point at another: both clear the list's server messages.
 */
export function useListField<T>(
  field: { name: string; min?: number | undefined; max?: number | undefined },
  newItem: () => T,
) {
  const { form, failure, clearServerErrors } = useSchemaFormContext();
  const list = useField({ form, name: field.name, mode: 'array' });
  const submitted = useSubmitted();
  const items: readonly unknown[] = Array.isArray(list.state.value) ? list.state.value : [];
  const shown = list.state.meta.isBlurred || submitted;
  return {
    items,
    min: field.min ?? 0,
    max: field.max ?? Number.POSITIVE_INFINITY,
    error: failure.fieldErrors[field.name] ?? (shown ? firstMessage(list.state.meta.errors) : undefined),
    add: () => {
      list.pushValue(newItem() as never);
      clearServerErrors(field.name);
    },
    remove: (index: number) => {
      list.removeValue(index);
      clearServerErrors(field.name);
      list.handleBlur();
    },
  };
}
