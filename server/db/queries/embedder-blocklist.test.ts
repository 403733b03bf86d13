import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { twoTenantsFixture } from '../../../tests/integration/two-tenants.ts';
import { fiEmbedderBlocklist, financialInstitutions } from '../schema/index.ts';
import {
  findEmbeddersByNumber,
  lendersNotBlocking,
  lockEmbedderBlocklist,
  readEmbedderBlocklist,
  replaceEmbedderBlocklist,
} from './embedder-blocklist.ts';

const t = twoTenantsFixture();

/** Read around the query module, for before/after comparisons. */
const blockedBy = (fiId: string) =>
  t.db
    .select({ embedderId: fiEmbedderBlocklist.embedderId })
    .from(fiEmbedderBlocklist)
    .where(eq(fiEmbedderBlocklist.fiId, fiId))
    .orderBy(asc(fiEmbedderBlocklist.embedderId));
const blockedNumbers = async (scope: (typeof t.fi)[number]) =>
  (await readEmbedderBlocklist(t.db, scope)).filter((entry) => entry.blocked).map((entry) => entry.embedderId);

describe('a lender’s embedder blocklist stays within its lender', () => {
  it('each lender reads and replaces its own blocklist only', async () => {
    const [summit, harbor] = t.fi;
    const [acme, second] = t.embedder;
    await replaceEmbedderBlocklist(t.db, summit, { embedderIds: [acme.embedderId] });
    await replaceEmbedderBlocklist(t.db, harbor, { embedderIds: [second.embedderId] });
    expect(await blockedNumbers(summit)).toEqual([acme.embedderNumber]);
    expect(await blockedNumbers(harbor)).toEqual([second.embedderNumber]);
    // Every embedder is listed once for each lender.
    const listed = await readEmbedderBlocklist(t.db, summit);
    expect(new Set(listed.map((entry) => entry.embedderId)).size).toBe(listed.length);
    expect(listed.map((entry) => entry.embedderId)).toEqual(
      expect.arrayContaining([acme.embedderNumber, second.embedderNumber]),
    );

    // Summit's replace (under its lock) leaves harbor's rows as they were.
    const harborBefore = await blockedBy(harbor.fiId);
    await t.db.transaction(async (tx) => {
      await lockEmbedderBlocklist(tx, summit);
      const found = await findEmbeddersByNumber(tx, [acme.embedderNumber, second.embedderNumber]);
      await replaceEmbedderBlocklist(tx, summit, { embedderIds: found.map((embedder) => embedder.id) });
    });
    expect((await blockedBy(summit.fiId)).map((row) => row.embedderId).sort()).toEqual(
      [acme.embedderId, second.embedderId].sort(),
    );
    expect(await blockedBy(harbor.fiId)).toEqual(harborBefore);

    // Emptying harbor's leaves summit's.
    await replaceEmbedderBlocklist(t.db, harbor, { embedderIds: [] });
    expect(await blockedBy(harbor.fiId)).toEqual([]);
    expect((await blockedBy(summit.fiId)).length).toBe(2);
    expect(await blockedNumbers(harbor)).toEqual([]);
  });

  it('the lenders not blocking an embedder leave out exactly the lenders that block it', async () => {
    const [summit, harbor] = t.fi;
    const [acme, second] = t.embedder;
    await replaceEmbedderBlocklist(t.db, summit, { embedderIds: [acme.embedderId] });
    await replaceEmbedderBlocklist(t.db, harbor, { embedderIds: [] });
    const onboarded = (
      await t.db
        .select({ number: financialInstitutions.number })
        .from(financialInstitutions)
        .where(eq(financialInstitutions.onboardingStatus, 'ONBOARDED'))
    ).map((row) => row.number);
    expect(onboarded).toEqual(expect.arrayContaining([summit.fiNumber, harbor.fiNumber]));
    const forAcme = (await lendersNotBlocking(t.db, acme)).map((lender) => lender.fiId);
    const forSecond = (await lendersNotBlocking(t.db, second)).map((lender) => lender.fiId);
    expect(forAcme.sort()).toEqual(onboarded.filter((number) => number !== summit.fiNumber).sort());
    expect(forSecond.sort()).toEqual([...onboarded].sort());
    await replaceEmbedderBlocklist(t.db, summit, { embedderIds: [] });
  });
});
