import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_STEPS } from '../../domain/catalog/processing-steps.ts';
import { DEMO_EMBEDDER_NUMBER } from '../../server/db/seed.ts';
import { DEMO_CAMPAIGNS } from '../../server/db/seed-campaign.ts';
import { QUEUES } from '../../server/jobs/boss.ts';
import { authed, signInAs, upload } from './console-auth.ts';
import { createTestDatabase, type TestDatabase } from './db.ts';
import { bundledEntry, type ServerProcess, startServerProcess } from './server-processes.ts';

/**
 * Issue 31 item 8 (docs/scaling.md): two API processes and two workers, each the real server entry in a process of
 * its own with a DATA_DIR of its own (as on separate machines), on one PostgreSQL, sharing only DATABASE_URL, the two
 * secrets and the processing work area. Through their HTTP APIs, requests alternating between the two, an embedder
 * uploads two consumer files and an admin runs the campaign's six processing steps; every job is then done exactly
 * once: one completion per job in pg-boss and in the processes' own logs, one attempt per step, one audit row per
 * start, no consumer or offer twice. About 23 s here, two thirds of it the four starts (migrating and seeding).
 */
const next = DEMO_CAMPAIGNS.next.id;
const E = DEMO_EMBEDDER_NUMBER;
const SIX_STEPS = CAMPAIGN_STEPS;
const HEADER = 'uuid,firstName,middleName,lastName,suffix,address,city,county,state,zipcode,ssn,email,dob';
const FILES = [
  [
    'm-001,Ada,,Lovelace,,1 Main St,Denver,Denver,CO,80202,123-45-6789,ada@example.com,12-10-1985',
    'm-002,Grace,B,Hopper,Jr,2 Oak Ave,Cheyenne,Laramie,WY,82001,987654321,grace@example.com,01-31-1970',
    'm-003,Alan,,Turing,,3 Elm St,Boulder,Boulder,CO,80301,111-22-3333,alan@example.com,06-23-1962',
  ],
  [
    'm-004,Edsger,,Dijkstra,,4 Pine St,Aurora,Arapahoe,CO,80010,222-33-4444,edsger@example.com,05-11-1960',
    'm-005,Barbara,,Liskov,,5 Ash St,Denver,Denver,CO,80203,333-44-5555,barbara@example.com,11-07-1939',
  ],
];

let database: TestDatabase;
const dirs: string[] = [];
const processes: ServerProcess[] = [];
const apis: string[] = [];
/** Requests each API process answered, by its origin. */
const served = new Map<string, number>();
let turn = 0;

/** The next API process in turn, as a load balancer with round robin would pick it. */
function anyApi(): string {
  const origin = apis[turn++ % apis.length] ?? '';
  served.set(origin, (served.get(origin) ?? 0) + 1);
  return origin;
}
const request = (url: string, init?: RequestInit) => fetch(`${anyApi()}${url}`, init);
const balanced = { request };
const json = async (url: string, init?: RequestInit) => {
  const response = await request(url, init);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
const query = async <T>(text: string, values: unknown[] = []) => (await database.pool.query(text, values)).rows as T[];

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, withinMs = 120_000): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

beforeAll(async () => {
  // An empty database: the two API processes migrate and seed it at the same time, as a first deploy would.
  database = await createTestDatabase('template0');
  const scratch = await mkdtemp(path.join(tmpdir(), 'offerwell-two-'));
  await chmod(scratch, 0o755);
  dirs.push(scratch);
  const [mainFile, workerFile] = await Promise.all([bundledEntry('server/main.ts'), bundledEntry('server/worker.ts')]);
  // What every machine shares: the database, the two secrets and the processing work area (docs/scaling.md).
  const shared = {
    DATABASE_URL: database.url,
    ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    JWT_SECRET: randomBytes(48).toString('hex'),
    PROCESSING_DIR: path.join(scratch, 'processing'),
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    HOST: '127.0.0.1',
    PORT: '0',
    // One sandbox bureau port per machine; these four share one host (docs/scaling.md, "Per-process state").
    BUREAU_SANDBOX_SFTP: '0',
  };
  const own = (name: string) => ({ ...shared, DATA_DIR: path.join(scratch, name) });
  const started = await Promise.all([
    startServerProcess('api-1', mainFile, own('api-1'), /Offerwell is running at (http:\/\/\S+)/),
    startServerProcess('api-2', mainFile, own('api-2'), /Offerwell is running at (http:\/\/\S+)/),
    startServerProcess('worker-1', workerFile, own('worker-1'), /workers running/),
    // An SMTP server nothing listens on: no mail is sent here, the worker only has to take the setting up.
    startServerProcess(
      'worker-2',
      workerFile,
      { ...own('worker-2'), SMTP_URL: 'smtp://127.0.0.1:9' },
      /workers running/,
    ),
  ]);
  for (const one of started) processes.push(one);
  for (const one of started.slice(0, 2)) apis.push(one.match[1] ?? '');
}, 240_000);

afterAll(async () => {
  const codes = await Promise.all(processes.map((one) => one.stop()));
  await database?.drop();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  // Each stops cleanly on SIGTERM (drains HTTP, stops its jobs): checked last so a failure above reads first.
  expect(codes).toEqual(processes.map(() => 0));
});

/** Log lines of a message across all four processes, with the process that wrote each. */
function logged(message: string): { process: string; outcome: string }[] {
  return processes.flatMap((one) =>
    one
      .output()
      .split('\n')
      .filter((line) => line.includes(`"msg":"${message}"`))
      .map((line) => ({ process: one.name, outcome: String((JSON.parse(line) as { outcome?: string }).outcome) })),
  );
}

async function uploadFiles(token: string): Promise<string[]> {
  const acme = `/api/embedders/${E}/campaigns/${next}`;
  expect((await request(`${acme}/enrollment`, authed('POST', token))).status).toBe(200);
  const ids: string[] = [];
  for (const [index, rows] of FILES.entries()) {
    const file = new File([`${HEADER}\n${rows.join('\n')}\n`], `file-${index}.csv`, { type: 'text/csv' });
    const uploaded = await json(`${acme}/consumer-files`, upload(token, 'consumerFile', file));
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    ids.push(String(uploaded.body.fileId));
  }
  return ids;
}

/** Starts one step through one API process and polls the pipeline through the other until it is done. */
async function runStep(token: string, step: (typeof SIX_STEPS)[number]): Promise<Record<string, unknown>> {
  const base = `/api/admin/campaigns/${next}/processing`;
  const body = step === 'generate-email-payloads' ? { step, publishAt: new Date(Date.now() + 3_600_000) } : { step };
  const started = await json(`${base}/steps`, authed('POST', token, body));
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  return waitFor(`step ${step}`, async () => {
    const pipeline = (await json(base, authed('GET', token))).body as { steps: Record<string, unknown>[] };
    const found = pipeline.steps.find((one) => one.key === step);
    if (found?.status === 'failed') throw new Error(`step ${step} failed: ${JSON.stringify(found)}`);
    return found?.status === 'complete' ? found : undefined;
  });
}

describe('two API processes and two workers on one PostgreSQL', () => {
  it('both API processes started on one empty database: migrated once, seeded once', async () => {
    const seeded = processes.filter((one) => one.output().includes('"msg":"demo data seeded"'));
    expect(seeded).toHaveLength(1);
    // Migrations are serialised by an advisory lock; the seed is marked by a row its own transaction inserts.
    const [migrations] = await query<{ rows: string; distinct: string }>(
      'select count(*) as rows, count(distinct hash) as distinct from drizzle.__drizzle_migrations',
    );
    expect(Number(migrations?.rows)).toBeGreaterThan(40);
    expect(Number(migrations?.rows)).toBe(Number(migrations?.distinct));
  });

  it('a worker sends mail the way its environment says, as the API does', () => {
    const modes = processes.map((one) => /"mail":"(\w+)"/.exec(one.output())?.[1]);
    expect(modes).toEqual(['outbox', 'outbox', 'outbox', 'smtp']);
  });

  it('import a consumer file and process a campaign with every job done exactly once', async () => {
    const embedder = await signInAs(balanced, 'embedder-admin');
    const fileIds = await uploadFiles(embedder);
    await waitFor('the consumer files imported', async () => {
      const rows = await query<{ status: string }>('select status from consumer_files where id = any($1)', [fileIds]);
      return rows.every((row) => row.status === 'complete') && rows.length === fileIds.length ? rows : undefined;
    });

    // Set-up the processing tests make too: the campaign scheduled, every demo lender enrolled in it.
    await query(`update uc_campaigns set status = 'SCHEDULED' where id = $1`, [next]);
    await query(
      `insert into fi_campaign_enrollments (fi_id, uc_campaign_id, status)
       select id, $1, 'ENROLLED' from financial_institutions on conflict do nothing`,
      [next],
    );
    const admin = await signInAs(balanced, 'admin');
    const results: Record<string, unknown>[] = [];
    for (const step of SIX_STEPS) results.push(await runStep(admin, step));
    const consumers = FILES.flat().length;
    expect(results[0]).toMatchObject({ rowsDone: consumers, rowsTotal: consumers });
    expect(results[3]).toMatchObject({ rowsDone: consumers, rowsTotal: consumers });

    // pg-boss: one job per file and per step, each completed once, none retried. A step's row is complete a moment
    // before its job is marked so (and its log line written): wait for the last one's.
    const expected = fileIds.length + SIX_STEPS.length;
    const jobs = await waitFor(
      'the jobs marked completed',
      async () => {
        const rows = await query<{ name: string; state: string; retry_count: number }>(
          'select name, state, retry_count from pgboss.job where name = any($1)',
          [[QUEUES.consumerFileImport, QUEUES.campaignProcessing]],
        );
        const done = rows.filter((job) => job.state === 'completed').length >= expected;
        return done && logged('processing step done').length >= SIX_STEPS.length ? rows : undefined;
      },
      10_000,
    );
    const byQueue = (name: string) => jobs.filter((job) => job.name === name);
    expect(byQueue(QUEUES.consumerFileImport)).toHaveLength(fileIds.length);
    expect(byQueue(QUEUES.campaignProcessing)).toHaveLength(SIX_STEPS.length);
    expect(
      jobs.every((job) => job.state === 'completed' && job.retry_count === 0),
      JSON.stringify(jobs),
    ).toBe(true);
    // The processes' own logs: each job ran in exactly one of the four (API processes run workers too).
    const imports = logged('consumer file import done');
    const steps = logged('processing step done');
    expect(imports.map((line) => line.outcome)).toEqual(fileIds.map(() => 'complete'));
    expect(steps.map((line) => line.outcome)).toEqual(SIX_STEPS.map(() => 'complete'));
    // The ledgers: one attempt per step, one start audited per step, each consumer and each offer once.
    const ledger = await query<{ id: string; step: string; attempts: number; status: string }>(
      'select id, key as step, attempts, status from processing_steps where campaign_id = $1',
      [next],
    );
    expect(ledger.map((row) => row.step).sort()).toEqual([...SIX_STEPS].sort());
    expect(
      ledger.every((row) => row.attempts === 1 && row.status === 'complete'),
      JSON.stringify(ledger),
    ).toBe(true);
    const [audits] = await query<{ count: string }>(
      `select count(*) from audit_log where action = 'PROCESSING_STEP_STARTED' and entity_id = any($1)`,
      [ledger.map((row) => row.id)],
    );
    expect(Number(audits?.count)).toBe(SIX_STEPS.length);
    const [people] = await query<{ rows: string; distinct: string }>(
      `select count(*) as rows, count(distinct last_name) as distinct from consumers where campaign_id = $1`,
      [next],
    );
    expect({ rows: Number(people?.rows), distinct: Number(people?.distinct) }).toEqual({
      rows: consumers,
      distinct: consumers,
    });
    const [offerCounts] = await query<{ rows: string; distinct: string }>(
      `select count(*) as rows, count(distinct (consumer_id, product_id)) as distinct from offers where campaign_id = $1`,
      [next],
    );
    expect(Number(offerCounts?.rows)).toBeGreaterThan(0);
    expect(Number(offerCounts?.rows)).toBe(Number(offerCounts?.distinct));
    // Requests were spread over both API processes (round robin, as a load balancer would).
    expect(
      [...served.values()].every((count) => count >= 5),
      JSON.stringify([...served]),
    ).toBe(true);
    console.info(
      `two-processes: requests per API ${JSON.stringify([...served.values()])}; imports ran in`,
      imports.map((line) => line.process),
      'steps in',
      steps.map((line) => line.process),
    );
  }, 240_000);
});
