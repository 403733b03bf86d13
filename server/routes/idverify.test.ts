import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { Consumer } from '../../api/consumer.ts';
import { IdentitySession } from '../../api/idverify.ts';
import { PASSCODE_MESSAGES } from '../../domain/catalog/identity.ts';
import { jsonRequest } from '../../tests/integration/db.ts';
import { consumerIdentity, demoConsumerId, lastPasscode } from '../../tests/integration/demo-consumer.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { open, seal } from '../auth/secret-box.ts';
import { consumers, identitySessions } from '../db/schema/index.ts';
import { createSandboxIdentityProvider } from '../providers/sandbox/sandbox-identity.ts';

let clock = Date.parse('2026-11-23T10:00:00Z');
const MINUTE = 60_000;

const ctx = seededApp({ deps: { now: () => new Date(clock) } });
const { signIn, idverify, start, passcodeSent } = consumerIdentity(ctx);
/** Gives a demo consumer a test identity: the last four of the SSN pick the sandbox scenario. */
const setSsn = async (accessCode: string, ssn: string) => {
  const id = demoConsumerId(accessCode);
  const [row] = await ctx.db.select({ pii: consumers.pii }).from(consumers).where(eq(consumers.id, id));
  const pii = JSON.parse(open(ctx.deps.encryptionKey, row?.pii ?? '')) as Record<string, string>;
  await ctx.db
    .update(consumers)
    .set({ pii: seal(ctx.deps.encryptionKey, JSON.stringify({ ...pii, ssn })) })
    .where(eq(consumers.id, id));
};

describe('identity verification by passcode', () => {
  it('sends the code, refuses a quick resend and a wrong code, then passes with the right one', async () => {
    const jwt = await signIn('DEMO-1001', 'Garcia');
    const session = await start(jwt, 'passcode');
    expect(session).toMatchObject({ method: 'passcode', status: 'PENDING' });
    const sent = await idverify(jwt, 'POST', `/${session.sessionId}/otp`);
    expect(sent.status).toBe(200);
    expect(await sent.json()).toMatchObject({ sentTo: 'm•••@example.com' });
    expect((await idverify(jwt, 'POST', `/${session.sessionId}/otp`)).status).toBe(429);
    const code = await lastPasscode(ctx.db);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const mismatch = await idverify(jwt, 'PUT', `/${session.sessionId}/otp`, { passcode: wrong });
    expect(mismatch.status).toBe(400);
    expect(await mismatch.json()).toMatchObject({ code: 'IDV_VALIDATION_FAILED', message: PASSCODE_MESSAGES.mismatch });
    const right = await idverify(jwt, 'PUT', `/${session.sessionId}/otp`, { passcode: code });
    expect(v.parse(IdentitySession, await right.json()).status).toBe('PASSED');
    const state = await idverify(jwt, 'POST', `/${session.sessionId}`);
    expect(v.parse(IdentitySession, await state.json()).status).toBe('PASSED');
    const me = v.parse(
      Consumer,
      await (await ctx.app.request('/api/consumers/current', { headers: { authorization: `Bearer ${jwt}` } })).json(),
    );
    expect(me.workflowState).toContain('IDV_PASSED');
    // Incomplete codes never reach the vendor.
    expect((await idverify(jwt, 'PUT', `/${session.sessionId}/otp`, { passcode: '12' })).status).toBe(400);
  });

  it('ends the session after three wrong codes, and an old session expires', async () => {
    const jwt = await signIn('DEMO-1005', 'Nguyen');
    const { session, code } = await passcodeSent(jwt);
    const wrong = String((Number(code) + 7) % 1_000_000).padStart(6, '0');
    const answers = [];
    for (let i = 0; i < 3; i++)
      answers.push(await idverify(jwt, 'PUT', `/${session.sessionId}/otp`, { passcode: wrong }));
    expect(answers.map((a) => a.status)).toEqual([400, 400, 403]);
    expect(await answers[2]?.json()).toMatchObject({ message: PASSCODE_MESSAGES.maxRetries });
    expect((await idverify(jwt, 'PUT', `/${session.sessionId}/otp`, { passcode: code })).status).toBe(403);

    const later = await start(jwt, 'passcode');
    clock += 16 * MINUTE;
    const stale = await idverify(jwt, 'PUT', `/${later.sessionId}/otp`, { passcode: '000000' });
    expect(stale.status).toBe(410);
    expect(await stale.json()).toMatchObject({
      code: 'IDV_SESSIONID_EXPIRED',
      message: PASSCODE_MESSAGES.sessionExpired,
    });
  });
});

describe('identity verification by knowledge questions', () => {
  it("passes with the consumer's own address and fails otherwise", async () => {
    const jwt = await signIn('DEMO-1001', 'Garcia');
    const session = await start(jwt, 'kba');
    expect(session.questions?.map((q) => q.id)).toEqual(['street', 'city', 'county']);
    const right = { street: '18 Aspen Way', city: 'Boulder', county: 'Boulder' };
    for (const question of session.questions ?? [])
      expect(question.choices).toContain(right[question.id as keyof typeof right]);
    const ok = await idverify(jwt, 'POST', `/${session.sessionId}/kba`, { answers: right });
    expect(v.parse(IdentitySession, await ok.json()).status).toBe('PASSED');

    const again = await start(jwt, 'kba');
    const bad = await idverify(jwt, 'POST', `/${again.sessionId}/kba`, { answers: { ...right, city: 'Fairview' } });
    expect(bad.status).toBe(403);
    expect(await bad.json()).toMatchObject({
      code: 'IDV_VALIDATION_FAILED',
      message: PASSCODE_MESSAGES.unableToVerify,
    });
  });
});

describe('identities the vendor cannot verify', () => {
  it('locks the consumer out for 60 minutes, and says so', async () => {
    await setSsn('DEMO-1004', '402-11-0001');
    const jwt = await signIn('DEMO-1004', 'Lee');
    const first = await idverify(jwt, 'POST', '', { method: 'passcode' });
    expect(first.status).toBe(403);
    expect(await first.json()).toMatchObject({
      code: 'IDV_SSNDOB_VALIDATION_FAILED',
      message: PASSCODE_MESSAGES.lockedOut,
    });
    // Locked out even once the vendor would verify.
    await setSsn('DEMO-1004', '402-11-4242');
    expect((await idverify(jwt, 'POST', '', { method: 'kba' })).status).toBe(403);
    clock += 61 * MINUTE;
    expect((await idverify(jwt, 'POST', '', { method: 'kba' })).status).toBe(201);
  });

  it('answers a vendor failure as a technical error', async () => {
    await setSsn('DEMO-1006', '511-22-0002');
    const jwt = await signIn('DEMO-1006', 'Rivera');
    const failed = await idverify(jwt, 'POST', '', { method: 'passcode' });
    expect(failed.status).toBe(502);
    expect(await failed.json()).toMatchObject({ code: 'IDV_VALIDATION_ERROR' });
  });
});

describe('a method the platform is not set up for', () => {
  it('answers IDV_VALIDATION_NOT_CONFIGURED before opening a session, and counts nothing', async () => {
    const jwt = await signIn('DEMO-1002', 'Smith');
    const consumerId = demoConsumerId('DEMO-1002');
    const sessionsOf = async () =>
      (await ctx.db.select().from(identitySessions).where(eq(identitySessions.consumerId, consumerId))).length;
    const before = await sessionsOf();
    ctx.deps.identityProvider = createSandboxIdentityProvider('passcode-only', ['passcode']);
    try {
      const refused = await idverify(jwt, 'POST', '', { method: 'kba' });
      expect(refused.status).toBe(409);
      expect(await refused.json()).toMatchObject({
        code: 'IDV_VALIDATION_NOT_CONFIGURED',
        message: PASSCODE_MESSAGES.unableToVerify,
      });
      expect(await sessionsOf()).toBe(before);
      expect(await start(jwt, 'passcode')).toMatchObject({ method: 'passcode', status: 'PENDING' });
    } finally {
      ctx.deps.identityProvider = undefined;
    }
  });
});

describe('licence scans', () => {
  const scan = (jwt: string, method: string, path: string) =>
    ctx.app.request(`/api/consumers/current/documentverify/sessions${path}`, jsonRequest(method, undefined, jwt));
  const statuses = async (jwt: string, id: string, polls: number) => {
    const seen: string[] = [];
    for (let i = 0; i < polls; i++)
      seen.push(((await (await scan(jwt, 'GET', `/${id}/status`)).json()) as { status: string }).status);
    return seen;
  };

  it("stays 'processing' for the vendor's first polls, then passes and marks the journey", async () => {
    const jwt = await signIn('DEMO-1001', 'Garcia');
    const started = await scan(jwt, 'POST', '');
    expect(started.status).toBe(201);
    const session = (await started.json()) as { sessionId: string; attempt: number; status: string };
    expect(session).toMatchObject({ attempt: 1, status: 'processing' });
    expect(await statuses(jwt, session.sessionId, 4)).toEqual(['processing', 'passed', 'passed', 'passed']);
    const me = v.parse(
      Consumer,
      await (await ctx.app.request('/api/consumers/current', { headers: { authorization: `Bearer ${jwt}` } })).json(),
    );
    expect(me.workflowState).toEqual(expect.arrayContaining(['IDDOC_UPLOADED', 'IDDOC_PASSED']));
    // A journey opened again asks for no second scan: the passed one answers, and no attempt is spent (issue 28).
    for (let i = 0; i < 4; i++) {
      const again = await scan(jwt, 'POST', '');
      expect(again.status).toBe(201);
      expect(await again.json()).toEqual({ sessionId: session.sessionId, attempt: 1, status: 'passed' });
    }
  });

  it('fails a scan the vendor rejects, and refuses a fourth attempt', async () => {
    await setSsn('DEMO-1007', '622-33-0005');
    const jwt = await signIn('DEMO-1007', 'Clark');
    for (const attempt of [1, 2, 3]) {
      const session = (await (await scan(jwt, 'POST', '')).json()) as { sessionId: string; attempt: number };
      expect(session.attempt).toBe(attempt);
      expect((await statuses(jwt, session.sessionId, 3)).at(-1)).toBe('failed');
    }
    const fourth = await scan(jwt, 'POST', '');
    expect(fourth.status).toBe(429);
    expect((await scan(jwt, 'GET', '/00000000-0000-4000-8000-000000000000/status')).status).toBe(404);
  });

  it("ends with the vendor's final answer and refuses another scan once the licence was already submitted", async () => {
    await setSsn('DEMO-1008', '622-34-0012');
    const jwt = await signIn('DEMO-1008', 'Brown');
    const session = (await (await scan(jwt, 'POST', '')).json()) as { sessionId: string };
    expect((await statuses(jwt, session.sessionId, 3)).at(-1)).toBe('already_submitted');
    const again = await scan(jwt, 'POST', '');
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({
      message: 'We already have your licence for this offer, so the lender will follow up with you.',
    });
  });
});
