import { describe, expect, it } from 'vitest';
import type { IntegrationStatus } from '../../domain/validation/integration.ts';
import {
  INTEGRATION_EVENTS,
  INTEGRATION_STATUS_EVENT,
  type IntegrationEventType,
  integrationLifecycle,
  integrationMoves,
} from '../../machines/integrations/integration-lifecycle.ts';
import {
  edgePathsOf,
  expectSendsExactly,
  itFollowsEachPath,
} from '../../machines/redemption/model-based.test-helper.ts';
import { authed } from '../../tests/integration/console-auth.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { DEMO_LENDERS } from '../db/seed.ts';

/**
 * The integrationLifecycle machine replayed on the real server and database (model-based). Each generated path adds
 * a new Summit CU integration (PENDING, the machine's initial state) and sends each event as the form's status
 * select (PUT with that status). After every step the status the API reports equals the model's, and every event
 * the model refuses there answers 400 VALIDATION_FAILED with the machine's words on the status field, the status kept.
 */

const ctx = seededApp({ signIns: ['cu-admin'] });
const base = `/api/fi/${DEMO_LENDERS[0].number}/integrations`;
const STATUS_OF = Object.fromEntries(
  Object.entries(INTEGRATION_STATUS_EVENT).map(([status, event]) => [event, status as IntegrationStatus]),
) as Record<IntegrationEventType, IntegrationStatus>;
const FIELDS = {
  productCategory: 'CREDIT CARDS',
  type: 'SYNC1',
  endpointUrl: 'https://sync1.example/leads',
  config: 'retries=3',
  funding: true,
  failureNotificationEmails: 'ops@summit-cu.example',
};

let id = '';
const put = (event: IntegrationEventType) =>
  ctx.call(base, authed('PUT', ctx.tokens['cu-admin'], { ...FIELDS, id, status: STATUS_OF[event] }));
const reported = async (): Promise<IntegrationStatus> => {
  const page = (await (await ctx.call(`${base}?size=100`, authed('GET', ctx.tokens['cu-admin']))).json()) as {
    content: { id: string; status: IntegrationStatus }[];
  };
  const row = page.content.find((integration) => integration.id === id);
  if (!row) throw new Error(`integration ${id} not listed`);
  return row.status;
};

async function expectRefusals(status: IntegrationStatus) {
  for (const event of INTEGRATION_EVENTS) {
    const move = integrationMoves.move(status, event);
    if ('next' in move) continue;
    const answer = await put(event);
    expect(answer.status, `${status} ${event}`).toBe(400);
    expect(await answer.json()).toMatchObject({ issues: [{ path: 'status', message: move.refused }] });
    expect(await reported(), `${status} after a refused ${event}`).toBe(status);
  }
}

const edgePaths = edgePathsOf(integrationLifecycle, INTEGRATION_EVENTS);

describe('integration lifecycle replayed on the API (model-based)', () => {
  it('covers every event of the machine', () => {
    expectSendsExactly(edgePaths, INTEGRATION_EVENTS);
  });

  itFollowsEachPath(edgePaths, async (path) => {
    const created = await ctx.call(
      base,
      authed('POST', ctx.tokens['cu-admin'], { ...FIELDS, accessToken: 'sync1-secret-token-9876' }),
    );
    expect(created.status).toBe(201);
    id = ((await created.json()) as { id: string }).id;
    expect(await reported()).toBe(path.steps[0]?.state.value);
    for (const step of path.steps.slice(1)) {
      const answer = await put(step.event.type as IntegrationEventType);
      expect(answer.status, step.event.type).toBe(200);
      expect(await reported(), step.event.type).toBe(step.state.value);
      await expectRefusals(step.state.value as IntegrationStatus);
    }
  });
});
