import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DocumentSession } from '../../api/documentverify.ts';
import type { DocumentScanStatus } from '../../domain/catalog/document-verification.ts';
import {
  documentSessionLifecycle,
  documentSessionMoves,
  SCAN_ANSWER_EVENT,
  SCAN_ANSWER_EVENTS,
  type ScanAnswerEvent,
} from '../../machines/identity/document-session-lifecycle.ts';
import {
  edgePathsOf,
  expectSendsExactly,
  itFollowsEachPath,
} from '../../machines/redemption/model-based.test-helper.ts';
import { jsonRequest } from '../../tests/integration/db.ts';
import { signInConsumer } from '../../tests/integration/demo-consumer.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { documentSessions } from '../db/schema/index.ts';
import { DEMO_CONSUMERS } from '../db/seed-consumers.ts';
import { createSandboxIdentityProvider } from '../providers/sandbox/sandbox-identity.ts';

/**
 * The documentSessionLifecycle machine replayed on the real server and database (model-based). The vendor is the
 * sandbox with its poll answer scripted: each of the machine's events is the answer the next poll gets. Each path
 * submits a new scan (processing, the machine's initial state; the consumer's earlier scans are cleared so no
 * attempt limit or passed scan answers instead); after every poll the status the API reports equals the model's, and
 * every answer the model refuses there (any answer, once the scan has one) leaves the reported status as it was.
 */

const ctx = seededApp();
const consumer = DEMO_CONSUMERS.find((demo) => demo.accessCode === 'DEMO-1003') ?? DEMO_CONSUMERS[0];
const STATUS_OF = Object.fromEntries(
  Object.entries(SCAN_ANSWER_EVENT).map(([status, event]) => [event, status as DocumentScanStatus]),
) as Record<ScanAnswerEvent, DocumentScanStatus>;
let scripted: DocumentScanStatus = 'processing';
let jwt = '';
let sessionId = '';
let before: typeof ctx.deps.identityProvider;

const poll = async (event: ScanAnswerEvent): Promise<string> => {
  scripted = STATUS_OF[event];
  const path = `/api/consumers/current/documentverify/sessions/${sessionId}/status`;
  const answer = await ctx.app.request(path, { headers: { authorization: `Bearer ${jwt}` } });
  expect(answer.status, event).toBe(200);
  return ((await answer.json()) as { status: string }).status;
};

beforeAll(async () => {
  before = ctx.deps.identityProvider;
  const sandbox = createSandboxIdentityProvider('document-replay', ['passcode', 'kba']);
  ctx.deps.identityProvider = { ...sandbox, statusAt: () => scripted };
  jwt = await signInConsumer(ctx.app, consumer);
});
afterAll(() => {
  ctx.deps.identityProvider = before;
});

const edgePaths = edgePathsOf(documentSessionLifecycle, SCAN_ANSWER_EVENTS);

describe('document session lifecycle replayed on the API (model-based)', () => {
  it('covers every answer the vendor can give', () => {
    expectSendsExactly(edgePaths, SCAN_ANSWER_EVENTS);
  });

  itFollowsEachPath(edgePaths, async (path) => {
    await ctx.db.delete(documentSessions).where(eq(documentSessions.consumerId, consumer?.id ?? ''));
    const started = await ctx.app.request(
      '/api/consumers/current/documentverify/sessions',
      jsonRequest('POST', {}, jwt),
    );
    expect(started.status).toBe(201);
    const scan = v.parse(DocumentSession, await started.json());
    sessionId = scan.sessionId;
    expect(scan.status).toBe(path.steps[0]?.state.value);
    for (const step of path.steps.slice(1)) {
      expect(await poll(step.event.type as ScanAnswerEvent), step.event.type).toBe(step.state.value);
      const status = step.state.value as DocumentScanStatus;
      for (const refused of SCAN_ANSWER_EVENTS.filter((event) => documentSessionMoves.next(status, event) === null))
        expect(await poll(refused), `${status} after a refused ${refused}`).toBe(status);
    }
  });
});
