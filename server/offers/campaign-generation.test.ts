import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUREAU_FIELDS } from '../../domain/rules/bureau-fields.ts';
import { generationCampaigns } from '../../tests/integration/generation-campaigns.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { importSyntheticPopulation } from '../../tests/integration/synthetic-population.ts';
import { openBytes } from '../auth/secret-box.ts';
import { createDb, createPool } from '../db/pool.ts';
import { fromBureauVector } from '../db/schema/bureau-vector.ts';
import { DEMO_CAMPAIGNS } from '../db/seed-campaign.ts';
import type { JobProgress } from '../jobs/job-progress.ts';
import { silentProgress } from '../jobs/job-progress.ts';
import { createLogger } from '../logger.ts';
import { SandboxBureau } from '../providers/bureau.ts';
import { bureauExportContext, bureauExportFile, exportToBureau, readBureauExport } from './bureau-exchange.ts';
import { importFromBureau } from './bureau-import.ts';
import { generateCampaignOffers, offerSetHash } from './campaign-generation.ts';
import { generateOffers } from './generate-offers.ts';

let dir: string;
const POPULATION = 3_000;
/** The synthetic campaign's consumers and bureau answers, imported once; cloned campaigns copy its rows. */
let synthetic: string;

const ctx = seededApp();
const { sql, clonedCampaign, duplicates } = generationCampaigns(ctx);

/** A new campaign whose lenders are those enrolled in `enrollFrom` (minus `except`), with `from`'s bureau rows. */
const campaign = (from: string | null, enrollFrom?: string, except: string[] = [], limit?: number) =>
  clonedCampaign({
    label: 'Scale',
    status: 'ACTIVE',
    from,
    except,
    ...(enrollFrom ? { enrollFrom } : {}),
    ...(limit ? { limit } : {}),
  });

const ledger = (campaignId: string) =>
  sql<{ batches: number; consumers: number; offers: number }>(
    `select count(*)::int as batches, coalesce(sum(consumers), 0)::int as consumers,
       coalesce(sum(offers), 0)::int as offers from offer_generation_batches where campaign_id = $1`,
    [campaignId],
  ).then((rows) => rows[0] as { batches: number; consumers: number; offers: number });

/** The synthetic campaign's first `count` consumers by id: the ones a hand-written bureau answer names. */
const syntheticConsumerIds = async (count: number) =>
  (
    await sql<{ id: string }>('select id::text from consumers where campaign_id = $1 order by id limit $2', [
      synthetic,
      count,
    ])
  ).map((row) => row.id);

/** Writes a bureau answer of these lines into the data folder; answers the file's path. */
async function answerFile(name: string, lines: readonly string[]) {
  const file = path.join(dir, name);
  await writeFile(file, `${lines.join('\n')}\n`);
  return file;
}

/** A progress that records what it is told and aborts once `abortAfter` batches were advanced. */
function recordingProgress(abortAfter = Number.POSITIVE_INFINITY) {
  const controller = new AbortController();
  const seen = { total: 0, advanced: 0, advances: 0 };
  const progress: JobProgress = {
    total: (rows) => {
      seen.total = rows;
    },
    advance: (rows) => {
      seen.advanced += rows;
      seen.advances++;
      if (seen.advances >= abortAfter) controller.abort();
    },
    signal: controller.signal,
  };
  return { progress, seen };
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'offerwell-scale-'));
  synthetic = await campaign(null);
  const imported = await importSyntheticPopulation(ctx, {
    campaignId: synthetic,
    label: 'Scale',
    count: POPULATION,
    dir,
  });
  expect(imported).toEqual({ rows: POPULATION, errors: [] });
}, 60_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('generateCampaignOffers', () => {
  it('makes the same offers as generateOffers on the demo campaigns, in any batch size', async () => {
    for (const demo of [DEMO_CAMPAIGNS.current.id, DEMO_CAMPAIGNS.expired.id]) {
      const old = await campaign(demo, demo);
      const scaled = await campaign(demo, demo);
      await generateOffers(ctx.db, old);
      const result = await generateCampaignOffers(ctx.db, scaled, silentProgress(), { batchSize: 7 });
      const expected = await offerSetHash(ctx.db, old);
      expect(await offerSetHash(ctx.db, scaled)).toEqual(expected);
      expect(result.offers).toBe(expected.count);
      expect(expected.count).toBeGreaterThan(10);
    }
  });

  it('writes in turn on one connection when the pool has none to spare for a second writer', async () => {
    const reference = await campaign(synthetic, undefined, [], 1_000);
    await generateCampaignOffers(ctx.db, reference, silentProgress(), { batchSize: 100 });
    const target = await campaign(synthetic, undefined, [], 1_000);
    // A pool of two: the writer and the reader, nothing to spare.
    const small = createPool(ctx.pool.options.connectionString as string, createLogger({ level: 'silent' }), 2);
    try {
      const result = await generateCampaignOffers(createDb(small), target, silentProgress(), { batchSize: 100 });
      expect(result.consumers).toBe(1_000);
      expect(await offerSetHash(ctx.db, target)).toEqual(await offerSetHash(ctx.db, reference));
      expect(small.totalCount).toBeLessThanOrEqual(2);
    } finally {
      await small.end();
    }
  });

  it('makes the same offers as generateOffers on a sandbox bureau population', async () => {
    // generateOffers holds all in memory and inserts in one statement: 600 consumers is within its reach.
    const old = await campaign(synthetic, undefined, [], 600);
    const scaled = await campaign(synthetic, undefined, [], 600);
    await generateOffers(ctx.db, old);
    const { progress, seen } = recordingProgress();
    const result = await generateCampaignOffers(ctx.db, scaled, progress, { batchSize: 100 });
    const expected = await offerSetHash(ctx.db, old);
    expect(await offerSetHash(ctx.db, scaled)).toEqual(expected);
    expect(result).toEqual({ consumers: 600, offers: expected.count });
    // A good share of the sandbox bureau's consumers match the demo products.
    expect(expected.count).toBeGreaterThan(600 / 2);
    expect(seen).toEqual({ total: 600, advanced: 600, advances: 6 });
    // A second run finds every batch done and changes nothing.
    expect(await generateCampaignOffers(ctx.db, scaled, silentProgress(), { batchSize: 100 })).toEqual(result);
    expect(await offerSetHash(ctx.db, scaled)).toEqual(expected);
  });

  it('offers nothing from a lender that is not enrolled in the campaign, on both paths', async () => {
    const [lender] = await sql<{ fi_id: string }>(
      `select p.fi_id from offers o join products p on p.id = o.product_id
        where o.campaign_id = $1 group by p.fi_id order by count(*) desc limit 1`,
      [DEMO_CAMPAIGNS.current.id],
    );
    const fiId = lender?.fi_id as string;
    const scaled = await campaign(synthetic, DEMO_CAMPAIGNS.current.id, [fiId], 600);
    const old = await campaign(synthetic, DEMO_CAMPAIGNS.current.id, [fiId], 600);
    await generateCampaignOffers(ctx.db, scaled, silentProgress());
    await generateOffers(ctx.db, old);
    for (const id of [scaled, old]) {
      const byLender = await sql<{ fi_id: string; n: number }>(
        `select p.fi_id, count(*)::int as n from offers o join products p on p.id = o.product_id
          where o.campaign_id = $1 group by p.fi_id`,
        [id],
      );
      expect(byLender.find((row) => row.fi_id === fiId)).toBeUndefined();
      expect(byLender.reduce((sum, row) => sum + row.n, 0)).toBeGreaterThan(50);
    }
    expect(await offerSetHash(ctx.db, scaled)).toEqual(await offerSetHash(ctx.db, old));
  });

  it('stops at a batch boundary when cancelled, and a rerun finishes with the same offers', async () => {
    const reference = await campaign(synthetic);
    await generateCampaignOffers(ctx.db, reference, silentProgress(), { batchSize: 400 });
    const expected = await offerSetHash(ctx.db, reference);

    const target = await campaign(synthetic);
    const cancelled = recordingProgress(3);
    const partial = await generateCampaignOffers(ctx.db, target, cancelled.progress, { batchSize: 400 });
    expect(cancelled.progress.signal.aborted).toBe(true);
    const done = await ledger(target);
    // Whole batches only: the ledger, the offers and the progress agree.
    expect(done.consumers % 400).toBe(0);
    expect(done.consumers).toBeGreaterThanOrEqual(3 * 400);
    expect(done.consumers).toBeLessThan(POPULATION);
    expect(partial).toEqual({ consumers: done.consumers, offers: done.offers });
    expect((await offerSetHash(ctx.db, target)).count).toBe(done.offers);
    expect(cancelled.seen.advanced).toBe(done.consumers);

    const resumed = recordingProgress();
    const result = await generateCampaignOffers(ctx.db, target, resumed.progress, { batchSize: 400 });
    expect(result).toEqual({ consumers: POPULATION, offers: expected.count });
    expect(resumed.seen.total).toBe(POPULATION);
    expect(resumed.seen.advanced).toBe(POPULATION);
    expect(await offerSetHash(ctx.db, target)).toEqual(expected);
    expect(await duplicates(target)).toBe(0);
  });

  it('rolls back a batch that fails and resumes after the last committed one', async () => {
    const reference = await campaign(synthetic);
    await generateCampaignOffers(ctx.db, reference, silentProgress(), { batchSize: 250 });
    const expected = await offerSetHash(ctx.db, reference);

    const target = await campaign(synthetic);
    const crash = generateCampaignOffers(ctx.db, target, silentProgress(), {
      batchSize: 250,
      beforeCommit: (batch) => {
        if (batch === 5) throw new Error('simulated crash');
      },
    });
    await expect(crash).rejects.toThrow('simulated crash');
    expect(await ledger(target)).toMatchObject({ batches: 4, consumers: 1_000 });
    expect((await offerSetHash(ctx.db, target)).count).toBe((await ledger(target)).offers);

    // Offers of a later batch already there (a write the ledger missed) are kept, not doubled.
    await sql(
      `insert into offers (consumer_id, campaign_id, product_id, tier_id, status, terms)
       select consumer_id, $1, product_id, tier_id, status, terms from offers
        where campaign_id = $2 and consumer_id > (select last_consumer_id from offer_generation_batches
                                                   where campaign_id = $1 order by batch desc limit 1)
        order by consumer_id limit 50`,
      [target, reference],
    );
    const result = await generateCampaignOffers(ctx.db, target, silentProgress(), { batchSize: 250 });
    expect(result.consumers).toBe(POPULATION);
    expect(await offerSetHash(ctx.db, target)).toEqual(expected);
    expect(await duplicates(target)).toBe(0);
  });

  it('refuses a second run of the same campaign while one is running', async () => {
    const target = await campaign(synthetic);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const first = generateCampaignOffers(ctx.db, target, silentProgress(), {
      batchSize: 1_000,
      beforeCommit: () => gate,
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(generateCampaignOffers(ctx.db, target, silentProgress())).rejects.toThrow('already running');
    release();
    expect((await first).consumers).toBe(POPULATION);
  });
});

describe('bureau exchange', () => {
  it('reads quoted cells, numbers in any notation and a field named twice into the stored vector', async () => {
    const target = await campaign(null);
    const [a, b, c] = await syntheticConsumerIds(3);
    // A quoted county with a comma and one with a line break go through the full CSV split; the other lines are
    // read from the bytes. FICO is named twice: the later column wins.
    const file = await answerFile('quoted-answer.csv', [
      'consumer_id,state,county,zipcode,FICO,AGE,REVOLVING_UTILIZATION,fico',
      `${a},CO,"Denver, City and County of",80202,700,41,33.30,701`,
      `${b},CO,"Two\nLines",80202, 7.2e2 ,,0,722`,
      `${c},CO,Denver,,650,18,12.5,651`,
    ]);
    const result = await importFromBureau(ctx.db, target, file, silentProgress(), { dataDir: dir, batchSize: 2 });
    expect(result).toEqual({ rows: 3, errors: [] });
    const stored = await sql<{ id: string; attributes: (number | null)[]; county: string; zipcode: string | null }>(
      'select consumer_id::text as id, attributes, county, zipcode from bureau_attributes where campaign_id = $1',
      [target],
    );
    const byId = new Map(stored.map((row) => [row.id, { ...row, attributes: fromBureauVector(row.attributes) }]));
    expect(byId.get(a as string)).toMatchObject({
      county: 'Denver, City and County of',
      attributes: { FICO: 701, AGE: 41, REVOLVING_UTILIZATION: 33.3 },
    });
    expect(byId.get(b as string)).toMatchObject({
      county: 'Two\nLines',
      attributes: { FICO: 722, REVOLVING_UTILIZATION: 0 },
    });
    expect(byId.get(b as string)?.attributes.AGE).toBeUndefined();
    expect(byId.get(c as string)).toMatchObject({
      zipcode: null,
      attributes: { FICO: 651, AGE: 18, REVOLVING_UTILIZATION: 12.5 },
    });
    expect(stored.every((row) => row.attributes.length === BUREAU_FIELDS.length)).toBe(true);
  });

  it('imports an answer file, reporting bad rows with their line number, and upserts on a rerun', async () => {
    const target = await campaign(null);
    const [a, b] = await syntheticConsumerIds(2);
    const file = await answerFile('small-answer.csv', [
      'consumer_id,state,county,zipcode,FICO,COLLECTIONS_COUNT,NOT_A_FIELD',
      `${a},co,Denver,80202,720,0,1`,
      `${b},CO,Denver,80202,9000,0,1`,
      `${randomUUID()},CO,,,700,0,1`,
      'not-a-uuid,CO,,,700,0,1',
      `${b},CO,Denver,80202,700`,
      `${b},Colorado,Denver,80202,700,0,1`,
    ]);
    const { progress, seen } = recordingProgress();
    const result = await importFromBureau(ctx.db, target, file, progress, { dataDir: dir, batchSize: 2 });
    expect(result.rows).toBe(1);
    expect(result.errors).toEqual([
      { row: 1, message: "Unknown bureau field 'NOT_A_FIELD': column ignored" },
      { row: 3, message: 'FICO must be a number from 300 to 850' },
      { row: 4, message: 'consumer_id is not a consumer of Offerwell' },
      { row: 5, message: 'consumer_id must be a uuid' },
      { row: 6, message: 'The row does not have the same number of cells as the header' },
      { row: 7, message: 'state must be a two-letter state code' },
    ]);
    expect(seen.total).toBe(6);
    expect(seen.advanced).toBe(6);
    const stored = await sql<{ attributes: (number | null)[]; state: string }>(
      'select attributes, state from bureau_attributes where campaign_id = $1',
      [target],
    );
    expect(stored.map((row) => ({ ...row, attributes: fromBureauVector(row.attributes) }))).toEqual([
      { attributes: { FICO: 720, COLLECTIONS_COUNT: 0 }, state: 'CO' },
    ]);

    await writeFile(file, `consumer_id,state,county,zipcode,FICO\n${a},WY,Laramie,82001,640\n`);
    expect(await importFromBureau(ctx.db, target, file, silentProgress(), { dataDir: dir })).toEqual({
      rows: 1,
      errors: [],
    });
    expect(
      (
        await sql<{ attributes: (number | null)[] }>(
          'select attributes, state, county, zipcode from bureau_attributes where campaign_id = $1',
          [target],
        )
      ).map((row) => ({ ...row, attributes: fromBureauVector(row.attributes) })),
    ).toEqual([{ attributes: { FICO: 640 }, state: 'WY', county: 'Laramie', zipcode: '82001' }]);
  });

  it('keeps the later line of a consumer named in two batches of a first import', async () => {
    const target = await campaign(null);
    const [a, b, c] = await syntheticConsumerIds(3);
    // Batches of 2: [a, b], [c, a] — the second batch's COPY meets a's row of the first (the unique key) and goes
    // through the upsert instead; a missing consumer in it is still reported with its line.
    const file = await answerFile('twice-answer.csv', [
      'consumer_id,state,county,zipcode,FICO',
      `${a},CO,Denver,80202,700`,
      `${b},CO,Denver,80202,710`,
      `${c},CO,Denver,80202,720`,
      `${a},WY,Laramie,82001,730`,
      `${randomUUID()},CO,,,700`,
    ]);
    const result = await importFromBureau(ctx.db, target, file, silentProgress(), { dataDir: dir, batchSize: 2 });
    expect(result.errors).toEqual([{ row: 6, message: 'consumer_id is not a consumer of Offerwell' }]);
    const stored = await sql<{ id: string; attributes: (number | null)[]; state: string }>(
      'select consumer_id::text as id, attributes, state from bureau_attributes where campaign_id = $1 order by 1',
      [target],
    );
    expect(stored.map((row) => [row.id, row.state, fromBureauVector(row.attributes).FICO])).toEqual(
      [
        [a, 'WY', 730],
        [b, 'CO', 710],
        [c, 'CO', 720],
      ].sort((x, y) => String(x[0]).localeCompare(String(y[0]))),
    );
  });

  it('refuses a file without the required columns', async () => {
    const file = path.join(dir, 'no-state.csv');
    await writeFile(file, 'consumer_id,FICO\n');
    expect(await importFromBureau(ctx.db, await campaign(null), file, silentProgress(), { dataDir: dir })).toEqual({
      rows: 0,
      errors: [{ row: 1, message: 'The header lacks state, county, zipcode' }],
    });
  });

  it('exports the campaign, gets the sandbox answer, imports it and deletes the export', async () => {
    const options = { dataDir: dir, encryptionKey: ctx.deps.encryptionKey };
    const exported = await exportToBureau(ctx.db, DEMO_CAMPAIGNS.current.id, silentProgress(), options);
    const [count] = await sql<{ n: number }>('select count(*)::int as n from consumers where campaign_id = $1', [
      DEMO_CAMPAIGNS.current.id,
    ]);
    expect(exported).toEqual({ file: bureauExportFile(DEMO_CAMPAIGNS.current.id, options), rows: count?.n });
    // Sealed at rest (issue 29): no name or SSN on disk; it opens only with the key and this campaign's context.
    const stored = await readFile(exported.file);
    const [someone] = await sql<{ last_name: string }>('select last_name from consumers where campaign_id = $1', [
      DEMO_CAMPAIGNS.current.id,
    ]);
    expect(stored.includes(Buffer.from(String(someone?.last_name)))).toBe(false);
    expect(() => openBytes(ctx.deps.encryptionKey, stored, bureauExportContext(DEMO_CAMPAIGNS.next.id))).toThrow();
    const text = openBytes(ctx.deps.encryptionKey, stored, bureauExportContext(DEMO_CAMPAIGNS.current.id)).toString();
    expect(text.split('\n')[0]).toBe('consumer_id,first_name,last_name,street,city,county,state,zipcode,ssn,dob');
    expect(text.split('\n')).toHaveLength((count?.n ?? 0) + 2);
    expect(text).toContain(String(someone?.last_name));
    const opened = () => readBureauExport(exported.file, options, DEMO_CAMPAIGNS.current.id);

    const answer = path.join(dir, 'demo-answer.csv');
    await new SandboxBureau().answer(await opened(), answer);
    const again = path.join(dir, 'demo-answer-again.csv');
    await new SandboxBureau().answer(await opened(), again);
    expect(await readFile(again, 'utf8')).toBe(await readFile(answer, 'utf8'));
    expect(await readFile(answer, 'utf8')).not.toContain('@example.com');

    // The answer goes back into the campaign it was exported for (upsert over the seed's rows).
    const states = `select consumer_id::text, state from bureau_attributes where campaign_id = $1 order by consumer_id`;
    const before = await sql(states, [DEMO_CAMPAIGNS.current.id]);
    const imported = await importFromBureau(ctx.db, DEMO_CAMPAIGNS.current.id, answer, silentProgress(), options);
    expect(imported).toEqual({ rows: count?.n, errors: [] });
    expect(existsSync(exported.file)).toBe(false);
    // The export's geography (opened from the sealed PII) went through the bureau unchanged.
    expect(await sql(states, [DEMO_CAMPAIGNS.current.id])).toEqual(before);
  });
});
