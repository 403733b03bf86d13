import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MyConsents } from '../../api/consents.ts';
import { Consumer } from '../../api/consumer.ts';
import { LinkedAccount, Registration } from '../../api/registration.ts';
import { Session } from '../../api/session.ts';
import { PASSCODE_MESSAGES } from '../../domain/catalog/identity.ts';
import { confirmConsents } from '../../domain/compliance/consents.ts';
import { jsonRequest } from '../../tests/integration/db.ts';
import { lastPasscode } from '../../tests/integration/demo-consumer.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { open } from '../auth/secret-box.ts';
import { listOutbox } from '../db/queries/mail.ts';
import { consumers } from '../db/schema/index.ts';
import { LOOKUP_FAILED } from '../identity/registration-service.ts';
import { SANDBOX_HUMAN_TOKEN } from '../providers/human-check.ts';

const ctx = seededApp();

// DEMO-1016 Scott: 516-16-1016, born 1986-05-20, ZIP 80202.
const SCOTT = {
  lastName: 'scott',
  dateOfBirth: '1986-05-20',
  zipcode: '80202',
  ssnLastFour: '1016',
  recaptchaToken: SANDBOX_HUMAN_TOKEN,
};
const lookUp = (body: unknown) => ctx.app.request('/api/auth/further/registrations', jsonRequest('POST', body));

describe('/further registration', () => {
  it('finds the consumer by their own details, mails a passcode, and answers a session for the right code', async () => {
    const found = await lookUp(SCOTT);
    expect(found.status).toBe(201);
    const registration = v.parse(Registration, await found.json());
    expect(registration.sentTo).toBe('m•••@example.com');
    const url = `/api/auth/further/registrations/${registration.registrationId}/otp`;
    // The resend waits for its cooldown.
    expect((await ctx.app.request(url, { method: 'POST' })).status).toBe(429);
    const code = await lastPasscode(ctx.db);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const mismatch = await ctx.app.request(url, jsonRequest('PUT', { passcode: wrong }));
    expect(mismatch.status).toBe(400);
    expect(await mismatch.json()).toMatchObject({ code: 'IDV_VALIDATION_FAILED', message: PASSCODE_MESSAGES.mismatch });
    const passed = await ctx.app.request(url, jsonRequest('PUT', { passcode: code }));
    expect(passed.status).toBe(200);
    const session = v.parse(Session, await passed.json());
    expect(session.consumer?.lastName).toBe('Scott');
    expect(session.workflowState).toContain('REGISTRATION_OTP_PASSED');
    const jwt = session.jwt ?? '';

    const refused = await ctx.app.request(
      '/api/consumers/current/registration',
      jsonRequest('POST', { consent: false }, jwt),
    );
    expect(refused.status).toBe(400);
    const consented = await ctx.app.request(
      '/api/consumers/current/registration',
      jsonRequest('POST', { consent: true, consents: confirmConsents(true) }, jwt),
    );
    expect((await consented.json()).workflowState).toEqual(
      expect.arrayContaining(['OFFERS_GENERATED', 'REGISTRATION_OTP_PASSED', 'REGISTRATION_COMPLETED']),
    );
    // The confirm box records each consent it gave, the optional contact one included, from the /further site.
    const consents = v.parse(
      MyConsents,
      await (await ctx.app.request('/api/consumers/current/consents', jsonRequest('GET', undefined, jwt))).json(),
    );
    expect(consents.records.map((r) => [r.kind, r.channel]).sort()).toEqual([
      ['CONTACT', 'further'],
      ['CREDIT_CHECK', 'further'],
      ['ESIGN', 'further'],
      ['TERMS', 'further'],
    ]);
    expect(consents.pending).toEqual([]);
    const me = v.parse(
      Consumer,
      await (await ctx.app.request('/api/consumers/current', { headers: { authorization: `Bearer ${jwt}` } })).json(),
    );
    expect(me.workflowState.filter((flag) => flag === 'REGISTRATION_OTP_PASSED')).toHaveLength(1);

    const account = { institutionName: 'First Bank', routingNumber: '102000021', accountNumber: '000123456789' };
    const bad = await ctx.app.request(
      '/api/consumers/current/linked-account',
      jsonRequest('PUT', { ...account, routingNumber: '12', loanAmount: '5000' }, jwt),
    );
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ message: expect.stringContaining('9-digit routing number') });
    const linked = await ctx.app.request(
      '/api/consumers/current/linked-account',
      jsonRequest('PUT', { ...account, loanAmount: '5000' }, jwt),
    );
    expect(v.parse(LinkedAccount, await linked.json())).toEqual({
      institutionName: 'First Bank',
      routingNumber: '102000021',
      accountLastFour: '6789',
      loanAmount: '5000',
    });
    // Only the last four digits are kept, sealed with the rest of the personal data.
    const [row] = await ctx.db.select({ pii: consumers.pii }).from(consumers).where(eq(consumers.id, me.id));
    const stored = open(ctx.deps.encryptionKey, row?.pii ?? '');
    expect(stored).toContain('"accountLastFour":"6789"');
    expect(stored).not.toContain('000123456789');
  });

  it('refuses details that match nobody with the lookup failure, and bad input with the field message', async () => {
    for (const details of [
      { ...SCOTT, ssnLastFour: '9999' },
      { ...SCOTT, dateOfBirth: '1986-05-21' },
      { ...SCOTT, lastName: 'Nobody' },
    ]) {
      const answer = await lookUp(details);
      expect(answer.status).toBe(404);
      expect(await answer.json()).toEqual({ code: 'OFFERS_NOT_FOUND', message: LOOKUP_FAILED });
    }
    const malformed = await lookUp({ ...SCOTT, zipcode: '8020' });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ message: expect.stringContaining('5-digit ZIP code') });
    const unknown = await ctx.app.request(
      '/api/auth/further/registrations/00000000-0000-4000-8000-000000000000/otp',
      jsonRequest('PUT', { passcode: '123456' }),
    );
    expect(unknown.status).toBe(404);
  });

  it('refuses a lookup whose bot check fails with RECAPTCHA_FAILED, before looking anyone up', async () => {
    const before = (await listOutbox(ctx.db)).length;
    const robot = await lookUp({ ...SCOTT, recaptchaToken: 'sandbox-robot' });
    expect(robot.status).toBe(403);
    expect(await robot.json()).toEqual({
      code: 'RECAPTCHA_FAILED',
      message: "We couldn't confirm you're not a robot. Please try again.",
    });
    expect((await listOutbox(ctx.db)).length).toBe(before);
    const missing = await lookUp({ ...SCOTT, recaptchaToken: '' });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ message: expect.stringContaining("Confirm you're not a robot") });
  });

  it('applies the identity vendor: an unverifiable identity is locked out at the lookup', async () => {
    const baker = await lookUp({ ...SCOTT, lastName: 'Baker', ssnLastFour: '0001' });
    expect(baker.status).toBe(403);
    expect(await baker.json()).toMatchObject({ code: 'IDV_SSNDOB_VALIDATION_FAILED' });
  });
});
