import { and, asc, eq, sql } from 'drizzle-orm';
import type { LookupValue } from '../../../api/lookup-list.ts';
import type { LookupValueFields } from '../../../domain/validation/lookup-list.ts';
import type { Executor } from '../pool.ts';
import { fiLookupValues } from '../schema/index.ts';

/** The columns a lookup value answers with (its code is the key; the row id stays internal). */
export const lookupColumns = {
  code: fiLookupValues.code,
  label: fiLookupValues.label,
  active: fiLookupValues.active,
};

export const toLookupValue = (row: LookupValue): LookupValue => ({
  code: row.code,
  label: row.label,
  active: row.active,
});

export const lookupListWhere = (params: { fiId: string; kind: string }) =>
  and(eq(fiLookupValues.fiId, params.fiId), eq(fiLookupValues.kind, params.kind));

/** The list's order: as the lender arranged it (position), code as the tie-breaker. */
export const LOOKUP_DEFAULT_ORDER = [asc(fiLookupValues.position), asc(fiLookupValues.code)];

/**
 * Replaces a lender's whole list in one go (the screen's save and the CSV import alike): the old rows are locked
 * and removed, the new ones written in the given order. Answers both lists for the audit row.
 */
export async function replaceLookupValues(
  db: Executor,
  params: { fiId: string; kind: string; values: readonly LookupValueFields[] },
): Promise<{ before: LookupValue[]; after: LookupValue[] }> {
  const where = lookupListWhere(params);
  // One lock per lender and list (held to the end of the transaction), taken even when the list is empty: two saves
  // of one list run one after the other, each audit row's old value is exact, and neither trips the unique codes.
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`lookup:${params.fiId}:${params.kind}`}))`);
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
              fiId: params.fiId,
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
