import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { expect } from 'vitest';
import type { TwoTenants } from '../../../tests/integration/two-tenants.ts';
import { type TenantScope, tenantIdOf } from './scope.ts';

/**
 * The set-up of a query module's isolation test over one tenant-owned table (docs/decisions/0505-query-layer.md):
 * the two tenants of the realm (`t`, the file's twoTenantsFixture()), the rows a tenant owns read straight from the
 * table (around the query module, for before/after comparisons), and `seedBoth`, which adds one row for each tenant
 * with the same insert: `mine` is the first tenant's, `theirs` the second's (the insert is told which it makes).
 * `expectOutOfReach` is the claim each isolation test makes about `theirs`: every read, lock, change or removal of it
 * in the first tenant's scope answers null, and the second tenant's rows are as they were.
 */
export function isolationFixture<R extends 'fi' | 'embedder', T extends PgTable>(t: TwoTenants, realm: R, table: T) {
  // Every lender-owned table names its owner fiId, every embedder-owned one embedderId.
  const owner = (table as unknown as Record<string, PgColumn | undefined>)[realm === 'fi' ? 'fiId' : 'embedderId'];
  if (!owner) throw new Error(`the table has no ${realm} owner column`);
  const rowsOf = async (scope: TenantScope): Promise<T['$inferSelect'][]> =>
    await t.db
      .select()
      .from(table as PgTable)
      .where(eq(owner, tenantIdOf(scope)));
  const seedBoth = async <Row>(insert: (scope: TwoTenants[R][number], side: 'mine' | 'theirs') => Promise<Row>) => {
    const scopes = t[realm];
    return { scopes, mine: await insert(scopes[0], 'mine'), theirs: await insert(scopes[1], 'theirs') };
  };
  const expectOutOfReach = async (owner: TenantScope, attempts: readonly (() => Promise<unknown>)[]) => {
    const before = await rowsOf(owner);
    for (const attempt of attempts) expect(await attempt()).toBeNull();
    expect(await rowsOf(owner)).toEqual(before);
  };
  return { t, rowsOf, seedBoth, expectOutOfReach };
}
