import { desc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authed } from '../../tests/integration/console-auth.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { createApp } from '../app.ts';
import { auditLog, financialInstitutions } from '../db/schema/index.ts';
import { DEMO_LENDERS } from '../db/seed.ts';

/**
 * Decision 0722: the tenant lookup each API process caches (number → id, name) lets a rename made by another process
 * through within a minute. Two apps over one database stand for two API processes.
 */
const summit = DEMO_LENDERS[0];
const base = `/api/fi/${summit.number}/membershipEligibility`;
const ctx = seededApp({ signIns: ['cu-admin'] });

afterEach(() => {
  vi.useRealTimers();
});

/** Saves the membership unchanged through `app` and answers the name its audit row gave the lender. */
async function auditedName(app: ReturnType<typeof createApp>): Promise<string | null | undefined> {
  const current = await (await app.request(base, authed('GET', ctx.tokens['cu-admin']))).json();
  expect((await app.request(base, authed('PUT', ctx.tokens['cu-admin'], current))).status).toBe(200);
  const [row] = await ctx.db
    .select({ name: auditLog.entityName })
    .from(auditLog)
    .where(eq(auditLog.entityId, summit.id))
    .orderBy(desc(auditLog.createdAt))
    .limit(1);
  return row?.name;
}

describe('the tenant lookup of another API process', () => {
  it('takes a rename up within a minute', async () => {
    const other = createApp({ ...ctx.deps });
    const before = await auditedName(other);
    await ctx.db
      .update(financialInstitutions)
      .set({ name: 'Summit Renamed CU' })
      .where(eq(financialInstitutions.id, summit.id));
    // Renamed elsewhere: this process still has the name it looked up (at most a minute old).
    expect(await auditedName(other)).toBe(before);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    expect(await auditedName(other)).toBe('Summit Renamed CU');
  });
});
