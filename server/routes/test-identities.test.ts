import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { pageOf } from '../../api/paged-list.ts';
import { TEST_IDENTITY_ACTIONS, TestIdentity } from '../../api/test-identities.ts';
import { answeredAs } from '../../tests/integration/answered.ts';
import { authed } from '../../tests/integration/console-auth.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { open } from '../auth/secret-box.ts';
import { fiTestIdentities } from '../db/schema/index.ts';
import { DEMO_LENDERS } from '../db/seed.ts';

const summit = DEMO_LENDERS[0];
const base = `/api/fi/${summit.number}/testIdentities`;
const IdentityPage = pageOf(TestIdentity);

const ctx = seededApp({ signIns: ['cu-admin', 'cu-readonly', 'bank-admin'] });
const { tokens, call, lastAudit } = ctx;

const summitRows = () => ctx.db.select().from(fiTestIdentities).where(eq(fiTestIdentities.fiId, summit.id));
const list = async (token = tokens['cu-admin']) =>
  v.parse(IdentityPage, await (await call(base, authed('GET', token))).json()).content;
const byLastName = async (lastName: string) => (await list()).find((identity) => identity.lastName === lastName);
const validate = async (id: string, token = tokens['cu-admin']) =>
  call(`${base}/${id}/validate`, authed('POST', token));

const NEW = {
  firstName: 'Sam',
  lastName: 'Slowscan',
  dateOfBirth: '1990-07-04',
  ssn: '900-44-0006',
  address: '77 Aspen Way',
  city: 'Aurora',
  state: 'co',
  zipcode: '80010',
  email: 'sam@test.example',
  phone: '303 555 0199',
};

describe('test identities of one lender', () => {
  it('lists the seeded identities with the SSN’s last four only', async () => {
    const identities = await list(tokens['cu-readonly']);
    expect(identities.map((identity) => [identity.lastName, identity.ssnLastFour, identity.lastValidation])).toEqual([
      ['Mismatch', '0004', null],
      ['Unverifiable', '0001', null],
      ['Verified', '1234', null],
    ]);
    const text = JSON.stringify(identities);
    expect(text).not.toContain('900121234');
    expect(text).not.toContain('ssnSealed');
  });

  it('adds an identity: normalised, the SSN sealed at rest, audited', async () => {
    const response = await call(base, authed('POST', tokens['cu-admin'], NEW));
    const created = await answeredAs(TestIdentity, response, 201);
    expect(created).toMatchObject({
      dateOfBirth: '07-04-1990',
      ssnLastFour: '0006',
      state: 'CO',
      phone: '303-555-0199',
      lastValidation: null,
    });
    const [row] = await ctx.db.select().from(fiTestIdentities).where(eq(fiTestIdentities.id, created.id));
    expect(row?.ssnSealed).not.toContain('900440006');
    expect(open(ctx.deps.encryptionKey, row?.ssnSealed ?? '')).toBe('900440006');
    const audit = await lastAudit(TEST_IDENTITY_ACTIONS.added);
    expect(audit).toMatchObject({
      category: 'LENDER',
      entityType: 'TEST_IDENTITY',
      entityId: created.id,
      entityName: 'Sam Slowscan',
      oldValue: null,
      newValue: created,
    });
    expect(JSON.stringify(audit)).not.toContain('900440006');
  });

  it('changes an identity; an absent SSN keeps the sealed one; audited with old and new', async () => {
    const before = await byLastName('Slowscan');
    const { ssn: _kept, ...withoutSsn } = NEW;
    const response = await call(
      `${base}/${before?.id}`,
      authed('PUT', tokens['cu-admin'], { ...withoutSsn, city: 'Denver' }),
    );
    const after = await answeredAs(TestIdentity, response);
    expect(after).toMatchObject({ city: 'Denver', ssnLastFour: '0006' });
    expect(await lastAudit(TEST_IDENTITY_ACTIONS.updated)).toMatchObject({ oldValue: before, newValue: after });
  });

  it('answers the messages for a bad body and keeps nothing', async () => {
    const before = await summitRows();
    const response = await call(
      base,
      authed('POST', tokens['cu-admin'], { ...NEW, ssn: '12-34', dateOfBirth: '02-30-1990' }),
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { issues: unknown[] }).issues).toEqual([
      { path: 'dateOfBirth', message: 'Enter a valid Date of birth' },
      { path: 'ssn', message: 'Enter a valid SSN (9 digits)' },
    ]);
    const id = before[0]?.id;
    const put = await call(`${base}/${id}`, authed('PUT', tokens['cu-admin'], { ...NEW, firstName: ' ', email: 'x@' }));
    expect(((await put.json()) as { issues: unknown[] }).issues).toEqual([
      { path: 'firstName', message: 'First name is required' },
      { path: 'email', message: 'Enter a valid email' },
    ]);
    expect(await summitRows()).toEqual(before);
    expect(
      (await call(`${base}/00000000-0000-4000-8000-000000000000`, authed('PUT', tokens['cu-admin'], NEW))).status,
    ).toBe(404);
  });
});

describe('validating a test identity against the sandbox identity vendor', () => {
  it.each([
    ['Verified', 'PASSED', null, /Identity verified/],
    ['Unverifiable', 'FAILED', 'IDV_VALIDATION_FAILED', /could not verify/],
    ['Mismatch', 'FAILED', 'IDV_SSNDOB_VALIDATION_FAILED', /SSN and date of birth do not match/],
    ['Slowscan', 'FAILED', 'PROCESSING_DOCUMENT_TIMEOUT', /still processing after 25 polls/],
  ])('%s answers %s %s, kept on the identity and audited', async (lastName, outcome, code, message) => {
    const before = await byLastName(lastName);
    const response = await validate(before?.id ?? '');
    const after = await answeredAs(TestIdentity, response);
    expect(after.lastValidation).toMatchObject({ outcome, code, message: expect.stringMatching(message) });
    expect((await byLastName(lastName))?.lastValidation).toEqual(after.lastValidation);
    expect(await lastAudit(TEST_IDENTITY_ACTIONS.validated)).toMatchObject({
      entityId: after.id,
      oldValue: { lastValidation: before?.lastValidation ?? null },
      newValue: { lastValidation: after.lastValidation },
    });
  });

  it('reports the other sandbox answers: a vendor error, an expired session, failing and retried scans', async () => {
    const cases = [
      ['0002', 'FAILED', 'IDV_VALIDATION_ERROR'],
      ['0003', 'FAILED', 'IDV_SESSIONID_EXPIRED'],
      ['0005', 'FAILED', 'LICENCE_SCAN_FAILED'],
      ['0007', 'PASSED', null],
    ] as const;
    for (const [lastFour, outcome, code] of cases) {
      const created = v.parse(
        TestIdentity,
        await (
          await call(
            base,
            authed('POST', tokens['cu-admin'], { ...NEW, lastName: `Case${lastFour}`, ssn: `90055${lastFour}` }),
          )
        ).json(),
      );
      const validated = v.parse(TestIdentity, await (await validate(created.id)).json());
      expect(validated.lastValidation, lastFour).toMatchObject({ outcome, code });
      if (lastFour === '0007') expect(validated.lastValidation?.message).toMatch(/scan passed on attempt 2/);
    }
  });

  it('a changed identity loses its stale outcome', async () => {
    const verified = await byLastName('Verified');
    expect(verified?.lastValidation?.outcome).toBe('PASSED');
    const { lastValidation: _stale, id: _id, ssnLastFour: _last4, ...fields } = verified as TestIdentity;
    const response = await call(
      `${base}/${verified?.id}`,
      authed('PUT', tokens['cu-admin'], { ...fields, ssn: '900120001' }),
    );
    expect(v.parse(TestIdentity, await response.json())).toMatchObject({ ssnLastFour: '0001', lastValidation: null });
  });
});

describe('tenant scope and permission', () => {
  it('refuses another lender, and a Read-only user’s changes and validations, touching nothing', async () => {
    const before = await summitRows();
    const id = before[0]?.id ?? '';
    expect((await call(base, authed('GET', tokens['bank-admin']))).status).toBe(403);
    expect((await call(base, authed('POST', tokens['bank-admin'], NEW))).status).toBe(403);
    expect((await call(`${base}/${id}`, authed('PUT', tokens['bank-admin'], NEW))).status).toBe(403);
    expect((await validate(id, tokens['bank-admin'])).status).toBe(403);
    expect((await call(base, authed('POST', tokens['cu-readonly'], NEW))).status).toBe(403);
    expect((await call(`${base}/${id}`, authed('PUT', tokens['cu-readonly'], NEW))).status).toBe(403);
    expect((await validate(id, tokens['cu-readonly'])).status).toBe(403);
    expect(await summitRows()).toEqual(before);
  });

  it('does not reach another lender’s identity through its own fiId', async () => {
    const harbor = DEMO_LENDERS[1];
    const theirs = v.parse(
      TestIdentity,
      await (await call(`/api/fi/${harbor.number}/testIdentities`, authed('POST', tokens['bank-admin'], NEW))).json(),
    );
    expect((await call(`${base}/${theirs.id}`, authed('PUT', tokens['cu-admin'], NEW))).status).toBe(404);
    expect((await validate(theirs.id)).status).toBe(404);
  });
});
