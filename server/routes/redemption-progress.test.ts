import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Offer } from '../../api/consumer.ts';
import { IdentitySession } from '../../api/idverify.ts';
import { PendingRedemption, Redemption, RedemptionProgress } from '../../api/redemptions.ts';
import { Stipulation } from '../../api/stipulations.ts';
import { onePagePdf } from '../../tests/fixtures/pdf.ts';
import { jsonRequest } from '../../tests/integration/db.ts';
import { demoConsumerOffer } from '../../tests/integration/demo-consumer.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { listOutbox } from '../db/queries/mail.ts';

/*
 * Issue 28 item 5: a redeem journey opened again continues where the server says it stands. Each step is done
 * through the consumer calls themselves (passcode from the outbox, the sandbox's scan, real uploads), and the
 * progress answer reports it once done, never before.
 */

const ctx = seededApp();
let jwt = '';
let loan: v.InferOutput<typeof Offer>;
let auto: v.InferOutput<typeof Offer>;

const auth = (token = jwt) => ({ authorization: `Bearer ${token}` });
const progressUrl = (offerId: string) => `/api/consumers/current/offers/${offerId}/redemptions/progress`;
const progress = async (offerId: string, token = jwt) => {
  const answer = await ctx.app.request(progressUrl(offerId), { headers: auth(token) });
  expect(answer.status).toBe(200);
  return v.parse(RedemptionProgress, await answer.json());
};
const keep = (offerId: string, application: object, token = jwt) =>
  ctx.app.request(progressUrl(offerId), jsonRequest('PUT', { application }, token));
const identity = (method: string, path: string, body?: unknown) =>
  ctx.app.request(`/api/consumers/current/idverify/sessions${path}`, jsonRequest(method, body, jwt));
const scan = (method: string, path: string) =>
  ctx.app.request(`/api/consumers/current/documentverify/sessions${path}`, jsonRequest(method, undefined, jwt));

beforeAll(async () => {
  ({ jwt, offer: loan } = await demoConsumerOffer(ctx.app, 'DEMO-1010', 'Walker', 'Unsecured_Loan'));
  ({ offer: auto } = await demoConsumerOffer(ctx.app, 'DEMO-1010', 'Walker', 'New_Auto'));
});

describe('the progress of a redeem journey', () => {
  const NOTHING = { application: false, identity: false, licenceScan: false, documents: false };
  const term = () => loan.terms[0];
  const application = () => ({
    amount: term()?.minimum ?? '0',
    term: term()?.term ?? null,
    addOns: [],
    answers: { contactPreference: 'EMAIL' },
  });

  it('reports nothing done before the application is settled, and refuses an amount outside the offer', async () => {
    expect(await progress(loan.id)).toEqual({ offerId: loan.id, application: null, steps: NOTHING });
    const outside = await keep(loan.id, { ...application(), amount: '99999999' });
    expect(outside.status).toBe(400);
    expect(await outside.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((await progress(loan.id)).application).toBeNull();
  });

  it('keeps the settled application: the application step is done', async () => {
    const kept = await keep(loan.id, application());
    expect(kept.status).toBe(200);
    expect(v.parse(RedemptionProgress, await kept.json())).toEqual({
      offerId: loan.id,
      application: application(),
      steps: { ...NOTHING, application: true },
    });
    // Settled again with another amount: the newer one is kept.
    const limit = term()?.limit ?? '0';
    await keep(loan.id, { ...application(), amount: limit });
    expect((await progress(loan.id)).application?.amount).toBe(limit);
  });

  it('reports identity verified once the passcode passed', async () => {
    const session = v.parse(IdentitySession, await (await identity('POST', '', { method: 'passcode' })).json());
    expect((await identity('POST', `/${session.sessionId}/otp`)).status).toBe(200);
    expect((await progress(loan.id)).steps.identity).toBe(false);
    const code = /\b(\d{6})\b/.exec((await listOutbox(ctx.db, { limit: 1 }))[0]?.body ?? '')?.[1] ?? '';
    const passed = await identity('PUT', `/${session.sessionId}/otp`, { passcode: code });
    expect(v.parse(IdentitySession, await passed.json()).status).toBe('PASSED');
    expect((await progress(loan.id)).steps).toEqual({ ...NOTHING, application: true, identity: true });
  });

  it('reports the licence scan once it passed (not while it is processing)', async () => {
    const started = (await (await scan('POST', '')).json()) as { sessionId: string };
    let status = 'processing';
    for (let poll = 0; poll < 5 && status === 'processing'; poll++) {
      if (poll === 0) expect((await progress(loan.id)).steps.licenceScan).toBe(false);
      status = ((await (await scan('GET', `/${started.sessionId}/status`)).json()) as { status: string }).status;
    }
    expect(status).toBe('passed');
    expect((await progress(loan.id)).steps).toEqual({
      ...NOTHING,
      application: true,
      identity: true,
      licenceScan: true,
    });
  });

  it('reports the documents once every requested one is uploaded', async () => {
    const base = `/api/consumers/current/offers/${loan.id}/stipulations`;
    const list = v.parse(
      v.array(Stipulation),
      await (await ctx.app.request(base, { method: 'POST', headers: auth() })).json(),
    );
    expect(list.length).toBeGreaterThan(1);
    const pdf = await onePagePdf();
    for (const [index, stipulation] of list.entries()) {
      expect((await progress(loan.id)).steps.documents).toBe(false);
      const form = new FormData();
      form.append('stipDocument', new File([pdf], `${index}.pdf`));
      const upload = await ctx.app.request(`${base}/${stipulation.id}`, {
        method: 'POST',
        headers: auth(),
        body: form,
      });
      expect(upload.status).toBe(200);
    }
    expect((await progress(loan.id)).steps).toEqual({
      application: true,
      identity: true,
      licenceScan: true,
      documents: true,
    });
  });

  it('is per offer: another offer of the same consumer has no journey yet', async () => {
    expect(await progress(auto.id)).toEqual({ offerId: auto.id, application: null, steps: NOTHING });
  });

  it("is the consumer's own: another consumer can neither read nor write it", async () => {
    const { jwt: other } = await demoConsumerOffer(ctx.app, 'DEMO-1001', 'Garcia', 'Unsecured_Loan');
    const read = await ctx.app.request(progressUrl(loan.id), { headers: auth(other) });
    expect(read.status).toBe(404);
    expect((await keep(loan.id, application(), other)).status).toBe(404);
  });

  it('a pending redemption reports its steps: documents still to come, the rest done', async () => {
    const autoTerm = auto.terms[0];
    const later = await ctx.app.request(
      `/api/consumers/current/offers/${auto.id}/redemptions`,
      jsonRequest('POST', { amount: autoTerm?.minimum, term: autoTerm?.term, uploadLater: true }, jwt),
    );
    expect(later.status).toBe(201);
    const created = v.parse(Redemption, await later.json());
    expect(created.status).toBe('PENDING_DOCUMENTS');
    const pending = await ctx.app.request(`/api/consumers/current/redemptions/pending/${created.id}`, {
      headers: auth(),
    });
    expect(v.parse(PendingRedemption, await pending.json()).steps).toEqual({
      application: true,
      identity: true,
      licenceScan: true,
      documents: false,
    });
  });
});
