import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { twoTenantsFixture } from '../../../tests/integration/two-tenants.ts';
import { consumerFileErrors, consumerFiles, ucCampaigns } from '../schema/index.ts';
import { consumerFileErrorList, consumerFileList, findConsumerFile, insertConsumerFile } from './consumer-files.ts';
import { exactCount } from './list-source.ts';

const t = twoTenantsFixture();

const file = (campaignId: string, fileName: string) => ({
  campaignId,
  fileName,
  sealedContent: 'sealed',
  uploadedBy: 'tester',
  rowsTotal: 2,
});
const rowsOf = (embedderId: string) =>
  t.db.select().from(consumerFiles).where(eq(consumerFiles.embedderId, embedderId));

describe('consumer file queries stay within their embedder', () => {
  it('each embedder adds, lists and finds only its own files and their errors', async () => {
    const [acme, second] = t.embedder;
    const [campaign] = await t.db.select({ id: ucCampaigns.id }).from(ucCampaigns).limit(1);
    const mine = await insertConsumerFile(t.db, acme, file(campaign?.id ?? '', 'mine.csv'));
    const theirs = await insertConsumerFile(t.db, second, file(campaign?.id ?? '', 'theirs.csv'));
    expect((await rowsOf(second.embedderId)).map((row) => row.id)).toEqual([theirs]);
    await t.db.insert(consumerFileErrors).values([
      { fileId: mine, row: 1, field: 'email', message: 'mine' },
      { fileId: theirs, row: 1, field: 'email', message: 'theirs' },
    ]);

    const files = consumerFileList(t.db, acme);
    const listed = ((await files.select().where(files.where)) as { fileId: string }[]).map((row) => row.fileId);
    expect(listed).toContain(mine);
    expect(listed).not.toContain(theirs);
    expect(await exactCount(files.count(files.where))).toBe((await rowsOf(acme.embedderId)).length);

    expect(await findConsumerFile(t.db, acme, { fileId: theirs })).toBeUndefined();
    expect(await findConsumerFile(t.db, second, { fileId: theirs })).toMatchObject({ fileName: 'theirs.csv' });

    const errorsOf = async (scope: typeof acme, fileId: string) => {
      const source = consumerFileErrorList(t.db, scope, { fileId });
      return ((await source.select().where(source.where)) as { message: string }[]).map((row) => row.message);
    };
    expect(await errorsOf(acme, mine)).toEqual(['mine']);
    expect(await errorsOf(acme, theirs)).toEqual([]);
    expect(await errorsOf(second, theirs)).toEqual(['theirs']);
  });
});
