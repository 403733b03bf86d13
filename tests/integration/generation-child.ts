/**
 * Offer generation in a process of its own, for the crash-resume test (server/offers/campaign-generation-crash.test.ts):
 * `tsx tests/integration/generation-child.ts <databaseUrl> <campaignId> <batchSize> <pauseMs>`. Each batch waits
 * `pauseMs` before it commits, so the parent can SIGKILL it while batches are in the ledger and one is in flight.
 */
import { createDb, createPool } from '../../server/db/pool.ts';
import { silentProgress } from '../../server/jobs/job-progress.ts';
import { createLogger } from '../../server/logger.ts';
import { generateCampaignOffers } from '../../server/offers/campaign-generation.ts';

const [url, campaignId, batchSize, pauseMs] = process.argv.slice(2);
if (!url || !campaignId) throw new Error('usage: generation-child.ts <databaseUrl> <campaignId> <batchSize> <pauseMs>');
const pool = createPool(url, createLogger({ level: 'silent', pretty: false }), 3);
const result = await generateCampaignOffers(createDb(pool), campaignId, silentProgress(), {
  batchSize: Number(batchSize ?? 100),
  beforeCommit: (batch) => {
    process.stdout.write(`committing ${batch}\n`);
    return new Promise((resolve) => setTimeout(resolve, Number(pauseMs ?? 0)));
  },
});
process.stdout.write(`done ${JSON.stringify(result)}\n`);
await pool.end();
