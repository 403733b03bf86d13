import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FinancialInstitution, LENDER_ACTIONS, LenderRow } from '../../api/lenders.ts';
import { pageOf } from '../../api/paged-list.ts';
import { COVERAGE_MESSAGE } from '../../domain/validation/lender.ts';
import { answeredAs } from '../../tests/integration/answered.ts';
import { authed, latestAudit, signInAs } from '../../tests/integration/console-auth.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { financialInstitutions } from '../db/schema/index.ts';
import { DEMO_LENDERS } from '../db/seed.ts';

const summit = DEMO_LENDERS[0];
const harbor = DEMO_LENDERS[1];
const LenderPage = pageOf(LenderRow);

const ctx = seededApp({ signIns: ['admin', 'cu-admin', 'cu-readonly', 'cu-analyst', 'bank-admin', 'embedder-admin'] });
const { tokens } = ctx;

const call = (path: string, init: RequestInit) => ctx.app.request(`/api${path}`, init);
const as = (user: keyof typeof tokens, method: string, body?: unknown) => authed(method, tokens[user], body);
const statusFilter = (status: string) =>
  encodeURIComponent(JSON.stringify([{ field: 'onboardingStatus', operator: 'EQUAL', value: status }]));
const rowCount = async () => (await ctx.db.select().from(financialInstitutions)).length;

const newLender = (overrides: Record<string, unknown> = {}) => ({
  code: 'river-cu',
  name: 'River Credit Union',
  description: 'A river-side credit union',
  websiteUrl: 'https://river-cu.example',
  einNumber: '12-3456789',
  type: 'CREDIT_UNION',
  insuranceCoverage: 'ASI',
  creditBureau: 'EXPERIAN',
  phone: '+1 (555) 123 4567',
  profileDescription: 'Serving the valley since 1970.',
  yearEstablished: 1970,
  primaryColor: '#AA3300',
  documentImageEmails: 'docs@river-cu.example',
  loanLeadEmails: 'a@river-cu.example, b@river-cu.example',
  paymentCustomerId: 'cus_river',
  pricingModel: 'VOLUME_TIER_BASED',
  autoEnroll: true,
  localPriority: true,
  nationalPresence: false,
  acceptsMla: true,
  ...overrides,
});

describe('GET /fi (admin list, Lenders and Prospects tabs)', () => {
  it('lists lenders and, filtered by status, prospects', async () => {
    const lenders = v.parse(
      LenderPage,
      await (await call(`/fi?filter=${statusFilter('ONBOARDED')}`, as('admin', 'GET'))).json(),
    );
    expect(lenders.content.map((row) => row.code)).toEqual(['bright-lending', 'harbor-bank', 'peak-fcu', 'summit-cu']);
    const prospects = v.parse(
      LenderPage,
      await (await call(`/fi?filter=${statusFilter('PROSPECT')}`, as('admin', 'GET'))).json(),
    );
    expect(prospects.content.map((row) => [row.name, row.onboardingStatus])).toEqual([
      ['Lakeside Credit Union', 'PROSPECT'],
      ['Prairie State Bank', 'PROSPECT'],
    ]);
    const byType = encodeURIComponent(JSON.stringify([{ field: 'type', operator: 'EQUAL', value: 'BANK' }]));
    const banks = v.parse(
      LenderPage,
      await (await call(`/fi?filter=${byType}&sort=name,desc`, as('admin', 'GET'))).json(),
    );
    expect(banks.content.map((row) => row.name)).toEqual(['Prairie State Bank', 'Harbor Bank']);
  });

  it('refuses lenders and embedders, and a bad filter is a 400', async () => {
    for (const user of ['cu-admin', 'embedder-admin'] as const)
      expect((await call('/fi', as(user, 'GET'))).status).toBe(403);
    const bad = encodeURIComponent(JSON.stringify([{ field: 'type', operator: 'EQUAL', value: 'SHOP' }]));
    expect((await call(`/fi?filter=${bad}`, as('admin', 'GET'))).status).toBe(400);
  });
});

describe('GET /fi/{fiId}', () => {
  it('answers the full profile to an admin and to every role of the lender itself', async () => {
    const profile = v.parse(
      FinancialInstitution,
      await (await call(`/fi/${summit.number}`, as('admin', 'GET'))).json(),
    );
    expect(profile).toMatchObject({
      id: '1',
      realm: 'fi',
      fiId: 1,
      code: 'summit-cu',
      einNumber: '84-1234567',
      pricingModel: 'STANDARD_FLAT',
      onboardingStatus: 'ONBOARDED',
      loanLeadEmails: ['leads@summit-cu.example', 'lending@summit-cu.example'],
    });
    for (const user of ['cu-readonly', 'cu-analyst'] as const) {
      expect((await call(`/fi/${summit.number}`, as(user, 'GET'))).status).toBe(200);
    }
  });

  it('refuses a foreign lender and an embedder; an unknown lender is 404, a bad id 400', async () => {
    expect((await call(`/fi/${summit.number}`, as('bank-admin', 'GET'))).status).toBe(403);
    expect((await call(`/fi/${summit.number}`, as('embedder-admin', 'GET'))).status).toBe(403);
    expect((await call('/fi/999', as('admin', 'GET'))).status).toBe(404);
    const bad = await call('/fi/0', as('admin', 'GET'));
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toContain('Financial institution id must be a positive number');
  });
});

describe('POST /fi', () => {
  it('creates a lender with every field, normalised, and audits it', async () => {
    const response = await call('/fi', as('admin', 'POST', newLender()));
    const created = await answeredAs(FinancialInstitution, response, 201);
    expect(created).toMatchObject({
      code: 'river-cu',
      phone: '555-123-4567',
      primaryColor: '#aa3300',
      loanLeadEmails: ['a@river-cu.example', 'b@river-cu.example'],
      documentImageEmails: ['docs@river-cu.example'],
      onboardingStatus: 'ONBOARDED',
      yearEstablished: 1970,
    });
    const audit = await latestAudit(ctx.db, LENDER_ACTIONS.created);
    expect(audit).toMatchObject({ category: 'LENDER', entityType: 'LENDER', entityId: created.id, oldValue: null });
    expect(audit?.newValue).toMatchObject({ code: 'river-cu', name: 'River Credit Union' });
    // The row belongs to the new lender, so the material report shows it under that financial institution.
    const [row] = await ctx.db
      .select({ id: financialInstitutions.id })
      .from(financialInstitutions)
      .where(eq(financialInstitutions.code, 'river-cu'));
    expect(audit?.tenantId).toBe(row?.id);
    // The new lender is reachable at once under its fiId.
    expect((await call(`/fi/${created.fiId}`, as('admin', 'GET'))).status).toBe(200);
  });

  it('creates a prospect', async () => {
    const response = await call(
      '/fi',
      as(
        'admin',
        'POST',
        newLender({
          code: 'delta-bank',
          name: 'Delta Bank',
          type: 'BANK',
          insuranceCoverage: 'FDIC',
          onboardingStatus: 'PROSPECT',
        }),
      ),
    );
    expect(response.status).toBe(201);
    expect((await response.json()).onboardingStatus).toBe('PROSPECT');
  });

  it('answers bad bodies with the seed’s messages and creates nothing', async () => {
    const before = await rowCount();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ code: 'x-1', einNumber: '123456789' }, 'einNumber', 'Enter a valid EIN'],
      [{ code: 'x-2', type: 'BANK', insuranceCoverage: 'NCUA' }, 'insuranceCoverage', COVERAGE_MESSAGE],
      [{ code: 'x-3', type: 'NBFI', insuranceCoverage: 'FDIC' }, 'insuranceCoverage', COVERAGE_MESSAGE],
      [{ code: 'x-4', websiteUrl: 'river.example' }, 'websiteUrl', 'Web address must start with http:// or https://'],
      [{ code: 'x-5', phone: '12345' }, 'phone', 'Enter a valid phone number'],
      [{ code: 'x-6', loanLeadEmails: 'a@x.example, nope' }, 'loanLeadEmails', 'Enter a valid email'],
      [{ code: 'x-7', name: '   ' }, 'name', 'Name is required'],
      [{ code: 'x-8', pricingModel: 'FREE' }, 'pricingModel', 'Enter a valid Pricing model'],
      [{ code: 'x-9', creditBureau: 'EQUIFAX' }, 'creditBureau', 'Credit bureau is required'],
      [{ code: 'River CU' }, 'code', 'Enter a valid Lender ID'],
      [{ code: 'summit-cu' }, 'code', 'Lender ID is already in use'],
      [{ code: 'x-10', yearEstablished: 3000 }, 'yearEstablished', 'Enter a valid Year established'],
    ];
    for (const [overrides, path, message] of cases) {
      const response = await call('/fi', as('admin', 'POST', newLender(overrides)));
      expect(response.status, path).toBe(400);
      const body = (await response.json()) as { issues: { path: string; message: string }[] };
      expect(body.issues, path).toContainEqual({ path, message });
    }
    const { code: _code, ...noCode } = newLender();
    const missing = await call('/fi', as('admin', 'POST', noCode));
    expect((await missing.json()).issues).toContainEqual({ path: 'code', message: 'Lender ID is required' });
    expect(await rowCount()).toBe(before);
  });

  it('refuses lenders and embedders', async () => {
    for (const user of ['cu-admin', 'embedder-admin'] as const) {
      expect((await call('/fi', as(user, 'POST', newLender({ code: 'nope' })))).status).toBe(403);
    }
  });
});

describe('PUT /fi/{id}', () => {
  const profileOf = async (fiId: number) =>
    v.parse(FinancialInstitution, await (await call(`/fi/${fiId}`, as('admin', 'GET'))).json());
  const bodyOf = (profile: FinancialInstitution, overrides: Record<string, unknown> = {}) => {
    const { id, realm, fiId, hasLogo, logoUrl, updatedAt, ...fields } = profile;
    const withoutNulls = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null));
    return {
      ...withoutNulls,
      documentImageEmails: profile.documentImageEmails.join(', '),
      loanLeadEmails: profile.loanLeadEmails.join(', '),
      ...overrides,
    };
  };

  it('changes a lender, audits old and new values, and the renamed tenant shows at once', async () => {
    const before = await profileOf(4);
    const response = await call(
      '/fi/4',
      as('admin', 'PUT', bodyOf(before, { name: 'Peak FCU', pricingModel: 'STANDARD_FLAT' })),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ name: 'Peak FCU', pricingModel: 'STANDARD_FLAT' });
    const audit = await latestAudit(ctx.db, LENDER_ACTIONS.updated);
    expect(audit?.oldValue).toMatchObject({ name: 'Peak Federal Credit Union', pricingModel: 'DISCOUNTED_FLAT' });
    expect(audit?.newValue).toMatchObject({ name: 'Peak FCU', pricingModel: 'STANDARD_FLAT' });
    // The tenant cache forgot the old name: the lender's own session reads the new one.
    const peakAdmin = await signInAs(ctx.app, 'peak-admin');
    expect((await (await call('/fi/4', authed('GET', peakAdmin))).json()).name).toBe('Peak FCU');
  });

  it('refuses a wrong coverage, a status change and local priority under national presence; nothing changes', async () => {
    const before = await profileOf(harbor.number);
    const cases: [Record<string, unknown>, string][] = [
      [{ insuranceCoverage: 'NCUA' }, 'insuranceCoverage'],
      [{ onboardingStatus: 'PROSPECT' }, 'onboardingStatus'],
      [{ localPriority: true }, 'localPriority'],
      [{ code: 'summit-cu' }, 'code'],
    ];
    for (const [overrides, path] of cases) {
      const response = await call(`/fi/${harbor.number}`, as('admin', 'PUT', bodyOf(before, overrides)));
      expect(response.status, path).toBe(400);
      expect(((await response.json()) as { issues: { path: string }[] }).issues.map((issue) => issue.path)).toContain(
        path,
      );
    }
    expect(await profileOf(harbor.number)).toEqual(before);
  });

  it('refuses every lender user, even the lender’s own Admin', async () => {
    const before = await profileOf(summit.number);
    for (const user of ['cu-admin', 'bank-admin', 'embedder-admin'] as const) {
      expect((await call(`/fi/${summit.number}`, as(user, 'PUT', bodyOf(before)))).status).toBe(403);
    }
  });
});

describe('POST /fi/{fiId}/promote', () => {
  it('makes a prospect a lender, audited, and refuses a second promotion', async () => {
    const [lakeside] = await ctx.db
      .select({ number: financialInstitutions.number })
      .from(financialInstitutions)
      .where(eq(financialInstitutions.code, 'lakeside-cu'));
    const path = `/fi/${lakeside?.number}/promote`;
    expect((await call(path, as('cu-admin', 'POST'))).status).toBe(403);
    const response = await call(path, as('admin', 'POST'));
    expect(response.status).toBe(200);
    expect((await response.json()).onboardingStatus).toBe('ONBOARDED');
    const audit = await latestAudit(ctx.db, LENDER_ACTIONS.promoted);
    expect(audit).toMatchObject({
      oldValue: { onboardingStatus: 'PROSPECT' },
      newValue: { onboardingStatus: 'ONBOARDED' },
      entityName: 'Lakeside Credit Union',
    });
    const again = await call(path, as('admin', 'POST'));
    expect(again.status).toBe(400);
    expect((await again.json()).message).toBe('This lender is already onboarded');
  });
});

describe('PUT /fi/{fiId}/settings (MLA, auto-enroll, local priority, national presence)', () => {
  const settings = { acceptsMla: false, autoEnroll: false, localPriority: false, nationalPresence: false };

  it('lets an admin and the lender’s Admin switch them, audited with old and new values', async () => {
    const response = await call(`/fi/${summit.number}/settings`, as('cu-admin', 'PUT', settings));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject(settings);
    const audit = await latestAudit(ctx.db, LENDER_ACTIONS.settings);
    expect(audit?.oldValue).toEqual({
      acceptsMla: true,
      autoEnroll: true,
      localPriority: true,
      nationalPresence: false,
    });
    expect(audit?.newValue).toEqual(settings);
    const byAdmin = await call(
      `/fi/${summit.number}/settings`,
      as('admin', 'PUT', { ...settings, nationalPresence: true }),
    );
    expect((await byAdmin.json()).nationalPresence).toBe(true);
  });

  it('refuses local priority under national presence, national presence from a lender, Read-only and others', async () => {
    const locked = await call(
      `/fi/${harbor.number}/settings`,
      as('admin', 'PUT', { ...settings, nationalPresence: true, localPriority: true }),
    );
    expect(locked.status).toBe(400);
    expect((await locked.json()).message).toBe('A lender with national presence cannot change local priority');
    const byLender = await call(`/fi/${harbor.number}/settings`, as('bank-admin', 'PUT', settings));
    expect(byLender.status).toBe(400);
    expect((await byLender.json()).message).toBe('Only an admin can change national presence');
    expect((await call(`/fi/${summit.number}/settings`, as('cu-readonly', 'PUT', settings))).status).toBe(403);
    expect((await call(`/fi/${summit.number}/settings`, as('bank-admin', 'PUT', settings))).status).toBe(403);
    const bad = await call(`/fi/${summit.number}/settings`, as('admin', 'PUT', { ...settings, acceptsMla: 'yes' }));
    expect(bad.status).toBe(400);
    const harborNow = await (await call(`/fi/${harbor.number}`, as('admin', 'GET'))).json();
    expect(harborNow).toMatchObject({ nationalPresence: true, localPriority: false });
  });
});
