import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACKNOWLEDGEMENT_ACTIONS, Acknowledgement } from '../../api/acknowledgements.ts';
import { authed, latestAudit, signInAs } from '../../tests/integration/console-auth.ts';
import { createSeededApp } from '../../tests/integration/db.ts';
import { DEMO_LENDERS } from '../db/seed.ts';
import { DEMO_CAMPAIGNS } from '../db/seed-campaign.ts';

let ctx: Awaited<ReturnType<typeof createSeededApp>>;
let admin = '';
let cuAck = '';
let cuAdmin = '';
let cuReadonly = '';
let bankAck = '';
let embedder = '';
const summit = DEMO_LENDERS[0];
const campaign = DEMO_CAMPAIGNS.next.id;
const adminBase = `/api/uc/campaigns/${campaign}/acknowledgements`;
const lenderBase = `/api/fi/${summit.number}/acknowledgements`;
const List = v.object({ content: v.array(Acknowledgement) });
const call = (path: string, init: RequestInit) => ctx.app.request(path, init);
const change = {
  fiId: summit.number,
  summary: 'Drop dates moved',
  beforeText: 'Drop 1: 01-05\nDrop 2: 02-05',
  afterText: 'Drop 1: 01-12\nDrop 2: 02-05',
};
const request = async () =>
  v.parse(Acknowledgement, await (await call(adminBase, authed('POST', admin, change))).json());

beforeAll(async () => {
  ctx = await createSeededApp();
  admin = await signInAs(ctx.app, 'admin');
  cuAck = await signInAs(ctx.app, 'cu-ack');
  cuAdmin = await signInAs(ctx.app, 'cu-admin');
  cuReadonly = await signInAs(ctx.app, 'cu-readonly');
  bankAck = await signInAs(ctx.app, 'bank-ack');
  embedder = await signInAs(ctx.app, 'embedder-admin');
});
afterAll(async () => {
  await ctx.drop();
});

describe('change acknowledgement (000 §4)', () => {
  it('an admin requests it (audited); the lender sees it pending with the texts', async () => {
    const created = await call(adminBase, authed('POST', admin, change));
    expect(created.status).toBe(201);
    const ack = v.parse(Acknowledgement, await created.json());
    expect(ack).toMatchObject({
      status: 'PENDING_ACKNOWLEDGEMENT',
      fiId: summit.number,
      lenderName: summit.name,
      summary: change.summary,
      requestedBy: 'admin',
    });
    expect((await latestAudit(ctx.db, ACKNOWLEDGEMENT_ACTIONS.requested))?.entityId).toBe(ack.id);
    const pending = v.parse(
      List,
      await (await call(`${lenderBase}?status=PENDING_ACKNOWLEDGEMENT`, authed('GET', cuReadonly))).json(),
    );
    expect(pending.content.map((row) => row.id)).toContain(ack.id);
    expect(pending.content[0]?.afterText).toBe(change.afterText);
    const forCampaign = v.parse(List, await (await call(adminBase, authed('GET', admin))).json());
    expect(forCampaign.content.map((row) => row.id)).toContain(ack.id);
  });

  it('CampaignAcknowledgement acknowledges it with the typed word (audited); a second decision is refused', async () => {
    const ack = await request();
    const path = `${lenderBase}/${ack.id}/acknowledge`;
    const wrong = await call(path, authed('POST', cuAck, { confirmation: 'yes' }));
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(await wrong.json())).toContain('Type ACKNOWLEDGE to confirm');
    expect((await call(path, authed('POST', cuAck, {}))).status).toBe(400);
    const done = await call(path, authed('POST', cuAck, { confirmation: 'acknowledge' }));
    expect(done.status).toBe(200);
    expect(v.parse(Acknowledgement, await done.json())).toMatchObject({ status: 'ACKNOWLEDGED', decidedBy: 'cu-ack' });
    const audit = await latestAudit(ctx.db, ACKNOWLEDGEMENT_ACTIONS.approved);
    expect(audit?.oldValue).toMatchObject({ status: 'PENDING_ACKNOWLEDGEMENT' });
    expect(audit?.newValue).toMatchObject({ status: 'ACKNOWLEDGED' });
    expect(
      (await call(`${lenderBase}/${ack.id}/reject`, authed('POST', cuAck, { confirmation: 'ACKNOWLEDGE' }))).status,
    ).toBe(409);
  });

  it('rejects (audited) and an admin cancels a pending one (audited); a decided one cannot be cancelled', async () => {
    const rejected = await request();
    const reject = await call(
      `${lenderBase}/${rejected.id}/reject`,
      authed('POST', cuAdmin, { confirmation: 'ACKNOWLEDGE' }),
    );
    expect(v.parse(Acknowledgement, await reject.json()).status).toBe('REJECTED');
    expect((await latestAudit(ctx.db, ACKNOWLEDGEMENT_ACTIONS.rejected))?.entityId).toBe(rejected.id);
    const cancelled = await request();
    const cancel = await call(`${adminBase}/${cancelled.id}/cancel`, authed('POST', admin));
    expect(v.parse(Acknowledgement, await cancel.json()).status).toBe('CANCELLED');
    expect((await latestAudit(ctx.db, ACKNOWLEDGEMENT_ACTIONS.cancelled))?.entityId).toBe(cancelled.id);
    expect((await call(`${adminBase}/${rejected.id}/cancel`, authed('POST', admin))).status).toBe(409);
  });

  it('needs the CampaignAcknowledgement permission, the own lender and the right realm', async () => {
    const ack = await request();
    const path = `${lenderBase}/${ack.id}/acknowledge`;
    const body = { confirmation: 'ACKNOWLEDGE' };
    expect((await call(path, authed('POST', cuReadonly, body))).status).toBe(403);
    expect((await call(path, authed('POST', bankAck, body))).status).toBe(403);
    expect(
      (
        await call(
          `/api/fi/${DEMO_LENDERS[1].number}/acknowledgements/${ack.id}/acknowledge`,
          authed('POST', bankAck, body),
        )
      ).status,
    ).toBe(404);
    expect((await call(path, authed('POST', admin, body))).status).toBe(403);
    expect((await call(path, authed('POST', embedder, body))).status).toBe(403);
    expect((await call(adminBase, authed('POST', cuAdmin, change))).status).toBe(403);
    expect((await call(adminBase, authed('GET', embedder))).status).toBe(403);
    expect((await call(`${adminBase}/${ack.id}/cancel`, authed('POST', cuAck))).status).toBe(403);
    expect((await call(`/api/fi/${DEMO_LENDERS[1].number}/acknowledgements`, authed('GET', cuAck))).status).toBe(403);
  });

  it('refuses bad input (400)', async () => {
    expect((await call(adminBase, authed('POST', admin, { ...change, summary: '  ' }))).status).toBe(400);
    expect((await call(adminBase, authed('POST', admin, { ...change, fiId: 0 }))).status).toBe(400);
    expect((await call(adminBase, authed('POST', admin, { ...change, fiId: 9999 }))).status).toBe(400);
    expect((await call(`${lenderBase}?status=MAYBE`, authed('GET', cuAck))).status).toBe(400);
    expect(
      (await call(`${lenderBase}/not-a-uuid/acknowledge`, authed('POST', cuAck, { confirmation: 'ACKNOWLEDGE' })))
        .status,
    ).toBe(400);
    expect((await call('/api/uc/campaigns/x/acknowledgements', authed('GET', admin))).status).toBe(400);
  });
});
