import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { onOneConnection, transactionEndingWith } from './pool.ts';
import { reusableStatement } from './reusable-statement.ts';
import { financialInstitutions } from './schema/index.ts';

const ctx = seededApp();

const lenderByNumber = reusableStatement('test_lender_by_number', (db) =>
  db
    .select({ name: financialInstitutions.name, tenant: { number: financialInstitutions.number } })
    .from(financialInstitutions)
    .where(eq(financialInstitutions.number, sql.placeholder('number'))),
);

describe('reusableStatement', () => {
  it('answers each call with its own values and keeps nested result fields', async () => {
    const all = await ctx.db
      .select({ name: financialInstitutions.name, number: financialInstitutions.number })
      .from(financialInstitutions);
    expect(all.length).toBeGreaterThan(1);
    for (const lender of all) {
      expect(await lenderByNumber(ctx.db).execute({ number: lender.number })).toEqual([
        { name: lender.name, tenant: { number: lender.number } },
      ]);
    }
  });

  it("runs inside the caller's transaction: it sees the transaction's own uncommitted row", async () => {
    const [first] = await ctx.db.select().from(financialInstitutions).limit(1);
    if (!first) throw new Error('no demo lender');
    const renamed = `${first.name} (renamed in a transaction)`;
    await ctx.db
      .transaction(async (tx) => {
        await tx.update(financialInstitutions).set({ name: renamed }).where(eq(financialInstitutions.id, first.id));
        expect(await lenderByNumber(tx).execute({ number: first.number })).toEqual([
          { name: renamed, tenant: { number: first.number } },
        ]);
        // Rolled back: the rename never leaves the transaction.
        throw new Error('roll back');
      })
      .catch((error: Error) => expect(error.message).toBe('roll back'));
    expect(await lenderByNumber(ctx.db).execute({ number: first.number })).toEqual([
      { name: first.name, tenant: { number: first.number } },
    ]);
  });
});

describe('onOneConnection', () => {
  it('runs statements before a transaction and the transaction itself on the same connection', async () => {
    const pids = await onOneConnection(ctx.db, async (connection) => {
      const before = await connection.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
      const inside = await connection.transaction(async (tx) => {
        // A relational query needs the schema the pool's database carries.
        expect(await tx.query.financialInstitutions.findFirst({ columns: { id: true } })).toBeDefined();
        return await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
      });
      return [before.rows[0]?.pid, inside.rows[0]?.pid];
    });
    expect(pids[0]).toBeTypeOf('number');
    expect(pids[1]).toBe(pids[0]);
  });
});

describe('transactionEndingWith', () => {
  const nameOf = async (id: string) =>
    (
      await ctx.db
        .select({ name: financialInstitutions.name })
        .from(financialInstitutions)
        .where(eq(financialInstitutions.id, id))
    )[0]?.name;

  it('sends the closing statement with COMMIT: its rows are answered and the body’s writes are committed', async () => {
    const [first] = await ctx.db.select().from(financialInstitutions).limit(1);
    if (!first) throw new Error('no demo lender');
    const renamed = `${first.name} (closed with COMMIT)`;
    const outcome = await onOneConnection(ctx.db, (connection) =>
      transactionEndingWith(
        connection,
        async (tx) => {
          await tx.update(financialInstitutions).set({ name: renamed }).where(eq(financialInstitutions.id, first.id));
          return 'done';
        },
        () => 'select 41 + 1 as answer',
      ),
    );
    expect(outcome).toEqual({ value: 'done', lastRows: [{ answer: 42 }] });
    expect(await nameOf(first.id)).toBe(renamed);
    await ctx.db.update(financialInstitutions).set({ name: first.name }).where(eq(financialInstitutions.id, first.id));
  });

  it('rolls the body’s writes back when the closing statement fails, and leaves the connection usable', async () => {
    const [first] = await ctx.db.select().from(financialInstitutions).limit(1);
    if (!first) throw new Error('no demo lender');
    await onOneConnection(ctx.db, async (connection) => {
      await expect(
        transactionEndingWith(
          connection,
          async (tx) => {
            await tx
              .update(financialInstitutions)
              .set({ name: 'never committed' })
              .where(eq(financialInstitutions.id, first.id));
          },
          () => 'select 1 / 0',
        ),
      ).rejects.toMatchObject({ code: '22012' });
      // Out of the aborted transaction: the next statement on the same connection runs.
      expect((await connection.execute<{ one: number }>(sql`select 1 as one`)).rows).toEqual([{ one: 1 }]);
    });
    expect(await nameOf(first.id)).toBe(first.name);
  });
});
