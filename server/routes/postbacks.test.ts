import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pageOf } from '../../api/paged-list.ts';
import { POSTBACK_ACTIONS, PostbackConfig, PostbackDelivery } from '../../api/postbacks.ts';
import { POSTBACK_MESSAGES } from '../../domain/validation/postback.ts';
import { authed, latestAudit } from '../../tests/integration/console-auth.ts';
import { jsonRequest } from '../../tests/integration/db.ts';
import {
  demoConsumerOffer,
  redeemableDemoOffer,
  satisfyAllStipulations,
} from '../../tests/integration/demo-consumer.ts';
import { signInForeignEmbedderAdmin } from '../../tests/integration/foreign-embedder.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import {
  consumers,
  postbackAttempts,
  postbackDeliveries,
  redemptions,
  stipulationDocuments,
} from '../db/schema/index.ts';
import { DEMO_EMBEDDER, DEMO_EMBEDDER_NUMBER } from '../db/seed.ts';
import { registerWorkers, startBoss, stopBoss } from '../jobs/boss.ts';
import { createLogger } from '../logger.ts';
import { attemptDelivery } from '../postbacks/deliver.ts';
import { emitPartnerEvent } from '../postbacks/outbox.ts';
import { verifySignature } from '../postbacks/signature.ts';

let otherAdmin = '';
let other: { id: string; number: number };
const acme = `/api/embedders/${DEMO_EMBEDDER_NUMBER}/postbacks`;
const config = (body: unknown) => v.parse(PostbackConfig, body);
const deliveries = async (embedderId: string) =>
  ctx.db.select().from(postbackDeliveries).where(eq(postbackDeliveries.embedderId, embedderId));

/** A partner's receiver: answers the queued status codes in turn (200 when none are left) and keeps what it got. */
interface Receipt {
  headers: IncomingMessage['headers'];
  body: string;
}
let receiver: Server;
let receiverUrl = '';
const received: Receipt[] = [];
const answers: number[] = [];

const deliveryContext = () => ({ db: ctx.db, encryptionKey: ctx.deps.encryptionKey, allowInternal: true });

const ctx = seededApp({ signIns: ['embedder-admin', 'cu-admin'] });
const { tokens, json } = ctx;
beforeAll(async () => {
  const { token, ...row } = await signInForeignEmbedderAdmin(ctx, { code: 'other-embedder', name: 'Other Embedder' });
  other = row;
  otherAdmin = token;
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.statusCode = answers.shift() ?? 200;
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
});
afterEach(() => {
  received.length = 0;
  answers.length = 0;
});
afterAll(async () => {
  await new Promise((resolve) => receiver.close(resolve));
});

describe('postback configuration', () => {
  it('starts unconfigured, and refuses bad input with the messages', async () => {
    const first = await json(acme, authed('GET', tokens['embedder-admin']));
    expect(first.status).toBe(200);
    expect(config(first.body)).toMatchObject({ configured: false, url: null, secretHint: null });
    for (const [body, path, message] of [
      [{ url: 'ftp://partner.example/hook', events: ['offer.viewed'] }, 'url', POSTBACK_MESSAGES.url],
      [{ url: 'not a url', events: ['offer.viewed'] }, 'url', POSTBACK_MESSAGES.url],
      [{ url: '', events: ['offer.viewed'] }, 'url', POSTBACK_MESSAGES.urlRequired],
      [{ url: 'https://partner.example/hook', events: [] }, 'events', POSTBACK_MESSAGES.events],
      [{ url: 'https://partner.example/hook', events: ['offer.deleted'] }, 'events.0', POSTBACK_MESSAGES.events],
    ] as const) {
      const answer = await json(acme, authed('PUT', tokens['embedder-admin'], body));
      expect(answer.status, JSON.stringify(body)).toBe(400);
      const issues = answer.body.issues as { path: string; message: string }[];
      expect(issues).toContainEqual({ path, message });
    }
    expect((await json(`${acme}/secret`, authed('POST', tokens['embedder-admin']))).status).toBe(404);
  });

  it('generates the secret on the first save, shows it once, rotates it; audited without the secret', async () => {
    const saved = await json(
      acme,
      authed('PUT', tokens['embedder-admin'], { url: receiverUrl, events: ['offer.viewed'] }),
    );
    expect(saved.status).toBe(200);
    const created = config(saved.body);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({ configured: true, url: receiverUrl, enabled: true, events: ['offer.viewed'] });
    expect(created.secretHint).toBe(created.secret?.slice(-4));
    const audit = await latestAudit(ctx.db, POSTBACK_ACTIONS.updated);
    expect(audit).toMatchObject({ category: 'EMBEDDER', entityName: 'Postback endpoint', oldValue: null });
    expect(audit?.newValue).toEqual({ url: receiverUrl, enabled: true, events: ['offer.viewed'] });

    const read = config((await json(acme, authed('GET', tokens['embedder-admin']))).body);
    expect(read.secret).toBeUndefined();

    const changed = config(
      (
        await json(
          acme,
          authed('PUT', tokens['embedder-admin'], {
            url: receiverUrl,
            events: ['offer.redeemed', 'offer.viewed', 'offer.funded'],
          }),
        )
      ).body,
    );
    expect(changed.secret).toBeUndefined();
    expect(changed.events).toEqual(['offer.viewed', 'offer.redeemed', 'offer.funded']);
    const update = await latestAudit(ctx.db, POSTBACK_ACTIONS.updated);
    expect(update?.oldValue).toEqual({ url: receiverUrl, enabled: true, events: ['offer.viewed'] });
    expect(update?.newValue).toMatchObject({ events: ['offer.viewed', 'offer.redeemed', 'offer.funded'] });

    const rotated = config((await json(`${acme}/secret`, authed('POST', tokens['embedder-admin']))).body);
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(created.secret);
    const rotation = await latestAudit(ctx.db, POSTBACK_ACTIONS.rotated);
    expect(rotation).toMatchObject({ entityName: 'Postback signing secret' });
    expect(JSON.stringify(rotation)).not.toContain(rotated.secret);
    expect(JSON.stringify(rotation)).not.toContain(created.secret);
  });

  it('refuses a foreign embedder, a lender, and in production a private target', async () => {
    expect((await json(acme, authed('GET', otherAdmin))).status).toBe(403);
    expect((await json(acme, authed('PUT', otherAdmin, { url: receiverUrl, events: ['offer.viewed'] }))).status).toBe(
      403,
    );
    expect((await json(`${acme}/secret`, authed('POST', otherAdmin))).status).toBe(403);
    expect((await json(`${acme}/deliveries`, authed('GET', otherAdmin))).status).toBe(403);
    expect((await json(acme, authed('GET', tokens['cu-admin']))).status).toBe(403);
    expect((await json(`${acme}/deliveries`, authed('GET', tokens['cu-admin']))).status).toBe(403);

    ctx.deps.nodeEnv = 'production';
    try {
      for (const url of [
        'http://localhost:9000/hook',
        'http://10.1.2.3/hook',
        'http://[::1]/x',
        'http://169.254.169.254/',
        // IPv4-mapped, IPv4-compatible and NAT64 forms (issue 30 item 15).
        'http://[::ffff:127.0.0.1]/x',
        'http://[::a9fe:a9fe]/',
        'http://[64:ff9b::a00:1]/hook',
      ]) {
        const answer = await json(acme, authed('PUT', tokens['embedder-admin'], { url, events: ['offer.viewed'] }));
        expect(answer.status, url).toBe(400);
        expect(answer.body.issues).toContainEqual({ path: 'url', message: POSTBACK_MESSAGES.privateTarget });
      }
    } finally {
      ctx.deps.nodeEnv = 'test';
    }
  });
});

describe('postback delivery', () => {
  let secret = '';
  let nguyen: Awaited<ReturnType<typeof demoConsumerOffer>>;

  beforeAll(async () => {
    const events = ['offer.viewed', 'offer.redeemed', 'offer.funded'];
    await json(acme, authed('PUT', tokens['embedder-admin'], { url: receiverUrl, events }));
    secret = config((await json(`${acme}/secret`, authed('POST', tokens['embedder-admin']))).body).secret ?? '';
    nguyen = await redeemableDemoOffer(ctx);
  });

  it('sends offer.viewed for its own consumer, signed so the partner can verify it with the secret shown', async () => {
    await ctx.db.delete(postbackDeliveries);
    const view = () =>
      ctx.app.request(`/api/consumers/current/offers/${nguyen.offer.id}`, {
        headers: { authorization: `Bearer ${nguyen.jwt}` },
      });
    expect((await view()).status).toBe(200);
    expect((await view()).status).toBe(200); // the same day: still one event
    const [delivery, ...more] = await deliveries(DEMO_EMBEDDER.id);
    expect(more).toEqual([]);
    expect(delivery).toMatchObject({ event: 'offer.viewed', status: 'PENDING', attempts: 0 });

    expect(await attemptDelivery(deliveryContext(), delivery?.id ?? '', { retryCount: 0, retryLimit: 5 })).toBe(
      'DELIVERED',
    );
    const [receipt] = received;
    expect(receipt?.headers['offerwell-event']).toBe('offer.viewed');
    expect(receipt?.headers['offerwell-delivery']).toBe(delivery?.id);
    expect(receipt?.headers['content-type']).toBe('application/json');
    const signature = String(receipt?.headers['offerwell-signature']);
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifySignature(secret, signature, receipt?.body ?? '')).toBe(true);
    expect(verifySignature('whsec_wrong', signature, receipt?.body ?? '')).toBe(false);
    expect(verifySignature(secret, signature, `${receipt?.body} `)).toBe(false);
    const payload = JSON.parse(receipt?.body ?? '{}');
    expect(payload).toMatchObject({
      event: 'offer.viewed',
      embedderId: DEMO_EMBEDDER_NUMBER,
      data: { offerId: nguyen.offer.id },
    });
    expect(payload.id).toMatch(/^evt_/);
    const [stored] = await deliveries(DEMO_EMBEDDER.id);
    expect(stored).toMatchObject({ status: 'DELIVERED', attempts: 1, lastStatusCode: 200, lastError: null });
  });

  it('retries after a 500 and then succeeds, every attempt logged', async () => {
    await ctx.db.delete(postbackDeliveries);
    const id = await emitPartnerEvent(ctx.db, undefined, 'offer.funded', {
      embedderId: DEMO_EMBEDDER.id,
      data: { offerId: nguyen.offer.id },
    });
    answers.push(500);
    expect(await attemptDelivery(deliveryContext(), id ?? '', { retryCount: 0, retryLimit: 5 })).toBe('RETRY');
    const [pending] = await deliveries(DEMO_EMBEDDER.id);
    expect(pending).toMatchObject({ status: 'PENDING', attempts: 1, lastStatusCode: 500, lastError: 'HTTP 500' });
    expect(await attemptDelivery(deliveryContext(), id ?? '', { retryCount: 1, retryLimit: 5 })).toBe('DELIVERED');
    const attempts = await ctx.db
      .select()
      .from(postbackAttempts)
      .where(eq(postbackAttempts.deliveryId, id ?? ''));
    expect(attempts.map((a) => [a.attempt, a.statusCode]).sort()).toEqual([
      [1, 500],
      [2, 200],
    ]);
    expect(attempts.every((a) => a.durationMs >= 0)).toBe(true);
    // Nothing more to do for a delivered one (a duplicate job is a no-op).
    expect(await attemptDelivery(deliveryContext(), id ?? '', { retryCount: 2, retryLimit: 5 })).toBe('SKIPPED');
    expect(received).toHaveLength(2);
  });

  it('fails after the retry limit, logs the error of an unreachable target, and redelivers on request', async () => {
    await ctx.db.delete(postbackDeliveries);
    const id = (await emitPartnerEvent(ctx.db, undefined, 'offer.funded', {
      embedderId: DEMO_EMBEDDER.id,
      data: { offerId: nguyen.offer.id },
    })) as string;
    answers.push(503, 503);
    expect(await attemptDelivery(deliveryContext(), id, { retryCount: 0, retryLimit: 2 })).toBe('RETRY');
    expect(await attemptDelivery(deliveryContext(), id, { retryCount: 1, retryLimit: 2 })).toBe('RETRY');
    // The last retry: the receiver is gone.
    const closed = `http://127.0.0.1:1/hooks`;
    await ctx.db.execute(
      (await import('drizzle-orm'))
        .sql`update postback_endpoints set url = ${closed} where embedder_id = ${DEMO_EMBEDDER.id}`,
    );
    expect(await attemptDelivery(deliveryContext(), id, { retryCount: 2, retryLimit: 2 })).toBe('FAILED');
    const [failed] = await deliveries(DEMO_EMBEDDER.id);
    expect(failed).toMatchObject({ status: 'FAILED', attempts: 3, lastStatusCode: null });
    expect(failed?.lastError).toMatch(/ECONNREFUSED|connect/);
    await json(
      acme,
      authed('PUT', tokens['embedder-admin'], { url: receiverUrl, events: ['offer.viewed', 'offer.redeemed'] }),
    );

    // The log, as the console reads it.
    const log = await json(`${acme}/deliveries`, authed('GET', tokens['embedder-admin']));
    expect(log.status).toBe(200);
    const page = v.parse(pageOf(PostbackDelivery), log.body);
    expect(page.content).toEqual([
      expect.objectContaining({ id, status: 'FAILED', attempts: 3, event: 'offer.funded' }),
    ]);
    const filtered = await json(
      `${acme}/deliveries?filter=${encodeURIComponent(JSON.stringify([{ field: 'status', operator: 'EQUAL', value: 'DELIVERED' }]))}`,
      authed('GET', tokens['embedder-admin']),
    );
    expect(filtered.status).toBe(200);

    // Redeliver: a new delivery of the same event, audited; not for a foreign embedder or a lender.
    const path = `${acme}/deliveries/${id}/redeliver`;
    expect((await json(path, authed('POST', otherAdmin))).status).toBe(403);
    expect((await json(path, authed('POST', tokens['cu-admin']))).status).toBe(403);
    expect(
      (await json(`/api/embedders/${other.number}/postbacks/deliveries/${id}/redeliver`, authed('POST', otherAdmin)))
        .status,
    ).toBe(404);
    expect(
      (await json(`${acme}/deliveries/not-a-uuid/redeliver`, authed('POST', tokens['embedder-admin']))).status,
    ).toBe(400);
    const again = await json(path, authed('POST', tokens['embedder-admin']));
    expect(again.status).toBe(201);
    const copy = v.parse(PostbackDelivery, again.body);
    expect(copy).toMatchObject({ status: 'PENDING', attempts: 0, redeliveryOf: id, event: 'offer.funded' });
    expect(await latestAudit(ctx.db, POSTBACK_ACTIONS.redelivered)).toMatchObject({
      entityId: copy.id,
      newValue: { redeliveryOf: id, event: 'offer.funded' },
    });
    expect(await attemptDelivery(deliveryContext(), copy.id, { retryCount: 0, retryLimit: 5 })).toBe('DELIVERED');
    const [original, repeated] = await Promise.all(
      [id, copy.id].map(async (deliveryId) => {
        const [row] = await ctx.db.select().from(postbackDeliveries).where(eq(postbackDeliveries.id, deliveryId));
        return row;
      }),
    );
    expect(repeated?.payload.id).toBe(original?.payload.id);
  });

  it('sends offer.redeemed when a redemption completes, and nothing for another embedder’s consumer', async () => {
    await ctx.db.delete(postbackDeliveries);
    // The other embedder listens too; Garcia is its consumer.
    await json(
      `/api/embedders/${other.number}/postbacks`,
      authed('PUT', otherAdmin, { url: receiverUrl, events: ['offer.viewed', 'offer.redeemed'] }),
    );
    await ctx.db.update(consumers).set({ embedderId: other.id }).where(eq(consumers.accessCode, 'DEMO-1001'));
    const garcia = await demoConsumerOffer(ctx.app, 'DEMO-1001', 'Garcia', 'New_Auto');
    await ctx.app.request(`/api/consumers/current/offers/${garcia.offer.id}`, {
      headers: { authorization: `Bearer ${garcia.jwt}` },
    });
    const term = nguyen.offer.terms[0];
    const redeemed = await ctx.app.request(
      `/api/consumers/current/offers/${nguyen.offer.id}/redemptions`,
      jsonRequest('POST', { amount: term?.minimum, term: term?.term }, nguyen.jwt),
    );
    expect(redeemed.status).toBe(201);
    const redemptionId = ((await redeemed.json()) as { id: string }).id;

    const acmeRows = await deliveries(DEMO_EMBEDDER.id);
    expect(acmeRows.map((row) => row.event)).toEqual(['offer.redeemed']);
    expect(acmeRows[0]?.payload).toMatchObject({
      event: 'offer.redeemed',
      data: { offerId: nguyen.offer.id, redemptionId, amount: term?.minimum },
    });
    const otherRows = await deliveries(other.id);
    expect(otherRows.map((row) => [row.event, (row.payload as { data: { offerId: string } }).data.offerId])).toEqual([
      ['offer.viewed', garcia.offer.id],
    ]);
    // And the acme log never shows the other embedder's deliveries.
    const page = v.parse(
      pageOf(PostbackDelivery),
      (await json(`${acme}/deliveries`, authed('GET', tokens['embedder-admin']))).body,
    );
    expect(page.content.map((row) => row.id)).toEqual(acmeRows.map((row) => row.id));
  });

  it('sends offer.funded once when the lender marks the loan lead funded (PUT …/loanLeads/{id}/funding)', async () => {
    await ctx.db.delete(postbackDeliveries);
    const events = ['offer.viewed', 'offer.redeemed', 'offer.funded'];
    await json(acme, authed('PUT', tokens['embedder-admin'], { url: receiverUrl, events }));
    const [redemption] = await ctx.db
      .select({ id: redemptions.id })
      .from(redemptions)
      .where(eq(redemptions.offerId, nguyen.offer.id));
    const funding = (fiId: number, id: string, body: unknown, token = tokens['cu-admin']) =>
      json(`/api/fi/${fiId}/loanLeads/${id}/funding`, authed('PUT', token, body));
    const id = redemption?.id ?? '';
    expect((await funding(1, id, { fundingStatus: 'DONE' })).status).toBe(400);
    expect((await funding(2, id, { fundingStatus: 'FUNDED' })).status).toBe(403);
    expect((await funding(1, id, { fundingStatus: 'FUNDED' }, tokens['embedder-admin'])).status).toBe(403);
    expect((await funding(1, '00000000-0000-4000-8000-000000000000', { fundingStatus: 'FUNDED' })).status).toBe(404);
    expect(await deliveries(DEMO_EMBEDDER.id)).toEqual([]);

    const funded = await funding(1, id, { fundingStatus: 'FUNDED' });
    expect(funded).toMatchObject({ status: 200, body: { redemptionId: id, fundingStatus: 'FUNDED' } });
    expect(await latestAudit(ctx.db, 'LOAN_LEAD_FUNDING_UPDATED')).toMatchObject({
      oldValue: { fundingStatus: 'PENDING' },
      newValue: { fundingStatus: 'FUNDED' },
    });
    // Already funded: the loanLeadLifecycle machine refuses it (docs/decisions/0513), so no second event.
    expect(await funding(1, id, { fundingStatus: 'FUNDED' })).toMatchObject({
      status: 409,
      body: { message: 'This loan is funded; its funding status cannot change.' },
    });
    const rows = await deliveries(DEMO_EMBEDDER.id);
    expect(rows.map((row) => row.event)).toEqual(['offer.funded']);
    expect(rows[0]?.payload).toMatchObject({ data: { offerId: nguyen.offer.id, redemptionId: id } });
  });

  it('sends offer.redeemed for a redemption waiting for documents only when it is completed', async () => {
    await ctx.db.delete(postbackDeliveries);
    const garcia = await demoConsumerOffer(ctx.app, 'DEMO-1001', 'Garcia', 'New_Auto');
    await ctx.db.delete(stipulationDocuments).where(eq(stipulationDocuments.offerId, garcia.offer.id));
    const later = await ctx.app.request(
      `/api/consumers/current/offers/${garcia.offer.id}/redemptions`,
      jsonRequest('POST', { amount: '20000', term: 60, uploadLater: true }, garcia.jwt),
    );
    expect(later.status, await later.clone().text()).toBe(201);
    const { id, status } = (await later.json()) as { id: string; status: string };
    expect(status).toBe('PENDING_DOCUMENTS');
    expect(await deliveries(other.id)).toEqual([]);
    await satisfyAllStipulations(ctx.db);
    const finished = await ctx.app.request(
      `/api/consumers/current/redemptions/pending/${id}`,
      jsonRequest('PATCH', { status: 'CREATED' }, garcia.jwt),
    );
    expect(finished.status, await finished.clone().text()).toBe(200);
    const rows = await deliveries(other.id);
    expect(rows.map((row) => row.event)).toEqual(['offer.redeemed']);
    expect(rows[0]?.payload).toMatchObject({
      data: { redemptionId: id, offerId: garcia.offer.id, amount: '20000.00' },
    });
    expect(await deliveries(DEMO_EMBEDDER.id)).toEqual([]);
  });

  it('sends nothing while turned off or not subscribed', async () => {
    await ctx.db.delete(postbackDeliveries);
    await json(
      acme,
      authed('PUT', tokens['embedder-admin'], { url: receiverUrl, enabled: false, events: ['offer.funded'] }),
    );
    const id = await emitPartnerEvent(ctx.db, undefined, 'offer.funded', { embedderId: DEMO_EMBEDDER.id, data: {} });
    expect(id).toBeNull();
    await json(
      acme,
      authed('PUT', tokens['embedder-admin'], { url: receiverUrl, enabled: true, events: ['offer.redeemed'] }),
    );
    expect(
      await emitPartnerEvent(ctx.db, undefined, 'offer.viewed', { embedderId: DEMO_EMBEDDER.id, data: {} }),
    ).toBeNull();
    expect(await deliveries(DEMO_EMBEDDER.id)).toEqual([]);
  });

  it('queues the job in the event’s transaction and the pg-boss worker delivers it', async () => {
    await ctx.db.delete(postbackDeliveries);
    await json(acme, authed('PUT', tokens['embedder-admin'], { url: receiverUrl, events: ['offer.viewed'] }));
    const logger = createLogger({ level: 'silent', pretty: false });
    const boss = await startBoss(ctx.url, logger);
    try {
      await registerWorkers(boss, logger, ctx.db, { encryptionKey: ctx.deps.encryptionKey, nodeEnv: 'test' });
      ctx.deps.boss = boss;
      // A rolled-back event leaves neither a delivery nor a job.
      await ctx.db
        .transaction(async (tx) => {
          await emitPartnerEvent(tx, boss, 'offer.viewed', { embedderId: DEMO_EMBEDDER.id, data: { n: 1 } });
          throw new Error('rolled back');
        })
        .catch(() => undefined);
      expect(await deliveries(DEMO_EMBEDDER.id)).toEqual([]);
      const { offer: loan, jwt } = await demoConsumerOffer(ctx.app, 'DEMO-1005', 'Nguyen', 'Unsecured_Loan');
      const viewed = await ctx.app.request(`/api/consumers/current/offers/${loan.id}`, {
        headers: { authorization: `Bearer ${jwt}` },
      });
      expect(viewed.status, await viewed.clone().text()).toBe(200);
      const deadline = Date.now() + 20_000;
      let status = '';
      while (Date.now() < deadline && status !== 'DELIVERED') {
        await new Promise((resolve) => setTimeout(resolve, 250));
        const [row] = await ctx.db
          .select()
          .from(postbackDeliveries)
          .where(
            and(eq(postbackDeliveries.embedderId, DEMO_EMBEDDER.id), eq(postbackDeliveries.event, 'offer.viewed')),
          );
        status = row?.status ?? '';
      }
      expect(status).toBe('DELIVERED');
      expect(received).toHaveLength(1);
      expect(JSON.parse(received[0]?.body ?? '{}').data).toMatchObject({ offerId: loan.id });
    } finally {
      ctx.deps.boss = undefined;
      await stopBoss(boss);
    }
  }, 40_000);
});
