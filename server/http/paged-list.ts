import {
  and,
  asc,
  between,
  type Column,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  lt,
  lte,
  ne,
  notInArray,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { ListFields, ListFilter, ListQuery, Page } from '../../api/paged-list.ts';
import { OPERATORS_BY_TYPE } from '../../api/paged-list.ts';
import type { FieldType } from '../../domain/catalog/operators.ts';
import type { Executor } from '../db/pool.ts';
import type { CountedRows } from '../db/queries/list-source.ts';
import { ApiError } from './api-error.ts';
import { csvStreamResponse } from './csv-stream.ts';

/**
 * Rows a CSV export may hold: a report, not a dump of the database. CSVs stream (server/http/csv-stream.ts), so the
 * limit is not memory's; XLSX workbooks are built whole and keep XLSX_EXPORT_LIMIT.
 */
export const CSV_EXPORT_LIMIT = 1_000_000;
export const XLSX_EXPORT_LIMIT = 50_000;

/** A declared list field bound to the SQL it reads. */
export type ListColumns<F extends ListFields> = { readonly [K in keyof F]: Column | SQL };

const invalid = (filter: ListFilter, why: string) =>
  new ApiError(400, 'VALIDATION_FAILED', 'Invalid Input Type', [{ path: `filter.${filter.field}`, message: why }]);

function parseValue(type: FieldType, raw: string, filter: ListFilter, options?: readonly string[]): unknown {
  const value = raw.trim();
  switch (type) {
    case 'INTEGER':
      if (!/^-?\d+$/.test(value)) throw invalid(filter, 'Invalid Input Type');
      return Number(value);
    case 'DATE':
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) throw invalid(filter, 'Invalid Input Type');
      return value;
    case 'TIMESTAMP': {
      const at = new Date(value);
      if (Number.isNaN(at.getTime())) throw invalid(filter, 'Invalid Input Type');
      return at;
    }
    case 'STRING_ENUM':
      if (options && !options.includes(value)) throw invalid(filter, 'Invalid Input Type');
      return value;
    default:
      return value;
  }
}

/** LIKE matches anywhere in the text; the user's own % and _ are literal. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The operators that compare the column with one value. */
const COMPARE = {
  EQUAL: eq,
  NOT_EQUAL: ne,
  GREATERTHAN: gt,
  GREATERTHANEQUALTO: gte,
  LESSTHAN: lt,
  LESSTHANEQUALTO: lte,
};
const comparesOne = (operator: ListFilter['operator']): operator is keyof typeof COMPARE =>
  Object.hasOwn(COMPARE, operator);

function condition(column: Column | SQL, type: FieldType, filter: ListFilter, options?: readonly string[]): SQL {
  const target = sql`${column}`;
  const one = () => parseValue(type, filter.value, filter, options);
  const many = () => filter.value.split('|').map((part) => parseValue(type, part, filter, options));
  if (comparesOne(filter.operator)) return COMPARE[filter.operator](target, one());
  switch (filter.operator) {
    case 'LIKE':
      return ilike(target, likePattern(filter.value.trim()));
    case 'IN':
      return inArray(target, many());
    case 'NOTIN':
      return notInArray(target, many());
    case 'BETWEEN': {
      const [from, to, ...rest] = many();
      if (from === undefined || to === undefined || rest.length > 0) {
        throw invalid(filter, 'BETWEEN takes two values separated by |');
      }
      return between(target, from, to);
    }
  }
}

/** The WHERE of a list query from its filters; unknown fields and operators that do not fit the type are a 400. */
export function listWhere<F extends ListFields>(
  fields: F,
  columns: ListColumns<F>,
  query: Pick<ListQuery, 'filter'>,
): SQL[] {
  return query.filter.map((filter) => {
    const field = fields[filter.field];
    if (!field?.filterable) throw invalid(filter, `${filter.field} cannot be filtered`);
    if (!OPERATORS_BY_TYPE[field.type].includes(filter.operator)) {
      throw invalid(filter, `${filter.operator} does not apply to ${field.label}`);
    }
    return condition(columns[filter.field as keyof F], field.type, filter, field.options);
  });
}

function listOrder<F extends ListFields>(fields: F, columns: ListColumns<F>, sort: string | undefined): SQL | null {
  if (!sort) return null;
  const [name = '', direction] = sort.split(',');
  if (!fields[name]?.sortable) {
    throw new ApiError(400, 'VALIDATION_FAILED', 'Invalid Input Type', [
      { path: 'sort', message: `${name} cannot be sorted` },
    ]);
  }
  const target = sql`${columns[name as keyof F]}`;
  return direction === 'desc' ? desc(target) : asc(target);
}

export interface PagedListSpec<F extends ListFields, TRow, TOut> {
  readonly fields: F;
  readonly columns: ListColumns<F>;
  /**
   * The select with its FROM and joins, not yet filtered; built fresh for the count and the rows, on `executor`
   * when one is given (the transaction of joinsAsWritten).
   */
  readonly select: (executor?: Executor) => PgSelect;
  /**
   * The page planned with its joins in the written order (`join_collapse_limit = 1`, in a transaction of its own on
   * this database): for a many-table list whose written order is already the best one, choosing an order cost more
   * than running the page (decision 0801). Its select must be built on the executor it is given. Give the pool's
   * database, not a transaction: inside one, SET LOCAL would last until that transaction's end.
   */
  readonly joinsAsWritten?: Executor;
  /** The rows the total counts (the same FROM, or only the joins the filters read), before paging. */
  readonly count: (where: SQL | undefined, filterFields: readonly string[]) => CountedRows;
  /** Conditions always applied (the tenant); filters are added to them. */
  readonly where?: SQL | undefined;
  /** Sort when the query names none, and the tie-breaker after it so pages never overlap. */
  readonly defaultOrder: SQL[];
  readonly toRow: (row: TRow) => TOut;
  /** CSV file name without extension. */
  readonly csvName: string;
  /** CSV columns in order (field → header); the JSON row's values are used. */
  readonly csvColumns?: Readonly<Record<string, string>>;
}

/**
 * Answers one page of a declared list, or the whole filtered list as CSV (`format=csv`): the one implementation of
 * the paged-list contract of api/paged-list.ts.
 */
export async function pagedList<F extends ListFields, TRow, TOut extends object>(
  spec: PagedListSpec<F, TRow, TOut>,
  query: ListQuery,
): Promise<Page<TOut> | Response> {
  if (query.format === 'csv') return listCsv(spec, query);
  const where = and(spec.where, ...listWhere(spec.fields, spec.columns, query));
  const page = (executor?: Executor) =>
    listRows(spec, query, where, executor)
      .limit(query.size)
      .offset(query.page * query.size) as Promise<TRow[]>;
  const [rows, total] = await Promise.all([
    spec.joinsAsWritten
      ? spec.joinsAsWritten.transaction(async (tx) => {
          await tx.execute(sql`set local join_collapse_limit = 1`);
          return page(tx);
        })
      : page(),
    listTotal(
      spec.count(
        where,
        query.filter.map((filter) => filter.field),
      ),
    ),
  ]);
  return {
    content: rows.map(spec.toRow),
    page: query.page,
    size: query.size,
    totalElements: total.count,
    totalPages: Math.ceil(total.count / query.size),
    // Only when it is one: an exact page's answer is the contract's as it was.
    ...(total.estimated ? { totalEstimated: true } : {}),
  };
}

/**
 * Up to this many matching rows a list's total is exact; above it, the planner's estimate (decision 0792): an exact
 * count reads every matching row, 300–500 ms for a few hundred thousand, on every first page of a large list.
 */
export const EXACT_COUNT_CAP = 10_000;

/**
 * A list's total: `count(*)` of at most EXACT_COUNT_CAP + 1 of its rows (exact when that is all there are), else the
 * rows EXPLAIN expects the uncapped query to answer — rounded to three figures (it is a guess; more digits would
 * claim what the planner does not know) and never below the cap the count just saw exceeded.
 */
export async function listTotal({ db, rows }: CountedRows): Promise<{ count: number; estimated: boolean }> {
  const capped = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from (${rows} limit ${sql.raw(String(EXACT_COUNT_CAP + 1))}) as capped`,
  );
  const exact = Number(capped.rows[0]?.n ?? 0);
  if (exact <= EXACT_COUNT_CAP) return { count: exact, estimated: false };
  const plan = await db.execute<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
    sql`explain (format json) ${rows}`,
  );
  const expected = Number(plan.rows[0]?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? 0);
  return { count: Math.max(threeFigures(expected), EXACT_COUNT_CAP), estimated: true };
}

/** 412,345 → 412,000. */
function threeFigures(n: number): number {
  if (n < 1000) return Math.round(n);
  const unit = 10 ** (Math.floor(Math.log10(n)) - 2);
  return Math.round(n / unit) * unit;
}

/** The list's rows in order (the query's sort, then the default order as tie-breaker), filtered, not yet paged. */
function listRows<F extends ListFields, TRow, TOut extends object>(
  spec: PagedListSpec<F, TRow, TOut>,
  query: Pick<ListQuery, 'sort'>,
  where: SQL | undefined,
  executor?: Executor,
) {
  const order = listOrder(spec.fields, spec.columns, query.sort);
  return spec
    .select(executor)
    .where(where)
    .orderBy(...(order ? [order, ...spec.defaultOrder] : spec.defaultOrder));
}

/** Every filtered row of a list (up to the export limit), in the list's order, as a streamed CSV download. */
export function listCsv<F extends ListFields, TRow, TOut extends object>(
  spec: PagedListSpec<F, TRow, TOut>,
  query: Pick<ListQuery, 'sort' | 'filter'>,
): Response {
  const where = and(spec.where, ...listWhere(spec.fields, spec.columns, query));
  const rows = listRows(spec, query, where).limit(CSV_EXPORT_LIMIT);
  return csvStreamResponse(rows, spec.toRow, `${spec.csvName}.csv`, spec.csvColumns);
}

/** `count(*)` as a number (PostgreSQL answers bigint as text). */
export const countAll = sql<number>`count(*)::int`;
