import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { Offer } from '../../api/consumer.ts';
import {
  MARKETPLACE_SETTINGS_ACTIONS,
  MarketplaceSettings,
  MarketplaceSettingsList,
} from '../../api/marketplace-settings.ts';
import { MARKETPLACE_SETTINGS_MESSAGES } from '../../domain/validation/marketplace-settings.ts';
import { WORKFLOW_MESSAGES } from '../../domain/validation/workflow.ts';
import { authed, latestAudit } from '../../tests/integration/console-auth.ts';
import { demoConsumerOffer, offerRowOf, satisfyRedeemPrerequisites } from '../../tests/integration/demo-consumer.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { marketplaceSettings, ucCampaigns } from '../db/schema/index.ts';
import { DEMO_LENDERS } from '../db/seed.ts';
import { DEMO_CAMPAIGNS } from '../db/seed-campaign.ts';
import { DEMO_CONSUMERS } from '../db/seed-consumers.ts';
import { ApiError } from '../http/api-error.ts';
import { redeemOffer } from '../redemption/redeem-offer.ts';

const summit = DEMO_LENDERS[0];
const base = `/api/fi/${summit.number}/marketplaceSettings`;
const NEXT = DEMO_CAMPAIGNS.next.id;
const CURRENT = DEMO_CAMPAIGNS.current.id;
const workflow = {
  applicableProducts: ['New_Auto', 'Used_Auto'],
  requiredFields: ['annualIncome', 'contactPreference'],
  poBoxAccepted: false,
  reevaluate: false,
  reevaluationFields: [],
  allowAddOns: true,
  allowStipulations: true,
};
const create = (token: string, body: unknown, path = base) => call(path, authed('POST', token, body));
const setStatus = (id: string, status: string) =>
  ctx.db.update(ucCampaigns).set({ status }).where(eq(ucCampaigns.id, id));

const ctx = seededApp({ signIns: ['cu-admin', 'cu-readonly', 'bank-admin', 'admin', 'embedder-admin'] });
const { tokens, call } = ctx;

describe('marketplace settings (002 §7 /fi/{fiId}/marketplaceSettings)', () => {
  let id = '';

  it('a lender adds a workflow for the next campaign, lists it and reads it; the change is audited', async () => {
    const created = await create(tokens['cu-admin'], { ucCampaignId: NEXT, settings: workflow });
    expect(created.status).toBe(201);
    const body = v.parse(MarketplaceSettings, await created.json());
    id = body.id;
    expect(body).toMatchObject({ ucCampaignId: NEXT, editability: 'editable', message: null, settings: workflow });
    const audit = await latestAudit(ctx.db, MARKETPLACE_SETTINGS_ACTIONS.created);
    expect(audit?.newValue).toMatchObject({ requiredFields: workflow.requiredFields });
    const list = v.parse(
      MarketplaceSettingsList,
      await (await call(`${base}?ucCampaignId=${NEXT}`, authed('GET', tokens['cu-readonly']))).json(),
    );
    expect(list).toMatchObject({ editability: 'editable', campaignStatus: 'ENROLLMENT_STARTED' });
    expect(list.content.map((row) => row.id)).toEqual([id]);
    const one = await call(`${base}/${id}`, authed('GET', tokens['cu-readonly']));
    expect(v.parse(MarketplaceSettings, await one.json()).settings.poBoxAccepted).toBe(false);
  });

  it('changes it with PUT (old and new values audited) and removes it with DELETE', async () => {
    const changed = await call(
      `${base}/${id}`,
      authed('PUT', tokens['cu-admin'], { ucCampaignId: NEXT, settings: { ...workflow, poBoxAccepted: true } }),
    );
    expect(changed.status).toBe(200);
    const audit = await latestAudit(ctx.db, MARKETPLACE_SETTINGS_ACTIONS.updated);
    expect(audit?.oldValue).toMatchObject({ poBoxAccepted: false });
    expect(audit?.newValue).toMatchObject({ poBoxAccepted: true });
    const extra = v.parse(
      MarketplaceSettings,
      await (await create(tokens['cu-admin'], { ucCampaignId: NEXT, settings: workflow })).json(),
    );
    expect((await call(`${base}/${extra.id}`, authed('DELETE', tokens['cu-admin']))).status).toBe(204);
    expect((await call(`${base}/${extra.id}`, authed('GET', tokens['cu-admin']))).status).toBe(404);
    expect((await latestAudit(ctx.db, MARKETPLACE_SETTINGS_ACTIONS.deleted))?.oldValue).toMatchObject(workflow);
  });

  it('refuses bad input with the workflow rules of 002 §5 (400)', async () => {
    const bad = async (settings: object) => {
      const response = await create(tokens['cu-admin'], { ucCampaignId: NEXT, settings: { ...workflow, ...settings } });
      expect(response.status).toBe(400);
      return JSON.stringify(await response.json());
    };
    expect(await bad({ applicableProducts: [] })).toContain(WORKFLOW_MESSAGES.atLeastOneProduct);
    expect(await bad({ requiredFields: ['annualIncome', 'annualHouseholdIncome'] })).toContain(
      WORKFLOW_MESSAGES.bothIncomes,
    );
    expect(await bad({ requiredFields: ['payFrequency'] })).toContain('Pay frequency works only with short-term loans');
    expect(await bad({ requiredFields: ['favouriteColour'] })).toContain(MARKETPLACE_SETTINGS_MESSAGES.unknownField);
    expect((await create(tokens['cu-admin'], { ucCampaignId: 'nope', settings: workflow })).status).toBe(400);
    expect(
      (await create(tokens['cu-admin'], { ucCampaignId: '00000000-0000-4000-8000-000000000000', settings: workflow }))
        .status,
    ).toBe(400);
    expect((await call(`${base}?ucCampaignId=x`, authed('GET', tokens['cu-admin']))).status).toBe(400);
  });

  it('re-evaluation is the admin’s: a lender is told to contact an admin; an admin sets it for the lender', async () => {
    const reevaluating = {
      ...workflow,
      applicableProducts: ['Auto_Refi'],
      requiredFields: ['vehicleMileage'],
      reevaluate: true,
      reevaluationFields: ['vehicleMileage'],
    };
    const refused = await create(tokens['cu-admin'], { ucCampaignId: NEXT, settings: reevaluating });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain(MARKETPLACE_SETTINGS_MESSAGES.reevaluationAdminOnly);
    const byAdmin = await create(tokens.admin, { ucCampaignId: NEXT, settings: reevaluating });
    expect(byAdmin.status).toBe(201);
    const saved = v.parse(MarketplaceSettings, await byAdmin.json());
    // The lender may change other fields and keep the admin's re-evaluation as it is…
    const kept = await call(
      `${base}/${saved.id}`,
      authed('PUT', tokens['cu-admin'], { ucCampaignId: NEXT, settings: { ...reevaluating, poBoxAccepted: true } }),
    );
    expect(kept.status).toBe(200);
    // …but not turn it off.
    const off = await call(
      `${base}/${saved.id}`,
      authed('PUT', tokens['cu-admin'], {
        ucCampaignId: NEXT,
        settings: { ...reevaluating, reevaluate: false, reevaluationFields: [] },
      }),
    );
    expect(off.status).toBe(400);
    const rules = await create(tokens.admin, {
      ucCampaignId: NEXT,
      settings: { ...reevaluating, reevaluationFields: [] },
    });
    expect(JSON.stringify(await rules.json())).toContain(WORKFLOW_MESSAGES.reevaluationField);
  });

  it('keeps lenders to their own workflows, other realms out, and writers only for changes', async () => {
    expect(
      (
        await call(
          `/api/fi/${DEMO_LENDERS[1].number}/marketplaceSettings?ucCampaignId=${NEXT}`,
          authed('GET', tokens['cu-admin']),
        )
      ).status,
    ).toBe(403);
    expect((await call(`${base}/${id}`, authed('GET', tokens['bank-admin']))).status).toBe(403);
    // Another lender's id under its own fiId: not found, nothing leaks.
    expect(
      (await call(`/api/fi/${DEMO_LENDERS[1].number}/marketplaceSettings/${id}`, authed('GET', tokens['bank-admin'])))
        .status,
    ).toBe(404);
    expect((await call(`${base}?ucCampaignId=${NEXT}`, authed('GET', tokens['embedder-admin']))).status).toBe(403);
    expect((await call(`${base}?ucCampaignId=${NEXT}`, {})).status).toBe(401);
    expect((await create(tokens['cu-readonly'], { ucCampaignId: NEXT, settings: workflow })).status).toBe(403);
    const asAdmin = await call(`${base}?ucCampaignId=${NEXT}`, authed('GET', tokens.admin));
    expect(asAdmin.status).toBe(200);
  });

  it('changes apply to the next campaign only: read-only after its enrollment ends, unavailable without one', async () => {
    const onCurrent = await create(tokens['cu-admin'], { ucCampaignId: CURRENT, settings: workflow });
    expect(onCurrent.status).toBe(409);
    expect((await onCurrent.json()).message).toBe(MARKETPLACE_SETTINGS_MESSAGES.notNext);
    await setStatus(NEXT, 'ENROLLMENT_ENDED');
    try {
      const list = v.parse(
        MarketplaceSettingsList,
        await (await call(`${base}?ucCampaignId=${NEXT}`, authed('GET', tokens['cu-admin']))).json(),
      );
      expect(list.editability).toBe('readOnly');
      expect(list.message).toBe(MARKETPLACE_SETTINGS_MESSAGES.readOnly(DEMO_CAMPAIGNS.next.name, 'ENROLLMENT_ENDED'));
      const put = await call(
        `${base}/${id}`,
        authed('PUT', tokens['cu-admin'], { ucCampaignId: NEXT, settings: workflow }),
      );
      expect(put.status).toBe(409);
      expect((await call(`${base}/${id}`, authed('DELETE', tokens.admin))).status).toBe(409);
      await setStatus(NEXT, 'DONE');
      const none = v.parse(
        MarketplaceSettingsList,
        await (await call(`${base}?ucCampaignId=${CURRENT}`, authed('GET', tokens['cu-admin']))).json(),
      );
      expect(none).toMatchObject({ editability: 'unavailable', message: MARKETPLACE_SETTINGS_MESSAGES.unavailable });
    } finally {
      await setStatus(NEXT, 'ENROLLMENT_STARTED');
    }
  });
});

describe('the consumer’s redeem application follows the lender’s workflow', () => {
  const PERSONAL_LOAN = '60000000-0000-4000-8000-000000000010';
  const harbor = DEMO_LENDERS[1];
  const consumer = DEMO_CONSUMERS.find((c) => c.accessCode === 'DEMO-1004')?.id ?? '';
  const codeOf = async (attempt: Promise<unknown>) => {
    try {
      await attempt;
      return 'OK';
    } catch (error) {
      if (error instanceof ApiError) return `${error.code}: ${error.message}`;
      throw error;
    }
  };

  it('a required application field the lender set for the consumer’s campaign must be answered', async () => {
    await satisfyRedeemPrerequisites(ctx.db);
    const offerId = (await offerRowOf(ctx.db, consumer, PERSONAL_LOAN)).id;
    // The current campaign's workflow was set while it was the next one: written directly here.
    const [row] = await ctx.db
      .insert(marketplaceSettings)
      .values({
        fiId: harbor.id,
        ucCampaignId: CURRENT,
        settings: { ...workflow, applicableProducts: ['Unsecured_Loan'], requiredFields: ['idType'] },
      })
      .returning();
    const request = { consumerId: consumer, offerId, amount: '5000' };
    expect(await codeOf(redeemOffer(ctx.db, request))).toBe('MISSING_REQUIRED_FIELD: ID type is required');
    // Without the setting the same application goes through.
    await ctx.db.delete(marketplaceSettings).where(eq(marketplaceSettings.id, row?.id ?? ''));
    expect(await codeOf(redeemOffer(ctx.db, { ...request, idempotencyKey: 'without-setting-1' }))).toBe('OK');
  });

  it('the offer tells the consumer what the workflow requires; add-ons it does not take are neither shown nor taken', async () => {
    // Written directly: the current campaign's workflows were set while it was the next one (and are frozen since).
    const [row] = await ctx.db
      .insert(marketplaceSettings)
      .values({
        fiId: harbor.id,
        ucCampaignId: CURRENT,
        settings: {
          ...workflow,
          applicableProducts: ['Unsecured_Loan'],
          requiredFields: ['occupancy', 'annualIncome'],
          poBoxAccepted: true,
          allowAddOns: false,
        },
      })
      .returning();
    const { jwt } = await demoConsumerOffer(ctx.app, 'DEMO-1001', 'Garcia', 'Unsecured_Loan');
    const list = await call('/api/consumers/current/offers', { headers: { authorization: `Bearer ${jwt}` } });
    const offers = v.parse(v.array(Offer), await list.json());
    const harborLoan = offers.find(
      (o) => o.productType === 'Unsecured_Loan' && o.financialInstitution.id === harbor.id,
    );
    expect(harborLoan?.application).toEqual({ requiredFields: ['occupancy', 'annualIncome'], poBoxAccepted: true });
    expect(harborLoan?.addOns).toEqual([]);
    // Other lenders' offers (no workflow of theirs) keep the built-in application.
    const others = offers.filter((offer) => offer.financialInstitution.id !== harbor.id);
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((offer) => offer.application === undefined)).toBe(true);
    if (!harborLoan) throw new Error('Garcia has no Harbor Bank personal loan offer');
    const after = { jwt, offer: harborLoan };
    // The single-offer view (what the redeem journey reads) says the same.
    const single = await call(`/api/consumers/current/offers/${after.offer.id}`, {
      headers: { authorization: `Bearer ${after.jwt}` },
    });
    expect(await single.json()).toMatchObject({ application: { requiredFields: ['occupancy', 'annualIncome'] } });
    // A hand-made request with an add-on is refused by the server too.
    const request = {
      consumerId: DEMO_CONSUMERS.find((c) => c.accessCode === 'DEMO-1001')?.id ?? '',
      offerId: after.offer.id,
      amount: '5000',
      occupancy: 'RENT',
      addOns: ['60000000-0000-4000-8000-000000000099'],
    };
    expect(await codeOf(redeemOffer(ctx.db, request))).toBe(
      'VALIDATION_FAILED: This lender takes no add-ons with this offer',
    );
    await ctx.db.delete(marketplaceSettings).where(eq(marketplaceSettings.id, row?.id ?? ''));
  });
});
