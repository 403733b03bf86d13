import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PipelineState } from '../../domain/catalog/processing-pipeline.ts';
import type { StepStatus } from '../../domain/catalog/processing-steps.ts';
import {
  processingStepLifecycle,
  STEP_EVENTS,
  type StepEventType,
  stepRefusal,
} from '../../machines/campaign/processing-step-lifecycle.ts';
import {
  edgePathsOf,
  expectSendsExactly,
  itFollowsEachPath,
} from '../../machines/redemption/model-based.test-helper.ts';
import { authed } from '../../tests/integration/console-auth.ts';
import { handOffConsumerFile } from '../../tests/integration/consumer-file-hand-off.ts';
import { noBoss } from '../../tests/integration/fake-boss.ts';
import { type HeldRun, holdAfterFirstBatch } from '../../tests/integration/held-run.ts';
import { processingDirFixture } from '../../tests/integration/processing-dir.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { processingSteps, ucCampaigns } from '../db/schema/index.ts';
import { DEMO_EMBEDDER_NUMBER } from '../db/seed.ts';
import { DEMO_CAMPAIGNS } from '../db/seed-campaign.ts';
import { runProcessingStep } from '../processing/run-step.ts';

/**
 * The processingStep machine's generated paths replayed on the real server, database and worker (model-based), on
 * the campaign's first step (embedder-import, always in order; the order's guard is checked on the machine and by
 * processing.test.ts). Each path starts with no step row (`not run`). START, RETRY and CANCEL are the admin's calls;
 * RUNNING is a real run of the step held after its first batch, COMPLETE lets it go, FAIL makes its batch throw.
 * After every step the pipeline's GET reports the model's status; each admin event the model refuses there is
 * answered 409 with the machine's reason (404 while the step has no row to act on), and a run of the worker on a
 * step the model does not let it claim does nothing.
 */

const ctx = seededApp({ signIns: ['admin', 'embedder-admin'], deps: { boss: noBoss } });
const { tokens, call } = ctx;
const next = DEMO_CAMPAIGNS.next.id;
const base = `/api/admin/campaigns/${next}/processing`;
const STEP = 'embedder-import';
const HEADER = 'uuid,firstName,middleName,lastName,suffix,address,city,county,state,zipcode,ssn,email,dob';
const ROWS = [
  'c-001,Ada,,Lovelace,,1 Main St,Denver,Denver,CO,80202,123-45-6789,ada@example.com,12-10-1985',
  'c-002,Grace,B,Hopper,Jr,2 Oak Ave,Cheyenne,Laramie,WY,82001,987654321,grace@example.com,01-31-1970',
];
const processing = processingDirFixture('offerwell-step-replay');

const heldRun = (stepId: string) =>
  holdAfterFirstBatch((afterBatch) =>
    runProcessingStep({ db: ctx.db, encryptionKey: ctx.deps.encryptionKey, root: processing.root, afterBatch }, stepId),
  );

const answer = async (response: Response) => ({
  status: response.status,
  body: (await response.json()) as { message?: string; stepId?: string },
});

/** The admin's call for `event` (the step's id once it has a row). */
function adminCall(event: StepEventType, stepId: string | undefined) {
  if (event === 'step.start') return call(`${base}/steps`, authed('POST', tokens.admin, { step: STEP }));
  const action = event === 'step.retry' ? 'retry' : 'cancel';
  return call(
    `${base}/steps/${stepId ?? '00000000-0000-4000-8000-000000000000'}/${action}`,
    authed('POST', tokens.admin),
  );
}

async function reported(): Promise<string | undefined> {
  const pipeline = (await (await call(base, authed('GET', tokens.admin))).json()) as {
    steps: { key: string; status: string }[];
  };
  return pipeline.steps.find((step) => step.key === STEP)?.status;
}

const pipelineAt = (status: StepStatus): PipelineState => ({
  embedders: [String(DEMO_EMBEDDER_NUMBER)],
  steps: status === 'not run' ? {} : { [STEP]: status },
});

/** One path's replay: the step's id once started, and the worker's run held on it. */
interface Replay {
  stepId?: string | undefined;
  run?: HeldRun | undefined;
}

async function drive(replay: Replay, event: StepEventType) {
  if (event === 'step.running') {
    replay.run = await heldRun(replay.stepId ?? '');
  } else if (event === 'step.complete' || event === 'step.fail') {
    replay.run?.letGo(event === 'step.fail');
    expect(await replay.run?.done).toBe(event === 'step.fail' ? 'failed' : 'complete');
    replay.run = undefined;
  } else {
    const got = await answer(await adminCall(event, replay.stepId));
    expect(got.status, JSON.stringify(got.body)).toBe(200);
    replay.stepId ??= got.body.stepId;
    // A run canceled while held stops at its next batch and leaves the step canceled.
    if (event === 'step.cancel' && replay.run) {
      replay.run.letGo();
      expect(await replay.run.done).toBe('canceled');
      replay.run = undefined;
    }
  }
}

/** Every event the model refuses at `status` is refused by the API (admin) or skipped by the worker (its claim). */
async function expectRefusals(replay: Replay, status: StepStatus, refused: readonly StepEventType[]) {
  for (const event of refused) {
    if (event === 'step.running') {
      expect(
        await runProcessingStep(
          { db: ctx.db, encryptionKey: ctx.deps.encryptionKey, root: processing.root },
          replay.stepId ?? next,
        ),
      ).toBe(replay.stepId ? 'skipped' : 'missing');
    } else if (event === 'step.start' || replay.stepId) {
      if (event === 'step.complete' || event === 'step.fail') continue; // only the worker's own claimed run ends
      const reason = stepRefusal(pipelineAt(status), STEP, event);
      expect(await answer(await adminCall(event, replay.stepId)), event).toEqual({
        status: 409,
        body: expect.objectContaining({ message: reason }),
      });
    } else if (event === 'step.retry' || event === 'step.cancel') {
      expect((await adminCall(event, undefined)).status, event).toBe(404);
    }
    expect(await reported(), `${event} refused at ${status}`).toBe(status);
  }
}

const edgePaths = edgePathsOf(processingStepLifecycle, STEP_EVENTS, { pipeline: { embedders: [] }, step: STEP });

beforeAll(async () => {
  // The embedder's console hand-off (rows for the step's batches), and a campaign whose pipeline runs.
  const acme = `/api/embedders/${DEMO_EMBEDDER_NUMBER}/campaigns/${next}`;
  expect((await call(`${acme}/enrollment`, authed('POST', tokens['embedder-admin']))).status).toBe(200);
  await handOffConsumerFile(ctx, acme, { header: HEADER, rows: ROWS, fileName: 'replay.csv' });
  await ctx.db.update(ucCampaigns).set({ status: 'SCHEDULED' }).where(eq(ucCampaigns.id, next));
});
describe('processing step lifecycle replayed on the API and the worker (model-based)', () => {
  it('covers every event of the machine', () => {
    expectSendsExactly(edgePaths, STEP_EVENTS);
  });

  itFollowsEachPath(edgePaths, async (modelPath) => {
    await ctx.db.delete(processingSteps).where(eq(processingSteps.campaignId, next));
    const replay: Replay = {};
    for (const [index, step] of modelPath.steps.entries()) {
      if (index > 0) await drive(replay, step.event.type as StepEventType);
      const status = step.state.value as StepStatus;
      expect(await reported(), step.event.type).toBe(status);
      const refused = STEP_EVENTS.filter((e) => step.state.status !== 'active' || !step.state.can({ type: e }));
      await expectRefusals(replay, status, refused);
    }
    replay.run?.letGo();
    await replay.run?.done;
  });
});
