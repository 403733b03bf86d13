import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generationCampaigns } from '../../tests/integration/generation-campaigns.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { importSyntheticPopulation } from '../../tests/integration/synthetic-population.ts';
import { silentProgress } from '../jobs/job-progress.ts';
import { generateCampaignOffers, offerSetHash } from './campaign-generation.ts';

/**
 * Issue 13 §5, for real: offer generation runs in a child process (tsx) on the test's embedded PostgreSQL, is killed
 * with SIGKILL while batches are in the ledger and one is in flight, and a rerun in this process finishes with the
 * offer set of an uninterrupted run (same hash), without duplicates. campaign-generation.ts is only called.
 */
const CHILD = fileURLToPath(new URL('../../tests/integration/generation-child.ts', import.meta.url));
const POPULATION = 1_500;
const BATCH = 100;

let dir: string;
let population: string;
const children: ChildProcess[] = [];

const ctx = seededApp();
const { sql, clonedCampaign, duplicates } = generationCampaigns(ctx);

/** A campaign with the demo current campaign's lenders and the population's bureau answers. */
const campaignOfPopulation = () => clonedCampaign({ label: 'Crash', status: 'SCHEDULED', from: population });

const ledger = (campaignId: string) =>
  sql<{ batches: number; distinct: number; consumers: number; last: number }>(
    `select count(*)::int as batches, count(distinct batch)::int as distinct,
       coalesce(sum(consumers), 0)::int as consumers, coalesce(max(batch), 0)::int as last
       from offer_generation_batches where campaign_id = $1`,
    [campaignId],
  ).then((rows) => rows[0] as { batches: number; distinct: number; consumers: number; last: number });

const exited = (child: ChildProcess) =>
  new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null)
      resolve({ code: child.exitCode, signal: child.signalCode });
    else child.once('exit', (code, signal) => resolve({ code, signal }));
  });

/** The killed run's connection may hold the campaign's advisory lock a moment longer: the rerun waits for it. */
async function rerun(campaignId: string) {
  const until = Date.now() + 10_000;
  for (;;) {
    try {
      return await generateCampaignOffers(ctx.db, campaignId, silentProgress(), { batchSize: BATCH });
    } catch (error) {
      if (!String(error).includes('already running') || Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'offerwell-crash-'));
  population = randomUUID();
  await sql(
    `insert into uc_campaigns (id, name, status, starts_at, expires_at)
     values ($1, 'Crash population', 'SCHEDULED', now(), now() + interval '90 days')`,
    [population],
  );
  const imported = await importSyntheticPopulation(ctx, {
    campaignId: population,
    label: 'Crash',
    count: POPULATION,
    dir,
  });
  expect(imported).toEqual({
    rows: POPULATION,
    errors: [],
  });
}, 60_000);

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await rm(dir, { recursive: true, force: true });
});

describe('offer generation killed with SIGKILL in a child process', () => {
  it('resumes to the offer set of an uninterrupted run, without duplicates', async () => {
    const uninterrupted = await campaignOfPopulation();
    await generateCampaignOffers(ctx.db, uninterrupted, silentProgress(), { batchSize: BATCH });
    const expected = await offerSetHash(ctx.db, uninterrupted);
    expect(expected.count).toBeGreaterThan(POPULATION / 2);
    const batches = Math.ceil(POPULATION / BATCH);

    const crashed = await campaignOfPopulation();
    // 200 ms before each commit: the whole run would take 3 s; it is killed after 3 committed batches.
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD, ctx.url, crashed, String(BATCH), '200'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    // Generous: under a loaded CI machine the child's tsx start alone has taken most of 20 s.
    const deadline = Date.now() + 60_000;
    while ((await ledger(crashed)).batches < 3) {
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the child ended or stalled: ${output}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    child.kill('SIGKILL');
    expect(await exited(child)).toEqual({ code: null, signal: 'SIGKILL' });
    expect(output).not.toContain('done');

    // Killed mid-way: some batches committed, the rest not; what is there is a prefix of the run.
    const partial = await ledger(crashed);
    expect(partial.batches).toBeGreaterThanOrEqual(3);
    expect(partial.batches).toBeLessThan(batches);
    expect(partial).toMatchObject({ distinct: partial.batches, last: partial.batches });
    const before = await offerSetHash(ctx.db, crashed);
    expect(before.count).toBeGreaterThan(0);
    expect(before.count).toBeLessThan(expected.count);

    const resumed = await rerun(crashed);
    expect(resumed).toEqual({ consumers: POPULATION, offers: expected.count });
    expect(await offerSetHash(ctx.db, crashed)).toEqual(expected);
    expect(await duplicates(crashed)).toBe(0);
    expect(await ledger(crashed)).toEqual({ batches, distinct: batches, consumers: POPULATION, last: batches });
  }, 120_000);
});
