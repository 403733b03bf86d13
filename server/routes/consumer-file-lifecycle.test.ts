import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CONSUMER_FILE_EVENTS,
  type ConsumerFileEventType,
  type ConsumerFileStatus,
  consumerFileLifecycle,
  consumerFileMove,
} from '../../machines/import/consumer-file-lifecycle.ts';
import {
  edgePathsOf,
  expectSendsExactly,
  itFollowsEachPath,
} from '../../machines/redemption/model-based.test-helper.ts';
import { authed, upload } from '../../tests/integration/console-auth.ts';
import { noBoss } from '../../tests/integration/fake-boss.ts';
import { type HeldRun, holdAfterFirstBatch } from '../../tests/integration/held-run.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { seal } from '../auth/secret-box.ts';
import { consumerFiles } from '../db/schema/index.ts';
import { DEMO_EMBEDDER_NUMBER } from '../db/seed.ts';
import { DEMO_CAMPAIGNS } from '../db/seed-campaign.ts';
import { importConsumerFile } from '../jobs/consumer-file-import.ts';

/**
 * The consumerFileLifecycle machine replayed on the real server, database and import job (model-based). Each
 * generated path starts from an upload (scheduled); the embedder's CANCEL is the API's cancel, the job's moves are
 * real runs of the import job held after a batch: START a first run, RESUME a second run taking over a file left
 * running (a dead worker's), FINISH every held run let go, FAIL the latest held run failing (from scheduled: a run
 * on a file it cannot read). After every step the
 * file's GET reports the model's status; where the model refuses CANCEL the API answers 409 with its reason, and a
 * job run on an ended import does nothing.
 */

const ctx = seededApp({ signIns: ['embedder-admin'], deps: { boss: noBoss } });
const { tokens, call } = ctx;
const acme = `/api/embedders/${DEMO_EMBEDDER_NUMBER}`;
const HEADER = 'uuid,firstName,middleName,lastName,suffix,address,city,county,state,zipcode,ssn,email,dob';
const row = (n: number) =>
  `c-${n},Ada,,Lovelace,,${n} Main St,Denver,Denver,CO,80202,123-45-67${10 + n},ada${n}@example.com,12-10-1985`;
let uploads = 0;

async function uploadFile(): Promise<string> {
  uploads += 1;
  const csv = new File([`${HEADER}\n${[1, 2, 3, 4].map(row).join('\n')}\n`], `replay-${uploads}.csv`);
  const path = `${acme}/campaigns/${DEMO_CAMPAIGNS.next.id}/consumer-files`;
  const response = await call(path, upload(tokens['embedder-admin'], 'consumerFile', csv));
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { fileId: string }).fileId;
}

const reported = async (fileId: string) =>
  (
    (await (await call(`${acme}/consumer-files/${fileId}`, authed('GET', tokens['embedder-admin']))).json()) as {
      status: string;
    }
  ).status;

const cancel = async (fileId: string) => {
  const response = await call(`${acme}/consumer-files/${fileId}/cancel`, authed('POST', tokens['embedder-admin']));
  return { status: response.status, body: (await response.json()) as { message?: string } };
};

/** Starts a job run of one row per batch, answered once it is held after its first batch (or has ended). */
const heldRun = (fileId: string): Promise<HeldRun> =>
  holdAfterFirstBatch((afterBatch) =>
    importConsumerFile(ctx.db, ctx.deps.encryptionKey, fileId, { batchSize: 1, afterBatch }).catch(() => 'thrown'),
  );

/** Drives one event on the file; `runs` are the job runs held so far on it. */
async function drive(fileId: string, event: ConsumerFileEventType, from: ConsumerFileStatus, runs: HeldRun[]) {
  if (event === 'CANCEL') {
    const answer = await cancel(fileId);
    const move = consumerFileMove(from, 'CANCEL');
    expect(answer.status).toBe('next' in move ? 200 : 409);
    if ('refused' in move) expect(answer.body.message).toBe(move.refused);
  } else if (event === 'START' || event === 'RESUME') runs.push(await heldRun(fileId));
  else if (event === 'FAIL' && from === 'scheduled') {
    // A file the job cannot read (stored broken): its run fails as a whole.
    const broken = seal(ctx.deps.encryptionKey, 'uuid,firstName\nc-1,Ada\n');
    await ctx.db.update(consumerFiles).set({ content: broken }).where(eq(consumerFiles.id, fileId));
    expect(await importConsumerFile(ctx.db, ctx.deps.encryptionKey, fileId)).toBe('failed');
  } else if (event === 'FAIL') {
    runs.at(-1)?.letGo(true);
    await runs.pop()?.done;
  } else await letAllGo(runs);
}

async function letAllGo(runs: HeldRun[]) {
  for (const run of runs) run.letGo();
  await Promise.all(runs.splice(0).map((run) => run.done));
}

const edgePaths = edgePathsOf(consumerFileLifecycle, CONSUMER_FILE_EVENTS);

beforeAll(async () => {
  const enroll = await call(
    `${acme}/campaigns/${DEMO_CAMPAIGNS.next.id}/enrollment`,
    authed('POST', tokens['embedder-admin']),
  );
  expect([200, 201]).toContain(enroll.status);
});

describe('consumer file lifecycle replayed on the API and the import job (model-based)', () => {
  it('covers every event of the machine', () => {
    expectSendsExactly(edgePaths, CONSUMER_FILE_EVENTS);
  });

  itFollowsEachPath(edgePaths, async (path) => {
    const fileId = await uploadFile();
    const runs: HeldRun[] = [];
    expect(await reported(fileId)).toBe(path.steps[0]?.state.value);
    for (let index = 1; index < path.steps.length; index++) {
      const previous = path.steps[index - 1]?.state;
      const step = path.steps[index];
      if (!previous || !step) continue;
      await drive(fileId, step.event.type as ConsumerFileEventType, previous.value as ConsumerFileStatus, runs);
      expect(await reported(fileId), step.event.type).toBe(step.state.value);
      if (step.state.status !== 'done') continue;
      // An ended import: the embedder's cancel is refused with the machine's reason, and a job run does nothing.
      const move = consumerFileMove(step.state.value as ConsumerFileStatus, 'CANCEL');
      expect(await cancel(fileId)).toEqual({
        status: 409,
        body: expect.objectContaining({ message: 'refused' in move ? move.refused : '(taken)' }),
      });
      expect(await importConsumerFile(ctx.db, ctx.deps.encryptionKey, fileId)).toBe('skipped');
      expect(await reported(fileId)).toBe(step.state.value);
    }
    await letAllGo(runs);
  });
});
