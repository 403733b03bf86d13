import type { IntlShape, MessageDescriptor } from 'react-intl';
import { type ListField, type ListFields, type ListFilter, OPERATORS_BY_TYPE } from '../api/paged-list.ts';
import type { FieldType, FilterOperator } from '../domain/catalog/operators.ts';
import { labelOf } from '../domain/format/labels.ts';
import { filterOperatorsMessages as m } from './messages/filter-operators.ts';

/** How the filter bar reads each operator of the contract (002 §3), worded for the field's type. */
const OPERATOR_WORDS: Readonly<Record<FilterOperator, MessageDescriptor>> = {
  EQUAL: m.is,
  NOT_EQUAL: m.isNot,
  LIKE: m.contains,
  GREATERTHAN: m.greaterThan,
  GREATERTHANEQUALTO: m.atLeast,
  LESSTHAN: m.lessThan,
  LESSTHANEQUALTO: m.atMost,
  BETWEEN: m.between,
  IN: m.isOneOf,
  NOTIN: m.isNoneOf,
};
const TIME_WORDS: Partial<Record<FilterOperator, MessageDescriptor>> = {
  EQUAL: m.on,
  GREATERTHAN: m.after,
  GREATERTHANEQUALTO: m.onOrAfter,
  LESSTHAN: m.before,
  LESSTHANEQUALTO: m.onOrBefore,
};

/** The operator's words from the catalogue (a date's comparisons read as on, before and after). */
export function operatorLabel(operator: FilterOperator, type: FieldType): MessageDescriptor {
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
export function describeFilter(filter: ListFilter, fields: ListFields, intl: IntlShape): string {
  const field = fields[filter.field];
  const label = field?.label ?? filter.field;
  const words = intl.formatMessage(operatorLabel(filter.operator, field?.type ?? 'STRING'));
  const values = filter.value.split('|').map((value) => (field?.type === 'STRING_ENUM' ? labelOf(value) : value));
  const shown =
    filter.operator === 'BETWEEN'
      ? values.reduce((from, to) => intl.formatMessage(m.bounds, { from, to }))
      : values.join(', ');
  return intl.formatMessage(m.chip, { field: label, operator: words, values: shown });
}

export type FilterInputKind = 'date' | 'number' | 'text' | 'select' | 'checkboxes';

/** The input a value is typed in: a date picker, a number, a select or checkboxes of the enum's options, or text. */
export function filterInputKind(field: ListField, operator: FilterOperator): FilterInputKind {
  if (field.type === 'STRING_ENUM') return isMultiValue(operator) ? 'checkboxes' : 'select';
  if (field.type === 'DATE' || field.type === 'TIMESTAMP') return 'date';
  if (field.type === 'INTEGER') return isMultiValue(operator) ? 'text' : 'number';
  return 'text';
}
