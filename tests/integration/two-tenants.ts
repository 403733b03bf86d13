import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Db } from '../../server/db/pool.ts';
import { exactCount, type ListSource } from '../../server/db/queries/list-source.ts';
import type { AdminScope, ConsumerScope, EmbedderScope, FiScope } from '../../server/db/queries/scope.ts';
import { embedders, financialInstitutions } from '../../server/db/schema/index.ts';
import { DEMO_CONSUMERS } from '../../server/db/seed-consumers.ts';
import { mintAdminScope, mintConsumerScope, mintScope } from '../../server/http/tenant-scope.ts';
import { createTestDatabase, type TestDatabase } from './db.ts';
import { SEEDED_TEMPLATE } from './templates.ts';

/**
 * Two tenants of each realm over a copy of the seeded demo, for the query modules' isolation tests
 * (docs/decisions/0505-query-layer.md): summit-cu (fiId 1) and harbor-bank (2); acme-auto (embedderId 1) and a second
 * embedder this helper adds; two demo consumers, each with an auto loan and offers (Maria Garcia, DEMO-1001, and the
 * seed's DEMO-1004). Each test proves a read of one scope shows none of the other's rows and a write of one changes
 * none.
 */
export interface TwoTenants {
  readonly database: TestDatabase;
  readonly db: Db;
  readonly fi: readonly [FiScope, FiScope];
  readonly embedder: readonly [EmbedderScope, EmbedderScope];
  readonly admin: AdminScope;
  readonly consumer: readonly [ConsumerScope, ConsumerScope];
}

/** A demo consumer's scope, as the request wrapper mints it from their verified session. */
function consumerScope(accessCode: string): ConsumerScope {
  const consumer = DEMO_CONSUMERS.find((demo) => demo.accessCode === accessCode);
  if (!consumer) throw new Error(`the seed has no consumer ${accessCode}`);
  return mintConsumerScope({ sub: consumer.id, realm: 'consumer' });
}

async function fiScope(db: Db, number: number): Promise<FiScope> {
  const [row] = await db
    .select({ id: financialInstitutions.id, name: financialInstitutions.name })
    .from(financialInstitutions)
    .where(eq(financialInstitutions.number, number));
  if (!row) throw new Error(`the seed has no lender ${number}`);
  return mintScope({ realm: 'fi', number, ...row });
}

export async function twoTenants(): Promise<TwoTenants> {
  const database = await createTestDatabase(SEEDED_TEMPLATE);
  const { db } = database;
  const [second] = await db
    .insert(embedders)
    .values({ code: 'second-embedder', name: 'Second Embedder' })
    .returning({ id: embedders.id, number: embedders.number, name: embedders.name });
  const [acme] = await db
    .select({ id: embedders.id, number: embedders.number, name: embedders.name })
    .from(embedders)
    .where(eq(embedders.code, 'acme-auto'));
  if (!second || !acme) throw new Error('embedders missing');
  const embedderScope = (row: typeof acme): EmbedderScope => mintScope({ realm: 'embedder', ...row });
  return {
    database,
    db,
    fi: [await fiScope(db, 1), await fiScope(db, 2)],
    embedder: [embedderScope(acme), embedderScope(second)],
    admin: mintAdminScope(),
    consumer: [consumerScope('DEMO-1001'), consumerScope('DEMO-1004')],
  };
}

/**
 * The query isolation files' one set-up: a beforeAll that builds the two tenants and an afterAll that drops their
 * database. Its fields exist once that beforeAll has run, so read them inside hooks and tests only.
 */
export function twoTenantsFixture(): TwoTenants {
  let built: TwoTenants | undefined;
  const ready = (): TwoTenants => {
    if (!built)
      throw new Error('The two tenants are ready only inside hooks and tests (after the fixture’s beforeAll)');
    return built;
  };
  beforeAll(async () => {
    built = await twoTenants();
  });
  afterAll(async () => {
    await built?.database.drop();
  });
  // Every field is read through the built value, so a file may keep `t` in a const declared before its hooks run.
  return new Proxy({} as TwoTenants, { get: (_target, field) => ready()[field as keyof TwoTenants] });
}

/**
 * The list half of an isolation test: the scope's list source names its own row (`mine`), never the other tenant's
 * (`theirs`), and both its rows and its count come to the scope's `rows` as read straight from the table.
 */
export async function expectListsOnlyMine(
  source: Pick<ListSource<never, never, never>, 'select' | 'count' | 'where'>,
  [mine, theirs]: readonly [{ id: string }, { id: string }],
  rows: readonly unknown[],
): Promise<void> {
  const listed = ((await source.select().where(source.where)) as { id: string }[]).map((row) => row.id);
  expect(listed).toContain(mine.id);
  expect(listed).not.toContain(theirs.id);
  expect(listed.length).toBe(rows.length);
  expect(await exactCount(source.count(source.where))).toBe(rows.length);
}
