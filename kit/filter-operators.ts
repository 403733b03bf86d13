import { type ListField, type ListFields, type ListFilter, OPERATORS_BY_TYPE } from '../api/paged-list.ts';
import type { FieldType, FilterOperator } from '../domain/catalog/operators.ts';
import { labelOf } from '../domain/format/labels.ts';

/** How the filter bar reads each operator of the contract (002 §3), worded for the field's type. */
const OPERATOR_WORDS: Readonly<Record<FilterOperator, string>> = {
  EQUAL: 'is',
  NOT_EQUAL: 'is not',
  LIKE: 'contains',
  GREATERTHAN: 'greater than',
  GREATERTHANEQUALTO: 'at least',
  LESSTHAN: 'less than',
  LESSTHANEQUALTO: 'at most',
  BETWEEN: 'between',
  IN: 'is one of',
  NOTIN: 'is none of',
};
const TIME_WORDS: Partial<Record<FilterOperator, string>> = {
  EQUAL: 'on',
  GREATERTHAN: 'after',
  GREATERTHANEQUALTO: 'on or after',
  LESSTHAN: 'before',
  LESSTHANEQUALTO: 'on or before',
};

export function operatorLabel(operator: FilterOperator, type: FieldType): string {
  const isTime = type === 'DATE' || type === 'TIMESTAMP';
  return (isTime ? TIME_WORDS[operator] : undefined) ?? OPERATOR_WORDS[operator];
}

/** The operators offered for a field: its type's (OPERATORS_BY_TYPE). */
export function operatorsFor(field: ListField): readonly FilterOperator[] {
  return OPERATORS_BY_TYPE[field.type];
}

/** The fields the filter bar offers, in declaration order. */
export function filterableFields(fields: ListFields): [string, ListField][] {
  return Object.entries(fields).filter(([, field]) => field.filterable);
}

/** Operators that take several values, joined by `|` on the wire. */
export function isMultiValue(operator: FilterOperator): boolean {
  return operator === 'IN' || operator === 'NOTIN';
}

/**
 * What the user typed, as the contract's one value string: BETWEEN's two bounds and IN's list joined by `|`
 * (a free-text IN list is typed comma-separated). Undefined when a part is missing or not a whole number.
 */
export function toFilterValue(
  field: ListField,
  operator: FilterOperator,
  parts: readonly string[],
): string | undefined {
  let values = parts.map((part) => part.trim());
  if (isMultiValue(operator) && field.type !== 'STRING_ENUM') {
    values = values.flatMap((text) => text.split(',')).map((value) => value.trim());
  }
  values = isMultiValue(operator) ? values.filter(Boolean) : values.slice(0, operator === 'BETWEEN' ? 2 : 1);
  const expected = operator === 'BETWEEN' ? 2 : 1;
  if (values.length < expected || values.some((value) => value === '')) return undefined;
  if (field.type === 'INTEGER' && values.some((value) => !/^-?\d+$/.test(value))) return undefined;
  return values.join('|');
}

/** A filter in words for its chip: "Status is one of Active, Locked" (an enumeration's values by their labels). */
export function describeFilter(filter: ListFilter, fields: ListFields): string {
  const field = fields[filter.field];
  const label = field?.label ?? filter.field;
  const words = operatorLabel(filter.operator, field?.type ?? 'STRING');
  const values = filter.value.split('|').map((value) => (field?.type === 'STRING_ENUM' ? labelOf(value) : value));
  const shown = filter.operator === 'BETWEEN' ? values.join(' and ') : values.join(', ');
  return `${label} ${words} ${shown}`;
}

export type FilterInputKind = 'date' | 'number' | 'text' | 'select' | 'checkboxes';

/** The input a value is typed in: a date picker, a number, a select or checkboxes of the enum's options, or text. */
export function filterInputKind(field: ListField, operator: FilterOperator): FilterInputKind {
  if (field.type === 'STRING_ENUM') return isMultiValue(operator) ? 'checkboxes' : 'select';
  if (field.type === 'DATE' || field.type === 'TIMESTAMP') return 'date';
  if (field.type === 'INTEGER') return isMultiValue(operator) ? 'text' : 'number';
  return 'text';
}
