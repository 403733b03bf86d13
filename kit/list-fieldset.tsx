import { Box, Button, Fieldset, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuPlus } from 'react-icons/lu';
import { RequiredMark } from './choice-fields.tsx';
import { type Words, wordsNode } from './words.ts';

/**
 * The frame of a form's repeated rows (ListField, TextListField): the legend, a helper, the rows, the list's own
 * message and the Add button (absent where the list is read-only).
 */
export function ListFieldset({
  label,
  required,
  helperText,
  error,
  add,
  children,
}: {
  readonly label: Words;
  readonly required: boolean;
  readonly helperText: Words | undefined;
  readonly error: string | undefined;
  readonly add: { readonly label: string; readonly onAdd: () => void; readonly disabled: boolean } | null;
  readonly children: ReactNode;
}) {
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend>
        {wordsNode(label)}
        {required ? <RequiredMark /> : null}
      </Fieldset.Legend>
      {helperText ? <Fieldset.HelperText>{wordsNode(helperText)}</Fieldset.HelperText> : null}
      <Stack gap="3">{children}</Stack>
      {error ? <Fieldset.ErrorText color="red.700">{error}</Fieldset.ErrorText> : null}
      {add ? (
        <Box>
          <Button size="sm" variant="outline" onClick={add.onAdd} disabled={add.disabled}>
            <LuPlus aria-hidden="true" /> {add.label}
          </Button>
        </Box>
      ) : null}
    </Fieldset.Root>
  );
}
