import { Box, Button, Grid, GridItem, HStack, Text } from '@chakra-ui/react';
import { useStore } from '@tanstack/react-form';
import { useId } from 'react';
import { LuTrash2 } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { SchemaField } from './field-control.tsx';
import { isWideField, type ListFieldDef } from './form-fields.ts';
import { ListFieldset } from './list-fieldset.tsx';
import { listFieldMessages as m } from './messages/list-field.ts';
import { useListField } from './use-list-field.ts';
import { firstMessage, useSubmitted } from './use-schema-field.ts';
import { useSchemaFormContext } from './use-schema-form.ts';
import { useWords } from './words.ts';

/**
 * Repeated sets of sub-fields (1–3 FAQs, template recipients): one bordered group per row with its own remove
 * button, an add button, and the list's and rows' own messages (FAQ_MESSAGES: "Each FAQ needs both …").
 * Rows cannot drop below `min` nor pass `max`; give defaultValues at least `min` rows.
 */
export function ListField({ field }: { field: ListFieldDef }) {
  const { formatMessage: t } = useIntl();
  const say = useWords();
  const { items: rows, min, max, error, add, remove } = useListField(field, field.newItem);

  return (
    <ListFieldset
      label={field.label}
      required={field.required ?? min > 0}
      helperText={error ? undefined : field.helperText}
      error={error}
      add={
        field.readOnly
          ? null
          : {
              label: t(m.add, { itemLabel: say(field.itemLabel) }),
              onAdd: add,
              disabled: rows.length >= max || field.disabled === true,
            }
      }
    >
      {rows.map((_, index) => (
        <ListRow
          // Rows are positions in the array (TanStack Form names them 'faqs[0]'), so the index is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          field={field}
          index={index}
          removable={rows.length > min && !field.disabled && !field.readOnly}
          onRemove={() => remove(index)}
        />
      ))}
    </ListFieldset>
  );
}

const isShortField = (sub: ListFieldDef['fields'][number]) => sub.kind === 'switch' || sub.kind === 'checkbox';

/** One line per row: text fields share the width, switches and checkboxes take what they need, then remove. */
const compactColumns = (field: ListFieldDef): string =>
  [...field.fields.map((sub) => (isShortField(sub) ? 'auto' : 'minmax(0, 1fr)')), 'auto'].join(' ');

/** A switch or a button on a compact row: centred on the inputs' line (an input is 40 px high) rather than below. */
const BESIDE_INPUTS = { display: { md: 'flex' }, alignItems: 'center', minH: { md: '10' } } as const;

function ListRow({
  field,
  index,
  removable,
  onRemove,
}: {
  field: ListFieldDef;
  index: number;
  removable: boolean;
  onRemove: () => void;
}) {
  const { formatMessage: t } = useIntl();
  const say = useWords();
  const { form, failure } = useSchemaFormContext();
  const submitted = useSubmitted();
  const rowName = `${field.name}[${index}]`;
  const rowTitle = t(m.itemN, { item: say(field.itemLabel), n: index + 1 });
  const headingId = useId();
  // A row's own message (both halves of a FAQ) shows once one of its fields was left, or after a submit.
  const rowErrors = useStore(form.store, (state) => state.fieldMeta[rowName]?.errors);
  const rowLeft = useStore(form.store, (state) =>
    field.fields.some((sub) => state.fieldMeta[`${rowName}.${sub.name}`]?.isBlurred === true),
  );
  const error = failure.fieldErrors[rowName] ?? (rowLeft || submitted ? firstMessage(rowErrors) : undefined);
  const compact = field.compact === true;
  const removeButton = removable ? (
    <Button size="xs" variant="ghost" aria-label={t(m.remove2, { rowTitle })} onClick={onRemove}>
      <LuTrash2 aria-hidden="true" /> {t(m.remove)}
    </Button>
  ) : null;

  return (
    <Box
      role="group"
      aria-labelledby={headingId}
      borderWidth="1px"
      borderColor={error ? 'red.700' : 'border'}
      borderRadius="l2"
      p={compact ? { base: '4', md: '3' } : '4'}
    >
      {/* A compact row's title still names its group (aria-labelledby reads hidden text) once it is one line. */}
      <HStack justify="space-between" mb="3" hideFrom={compact ? 'md' : undefined}>
        <Text id={headingId} fontWeight="semibold">
          {rowTitle}
        </Text>
        {removeButton}
      </HStack>
      <Grid
        templateColumns={{ base: '1fr', md: compact ? compactColumns(field) : 'repeat(2, minmax(0, 1fr))' }}
        gap="4"
        alignItems={compact ? 'end' : undefined}
      >
        {field.fields.map((sub) => (
          <GridItem
            key={sub.name}
            colSpan={{ base: 1, md: !compact && isWideField(sub) ? 2 : 1 }}
            {...(compact && isShortField(sub) ? BESIDE_INPUTS : {})}
          >
            <SchemaField
              field={{
                ...sub,
                name: `${rowName}.${sub.name}`,
                disabled: sub.disabled ?? field.disabled,
                readOnly: sub.readOnly ?? field.readOnly,
              }}
            />
          </GridItem>
        ))}
        {compact && removeButton ? (
          <GridItem hideBelow="md" {...BESIDE_INPUTS}>
            {removeButton}
          </GridItem>
        ) : null}
      </Grid>
      {error ? (
        <Text color="red.700" textStyle="sm" mt="2" role="alert">
          {error}
        </Text>
      ) : null}
    </Box>
  );
}
