import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { Registration } from '../../api/registration.ts';
import {
  MAX_DOCUMENT_ATTEMPTS,
  MAX_FAILED_IDENTITY_SESSIONS,
  PASSCODE_MAX_ATTEMPTS,
  PASSCODE_MESSAGES,
} from '../../domain/catalog/identity.ts';
import { jsonRequest } from '../../tests/integration/db.ts';
import { consumerIdentity, demoConsumerId, lastPasscode } from '../../tests/integration/demo-consumer.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { documentSessions, identitySessions } from '../db/schema/index.ts';
import { SANDBOX_HUMAN_TOKEN } from '../providers/human-check.ts';

// Issue 17 item 2, 6 and 15: attempt limits hold under parallel requests (counted in the database before the check),
// failed identity sessions lock the consumer out, and the public /further calls accept only their own sessions.

const ctx = seededApp();

const { signIn, idverify, start, passcodeSent } = consumerIdentity(ctx);
const wrongOf = (code: string, n: number) => String((Number(code) + 1 + n) % 1_000_000).padStart(6, '0');
const sessionRow = async (id: string) =>
  (await ctx.db.select().from(identitySessions).where(eq(identitySessions.id, id)))[0];

describe('passcode attempts under parallel guesses', () => {
  it('checks at most the allowed number of codes; the right code afterwards is refused', async () => {
    const jwt = await signIn('DEMO-1002', 'Smith');
    const { session, code } = await passcodeSent(jwt);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, n) =>
        idverify(jwt, 'PUT', `/${session.sessionId}/otp`, { passcode: wrongOf(code, n) }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 400)).toHaveLength(PASSCODE_MAX_ATTEMPTS - 1);
    expect(statuses.filter((status) => status === 403)).toHaveLength(40 - (PASSCODE_MAX_ATTEMPTS - 1));
    expect(await sessionRow(session.sessionId)).toMatchObject({ attempts: PASSCODE_MAX_ATTEMPTS, status: 'FAILED' });
    const right = await idverify(jwt, 'PUT', `/${session.sessionId}/otp`, { passcode: code });
    expect(right.status).toBeGreaterThanOrEqual(400);
    expect((await sessionRow(session.sessionId))?.status).toBe('FAILED');
  });
});

describe('knowledge questions under parallel answers', () => {
  it('checks one set of answers only; the right answers afterwards are refused', async () => {
    const jwt = await signIn('DEMO-1001', 'Garcia');
    const session = await start(jwt, 'kba');
    const right = { street: '18 Aspen Way', city: 'Boulder', county: 'Boulder' };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        idverify(jwt, 'POST', `/${session.sessionId}/kba`, { answers: { ...right, city: 'Fairview' } }),
      ),
    );
    expect(answers.every((answer) => answer.status === 403 || answer.status === 410)).toBe(true);
    expect((await sessionRow(session.sessionId))?.attempts).toBe(1);
    const late = await idverify(jwt, 'POST', `/${session.sessionId}/kba`, { answers: right });
    expect(late.status).toBeGreaterThanOrEqual(400);
    expect((await sessionRow(session.sessionId))?.status).not.toBe('PASSED');
  });
});

describe('licence scans under parallel starts', () => {
  it('creates no more scans than allowed', async () => {
    const jwt = await signIn('DEMO-1004', 'Lee');
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        ctx.app.request('/api/consumers/current/documentverify/sessions', jsonRequest('POST', {}, jwt)),
      ),
    );
    expect(answers.filter((answer) => answer.status < 300)).toHaveLength(MAX_DOCUMENT_ATTEMPTS);
    const rows = await ctx.db
      .select()
      .from(documentSessions)
      .where(eq(documentSessions.consumerId, demoConsumerId('DEMO-1004')));
    expect(rows).toHaveLength(MAX_DOCUMENT_ATTEMPTS);
  });
});

describe('failed identity sessions', () => {
  it('lock the consumer out of new sessions after the allowed number, also when started in parallel', async () => {
    const jwt = await signIn('DEMO-1005', 'Nguyen');
    const right = { street: 'nowhere', city: 'nowhere', county: 'nowhere' };
    for (let n = 0; n < MAX_FAILED_IDENTITY_SESSIONS; n += 1) {
      const session = await start(jwt, 'kba');
      expect((await idverify(jwt, 'POST', `/${session.sessionId}/kba`, { answers: right })).status).toBe(403);
    }
    const starts = await Promise.all(Array.from({ length: 5 }, () => idverify(jwt, 'POST', '', { method: 'kba' })));
    for (const answer of starts) {
      expect(answer.status).toBe(403);
      expect(await answer.json()).toMatchObject({ message: PASSCODE_MESSAGES.lockedOut });
    }
  });
});

describe('/further passcode calls', () => {
  it("refuse a consumer's in-journey identity session id", async () => {
    const jwt = await signIn('DEMO-1012', 'Hall');
    const { session: journey, code } = await passcodeSent(jwt);
    const url = `/api/auth/further/registrations/${journey.sessionId}/otp`;
    expect((await ctx.app.request(url, jsonRequest('PUT', { passcode: code }))).status).toBe(404);
    expect((await ctx.app.request(url, jsonRequest('POST', {}))).status).toBe(404);
    expect((await sessionRow(journey.sessionId))?.status).toBe('PENDING');
  });

  it('still accept their own registration', async () => {
    const found = await ctx.app.request(
      '/api/auth/further/registrations',
      jsonRequest('POST', {
        lastName: 'scott',
        dateOfBirth: '1986-05-20',
        zipcode: '80202',
        ssnLastFour: '1016',
        recaptchaToken: SANDBOX_HUMAN_TOKEN,
      }),
    );
    expect(found.status).toBe(201);
    const registration = v.parse(Registration, await found.json());
    const verified = await ctx.app.request(
      `/api/auth/further/registrations/${registration.registrationId}/otp`,
      jsonRequest('PUT', { passcode: await lastPasscode(ctx.db) }),
    );
    expect(verified.status).toBe(200);
  });
});
