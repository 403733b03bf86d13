import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectListsOnlyMine, twoTenantsFixture } from '../../../tests/integration/two-tenants.ts';
import { embedderApiKeys } from '../schema/index.ts';
import { apiKeyList, findApiKey, insertApiKey, updateApiKeyRow } from './api-keys.ts';

const t = twoTenantsFixture();

const rowsOf = (embedderId: string) =>
  t.db.select().from(embedderApiKeys).where(eq(embedderApiKeys.embedderId, embedderId));
const key = (n: number) => ({
  fields: { name: `Key ${n}`, enabled: true },
  keyHash: `hash-${n}`,
  keyPrefix: `ow_${n}`,
});

describe('API key queries stay within their embedder', () => {
  it('each embedder lists, reads and changes only its own keys', async () => {
    const [acme, second] = t.embedder;
    const mine = await insertApiKey(t.db, acme, key(1));
    const theirs = await insertApiKey(t.db, second, key(2));
    expect((await rowsOf(acme.embedderId)).map((row) => row.id)).toContain(mine.id);
    expect((await rowsOf(second.embedderId)).map((row) => row.id)).toEqual([theirs.id]);

    await expectListsOnlyMine(apiKeyList(t.db, acme), [mine, theirs], await rowsOf(acme.embedderId));

    expect(await findApiKey(t.db, acme, { id: theirs.id })).toBeNull();
    expect(await findApiKey(t.db, acme, { id: theirs.id, lock: true })).toBeNull();
    expect(await findApiKey(t.db, second, { id: theirs.id })).toMatchObject({ name: 'Key 2' });

    const theirsBefore = await rowsOf(second.embedderId);
    expect(await updateApiKeyRow(t.db, acme, { id: theirs.id, change: { revoke: true } })).toBeNull();
    expect(await updateApiKeyRow(t.db, acme, { id: theirs.id, change: { name: 'Stolen' } })).toBeNull();
    expect(await rowsOf(second.embedderId)).toEqual(theirsBefore);
    expect(await updateApiKeyRow(t.db, acme, { id: mine.id, change: { revoke: true } })).toMatchObject({
      revokedAt: expect.any(String),
    });
  });
});
