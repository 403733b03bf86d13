import { Box, Checkbox, Flex, Input, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ListField } from '../api/paged-list.ts';
import type { FilterOperator } from '../domain/catalog/operators.ts';
import { labelOf } from '../domain/format/labels.ts';
import { filterInputKind } from './filter-operators.ts';
import { filterValueInputMessages as m } from './messages/filter-value-input.ts';
import { SelectBox } from './select-box.tsx';

interface FilterValueInputProps {
  readonly field: ListField;
  readonly operator: FilterOperator;
  /** One entry per bound or chosen option; free-text lists stay as typed (commas) until applied. */
  readonly parts: readonly string[];
  readonly onPartsChange: (parts: string[]) => void;
  readonly errorText?: string | undefined;
}

function withPart(parts: readonly string[], index: number, value: string): string[] {
  const next = [...parts];
  next[index] = value;
  return next;
}

function SingleValue({
  field,
  operator,
  label,
  value,
  onChange,
}: {
  field: ListField;
  operator: FilterOperator;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { formatMessage: t } = useIntl();
  const kind = filterInputKind(field, operator);
  if (kind === 'select') {
    return (
      <SelectBox
        size="sm"
        field={{ 'aria-label': label }}
        value={value}
        onChange={onChange}
        placeholder={t(m.choose)}
        options={(field.options ?? []).map((option) => ({ value: option, label: labelOf(option) }))}
      />
    );
  }
  const isMultiText = kind === 'text' && (operator === 'IN' || operator === 'NOTIN');
  return (
    <Input
      size="sm"
      aria-label={label}
      type={kind === 'date' ? 'date' : kind === 'number' ? 'number' : 'text'}
      {...(kind === 'number' ? { inputMode: 'numeric' as const, step: 1 } : {})}
      placeholder={isMultiText ? t(m.valuesSeparatedByCommas) : undefined}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}

/** The value part of the filter bar: an input suited to the field's type and the chosen operator. */
export function FilterValueInput({ field, operator, parts, onPartsChange, errorText }: FilterValueInputProps) {
  const { formatMessage: t } = useIntl();
  const kind = filterInputKind(field, operator);
  let control: ReactNode;
  if (kind === 'checkboxes') {
    const chosen = new Set(parts);
    control = (
      <Box as="fieldset">
        <Text as="legend" textStyle="sm" fontWeight="medium" mb="1">
          {t(m.values)}
        </Text>
        <Flex gap="3" wrap="wrap">
          {(field.options ?? []).map((option) => (
            <Checkbox.Root
              key={option}
              size="sm"
              checked={chosen.has(option)}
              onCheckedChange={(e) =>
                onPartsChange((field.options ?? []).filter((o) => (o === option ? e.checked === true : chosen.has(o))))
              }
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{labelOf(option)}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Flex>
      </Box>
    );
  } else if (operator === 'BETWEEN') {
    control = (
      <Stack direction={{ base: 'column', sm: 'row' }} gap="2">
        {['From', 'To'].map((label, index) => (
          <SingleValue
            key={label}
            field={field}
            operator={operator}
            label={label}
            value={parts[index] ?? ''}
            onChange={(value) => onPartsChange(withPart(parts, index, value))}
          />
        ))}
      </Stack>
    );
  } else {
    control = (
      <SingleValue
        field={field}
        operator={operator}
        label={t(m.value)}
        value={parts[0] ?? ''}
        onChange={(value) => onPartsChange([value])}
      />
    );
  }
  return (
    // Not a Chakra Field: it would give BETWEEN's two inputs the same id.
    <Stack gap="1" flex="2" minW="0">
      {control}
      {errorText ? (
        <Text role="alert" textStyle="sm" color="red.700">
          {errorText}
        </Text>
      ) : null}
    </Stack>
  );
}
