import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectListsOnlyMine, twoTenantsFixture } from '../../../tests/integration/two-tenants.ts';
import { embedderSiteKeys } from '../schema/index.ts';
import { deleteSiteKeyRow, findSiteKey, insertSiteKey, siteKeyList, updateSiteKeyRow } from './site-keys.ts';

const t = twoTenantsFixture();

const rowsOf = (embedderId: string) =>
  t.db.select().from(embedderSiteKeys).where(eq(embedderSiteKeys.embedderId, embedderId));
const fields = (name: string) => ({ name, enabled: true, approvedOrigins: ['https://a.example'] });

describe('site key queries stay within their embedder', () => {
  it('each embedder lists, reads, changes and deletes only its own keys', async () => {
    const [acme, second] = t.embedder;
    const mine = await insertSiteKey(t.db, acme, { fields: fields('Mine') });
    const theirs = await insertSiteKey(t.db, second, { fields: fields('Theirs') });
    expect((await rowsOf(second.embedderId)).map((row) => row.id)).toEqual([theirs.id]);

    await expectListsOnlyMine(siteKeyList(t.db, acme), [mine, theirs], await rowsOf(acme.embedderId));

    expect(await findSiteKey(t.db, acme, { id: theirs.id })).toBeNull();
    expect(await findSiteKey(t.db, acme, { id: theirs.id, lock: true })).toBeNull();
    expect(await findSiteKey(t.db, second, { id: theirs.id })).toMatchObject({ name: 'Theirs' });

    const theirsBefore = await rowsOf(second.embedderId);
    expect(await updateSiteKeyRow(t.db, acme, { id: theirs.id, fields: fields('Stolen') })).toBeNull();
    expect(await deleteSiteKeyRow(t.db, acme, { id: theirs.id })).toBeNull();
    expect(await rowsOf(second.embedderId)).toEqual(theirsBefore);

    expect(await updateSiteKeyRow(t.db, acme, { id: mine.id, fields: fields('Renamed') })).toMatchObject({
      name: 'Renamed',
    });
    expect(await deleteSiteKeyRow(t.db, acme, { id: mine.id })).toMatchObject({ name: 'Renamed' });
  });
});
