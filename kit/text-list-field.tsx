import { Box, HStack, IconButton } from '@chakra-ui/react';
import { LuTrash2 } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { SchemaField } from './field-control.tsx';
import type { TextListFieldDef } from './form-fields.ts';
import { ListFieldset } from './list-fieldset.tsx';
import { textListFieldMessages as m } from './messages/text-list-field.ts';
import { useListField } from './use-list-field.ts';
import { said, useWords } from './words.ts';

const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * A list of strings (approved origins): one labelled input per item ("Origin 1"), each with its own message from
 * the schema or the server (`approvedOrigins.1` lands on "Origin 2"), a remove button beside it, and "Add origin".
 * The list's own message (duplicates, too many) shows under the list.
 */
export function TextListField({ field }: { field: TextListFieldDef }) {
  const { formatMessage: t } = useIntl();
  const { items, min, max, error, add, remove } = useListField(field, () => '');
  const editable = !field.disabled && !field.readOnly;
  const say = useWords();
  const noun = lower(say(field.itemLabel));

  return (
    <ListFieldset
      label={field.label}
      required={field.required ?? min > 0}
      helperText={field.helperText}
      error={error}
      add={editable ? { label: t(m.add, { noun }), onAdd: add, disabled: items.length >= max } : null}
    >
      {items.map((_, index) => (
        // Items are positions in the array (TanStack Form names them 'origins[0]'), so the index is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <HStack key={index} align="flex-start" gap="2">
          <Box flex="1" minW="0">
            <SchemaField
              field={{
                name: `${field.name}[${index}]`,
                label: said(m.itemN, { item: say(field.itemLabel), n: index + 1 }),
                kind: field.itemKind ?? 'text',
                placeholder: field.placeholder,
                disabled: field.disabled,
                readOnly: field.readOnly,
                required: false,
              }}
            />
          </Box>
          {editable && items.length > min ? (
            // Level with the input: below its label line.
            <IconButton
              mt="7"
              size="md"
              variant="ghost"
              colorPalette="red"
              aria-label={t(m.remove, { noun, value: index + 1 })}
              onClick={() => remove(index)}
            >
              <LuTrash2 />
            </IconButton>
          ) : null}
        </HStack>
      ))}
    </ListFieldset>
  );
}
