import { asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME } from '../../../domain/catalog/embedder-theme.ts';
import { DEFAULT_CAMPAIGN_SETTINGS } from '../../../domain/validation/embedder.ts';
import { twoTenantsFixture } from '../../../tests/integration/two-tenants.ts';
import { consumers, embedders, fiEmbedderBlocklist } from '../schema/index.ts';
import {
  bumpConsumerOffers,
  bumpConsumerOffersOfEmbedders,
  consumerTheme,
  embedderCodeTaken,
  embedderName,
  findEmbedder,
  insertEmbedder,
  lendersByNumber,
  lockFiBlocklist,
  readEmbedderOptions,
  readFiBlocklist,
  readTheme,
  replaceFiBlocklist,
  saveEmbedderOptions,
  saveTheme,
  updateEmbedderRow,
} from './embedders.ts';

const t = twoTenantsFixture();

/** Read around the query module, for before/after comparisons. */
const embedderRow = async (id: string) => {
  const [row] = await t.db.select().from(embedders).where(eq(embedders.id, id));
  if (!row) throw new Error('no such embedder');
  return row;
};
const blocklistOf = (embedderId: string) =>
  t.db
    .select({ fiId: fiEmbedderBlocklist.fiId })
    .from(fiEmbedderBlocklist)
    .where(eq(fiEmbedderBlocklist.embedderId, embedderId))
    .orderBy(asc(fiEmbedderBlocklist.fiId));
const versionsOf = (embedderId: string) =>
  t.db
    .select({ id: consumers.id, version: consumers.offersVersion })
    .from(consumers)
    .where(eq(consumers.embedderId, embedderId))
    .orderBy(asc(consumers.id));
const fieldsOf = (row: Awaited<ReturnType<typeof embedderRow>>) => ({
  name: row.name,
  code: row.code,
  customDomain: row.customDomain,
  reportsDashboardId: row.reportsDashboardId,
  logoUrl: row.logoUrl,
  faviconUrl: row.faviconUrl,
  exitRedirectUrl: row.exitRedirectUrl,
  exitButtonLabel: row.exitButtonLabel,
  forceNewDocumentVerificationSession: row.forceNewDocumentVerificationSession,
  prioritizeLocalLenderOffers: row.prioritizeLocalLenderOffers,
});

describe('embedder queries stay within their embedder', () => {
  it('the profile and its name are the scope’s embedder’s', async () => {
    for (const embedder of t.embedder) {
      const row = await embedderRow(embedder.embedderId);
      expect(await findEmbedder(t.db, embedder)).toMatchObject({ embedderId: row.number, code: row.code });
      expect(await findEmbedder(t.db, embedder, { lock: true })).toMatchObject({ embedderId: embedder.embedderNumber });
      expect(await embedderName(t.db, embedder)).toBe(row.name);
    }
  });

  it('a code is taken by another embedder, never by the scope’s own; an admin asks about every one', async () => {
    const [acme, second] = t.embedder;
    const acmeCode = (await embedderRow(acme.embedderId)).code;
    const secondCode = (await embedderRow(second.embedderId)).code;
    expect(await embedderCodeTaken(t.db, acme, { code: acmeCode })).toBe(false);
    expect(await embedderCodeTaken(t.db, second, { code: acmeCode })).toBe(true);
    expect(await embedderCodeTaken(t.db, acme, { code: secondCode })).toBe(true);
    expect(await embedderCodeTaken(t.db, t.admin, { code: acmeCode })).toBe(true);
    expect(await embedderCodeTaken(t.db, t.admin, { code: 'nobody-has-this-code' })).toBe(false);
  });

  it('a profile update changes only the scope’s embedder', async () => {
    const [acme, second] = t.embedder;
    const acmeBefore = await embedderRow(acme.embedderId);
    const secondBefore = await embedderRow(second.embedderId);
    const updated = await updateEmbedderRow(t.db, second, {
      ...fieldsOf(secondBefore),
      name: 'Second Embedder (renamed)',
    });
    expect(updated).toMatchObject({ embedderId: second.embedderNumber, name: 'Second Embedder (renamed)' });
    expect((await embedderRow(second.embedderId)).name).toBe('Second Embedder (renamed)');
    expect(await embedderRow(acme.embedderId)).toEqual(acmeBefore);
  });

  it('an admin’s insert adds one embedder and changes none', async () => {
    const [acme, second] = t.embedder;
    const acmeBefore = await embedderRow(acme.embedderId);
    const secondBefore = await embedderRow(second.embedderId);
    const { id, row } = await insertEmbedder(t.db, t.admin, {
      ...fieldsOf(secondBefore),
      name: 'Third Embedder',
      code: 'third-embedder',
      customDomain: null,
      reportsDashboardId: null,
    });
    expect(row).toMatchObject({ name: 'Third Embedder', code: 'third-embedder' });
    expect((await embedderRow(id)).code).toBe('third-embedder');
    expect(await embedderRow(acme.embedderId)).toEqual(acmeBefore);
    expect(await embedderRow(second.embedderId)).toEqual(secondBefore);
  });

  it('the theme is read and saved as the scope’s embedder’s only', async () => {
    const [acme, second] = t.embedder;
    const acmeBefore = await embedderRow(acme.embedderId);
    expect(await readTheme(t.db, second)).toBeNull();
    const theme = { ...DEFAULT_THEME, primary: '#123456' };
    await saveTheme(t.db, second, { theme, css: ':root{--isolation:1}' });
    expect(await readTheme(t.db, second, { lock: true })).toEqual(theme);
    expect((await embedderRow(second.embedderId)).themeCss).toBe(':root{--isolation:1}');
    expect(await readTheme(t.db, acme)).toEqual(acmeBefore.theme);
    expect(await embedderRow(acme.embedderId)).toEqual(acmeBefore);
  });

  it('the lender blocklist is read and replaced for the scope’s embedder only', async () => {
    const [acme, second] = t.embedder;
    const [summit, harbor] = t.fi;
    // Acme blocks harbor; second blocks nobody.
    await replaceFiBlocklist(t.db, acme, { fiIds: [harbor.fiId] });
    const blockedBy = async (embedder: typeof acme) =>
      (await readFiBlocklist(t.db, embedder)).filter((entry) => entry.blocked).map((entry) => entry.fiId);
    expect(await blockedBy(acme)).toEqual([harbor.fiNumber]);
    expect(await blockedBy(second)).toEqual([]);
    // Both list every lender once.
    expect((await readFiBlocklist(t.db, second)).length).toBe((await readFiBlocklist(t.db, acme)).length);

    // Second's replace (under its lock) leaves acme's row as it was.
    const acmeBefore = await blocklistOf(acme.embedderId);
    await t.db.transaction(async (tx) => {
      await lockFiBlocklist(tx, second);
      const found = await lendersByNumber(tx, [summit.fiNumber, harbor.fiNumber]);
      await replaceFiBlocklist(tx, second, { fiIds: found.map((lender) => lender.id) });
    });
    expect((await blocklistOf(second.embedderId)).map((row) => row.fiId).sort()).toEqual(
      [summit.fiId, harbor.fiId].sort(),
    );
    expect(await blocklistOf(acme.embedderId)).toEqual(acmeBefore);
    // Emptying acme's leaves second's.
    await replaceFiBlocklist(t.db, acme, { fiIds: [] });
    expect(await blocklistOf(acme.embedderId)).toEqual([]);
    expect((await blocklistOf(second.embedderId)).length).toBe(2);
    await replaceFiBlocklist(t.db, second, { fiIds: [] });
  });

  it('campaign settings and approved products are read and saved for the scope’s embedder only', async () => {
    const [acme, second] = t.embedder;
    const acmeBefore = await readEmbedderOptions(t.db, acme);
    const settings = { ...DEFAULT_CAMPAIGN_SETTINGS, ...acmeBefore.settings };
    const changed = Object.fromEntries(
      Object.entries(settings).map(([key, value]) => [key, typeof value === 'boolean' ? !value : value]),
    ) as typeof settings;
    const productTypes = acmeBefore.productTypes.slice(0, 1);
    await saveEmbedderOptions(t.db, second, { settings: changed, productTypes });
    const secondAfter = await readEmbedderOptions(t.db, second, { lock: true });
    expect(secondAfter.settings).toEqual(changed);
    expect(secondAfter.productTypes).toEqual(productTypes);
    expect(await readEmbedderOptions(t.db, acme)).toEqual(acmeBefore);
    const acmeRow = await embedderRow(acme.embedderId);
    expect(acmeRow.approvedProducts).not.toEqual(productTypes);
  });

  it('a consumer-offers bump reaches only the scope’s embedder’s consumers', async () => {
    const [acme, second] = t.embedder;
    // One of acme's consumers moves to second, so both have consumers.
    const [moved] = await versionsOf(acme.embedderId);
    if (!moved) throw new Error('the seed has no consumer of acme');
    await t.db.update(consumers).set({ embedderId: second.embedderId }).where(eq(consumers.id, moved.id));
    const acmeBefore = await versionsOf(acme.embedderId);
    const secondBefore = await versionsOf(second.embedderId);
    expect(acmeBefore.length).toBeGreaterThan(0);
    expect(secondBefore.length).toBe(1);

    await bumpConsumerOffers(t.db, second);
    expect(await versionsOf(second.embedderId)).toEqual(
      secondBefore.map((row) => ({ ...row, version: row.version + 1 })),
    );
    expect(await versionsOf(acme.embedderId)).toEqual(acmeBefore);

    await bumpConsumerOffers(t.db, acme);
    expect(await versionsOf(acme.embedderId)).toEqual(acmeBefore.map((row) => ({ ...row, version: row.version + 1 })));
    expect(await versionsOf(second.embedderId)).toEqual(
      secondBefore.map((row) => ({ ...row, version: row.version + 1 })),
    );

    // The lender-side bump names its embedders; an empty list changes nothing.
    await bumpConsumerOffersOfEmbedders(t.db, []);
    await bumpConsumerOffersOfEmbedders(t.db, [second.embedderId]);
    expect(await versionsOf(second.embedderId)).toEqual(
      secondBefore.map((row) => ({ ...row, version: row.version + 2 })),
    );
    expect(await versionsOf(acme.embedderId)).toEqual(acmeBefore.map((row) => ({ ...row, version: row.version + 1 })));
    await t.db
      .update(consumers)
      .set({ embedderId: acme.embedderId })
      .where(inArray(consumers.id, [moved.id]));
  });
});

describe('the consumer theme stays within its consumer', () => {
  it('answers the theme of the embedder the scope’s consumer came from', async () => {
    const [garcia, other] = t.consumer;
    const [acme, second] = t.embedder;
    // The other consumer came from the second embedder, whose colours differ from acme's.
    const secondTheme = { ...DEFAULT_THEME, primary: '#654321' };
    await saveTheme(t.db, second, { theme: secondTheme, css: ':root{}' });
    await t.db.update(consumers).set({ embedderId: second.embedderId }).where(eq(consumers.id, other.consumerId));
    expect(await consumerTheme(t.db, other)).toEqual(secondTheme);
    expect(await consumerTheme(t.db, garcia)).toEqual((await embedderRow(acme.embedderId)).theme);
    expect(await consumerTheme(t.db, garcia)).not.toEqual(secondTheme);
  });
});
