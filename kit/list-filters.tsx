import { Button, Field, Flex, HStack, Stack } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { LuListFilter, LuX } from 'react-icons/lu';
import { type MessageDescriptor, useIntl } from 'react-intl';
import type { ListField, ListFields, ListFilter } from '../api/paged-list.ts';
import type { FilterOperator } from '../domain/catalog/operators.ts';
import {
  describeFilter,
  filterableFields,
  filterInputKind,
  isMultiValue,
  operatorLabel,
  operatorsFor,
  toFilterValue,
} from './filter-operators.ts';
import { FilterValueInput } from './filter-value-input.tsx';
import { listFiltersMessages as m } from './messages/list-filters.ts';
import { SelectBox } from './select-box.tsx';

export interface ListFiltersProps {
  /** The list's declared fields; those marked `filterable` are offered. */
  readonly fields: ListFields;
  readonly filters: readonly ListFilter[];
  readonly onChange: (filters: ListFilter[]) => void;
}

function missingValueMessage(field: ListField, operator: FilterOperator): MessageDescriptor {
  if (filterInputKind(field, operator) === 'checkboxes') return m.chooseAtLeastOneValue;
  if (operator === 'BETWEEN') return m.enterBothValues;
  if (field.type === 'INTEGER') return isMultiValue(operator) ? m.enterWholeNumbers : m.enterAWholeNumber;
  return m.enterAValue;
}

function LabelledSelect({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly (readonly [value: string, label: string])[];
}) {
  return (
    <Field.Root flex="1" minW="0">
      <Field.Label textStyle="sm">{label}</Field.Label>
      <SelectBox
        size="sm"
        value={value}
        onChange={onChange}
        options={options.map(([optionValue, optionLabel]) => ({ value: optionValue, label: optionLabel }))}
      />
    </Field.Root>
  );
}

/**
 * The draft of one new filter. Choosing another field or operator starts the value again (its input changes kind);
 * any change clears the message.
 */
function useFilterDraft(fields: [string, ListField][]) {
  const { formatMessage: t } = useIntl();
  const [[firstName, firstField]] = fields as [[string, ListField]];
  const fieldNamed = (name: string) => fields.find(([candidate]) => candidate === name)?.[1] ?? firstField;
  const [fieldName, setFieldName] = useState(firstName);
  const field = fieldNamed(fieldName);
  const [operator, setOperator] = useState<FilterOperator>(operatorsFor(field)[0] ?? 'EQUAL');
  const [parts, setParts] = useState<string[]>([]);
  const [error, setError] = useState<string | undefined>();
  return {
    fieldName,
    field,
    operator,
    parts,
    error,
    chooseField: (name: string) => {
      setFieldName(name);
      setOperator(operatorsFor(fieldNamed(name))[0] ?? 'EQUAL');
      setParts([]);
      setError(undefined);
    },
    chooseOperator: (value: FilterOperator) => {
      setOperator(value);
      setParts([]);
      setError(undefined);
    },
    changeParts: (next: string[]) => {
      setParts(next);
      setError(undefined);
    },
    /** The filter, or undefined with the message saying what the value lacks. */
    complete: (): ListFilter | undefined => {
      const value = toFilterValue(field, operator, parts);
      if (value === undefined) setError(t(missingValueMessage(field, operator)));
      return value === undefined ? undefined : { field: fieldName, operator, value };
    },
  };
}

/** One new filter: field, then an operator its type allows, then a value typed in the input that suits both. */
function FilterEditor({
  fields,
  onApply,
  onCancel,
}: {
  fields: [string, ListField][];
  onApply: (filter: ListFilter) => void;
  onCancel: () => void;
}) {
  const { formatMessage: t } = useIntl();
  const draft = useFilterDraft(fields);
  const { field } = draft;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const filter = draft.complete();
    if (filter) onApply(filter);
  };
  return (
    <Stack
      as="form"
      aria-label={t(m.newFilter)}
      onSubmit={submit}
      direction={{ base: 'column', md: 'row' }}
      align={{ base: 'stretch', md: 'flex-end' }}
      gap="3"
      p="3"
      borderWidth="1px"
      borderRadius="lg"
      bg="bg"
    >
      <LabelledSelect
        label={t(m.filterBy)}
        value={draft.fieldName}
        onChange={draft.chooseField}
        options={fields.map(([name, candidate]) => [name, candidate.label] as const)}
      />
      <LabelledSelect
        label={t(m.condition)}
        value={draft.operator}
        onChange={(value) => draft.chooseOperator(value as FilterOperator)}
        options={operatorsFor(field).map((candidate) => [candidate, t(operatorLabel(candidate, field.type))] as const)}
      />
      <FilterValueInput
        field={field}
        operator={draft.operator}
        parts={draft.parts}
        onPartsChange={draft.changeParts}
        errorText={draft.error}
      />
      <HStack gap="2">
        <Button type="submit" size="sm" colorPalette="brand">
          {t(m.apply)}
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel}>
          {t(m.cancel)}
        </Button>
      </HStack>
    </Stack>
  );
}

/**
 * The filter bar of a paged list, built from its declared fields: the applied filters as removable chips and an
 * editor offering, per field type, the operators of OPERATORS_BY_TYPE and a matching value input.
 */
export function ListFilters({ fields, filters, onChange }: ListFiltersProps) {
  const intl = useIntl();
  const { formatMessage: t } = intl;
  const available = filterableFields(fields);
  const [editing, setEditing] = useState(false);
  if (available.length === 0 && filters.length === 0) return null;
  return (
    // Grows beside the toolbar's buttons on a wide screen; takes the whole row (buttons below) on a phone.
    <Stack gap="3" flex="1 1 18rem" minW="0">
      <Flex gap="2" wrap="wrap" align="center">
        {available.length > 0 ? (
          <Button size="sm" variant="outline" aria-expanded={editing} onClick={() => setEditing(!editing)}>
            <LuListFilter aria-hidden="true" /> {t(m.addFilter)}
          </Button>
        ) : null}
        {filters.map((filter, index) => {
          const text = describeFilter(filter, fields, intl);
          return (
            <Button
              // biome-ignore lint/suspicious/noArrayIndexKey: two filters may be equal in every part; only the position tells them apart, and chips hold no state.
              key={`${index}-${filter.field}-${filter.operator}`}
              size="sm"
              variant="subtle"
              colorPalette="brand"
              aria-label={t(m.removeFilter, { text })}
              maxW="full"
              onClick={() => onChange(filters.filter((_, other) => other !== index))}
            >
              <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{text}</span>
              <LuX aria-hidden="true" />
            </Button>
          );
        })}
        {filters.length > 1 ? (
          <Button size="sm" variant="ghost" onClick={() => onChange([])}>
            {t(m.clearFilters)}
          </Button>
        ) : null}
      </Flex>
      {editing && available.length > 0 ? (
        <FilterEditor
          fields={available}
          onApply={(filter) => {
            onChange([...filters, filter]);
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : null}
    </Stack>
  );
}
