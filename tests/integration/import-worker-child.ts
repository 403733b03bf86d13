/**
 * A worker process of its own for the job crash test (server/jobs/job-heartbeat.test.ts):
 * `tsx tests/integration/import-worker-child.ts <databaseUrl> <encryptionKeyHex> <batchSize> <pauseMs>` works the
 * consumer-file import queue with its heartbeat, waiting `pauseMs` after each committed batch so the parent can
 * SIGKILL it mid-run.
 */
import { createDb, createPool } from '../../server/db/pool.ts';
import { startBoss, workConsumerFileImports } from '../../server/jobs/boss.ts';
import { JobHeartbeat } from '../../server/jobs/job-heartbeat.ts';
import { createLogger } from '../../server/logger.ts';

const [url, keyHex, batchSize, pauseMs] = process.argv.slice(2);
if (!url || !keyHex) throw new Error('usage: import-worker-child.ts <databaseUrl> <keyHex> <batchSize> <pauseMs>');
const logger = createLogger({ level: 'silent', pretty: false });
const db = createDb(createPool(url, logger, 3));
const boss = await startBoss(url, logger);
let batches = 0;
await workConsumerFileImports(boss, logger, db, Buffer.from(keyHex, 'hex'), new JobHeartbeat(db, logger, 500), {
  batchSize: Number(batchSize ?? 2),
  afterBatch: async () => {
    batches += 1;
    process.stdout.write(`committed ${batches}\n`);
    await new Promise((resolve) => setTimeout(resolve, Number(pauseMs ?? 0)));
  },
});
process.stdout.write('working\n');
