import { describe, expect, it } from 'vitest';
import { expectListsOnlyMine, twoTenantsFixture } from '../../../tests/integration/two-tenants.ts';
import { embedderApiKeys } from '../schema/index.ts';
import { apiKeyList, findApiKey, insertApiKey, updateApiKeyRow } from './api-keys.ts';
import { isolationFixture } from './isolation.test-support.ts';

const { t, rowsOf, seedBoth, expectOutOfReach } = isolationFixture(twoTenantsFixture(), 'embedder', embedderApiKeys);
const key = (n: number) => ({
  fields: { name: `Key ${n}`, enabled: true },
  keyHash: `hash-${n}`,
  keyPrefix: `ow_${n}`,
});

describe('API key queries stay within their embedder', () => {
  it('each embedder lists, reads and changes only its own keys', async () => {
    const { scopes, mine, theirs } = await seedBoth((scope, side) =>
      insertApiKey(t.db, scope, key(side === 'mine' ? 1 : 2)),
    );
    const [acme, second] = scopes;
    expect((await rowsOf(acme)).map((row) => row.id)).toContain(mine.id);
    expect((await rowsOf(second)).map((row) => row.id)).toEqual([theirs.id]);

    await expectListsOnlyMine(apiKeyList(t.db, acme), [mine, theirs], await rowsOf(acme));

    await expectOutOfReach(second, [
      () => findApiKey(t.db, acme, { id: theirs.id }),
      () => findApiKey(t.db, acme, { id: theirs.id, lock: true }),
      () => updateApiKeyRow(t.db, acme, { id: theirs.id, change: { revoke: true } }),
      () => updateApiKeyRow(t.db, acme, { id: theirs.id, change: { name: 'Stolen' } }),
    ]);
    expect(await findApiKey(t.db, second, { id: theirs.id })).toMatchObject({ name: 'Key 2' });
    expect(await updateApiKeyRow(t.db, acme, { id: mine.id, change: { revoke: true } })).toMatchObject({
      revokedAt: expect.any(String),
    });
  });
});
