import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListFields, ListQuery, Page } from '../../api/paged-list.ts';
import { createTestDatabase, type TestDatabase } from '../../tests/integration/db.ts';
import { countRows } from '../db/queries/list-source.ts';
import { auditLog } from '../db/schema/index.ts';
import { EXACT_COUNT_CAP, listTotal, type PagedListSpec, pagedList } from './paged-list.ts';

// The capped count of every paged list (decision 0792) against a real PostgreSQL: exact up to EXACT_COUNT_CAP
// matching rows, the planner's estimate (flagged) above it.
let test: TestDatabase;
const MANY = 24_000;
const FEW = 120;

beforeAll(async () => {
  test = await createTestDatabase();
  // MANY rows of one entity type and FEW of another, then ANALYZE so the planner's estimate has statistics.
  await test.pool.query(
    `insert into audit_log (category, entity_type, entity_id, action, created_at)
     select 'CAMPAIGN', case when g <= ${FEW} then 'FEW' else 'MANY' end, g::text, 'UPDATED',
            timestamptz '2026-01-01 00:00:00Z' + g * interval '1 minute'
     from generate_series(1, ${MANY + FEW}) g`,
  );
  await test.pool.query('analyze audit_log');
});
afterAll(async () => {
  await test?.drop();
});

const fields = { entityType: { type: 'STRING', label: 'Entity', filterable: true } } as const satisfies ListFields;
const spec = (): PagedListSpec<typeof fields, { id: string }, { id: string }> => ({
  fields,
  columns: { entityType: auditLog.entityType },
  select: () => test.db.select({ id: auditLog.id }).from(auditLog).$dynamic(),
  count: countRows(test.db, auditLog),
  defaultOrder: [desc(auditLog.createdAt), desc(auditLog.id)],
  toRow: (row) => row,
  csvName: 'audit',
});
const query = (entityType: string): ListQuery => ({
  page: 0,
  size: 30,
  filter: [{ field: 'entityType', operator: 'EQUAL', value: entityType }],
  format: 'json',
});

describe('pagedList totals', () => {
  it('counts exactly under the cap, and says nothing of an estimate', async () => {
    const page = (await pagedList(spec(), query('FEW'))) as Page<{ id: string }>;
    expect(page.totalElements).toBe(FEW);
    expect(page.totalPages).toBe(Math.ceil(FEW / 30));
    expect(page.content).toHaveLength(30);
    expect('totalEstimated' in page).toBe(false);
  });

  it('counts exactly at the cap itself', async () => {
    const rows = test.db.select({ one: sql`1` }).from(auditLog).where(eq(auditLog.entityType, 'MANY')).$dynamic();
    const capped = test.db
      .select({ one: sql`1` })
      .from(sql`(${rows.limit(EXACT_COUNT_CAP)}) as exactly_the_cap`)
      .$dynamic();
    expect(await listTotal({ db: test.db, rows: capped })).toEqual({ count: EXACT_COUNT_CAP, estimated: false });
  });

  it("answers the planner's estimate above the cap, flagged, rounded and plausible", async () => {
    const page = (await pagedList(spec(), query('MANY'))) as Page<{ id: string }>;
    expect(page.totalEstimated).toBe(true);
    expect(page.totalElements).toBeGreaterThan(EXACT_COUNT_CAP);
    // ANALYZE reads every row of a table this small: the estimate is near the truth.
    expect(page.totalElements).toBeGreaterThan(MANY * 0.8);
    expect(page.totalElements).toBeLessThan(MANY * 1.2);
    expect(page.totalElements % 100).toBe(0);
    expect(page.totalPages).toBe(Math.ceil(page.totalElements / 30));
    expect(page.content).toHaveLength(30);
  });

  it('never answers an estimate below the cap it saw exceeded', async () => {
    // Fresh rows the statistics have not seen: the planner still expects none of them.
    await test.pool.query(
      `insert into audit_log (category, entity_type, entity_id, action)
       select 'CAMPAIGN', 'UNSEEN', g::text, 'UPDATED' from generate_series(1, ${EXACT_COUNT_CAP + 5}) g`,
    );
    const page = (await pagedList(spec(), query('UNSEEN'))) as Page<{ id: string }>;
    expect(page.totalEstimated).toBe(true);
    expect(page.totalElements).toBeGreaterThanOrEqual(EXACT_COUNT_CAP);
  });
});

describe('pagedList joinsAsWritten', () => {
  // The page's own rows say which join_collapse_limit they were planned under.
  const planned = (
    joinsAsWritten: boolean,
  ): PagedListSpec<typeof fields, { id: string; limit: string }, { id: string; limit: string }> => ({
    ...spec(),
    select: (executor = test.db) =>
      executor
        .select({ id: auditLog.id, limit: sql<string>`current_setting('join_collapse_limit')` })
        .from(auditLog)
        .$dynamic(),
    ...(joinsAsWritten ? { joinsAsWritten: test.db } : {}),
    toRow: (row) => row,
  });

  it('plans the page with its joins in the written order, in its own transaction, and the same rows', async () => {
    const written = (await pagedList(planned(true), query('FEW'))) as Page<{ id: string; limit: string }>;
    const chosen = (await pagedList(planned(false), query('FEW'))) as Page<{ id: string; limit: string }>;
    expect(new Set(written.content.map((row) => row.limit))).toEqual(new Set(['1']));
    expect(new Set(chosen.content.map((row) => row.limit))).toEqual(new Set(['8']));
    expect(written.content.map((row) => row.id)).toEqual(chosen.content.map((row) => row.id));
    expect(written.totalElements).toBe(FEW);
    // SET LOCAL ended with the page's transaction: the pool's connections keep the default.
    const after = await test.pool.query<{ limit: string }>(`select current_setting('join_collapse_limit') as limit`);
    expect(after.rows[0]?.limit).toBe('8');
  });
});
