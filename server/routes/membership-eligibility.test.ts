import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MEMBERSHIP_ACTIONS, MembershipEligibility } from '../../api/membership-eligibility.ts';
import { compileLocations } from '../../domain/engine/membership.ts';
import { authed, upload } from '../../tests/integration/console-auth.ts';
import { refusedImport } from '../../tests/integration/refused-import.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { financialInstitutions } from '../db/schema/index.ts';
import { DEMO_LENDERS } from '../db/seed.ts';
import { loadEngineConfig } from '../offers/engine-config.ts';

const summit = DEMO_LENDERS[0];
const harbor = DEMO_LENDERS[1];
const base = `/api/fi/${summit.number}/membershipEligibility`;
const HEADER = 'state,county,zipcode';

const ctx = seededApp({ signIns: ['cu-admin', 'cu-readonly', 'bank-admin'] });
const { tokens, call, lastAudit } = ctx;

const read = async (response: Response) => v.parse(MembershipEligibility, await response.json());
const stored = async () =>
  (
    await ctx.db
      .select({ membership: financialInstitutions.membership })
      .from(financialInstitutions)
      .where(eq(financialInstitutions.id, summit.id))
  )[0]?.membership;
/** What the offer engine makes of the stored membership (the server's own engine config, compiled as offers are). */
const engineMembership = async () => {
  const config = await loadEngineConfig(ctx.db, []);
  const lender = config.lenders.find((entry) => entry.id === summit.id);
  return compileLocations(lender?.membership ?? []);
};
const csv = (text: string, name = 'membership.csv') => new File([text], name, { type: 'text/csv' });

const SEEDED = {
  nationwide: false,
  states: [
    { state: 'CO', counties: [] },
    { state: 'WY', counties: [{ county: 'Laramie', zipcodes: ['82001', '82007', '82009'] }] },
  ],
};

describe('membership eligibility', () => {
  it('answers the lender’s own membership to its users, Read-only included', async () => {
    expect(await read(await call(base, authed('GET', tokens['cu-admin'])))).toEqual(SEEDED);
    expect(await read(await call(base, authed('GET', tokens['cu-readonly'])))).toEqual(SEEDED);
  });

  it('replaces it (a state added), stores what the offer engine reads, and audits old and new', async () => {
    const body = {
      states: [...SEEDED.states, { state: 'tx', counties: [{ county: ' Travis ', zipcodes: ['78701', '78702'] }] }],
    };
    const response = await call(base, authed('PUT', tokens['cu-admin'], body));
    expect(response.status).toBe(200);
    const after = await read(response);
    expect(after.states.map((entry) => entry.state)).toEqual(['CO', 'TX', 'WY']);
    expect(after.states[1]).toEqual({ state: 'TX', counties: [{ county: 'Travis', zipcodes: ['78701', '78702'] }] });
    expect(await stored()).toEqual([
      { state: 'CO' },
      { state: 'TX', counties: [{ county: 'Travis', zipcodes: ['78701', '78702'] }] },
      { state: 'WY', counties: [{ county: 'Laramie', zipcodes: ['82001', '82007', '82009'] }] },
    ]);
    const engine = await engineMembership();
    expect(engine.matches('TX', 'Travis', null)).toBe(true);
    expect(engine.matches('TX', null, '78702')).toBe(true);
    expect(engine.matches('TX', 'Harris', '77002')).toBe(false);
    expect(engine.matches('CO', 'Denver', '80202')).toBe(true);

    const row = await lastAudit(MEMBERSHIP_ACTIONS.updated);
    expect(row).toMatchObject({
      category: 'LENDER',
      entityType: 'MEMBERSHIP_ELIGIBILITY',
      entityId: summit.id,
      entityName: summit.name,
      actorName: 'cu-admin',
      tenantId: summit.id,
      oldValue: SEEDED,
      newValue: after,
    });
    expect(row?.changes?.length).toBeGreaterThan(0);
    expect(await read(await call(base, authed('GET', tokens['cu-readonly'])))).toEqual(after);
  });

  it("answers the seed's messages for a bad body and changes nothing", async () => {
    const before = await stored();
    const cases: [unknown, { path?: string; message: string }][] = [
      [{}, { message: 'membership data is missing' }],
      [{ nationwide: false, states: [] }, { message: 'membership data is missing' }],
      [[], { message: 'membership data is missing' }],
      [{ states: [{ state: 'XX' }] }, { path: 'states.0.state', message: 'Enter a valid State' }],
      [
        { states: [{ state: 'CO', counties: [{ county: 'Denver', zipcodes: ['8020'] }] }] },
        { path: 'states.0.counties.0.zipcodes.0', message: 'Enter a valid Zip code' },
      ],
      [
        { nationwide: true, states: [{ state: 'CO' }] },
        { message: 'A nationwide membership lists no states; switch nationwide off to list them' },
      ],
    ];
    for (const [body, issue] of cases) {
      const response = await call(base, authed('PUT', tokens['cu-admin'], body));
      expect(response.status, JSON.stringify(body)).toBe(400);
      const answer = (await response.json()) as { code: string; issues: unknown[] };
      expect(answer.code).toBe('VALIDATION_FAILED');
      expect(answer.issues).toContainEqual(issue);
    }
    const empty = await call(base, { method: 'PUT', headers: { authorization: `Bearer ${tokens['cu-admin']}` } });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ issues: [{ message: 'membership data is missing' }] });
    expect(await stored()).toEqual(before);
  });

  it('DELETE clears the restriction: nationwide again, as the engine reads it; audited', async () => {
    const before = await read(await call(base, authed('GET', tokens['cu-admin'])));
    const response = await call(base, authed('DELETE', tokens['cu-admin']));
    expect(response.status).toBe(200);
    expect(await read(response)).toEqual({ nationwide: true, states: [] });
    expect(await stored()).toEqual([{ state: '*' }]);
    expect((await engineMembership()).matches('NM', 'Santa Fe', '87501')).toBe(true);
    expect(await lastAudit(MEMBERSHIP_ACTIONS.deleted)).toMatchObject({
      oldValue: before,
      newValue: { nationwide: true, states: [] },
    });
  });

  it('sets nationwide explicitly and back to states', async () => {
    expect(await read(await call(base, authed('PUT', tokens['cu-admin'], { nationwide: true })))).toEqual({
      nationwide: true,
      states: [],
    });
    const back = await read(
      await call(base, authed('PUT', tokens['cu-admin'], { nationwide: false, states: [{ state: 'CO' }] })),
    );
    expect(back).toEqual({ nationwide: false, states: [{ state: 'CO', counties: [] }] });
    expect((await engineMembership()).matches('WY', 'Laramie', '82001')).toBe(false);
  });
});

describe('membership CSV import (branchDocument)', () => {
  it('replaces the whole membership with the file’s rows and audits it', async () => {
    const before = await read(await call(base, authed('GET', tokens['cu-admin'])));
    const file = csv(`${HEADER}\nCO,,\nWY,Laramie,82001\nWY,laramie,82009\nNM,*,\n`);
    const response = await call(`${base}/data`, upload(tokens['cu-admin'], 'branchDocument', file));
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { imported: number; membership: MembershipEligibility };
    expect(answer).toEqual({
      imported: 4,
      membership: {
        nationwide: false,
        states: [
          { state: 'CO', counties: [] },
          { state: 'NM', counties: [] },
          { state: 'WY', counties: [{ county: 'Laramie', zipcodes: ['82001', '82009'] }] },
        ],
      },
    });
    expect((await engineMembership()).matches('NM', 'Santa Fe', '87501')).toBe(true);
    expect(await lastAudit(MEMBERSHIP_ACTIONS.imported)).toMatchObject({
      oldValue: before,
      newValue: answer.membership,
      actorName: 'cu-admin',
    });
  });

  it('reads a lone * row as nationwide', async () => {
    const response = await call(`${base}/data`, upload(tokens['cu-admin'], 'branchDocument', csv(`${HEADER}\n*,,\n`)));
    expect(await response.json()).toEqual({ imported: 1, membership: { nationwide: true, states: [] } });
    await call(base, authed('PUT', tokens['cu-admin'], { states: [{ state: 'CO' }] }));
  });

  it('refuses a file with bad rows, naming each, and keeps the membership', async () => {
    const before = await stored();
    const file = csv(`${HEADER}\nCO,Denver,80202\nZZ,,\nCO,,8020\nTX,,78701\n*,,\n`);
    const body = await refusedImport(await call(`${base}/data`, upload(tokens['cu-admin'], 'branchDocument', file)));
    expect(body.issues.map((issue) => issue.message)).toEqual(
      expect.arrayContaining([
        'Row 3: Enter a valid State',
        'Row 4: Enter a valid Zip code',
        'Row 5: A zip code needs its county',
      ]),
    );
    // A wildcard among states is a problem across rows, found once every row is valid.
    const mixed = await call(
      `${base}/data`,
      upload(tokens['cu-admin'], 'branchDocument', csv(`${HEADER}\nCO,,\n*,,\n`)),
    );
    expect(mixed.status).toBe(400);
    expect(await mixed.json()).toMatchObject({
      issues: [
        { path: 'rows.3.state', message: 'Row 3: A nationwide row (state *) cannot be combined with rows for states' },
      ],
    });
    expect(await stored()).toEqual(before);
  });

  it("answers 'membership file is missing' without the file, and refuses what is not the template's CSV", async () => {
    const missing = await call(
      `${base}/data`,
      upload(tokens['cu-admin'], 'membershipDocument', csv(`${HEADER}\nCO,,\n`)),
    );
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({
      code: 'MISSING_REQUIRED_FIELD',
      message: 'membership file is missing',
    });
    const json = await call(`${base}/data`, authed('POST', tokens['cu-admin'], { states: [{ state: 'CO' }] }));
    expect(json.status).toBe(400);
    expect(await json.json()).toMatchObject({ message: 'membership file is missing' });
    const empty = await call(`${base}/data`, upload(tokens['cu-admin'], 'branchDocument', csv('')));
    expect(await empty.json()).toMatchObject({ message: 'membership file is missing' });
    for (const file of [csv(`${HEADER}\nCO,,\n`, 'm.txt'), csv('state,zip\nCO,80202\n'), csv(`${HEADER}\n`)]) {
      expect((await call(`${base}/data`, upload(tokens['cu-admin'], 'branchDocument', file))).status, file.name).toBe(
        400,
      );
    }
  });
});

describe('tenant scope and permission', () => {
  it('refuses another lender and a Read-only user’s changes', async () => {
    expect((await call(base, authed('GET', tokens['bank-admin']))).status).toBe(403);
    expect(
      (await call(`/api/fi/${harbor.number}/membershipEligibility`, authed('GET', tokens['cu-admin']))).status,
    ).toBe(403);
    const before = await stored();
    expect((await call(base, authed('PUT', tokens['bank-admin'], { nationwide: true }))).status).toBe(403);
    expect((await call(base, authed('PUT', tokens['cu-readonly'], { nationwide: true }))).status).toBe(403);
    expect((await call(base, authed('DELETE', tokens['cu-readonly']))).status).toBe(403);
    const file = csv(`${HEADER}\n*,,\n`);
    expect((await call(`${base}/data`, upload(tokens['cu-readonly'], 'branchDocument', file))).status).toBe(403);
    expect(await stored()).toEqual(before);
  });
});
