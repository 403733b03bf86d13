import { and, asc, eq, sql } from 'drizzle-orm';
import type { LookupValue } from '../../../api/lookup-list.ts';
import type { LookupValueFields } from '../../../domain/validation/lookup-list.ts';
import type { Executor } from '../pool.ts';
import { fiLookupValues } from '../schema/index.ts';
import { tableList } from './list-source.ts';
import type { FiScope } from './scope.ts';

/** The columns a lookup value answers with (its code is the key; the row id stays internal). */
const lookupColumns = {
  code: fiLookupValues.code,
  label: fiLookupValues.label,
  active: fiLookupValues.active,
};

const toLookupValue = (row: LookupValue): LookupValue => ({
  code: row.code,
  label: row.label,
  active: row.active,
});

/** One list (`kind`) of the scope's lender: lists of one lender are kept apart by kind. */
const listOf = (scope: FiScope, kind: string) =>
  and(eq(fiLookupValues.fiId, scope.fiId), eq(fiLookupValues.kind, kind));

/** The list's order: as the lender arranged it (position), code as the tie-breaker. */
const LOOKUP_DEFAULT_ORDER = [asc(fiLookupValues.position), asc(fiLookupValues.code)];

/** One of the lender's lists as a paged list, in the lender's order. */
export const lookupValueList = (db: Executor, scope: FiScope, params: { kind: string }) =>
  tableList(db, fiLookupValues, {
    columns: lookupColumns,
    where: listOf(scope, params.kind),
    defaultOrder: LOOKUP_DEFAULT_ORDER,
    toRow: toLookupValue,
  });

/**
 * Replaces a lender's whole list in one go (the screen's save and the CSV import alike): the old rows are locked
 * and removed, the new ones written in the given order. Answers both lists for the audit row.
 */
export async function replaceLookupValues(
  db: Executor,
  scope: FiScope,
  params: { kind: string; values: readonly LookupValueFields[] },
): Promise<{ before: LookupValue[]; after: LookupValue[] }> {
  const where = listOf(scope, params.kind);
  // One lock per lender and list (held to the end of the transaction), taken even when the list is empty: two saves
  // of one list run one after the other, each audit row's old value is exact, and neither trips the unique codes.
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`lookup:${scope.fiId}:${params.kind}`}))`);
  const before = await db
    .select(lookupColumns)
    .from(fiLookupValues)
    .where(where)
    .orderBy(...LOOKUP_DEFAULT_ORDER);
  await db.delete(fiLookupValues).where(where);
  const after =
    params.values.length === 0
      ? []
      : await db
          .insert(fiLookupValues)
          .values(
            params.values.map((value, position) => ({
              fiId: scope.fiId,
              kind: params.kind,
              code: value.code,
              label: value.label,
              active: value.active,
              position,
            })),
          )
          .returning(lookupColumns);
  return { before: before.map(toLookupValue), after: after.map(toLookupValue) };
}
