import { describe, expect, it } from 'vitest';
import { expectListsOnlyMine, twoTenantsFixture } from '../../../tests/integration/two-tenants.ts';
import { embedderSiteKeys } from '../schema/index.ts';
import { isolationFixture } from './isolation.test-support.ts';
import { deleteSiteKeyRow, findSiteKey, insertSiteKey, siteKeyList, updateSiteKeyRow } from './site-keys.ts';

const { t, rowsOf, seedBoth, expectOutOfReach } = isolationFixture(twoTenantsFixture(), 'embedder', embedderSiteKeys);
const fields = (name: string) => ({ name, enabled: true, approvedOrigins: ['https://a.example'] });

describe('site key queries stay within their embedder', () => {
  it('each embedder lists, reads, changes and deletes only its own keys', async () => {
    const names = { mine: 'Mine', theirs: 'Theirs' } as const;
    const { scopes, mine, theirs } = await seedBoth((scope, side) =>
      insertSiteKey(t.db, scope, { fields: fields(names[side]) }),
    );
    const [acme, second] = scopes;
    expect((await rowsOf(second)).map((row) => row.id)).toEqual([theirs.id]);

    await expectListsOnlyMine(siteKeyList(t.db, acme), [mine, theirs], await rowsOf(acme));

    await expectOutOfReach(second, [
      () => findSiteKey(t.db, acme, { id: theirs.id }),
      () => findSiteKey(t.db, acme, { id: theirs.id, lock: true }),
      () => updateSiteKeyRow(t.db, acme, { id: theirs.id, fields: fields('Stolen') }),
      () => deleteSiteKeyRow(t.db, acme, { id: theirs.id }),
    ]);
    expect(await findSiteKey(t.db, second, { id: theirs.id })).toMatchObject({ name: 'Theirs' });

    expect(await updateSiteKeyRow(t.db, acme, { id: mine.id, fields: fields('Renamed') })).toMatchObject({
      name: 'Renamed',
    });
    expect(await deleteSiteKeyRow(t.db, acme, { id: mine.id })).toMatchObject({ name: 'Renamed' });
  });
});
