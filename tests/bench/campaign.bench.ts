/**
 * Campaign processing at scale (issue 13): a synthetic, deterministic bureau population of N consumers (the 50
 * attributes of domain/rules/bureau-fields.ts, tests/bench/bench-population.ts) goes into a throw-away embedded
 * PostgreSQL — consumers by COPY, the bureau's answer as a CSV file — then importFromBureau and
 * generateCampaignOffers run on it exactly as the pipeline runs them, for a campaign of 20 products × 5 tiers.
 * The peer is the old all-in-memory generateOffers on the first consumers of the same data.
 *
 *   npm run bench:campaign -- --consumers 1000000 [--peer 1000] [--batch 10000]
 *
 * The last line is `campaign: <N> consumers, <offers> offers in <seconds> s` (import + generation).
 */
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import pg from 'pg';
import pgCopy from 'pg-copy-streams';
import { BUREAU_FIELDS } from '../../domain/rules/bureau-fields.ts';
import { startEmbeddedPostgres } from '../../server/db/embedded.ts';
import { applyMigrations } from '../../server/db/migrate.ts';
import { createDb, createPool } from '../../server/db/pool.ts';
import { seedDemoData } from '../../server/db/seed.ts';
import type { JobProgress } from '../../server/jobs/job-progress.ts';
import { createLogger } from '../../server/logger.ts';
import { importFromBureau } from '../../server/offers/bureau-import.ts';
import { generateCampaignOffers, offerSetHash } from '../../server/offers/campaign-generation.ts';
import { generateOffers } from '../../server/offers/generate-offers.ts';
import { BUREAU_ANSWER_COLUMNS } from '../../server/providers/bureau.ts';
import { cleanupOnStop, makeBenchDir } from './bench-dir.ts';
import { generatePopulation } from './bench-population.ts';
import { benchSetup, LENDER_COUNT } from './bench-products.ts';
import { cpuSeconds, cpuSince } from './cpu-seconds.ts';

const { values: args } = parseArgs({
  options: {
    consumers: { type: 'string', default: '1000000' },
    peer: { type: 'string', default: '1000' },
    batch: { type: 'string', default: '10000' },
    /** Seconds after which the bench stops itself (and cleans up) as a SIGTERM would stop it. */
    'time-limit': { type: 'string' },
  },
});
const N = Number(args.consumers);
const PEER = Math.min(N, Number(args.peer));
const BATCH = Number(args.batch);
const CAMPAIGN = '7b000000-0000-4000-8000-000000000001';
const PEER_OLD = '7b000000-0000-4000-8000-000000000002';
const PEER_NEW = '7b000000-0000-4000-8000-000000000003';
const consumerId = (index: number) => `00000000-0000-4000-8000-${index.toString(16).padStart(12, '0')}`;
const seconds = (since: number) => (performance.now() - since) / 1000;
const mb = (kb: number) => `${Math.round(kb / 1024)} MB`;

// BENCH_EXPLAIN=1 logs the plan of every statement over 200 ms (auto_explain) through the debug log.
const explain = process.env.BENCH_EXPLAIN === '1';
const logger = createLogger({ level: explain ? 'debug' : 'warn', pretty: false });
// The data directory (~2 GB a million consumers) goes whatever ends the bench; one left by a kill -9 goes next run.
const dir = await makeBenchDir(tmpdir(), 'offerwell-bench-campaign-', logger);
let stopDatabase: () => Promise<void> = async () => undefined;
let endPool: () => Promise<void> = async () => undefined;
const { cleanup, stopping } = cleanupOnStop(async () => {
  await endPool().catch(() => undefined);
  await stopDatabase().catch(() => undefined);
  await rm(dir, { recursive: true, force: true, maxRetries: 3 });
});
if (args['time-limit'])
  setTimeout(() => {
    console.log(`time limit of ${args['time-limit']} s reached: stopping`);
    process.kill(process.pid, 'SIGTERM');
  }, Number(args['time-limit']) * 1000).unref();
const password = randomBytes(12).toString('hex');
const database = await startEmbeddedPostgres({
  dataDir: path.join(dir, 'pg'),
  password,
  logger,
  database: 'postgres',
}).catch(async (error) => {
  await cleanup();
  throw error;
});
stopDatabase = database.stop;
// BENCH_STATS=1 prints each phase's heaviest statements (pg_stat_statements: time, blocks read/dirtied, WAL).
const stats = process.env.BENCH_STATS === '1';
if (stats) {
  const admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
  await admin.query(`alter system set shared_preload_libraries = 'pg_stat_statements'`);
  await admin.query(`alter system set track_io_timing = on`);
  await admin.end();
  await database.stop();
  Object.assign(
    database,
    await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), password, logger, database: 'postgres' }),
  );
  stopDatabase = database.stop;
}
const pool = createPool(database.url, logger, 4);
endPool = () => pool.end();
const db = createDb(pool);
const sql = (text: string, values: unknown[] = []) => pool.query(text, values);

/** The phase's statements by total time (summed over connections), then resets the counters. */
async function printStatements(phase: string) {
  const top = await sql(`select calls, round((total_exec_time / 1000)::numeric, 2) as s, shared_blks_hit as hit,
      shared_blks_read as read, shared_blks_dirtied as dirtied, shared_blks_written as written,
      round(wal_bytes / 1048576) as wal_mb, wal_fpi as fpi, left(regexp_replace(query, '\\s+', ' ', 'g'), 90) as query
    from pg_stat_statements order by total_exec_time desc limit 8`);
  console.log(`  ${phase} statements (s, calls, blocks hit/read/dirtied/written, WAL MB, full-page images):`);
  for (const row of top.rows)
    console.log(
      `    ${row.s} s ×${row.calls} hit ${row.hit} read ${row.read} dirtied ${row.dirtied} written ${row.written} WAL ${row.wal_mb} MB fpi ${row.fpi}: ${row.query}`,
    );
  await sql('select pg_stat_statements_reset()');
}

try {
  if (explain) {
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    for (const setting of [
      `session_preload_libraries = 'auto_explain'`,
      `auto_explain.log_min_duration = '200ms'`,
      'auto_explain.log_analyze = on',
      'auto_explain.log_nested_statements = on',
    ])
      await admin.query(`alter database postgres set ${setting}`);
    await admin.end();
  }
  await applyMigrations(pool);
  if (stats) await sql('create extension if not exists pg_stat_statements');
  await seedDemoData(db, { encryptionKey: randomBytes(32) });

  // The catalogue: 20 products × 5 tiers of tests/bench/bench-products.ts on the demo lenders (memberships as the
  // bench's: two national, one in a subset of states); the demo products are set inactive.
  const setup = benchSetup();
  const lenders = (await sql('select id from financial_institutions order by name limit $1', [LENDER_COUNT])).rows;
  const lenderOf = (index: number) => lenders[index % lenders.length].id as string;
  await sql(`update products set status = 'inactive'`);
  for (let index = 0; index < lenders.length; index++) {
    const states = setup.lenderStates[index];
    const membership = states ? [...states].map((state) => ({ state })) : [{ state: '*' }];
    await sql('update financial_institutions set membership = $2, accepts_mla = $3 where id = $1', [
      lenders[index].id,
      JSON.stringify(membership),
      index % 3 === 0,
    ]);
  }
  const template = (await sql('select category, product_type, product_class from products limit 1')).rows[0];
  for (const [p, product] of setup.products.entries()) {
    const parameters = setup.parameters[p] as (typeof setup.parameters)[number];
    const row = await sql(
      `insert into products (fi_id, name, category, product_type, product_class, disclosure_summary, rule)
       values ($1, $2, $3, $4, $5, 'Bench product', $6) returning id`,
      [
        lenderOf(parameters.lender),
        `Bench ${p + 1}`,
        template.category,
        template.product_type,
        template.product_class,
        product.rule,
      ],
    );
    for (const [t, tier] of parameters.tiers.entries()) {
      const score = parameters.shape === 0 ? 'VANTAGE_SCORE' : 'FICO';
      const rule = `(COLLECTIONS_COUNT < ${tier.collections} or CHARGE_OFF_COUNT = 0) and ${score} >= ${tier.lo} and ${
        t < 2 ? 'BANKRUPTCY_COUNT = 0' : 'BANKRUPTCY_COUNT < 3'
      } and DELINQUENT_30_DAYS_12M < ${tier.delinquencies}`;
      const created = await sql(
        `insert into tiers (product_id, name, tier_type, rule, position) values ($1, $2, 'PRESCREEN', $3, $4)
         returning id`,
        [row.rows[0].id, `Tier ${t + 1}`, rule, t],
      );
      await sql(`insert into tier_terms (tier_id, term, apr, minimum, "limit") values ($1, 60, $2, 1000, 40000)`, [
        created.rows[0].id,
        (4 + t).toFixed(2),
      ]);
    }
  }
  for (const [id, name] of [
    [CAMPAIGN, 'Bench campaign'],
    [PEER_OLD, 'Bench peer (generateOffers)'],
    [PEER_NEW, 'Bench peer (generateCampaignOffers)'],
  ]) {
    await sql(
      `insert into uc_campaigns (id, name, status, starts_at, expires_at) values ($1, $2, 'ACTIVE', now(), now() + interval '90 days')`,
      [id, name],
    );
    await sql(
      `insert into fi_campaign_enrollments (fi_id, uc_campaign_id) select id, $1 from financial_institutions where id = any($2::uuid[])`,
      [id, lenders.map((lender) => lender.id)],
    );
  }

  // The population: consumers by COPY, the bureau's answer file by the same generator (deterministic).
  let started = performance.now();
  const answerFile = path.join(dir, 'answer.csv');
  const answer = createWriteStream(answerFile);
  answer.write(`${BUREAU_ANSWER_COLUMNS.join(',')}\n`);
  const fields = BUREAU_FIELDS.map((field) => field.name);
  const client = await pool.connect();
  const copy = client.query(
    pgCopy.from('copy consumers (id, access_code, first_name, last_name, campaign_id) from stdin'),
  );
  // The answer file is written with back-pressure: unflushed text would be held in memory and counted below.
  const population = Readable.from(
    (async function* () {
      for (const batch of generatePopulation(N, 10_000)) {
        let consumersText = '';
        let answerText = '';
        for (let i = 0; i < batch.length; i++) {
          const index = batch.consumerIds[i] as number;
          const id = consumerId(index);
          consumersText += `${id}\tB${index}\tBench\tConsumer${index}\t${CAMPAIGN}\n`;
          let line = `${id},${batch.state[i]},,`;
          for (const field of fields) line += `,${(batch.attributes[field] as Float64Array)[i]}`;
          answerText += `${line}\n`;
        }
        if (!answer.write(answerText)) await once(answer, 'drain');
        yield consumersText;
      }
    })(),
  );
  await pipeline(population, copy);
  client.release();
  await new Promise<void>((resolve, reject) =>
    answer.end((error?: Error | null) => (error ? reject(error) : resolve())),
  );
  console.log(`population: ${N} consumers and their bureau answer file in ${seconds(started).toFixed(1)} s (setup)`);

  const progress = (): JobProgress => ({
    total: () => undefined,
    advance: () => undefined,
    signal: new AbortController().signal,
  });
  await sql('checkpoint');
  // Peak RSS of the measured part (the seed's password hashing before it is not the pipeline's).
  const startRss = process.memoryUsage().rss;
  let peakRss = startRss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 20);
  const pgDir = path.join(dir, 'pg');
  if (stats) await sql('select pg_stat_statements_reset()');
  const cpu0 = await cpuSeconds(pgDir);
  started = performance.now();
  const imported = await importFromBureau(db, CAMPAIGN, answerFile, progress(), { dataDir: dir });
  const importSeconds = seconds(started);
  if (imported.errors.length > 0) throw new Error(`import errors: ${JSON.stringify(imported.errors.slice(0, 3))}`);
  const cpu1 = await cpuSeconds(pgDir);
  console.log(`importFromBureau: ${imported.rows} rows in ${importSeconds.toFixed(1)} s (${cpuSince(cpu0, cpu1)})`);
  if (stats) await printStatements('import');
  const generationStarted = performance.now();
  const generated = await generateCampaignOffers(db, CAMPAIGN, progress(), { batchSize: BATCH });
  const generationSeconds = seconds(generationStarted);
  const cpu2 = await cpuSeconds(pgDir);
  console.log(
    `generateCampaignOffers: ${generated.consumers} consumers, ${generated.offers} offers in ${generationSeconds.toFixed(1)} s (${Math.round(generated.consumers / generationSeconds)} consumers/s; ${cpuSince(cpu1, cpu2)})`,
  );
  const total = seconds(started);
  clearInterval(sampler);
  if (stats) await printStatements('generation');

  // The peer: the old path on the first PEER consumers, and the new path on the same ones.
  for (const peer of [PEER_OLD, PEER_NEW]) {
    await sql(
      `insert into bureau_attributes (consumer_id, campaign_id, attributes, state, county, zipcode)
       select consumer_id, $1, attributes, state, county, zipcode from bureau_attributes where campaign_id = $2
        order by consumer_id limit $3`,
      [peer, CAMPAIGN, PEER],
    );
  }
  const cpu3 = await cpuSeconds(pgDir);
  started = performance.now();
  await generateOffers(db, PEER_OLD);
  const oldSeconds = seconds(started);
  const cpu4 = await cpuSeconds(pgDir);
  started = performance.now();
  await generateCampaignOffers(db, PEER_NEW, progress(), { batchSize: BATCH });
  const newSeconds = seconds(started);
  const cpu5 = await cpuSeconds(pgDir);
  const [oldHash, newHash] = [await offerSetHash(db, PEER_OLD), await offerSetHash(db, PEER_NEW)];
  if (oldHash.hash !== newHash.hash || oldHash.count !== newHash.count) throw new Error('peer offer sets differ');
  const oldRate = PEER / oldSeconds;
  console.log(
    `peer generateOffers: ${PEER} consumers, ${oldHash.count} offers in ${oldSeconds.toFixed(2)} s (${Math.round(oldRate)} consumers/s; ${cpuSince(cpu3, cpu4)}); generateCampaignOffers on the same: ${newSeconds.toFixed(2)} s (${cpuSince(cpu4, cpu5)}; same offer set)`,
  );
  console.log(
    `ratio (consumers/s): generateCampaignOffers at ${N} / generateOffers at ${PEER} = ${(generated.consumers / generationSeconds / oldRate).toFixed(1)}; on the same ${PEER}: ${(oldSeconds / newSeconds).toFixed(1)}`,
  );
  console.log(
    `peak RSS (node): ${mb(peakRss / 1024)} during import + generation (sampled every 20 ms; ${mb(startRss / 1024)} at its start); process maximum ${mb(process.resourceUsage().maxRSS)} (includes the demo seed's password hashing)`,
  );
  // The goals: issue 13's million in ≤ 60 s, issue 31 item 2's ten million in ≤ 300 s; peak RSS ≤ 512 MB at both.
  const goalSeconds = N > 1_000_000 ? 300 : 60;
  const verdict = (met: boolean) => (met ? 'MET' : 'MISSED');
  console.log(
    `goal at ${N} consumers: ≤ ${goalSeconds} s — ${total.toFixed(1)} s ${verdict(total <= goalSeconds)}; peak RSS ≤ 512 MB — ${mb(peakRss / 1024)} ${verdict(peakRss <= 512 * 1024 * 1024)}`,
  );
  console.log(`campaign: ${N} consumers, ${generated.offers} offers in ${total.toFixed(1)} s`);
} catch (error) {
  // Stopped by a signal (or --time-limit): the cleanup ended the pool under the running statement.
  if (!stopping()) throw error;
} finally {
  await cleanup();
}
