import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeliveryStatus } from '../../domain/catalog/postbacks.ts';
import {
  POSTBACK_DELIVERY_EVENTS,
  type PostbackDeliveryEventType,
  postbackDeliveryLifecycle,
  postbackDeliveryMoves,
} from '../../machines/postbacks/postback-delivery-lifecycle.ts';
import {
  edgePathsOf,
  expectSendsExactly,
  itFollowsEachPath,
} from '../../machines/redemption/model-based.test-helper.ts';
import { authed } from '../../tests/integration/console-auth.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { DEMO_EMBEDDER, DEMO_EMBEDDER_NUMBER } from '../db/seed.ts';
import { type AttemptOutcome, attemptDelivery } from '../postbacks/deliver.ts';
import { emitPartnerEvent } from '../postbacks/outbox.ts';

/**
 * The postbackDeliveryLifecycle machine replayed on the real server, database and postback job (model-based). The demo
 * embedder's endpoint is a local receiver; each generated path starts from an offer.funded event the outbox records
 * (PENDING), and the job's answers are real attempts of the job: ACCEPTED the receiver answering 200, ATTEMPT_FAILED
 * it answering 500 with retries left, GAVE_UP it answering 500 on the last retry. After every step the delivery log
 * reports the model's status; where the model refuses the job's answers an attempt does nothing (SKIPPED).
 */

const ctx = seededApp({ signIns: ['embedder-admin'] });
const acme = `/api/embedders/${DEMO_EMBEDDER_NUMBER}/postbacks`;
const RETRY_LIMIT = 2;
let receiver: Server;
/** The status codes the receiver answers in turn (200 when none are left). */
const answers: number[] = [];

/** Each job answer: what the receiver answers, the attempt's retry count, and the outcome the job answers. */
const JOB: Record<PostbackDeliveryEventType, [number, number, AttemptOutcome]> = {
  ACCEPTED: [200, 0, 'DELIVERED'],
  ATTEMPT_FAILED: [500, 0, 'RETRY'],
  GAVE_UP: [500, RETRY_LIMIT, 'FAILED'],
};
const attempt = (id: string, event: PostbackDeliveryEventType) => {
  answers.push(JOB[event][0]);
  return attemptDelivery({ db: ctx.db, encryptionKey: ctx.deps.encryptionKey, allowInternal: true }, id, {
    retryCount: JOB[event][1],
    retryLimit: RETRY_LIMIT,
  });
};
const reported = async (id: string) => {
  const log = (await (
    await ctx.call(`${acme}/deliveries?size=100`, authed('GET', ctx.tokens['embedder-admin']))
  ).json()) as {
    content: { id: string; status: DeliveryStatus }[];
  };
  return log.content.find((delivery) => delivery.id === id)?.status;
};

const edgePaths = edgePathsOf(postbackDeliveryLifecycle, POSTBACK_DELIVERY_EVENTS);

beforeAll(async () => {
  receiver = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.statusCode = answers.shift() ?? 200;
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  const saved = await ctx.call(acme, authed('PUT', ctx.tokens['embedder-admin'], { url, events: ['offer.funded'] }));
  expect(saved.status, await saved.clone().text()).toBe(200);
});
afterAll(async () => {
  await new Promise((resolve) => receiver.close(resolve));
});

describe('postback delivery lifecycle replayed on the outbox and the postback job (model-based)', () => {
  it('covers every event of the machine', () => {
    expectSendsExactly(edgePaths, POSTBACK_DELIVERY_EVENTS);
  });

  itFollowsEachPath(edgePaths, async (path) => {
    const id =
      (await emitPartnerEvent(ctx.db, undefined, 'offer.funded', { embedderId: DEMO_EMBEDDER.id, data: {} })) ?? '';
    expect(await reported(id)).toBe(path.steps[0]?.state.value);
    for (const step of path.steps.slice(1)) {
      const event = step.event.type as PostbackDeliveryEventType;
      expect(await attempt(id, event), event).toBe(JOB[event][2]);
      const status = step.state.value as DeliveryStatus;
      expect(await reported(id), event).toBe(status);
      for (const refused of POSTBACK_DELIVERY_EVENTS.filter(
        (e) => 'refused' in postbackDeliveryMoves.move(status, e),
      )) {
        expect(await attempt(id, refused), `${refused} in ${status}`).toBe('SKIPPED');
        answers.length = 0;
        expect(await reported(id)).toBe(status);
      }
    }
  });
});
