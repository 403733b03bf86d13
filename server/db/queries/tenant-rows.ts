import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource, SelectedFieldsFlat } from 'drizzle-orm/pg-core';
import type { Executor } from '../pool.ts';
import { type EmbedderScope, type FiScope, tenantIdOf } from './scope.ts';

type Realm = 'fi' | 'embedder';
type ScopeOf<R extends Realm> = R extends 'fi' ? FiScope : EmbedderScope;
/** The owner column of a tenant's table (server/db/schema/tenant-columns.ts lenderRow, embedderRow). */
type OwnerKey<R extends Realm> = R extends 'fi' ? 'fiId' : 'embedderId';

/**
 * The one-row queries of a table a lender or an embedder owns (branches, site keys, API keys, integrations, test
 * identities…): each reads, locks, changes or deletes a row by id within the scope's tenant and answers it mapped
 * by `toOut` (null for an id that is not the tenant's), or inserts one under the tenant. The module keeps its
 * columns, its mapper and the values it writes; the tenant's condition is written here once.
 */
export function tenantRows<R extends Realm, T extends PgTable & { id: PgColumn }, TRow, TOut>(
  realm: R,
  table: T,
  columns: SelectedFieldsFlat,
  toOut: (row: TRow) => TOut,
) {
  const ownerKey = (realm === 'fi' ? 'fiId' : 'embedderId') as OwnerKey<R>;
  const owner = (table as unknown as Record<string, PgColumn>)[ownerKey] as PgColumn;
  const ofTenant = (scope: ScopeOf<R>) => eq(owner, tenantIdOf(scope));
  const oneOf = (scope: ScopeOf<R>, id: string) => and(ofTenant(scope), eq(table.id, id));
  const first = async (rows: PromiseLike<unknown[]>): Promise<TOut | null> => {
    const [row] = await rows;
    return row ? toOut(row as TRow) : null;
  };
  return {
    /** Every query's condition: the scope's tenant owns the row (a list's `where`). */
    ofTenant,
    /** The condition of one row of the tenant, for a read of other columns. */
    oneOf,
    /** One row of the tenant; `lock` takes it FOR UPDATE so the audit's old value is the one a change replaces. */
    find: (db: Executor, scope: ScopeOf<R>, params: { id: string; lock?: boolean }) => {
      const query = db
        .select(columns)
        .from(table as PgTable)
        .where(oneOf(scope, params.id));
      return first(params.lock ? query.for('update') : query);
    },
    insert: async (db: Executor, scope: ScopeOf<R>, values: Omit<T['$inferInsert'], OwnerKey<R>>): Promise<TOut> => {
      const [row] = await db
        .insert(table)
        .values({ ...values, [ownerKey]: tenantIdOf(scope) } as never)
        .returning(columns);
      if (!row) throw new Error('insert returned no row');
      return toOut(row as TRow);
    },
    /** The tenant's row changed; `where` narrows further (a lifecycle's from-statuses). */
    update: (db: Executor, scope: ScopeOf<R>, id: string, set: PgUpdateSetSource<T>, where?: SQL) =>
      first(
        db
          .update(table)
          .set(set)
          .where(and(oneOf(scope, id), where))
          .returning(columns),
      ),
    remove: (db: Executor, scope: ScopeOf<R>, params: { id: string }) =>
      first(db.delete(table).where(oneOf(scope, params.id)).returning(columns)),
  };
}
