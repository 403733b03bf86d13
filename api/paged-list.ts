import * as v from 'valibot';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE } from '../domain/catalog/limits.ts';
import { FILTER_OPERATORS, type FieldType, type FilterOperator } from '../domain/catalog/operators.ts';
import type { Schema } from './endpoint.ts';

/**
 * The one paged-list contract of every console list (002 §3, §9): pages of 30 from page 0, one sort, the filter
 * operators and field types of the seed, and the same query answering CSV (`format=csv`) for export.
 */
export const MAX_PAGE_SIZE = 500;

/** The seed's 400 wording for a list query it cannot read (002 §8): the API's answer, never a page's words. */
export const INVALID_INPUT_TYPE = 'Invalid Input Type';

/** One filter: `value` is a string; BETWEEN, IN and NOTIN take several, joined by `|`. */
export const ListFilter = v.object({
  field: v.string(),
  operator: v.picklist(FILTER_OPERATORS, INVALID_INPUT_TYPE),
  value: v.string(),
});
export type ListFilter = v.InferOutput<typeof ListFilter>;

const intFromQuery = (fallback: number, min: number, max: number) =>
  v.optional(
    v.pipe(
      v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/, INVALID_INPUT_TYPE), v.transform(Number))]),
      v.integer(INVALID_INPUT_TYPE),
      v.minValue(min, INVALID_INPUT_TYPE),
      v.maxValue(max, INVALID_INPUT_TYPE),
    ),
    fallback,
  );

/**
 * Filters as they travel in a query string: one JSON array (`filter=[{"field":…,"operator":…,"value":…}]`), or the
 * array a router already parsed from it.
 */
export const ListFilters = v.union([
  v.array(ListFilter),
  v.pipe(
    v.string(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      try {
        return JSON.parse(dataset.value) as unknown;
      } catch {
        addIssue({ message: INVALID_INPUT_TYPE });
        return NEVER;
      }
    }),
    v.array(ListFilter),
  ),
]);

export const ListQuery = v.object({
  page: intFromQuery(FIRST_PAGE, 0, 1_000_000),
  size: intFromQuery(DEFAULT_PAGE_SIZE, 1, MAX_PAGE_SIZE),
  /** `field,asc` or `field,desc`. */
  sort: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_]+,(asc|desc)$/, INVALID_INPUT_TYPE))),
  filter: v.optional(ListFilters, []),
  format: v.optional(v.picklist(['json', 'csv']), 'json'),
});
export type ListQuery = v.InferOutput<typeof ListQuery>;
/** What a caller sends (the browser keeps it in the URL): every part optional. */
export type ListQueryInput = v.InferInput<typeof ListQuery>;

/** The answer of every paged list. */
export const pageOf = <S extends Schema>(row: S) =>
  v.object({
    content: v.array(row),
    page: v.number(),
    size: v.number(),
    totalElements: v.number(),
    totalPages: v.number(),
    totalEstimated: v.optional(v.boolean()),
  });
export interface Page<T> {
  content: T[];
  page: number;
  size: number;
  /** Exact up to 10,000 matching rows; above that the database's estimate, and `totalEstimated` says so. */
  totalElements: number;
  totalPages: number;
  /** True when totalElements (and so totalPages) is an estimate (decision 0792); absent when it is exact. */
  totalEstimated?: boolean | undefined;
}

/** A list's declared fields: which may be filtered and sorted, and how values are read (002 §3 field types). */
export interface ListField {
  readonly type: FieldType;
  readonly label: string;
  readonly sortable?: boolean;
  readonly filterable?: boolean;
  /** STRING_ENUM values. */
  readonly options?: readonly string[];
}
export type ListFields = Readonly<Record<string, ListField>>;

/** A field the list both sorts and filters by, as most list fields are; STRING_ENUM fields name their options. */
export const listField = <const T extends FieldType>(type: T, label: string, options?: readonly string[]) => ({
  type,
  label,
  sortable: true as const,
  filterable: true as const,
  ...(options && { options }),
});

/** Operators that make sense per field type (the seed lists both sets; the pairing is ours). */
export const OPERATORS_BY_TYPE: Readonly<Record<FieldType, readonly FilterOperator[]>> = {
  STRING: ['LIKE', 'EQUAL', 'NOT_EQUAL', 'IN', 'NOTIN'],
  STRING_ENUM: ['EQUAL', 'NOT_EQUAL', 'IN', 'NOTIN'],
  INTEGER: ['EQUAL', 'NOT_EQUAL', 'GREATERTHAN', 'GREATERTHANEQUALTO', 'LESSTHAN', 'LESSTHANEQUALTO', 'BETWEEN', 'IN'],
  DATE: ['EQUAL', 'GREATERTHAN', 'GREATERTHANEQUALTO', 'LESSTHAN', 'LESSTHANEQUALTO', 'BETWEEN'],
  TIMESTAMP: ['GREATERTHAN', 'GREATERTHANEQUALTO', 'LESSTHAN', 'LESSTHANEQUALTO', 'BETWEEN'],
};
