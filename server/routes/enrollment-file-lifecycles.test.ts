import { beforeAll, describe, expect, it } from 'vitest';
import type { DataFileStatus } from '../../domain/catalog/statuses.ts';
import {
  campaignDataFileLifecycle,
  DATA_FILE_EVENTS,
  type DataFileEventType,
  dataFileMoves,
} from '../../machines/enrollment/campaign-data-file-lifecycle.ts';
import {
  RATE_FILE_EVENTS,
  type RateFileEventType,
  type RateFileStatus,
  rateFileLifecycle,
  rateFileMoves,
} from '../../machines/enrollment/rate-file-lifecycle.ts';
import { edgePathsOf, itFollowsEachPath, type ModelPath } from '../../machines/redemption/model-based.test-helper.ts';
import { boatCampaignFile } from '../../tests/fixtures/campaign-file.ts';
import { authed, upload } from '../../tests/integration/console-auth.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { DEMO_CAMPAIGNS } from '../db/seed-campaign.ts';
import { validRate } from './rate-file.test-support.ts';

/**
 * The campaignDataFileLifecycle and rateFileLifecycle machines replayed on the real server and database (model-based).
 * A data file path uploads a campaign file for the next campaign (its content chosen by the path: unreadable for
 * SYNTAX_FAILED, a zero APR for VALIDATION_FAILED, a sound product otherwise) and validates it; a rate file path uploads
 * a rate file (rows of the lender's catalogue, or of no product) and applies it. After every step the status the API
 * reports equals the model's, and every validate or apply the model refuses is answered 409 with its reason.
 */

const ctx = seededApp({ signIns: ['cu-admin'] });
const fi = '/api/fi/1';
const filesPath = `${fi}/campaigns/${DEMO_CAMPAIGNS.next.id}/campaign-files`;
const ratesPath = `${fi}/rate-files`;
let uploads = 0;

const send = async (path: string, init: RequestInit) => {
  const response = await ctx.call(path, init);
  return { status: response.status, body: (await response.json()) as { fileId?: string; message?: string } };
};
const admin = (method: string, body?: unknown) => authed(method, ctx.tokens['cu-admin'], body);
const events = (path: ModelPath) => path.steps.slice(1).map((step) => step.event.type);

/** A campaign file of one product of its own, its APR as given (a zero APR fails validation). */
const campaignFile = (apr: string) => JSON.stringify(boatCampaignFile(apr, 'Replay Boat Loan'));

const latestFile = async () =>
  (
    (await (await ctx.call(`${fi}/campaigns/${DEMO_CAMPAIGNS.next.id}/enrollment`, admin('GET'))).json()) as {
      latestFile: { fileId: string; status: DataFileStatus } | null;
    }
  ).latestFile;

describe('campaign data file lifecycle replayed on the API (model-based)', () => {
  const edgePaths = edgePathsOf(campaignDataFileLifecycle, DATA_FILE_EVENTS);

  it('covers every event of the machine', () => {
    expect([...new Set(edgePaths.flatMap(events))].sort()).toEqual([...DATA_FILE_EVENTS].sort());
  });

  itFollowsEachPath(edgePaths, async (path) => {
    uploads += 1;
    const planned = events(path);
    const content = planned.includes('SYNTAX_FAILED')
      ? '{'
      : campaignFile(planned.includes('VALIDATION_FAILED') ? '0' : '6.99');
    let fileId = '';
    for (const step of path.steps.slice(1)) {
      const event = step.event.type as DataFileEventType;
      if (event === 'SYNTAX_FAILED' || event === 'SYNTAX_PASSED') {
        const file = new File([content], `replay-${uploads}.json`, { type: 'application/octet-stream' });
        const answer = await send(
          `${filesPath}?confirmation=IMPORT`,
          upload(ctx.tokens['cu-admin'], 'campaignFile', file),
        );
        expect(answer.status, answer.body.message).toBe(201);
        fileId = answer.body.fileId ?? '';
      } else expect((await send(`${filesPath}/${fileId}/validate`, admin('POST'))).status, event).toBe(200);
      expect(await latestFile(), event).toMatchObject({ fileId, status: step.state.value });
    }
    const status = path.state.value as DataFileStatus;
    expect(await latestFile()).toMatchObject({ fileId, status });
    const move = dataFileMoves.move(status, 'VALIDATED');
    if ('refused' in move) {
      expect(await send(`${filesPath}/${fileId}/validate`, admin('POST'))).toMatchObject({
        status: 409,
        body: { message: move.refused },
      });
      expect(await latestFile()).toMatchObject({ fileId, status });
    }
  });
});

describe('rate file lifecycle replayed on the API (model-based)', () => {
  const edgePaths = edgePathsOf(rateFileLifecycle, RATE_FILE_EVENTS);
  let validRow = '';

  beforeAll(async () => {
    validRow = (await validRate(ctx.db)).row;
  });

  const reported = async (fileId: string) =>
    (
      (await (await ctx.call(ratesPath, admin('GET'))).json()) as {
        files: { fileId: string; status: RateFileStatus }[];
      }
    ).files.find((file) => file.fileId === fileId)?.status;
  const apply = (fileId: string) => send(`${ratesPath}/${fileId}/apply`, admin('POST', { confirmation: 'UPDATE' }));

  it('covers every event of the machine', () => {
    expect([...new Set(edgePaths.flatMap(events))].sort()).toEqual([...RATE_FILE_EVENTS].sort());
  });

  itFollowsEachPath(edgePaths, async (path) => {
    uploads += 1;
    let fileId = '';
    for (const step of path.steps.slice(1)) {
      const event = step.event.type as RateFileEventType;
      if (event === 'APPLY') expect((await apply(fileId)).status).toBe(200);
      else {
        const row = event === 'ROWS_VALID' ? validRow : 'No Such Product,Tier A,60,5.5';
        const file = new File([`product,tier,term,apr\n${row}\n`], `rates-${uploads}.csv`, { type: 'text/csv' });
        const answer = await send(ratesPath, upload(ctx.tokens['cu-admin'], 'rateFile', file));
        expect(answer.status, answer.body.message).toBe(201);
        fileId = answer.body.fileId ?? '';
      }
      const status = step.state.value as RateFileStatus;
      expect(await reported(fileId), event).toBe(status);
      const move = rateFileMoves.move(status, 'APPLY');
      if ('next' in move) continue;
      expect(await apply(fileId)).toMatchObject({ status: 409, body: { message: move.refused } });
      expect(await reported(fileId)).toBe(status);
    }
  });
});
