import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { count, eq } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { afterAll, describe, expect, it } from 'vitest';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { seal } from '../auth/secret-box.ts';
import { consumerFileRows, consumerFiles } from '../db/schema/index.ts';
import { DEMO_EMBEDDER } from '../db/seed.ts';
import { DEMO_CAMPAIGNS } from '../db/seed-campaign.ts';
import { createLogger } from '../logger.ts';
import { HEARTBEAT_QUEUES, QUEUES, startBoss, stopBoss, workConsumerFileImports } from './boss.ts';
import { JobHeartbeat, sweepOrphanedJobs } from './job-heartbeat.ts';

/**
 * Issue 30 item 10, for real: a consumer-file import runs in a worker child process (tsx) and is killed with SIGKILL
 * mid-run. pg-boss alone would leave the job active, the file "running" with frozen progress, for its 15-minute
 * expiry and then start over from row 1. Here the next worker (this process, "after restart") re-queues it within
 * 60 s and the import continues after its last committed batch.
 */
const CHILD = fileURLToPath(new URL('../../tests/integration/import-worker-child.ts', import.meta.url));
const ROWS = 40;
const BATCH = 2;
const HEADER = 'uuid,firstName,middleName,lastName,suffix,address,city,county,state,zipcode,ssn,email,dob';
const row = (n: number) =>
  `k-${n},Ada${n},,Lovelace,,${n} Main St,Denver,Denver,CO,80202,123-45-${String(6000 + n)},a${n}@example.com,12-10-1985`;

const ctx = seededApp();
const logger = createLogger({ level: 'silent', pretty: false });
const children: ChildProcess[] = [];
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const fileOf = async (id: string) => (await ctx.db.select().from(consumerFiles).where(eq(consumerFiles.id, id)))[0];

describe('a job whose worker is killed', () => {
  it('is re-queued within 60 s after restart and continues from its ledger', async () => {
    const csv = `${HEADER}\n${Array.from({ length: ROWS }, (_, n) => row(n + 1)).join('\n')}\n`;
    const [file] = await ctx.db
      .insert(consumerFiles)
      .values({
        embedderId: DEMO_EMBEDDER.id,
        campaignId: DEMO_CAMPAIGNS.next.id,
        fileName: 'crash.csv',
        content: seal(ctx.deps.encryptionKey, csv),
      })
      .returning({ id: consumerFiles.id });
    const fileId = file?.id ?? '';
    const boss: PgBoss = await startBoss(ctx.url, logger);
    cleanups.push(() => stopBoss(boss));
    await boss.send(QUEUES.consumerFileImport, { fileId }, { retryLimit: 5, retryDelay: 1 });

    // 300 ms after each batch: the whole run would take 6 s; it is killed after 3 committed batches.
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', CHILD, ctx.url, ctx.deps.encryptionKey.toString('hex'), String(BATCH), '300'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    children.push(child);
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const deadline = Date.now() + 60_000;
    while (((await fileOf(fileId))?.rowsDone ?? 0) < 3 * BATCH) {
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the child ended or stalled: ${output}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    child.kill('SIGKILL');
    await new Promise((resolve) =>
      child.exitCode !== null || child.signalCode ? resolve(null) : child.once('exit', resolve),
    );
    const killedAt = Date.now();
    const frozen = await fileOf(fileId);
    expect(frozen?.status).toBe('running');
    expect(frozen?.rowsDone).toBeGreaterThanOrEqual(3 * BATCH);
    expect(frozen?.rowsDone).toBeLessThan(ROWS);

    // "Restart": this process's worker, with the sweep every worker process runs.
    const heartbeat = new JobHeartbeat(ctx.db, logger);
    const stopSweep = sweepOrphanedJobs(ctx.db, logger, HEARTBEAT_QUEUES, 2_000);
    cleanups.push(() => {
      heartbeat.stop();
      stopSweep();
    });
    const resumedBatches: number[] = [];
    await workConsumerFileImports(boss, logger, ctx.db, ctx.deps.encryptionKey, heartbeat, {
      batchSize: BATCH,
      afterBatch: async () => {
        resumedBatches.push((await fileOf(fileId))?.rowsDone ?? -1);
      },
    });
    while ((await fileOf(fileId))?.status !== 'complete') {
      if (Date.now() - killedAt > 60_000) throw new Error('not re-queued within 60 s');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(Date.now() - killedAt).toBeLessThan(60_000);
    expect(await fileOf(fileId)).toMatchObject({ rowsDone: ROWS, validRows: ROWS, errorRows: 0 });
    // Continued after the last committed batch, not from row 1, and no row twice.
    expect(resumedBatches[0]).toBe((frozen?.rowsDone ?? 0) + BATCH);
    const [stored] = await ctx.db
      .select({ n: count() })
      .from(consumerFileRows)
      .where(eq(consumerFileRows.fileId, fileId));
    expect(stored?.n).toBe(ROWS);
  }, 150_000);
});
