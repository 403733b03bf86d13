import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ACKNOWLEDGEMENT_ACTIONS, Acknowledgement } from '../../api/acknowledgements.ts';
import { authed, latestAudit } from '../../tests/integration/console-auth.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { DEMO_LENDERS } from '../db/seed.ts';
import { DEMO_CAMPAIGNS } from '../db/seed-campaign.ts';

const summit = DEMO_LENDERS[0];
const campaign = DEMO_CAMPAIGNS.next.id;
const adminBase = `/api/uc/campaigns/${campaign}/acknowledgements`;
const lenderBase = `/api/fi/${summit.number}/acknowledgements`;
const List = v.object({ content: v.array(Acknowledgement) });
const change = {
  fiId: summit.number,
  summary: 'Drop dates moved',
  beforeText: 'Drop 1: 01-05\nDrop 2: 02-05',
  afterText: 'Drop 1: 01-12\nDrop 2: 02-05',
};
const request = async () =>
  v.parse(Acknowledgement, await (await call(adminBase, authed('POST', tokens.admin, change))).json());

const ctx = seededApp({ signIns: ['admin', 'cu-ack', 'cu-admin', 'cu-readonly', 'bank-ack', 'embedder-admin'] });
const { tokens, call } = ctx;

describe('change acknowledgement (000 §4)', () => {
  it('an admin requests it (audited); the lender sees it pending with the texts', async () => {
    const created = await call(adminBase, authed('POST', tokens.admin, change));
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
      await (await call(`${lenderBase}?status=PENDING_ACKNOWLEDGEMENT`, authed('GET', tokens['cu-readonly']))).json(),
    );
    expect(pending.content.map((row) => row.id)).toContain(ack.id);
    expect(pending.content[0]?.afterText).toBe(change.afterText);
    const forCampaign = v.parse(List, await (await call(adminBase, authed('GET', tokens.admin))).json());
    expect(forCampaign.content.map((row) => row.id)).toContain(ack.id);
  });

  it('CampaignAcknowledgement acknowledges it with the typed word (audited); a second decision is refused', async () => {
    const ack = await request();
    const path = `${lenderBase}/${ack.id}/acknowledge`;
    const wrong = await call(path, authed('POST', tokens['cu-ack'], { confirmation: 'yes' }));
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(await wrong.json())).toContain('Type ACKNOWLEDGE to confirm');
    expect((await call(path, authed('POST', tokens['cu-ack'], {}))).status).toBe(400);
    const done = await call(path, authed('POST', tokens['cu-ack'], { confirmation: 'acknowledge' }));
    expect(done.status).toBe(200);
    expect(v.parse(Acknowledgement, await done.json())).toMatchObject({ status: 'ACKNOWLEDGED', decidedBy: 'cu-ack' });
    const audit = await latestAudit(ctx.db, ACKNOWLEDGEMENT_ACTIONS.approved);
    expect(audit?.oldValue).toMatchObject({ status: 'PENDING_ACKNOWLEDGEMENT' });
    expect(audit?.newValue).toMatchObject({ status: 'ACKNOWLEDGED' });
    expect(
      (await call(`${lenderBase}/${ack.id}/reject`, authed('POST', tokens['cu-ack'], { confirmation: 'ACKNOWLEDGE' })))
        .status,
    ).toBe(409);
  });

  it('rejects (audited) and an admin cancels a pending one (audited); a decided one cannot be cancelled', async () => {
    const rejected = await request();
    const reject = await call(
      `${lenderBase}/${rejected.id}/reject`,
      authed('POST', tokens['cu-admin'], { confirmation: 'ACKNOWLEDGE' }),
    );
    expect(v.parse(Acknowledgement, await reject.json()).status).toBe('REJECTED');
    expect((await latestAudit(ctx.db, ACKNOWLEDGEMENT_ACTIONS.rejected))?.entityId).toBe(rejected.id);
    const cancelled = await request();
    const cancel = await call(`${adminBase}/${cancelled.id}/cancel`, authed('POST', tokens.admin));
    expect(v.parse(Acknowledgement, await cancel.json()).status).toBe('CANCELLED');
    expect((await latestAudit(ctx.db, ACKNOWLEDGEMENT_ACTIONS.cancelled))?.entityId).toBe(cancelled.id);
    expect((await call(`${adminBase}/${rejected.id}/cancel`, authed('POST', tokens.admin))).status).toBe(409);
  });

  it('needs the CampaignAcknowledgement permission, the own lender and the right realm', async () => {
    const ack = await request();
    const path = `${lenderBase}/${ack.id}/acknowledge`;
    const body = { confirmation: 'ACKNOWLEDGE' };
    expect((await call(path, authed('POST', tokens['cu-readonly'], body))).status).toBe(403);
    expect((await call(path, authed('POST', tokens['bank-ack'], body))).status).toBe(403);
    expect(
      (
        await call(
          `/api/fi/${DEMO_LENDERS[1].number}/acknowledgements/${ack.id}/acknowledge`,
          authed('POST', tokens['bank-ack'], body),
        )
      ).status,
    ).toBe(404);
    expect((await call(path, authed('POST', tokens.admin, body))).status).toBe(403);
    expect((await call(path, authed('POST', tokens['embedder-admin'], body))).status).toBe(403);
    expect((await call(adminBase, authed('POST', tokens['cu-admin'], change))).status).toBe(403);
    expect((await call(adminBase, authed('GET', tokens['embedder-admin']))).status).toBe(403);
    expect((await call(`${adminBase}/${ack.id}/cancel`, authed('POST', tokens['cu-ack']))).status).toBe(403);
    expect(
      (await call(`/api/fi/${DEMO_LENDERS[1].number}/acknowledgements`, authed('GET', tokens['cu-ack']))).status,
    ).toBe(403);
  });

  it('refuses bad input (400)', async () => {
    expect((await call(adminBase, authed('POST', tokens.admin, { ...change, summary: '  ' }))).status).toBe(400);
    expect((await call(adminBase, authed('POST', tokens.admin, { ...change, fiId: 0 }))).status).toBe(400);
    expect((await call(adminBase, authed('POST', tokens.admin, { ...change, fiId: 9999 }))).status).toBe(400);
    expect((await call(`${lenderBase}?status=MAYBE`, authed('GET', tokens['cu-ack']))).status).toBe(400);
    expect(
      (
        await call(
          `${lenderBase}/not-a-uuid/acknowledge`,
          authed('POST', tokens['cu-ack'], { confirmation: 'ACKNOWLEDGE' }),
        )
      ).status,
    ).toBe(400);
    expect((await call('/api/uc/campaigns/x/acknowledgements', authed('GET', tokens.admin))).status).toBe(400);
  });
});
