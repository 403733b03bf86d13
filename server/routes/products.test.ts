import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PRODUCT_ACTIONS, ProductDraft, ProductRow, ProductTemplate } from '../../api/products.ts';
import { confirmationMessage } from '../../domain/validation/confirmation.ts';
import { WIZARD_MESSAGES } from '../../domain/validation/product-wizard.ts';
import { autoLoanSteps, GOLD_TIER } from '../../tests/fixtures/product-steps.ts';
import { authed, latestAudit } from '../../tests/integration/console-auth.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { offers, products, tiers } from '../db/schema/index.ts';
import { DEMO_LENDERS } from '../db/seed.ts';
import { DEMO_CAMPAIGNS } from '../db/seed-campaign.ts';
import { DEMO_CONSUMERS } from '../db/seed-consumers.ts';
import { generateOffers } from '../offers/generate-offers.ts';

const summit = DEMO_LENDERS[0];
const base = `/api/fi/${summit.number}`;

const ctx = seededApp({ signIns: ['cu-admin', 'cu-readonly', 'bank-admin', 'admin', 'embedder-admin'] });
const { tokens, call } = ctx;

const put = (step: string, data: unknown, token = tokens['cu-admin'], key = 'new') =>
  call(`${base}/product-drafts/${key}/steps/${step}`, authed('PUT', token, { data }));

/** A new auto loan with two tiers, step by step (the class keeps it apart from Summit's own New Auto Loan). */
const AUTO_STEPS = autoLoanSteps({ productClass: 'Wizard', name: 'Wizard Auto Loan' }, [
  GOLD_TIER,
  {
    name: 'Silver',
    type: 'PRESCREEN',
    rule: 'FICO >= 600',
    terms: [{ term: 60, apr: '6.75', limit: '40000', minimum: '5000', isDefault: true }],
  },
]);

async function fillDraft(token = tokens['cu-admin'], steps: Record<string, unknown> = AUTO_STEPS) {
  for (const [step, data] of Object.entries(steps)) {
    const response = await put(step, data, token);
    expect(response.status, `${step}: ${await response.clone().text()}`).toBe(200);
  }
}

describe('product wizard drafts', () => {
  it('saves each step server-side, in order, and resumes the draft from anywhere', async () => {
    const empty = v.parse(
      ProductDraft,
      await (await call(`${base}/product-drafts/new`, authed('GET', tokens['cu-admin']))).json(),
    );
    expect(empty).toMatchObject({ productId: null, completed: [], steps: {} });
    // A step not yet reachable is refused.
    const early = await put('tiers', AUTO_STEPS.tiers);
    expect(early.status).toBe(400);
    expect(await early.json()).toMatchObject({ message: WIZARD_MESSAGES.stepNotReached });
    expect((await put('productDetails', AUTO_STEPS.productDetails)).status).toBe(200);
    expect(await latestAudit(ctx.db, PRODUCT_ACTIONS.draft)).toMatchObject({ newValue: AUTO_STEPS.productDetails });
    const again = v.parse(
      ProductDraft,
      await (await call(`${base}/product-drafts/new`, authed('GET', tokens['cu-readonly']))).json(),
    );
    expect(again.completed).toEqual(['productDetails']);
    expect(again.steps.productDetails).toEqual(AUTO_STEPS.productDetails);
  });

  it('refuses bad step data with the spec messages at their fields', async () => {
    const long = await put('productDetails', { ...AUTO_STEPS.productDetails, name: 'x'.repeat(33) });
    expect(long.status).toBe(400);
    expect(await long.json()).toMatchObject({
      issues: [{ path: 'name', message: 'Name cannot exceed 32 characters' }],
    });
    const addOnLoan = await put('productDetails', { ...AUTO_STEPS.productDetails, option: 'ADD_ON' });
    expect(await addOnLoan.json()).toMatchObject({ message: 'A lending product must be standalone' });
    const duplicate = await put('productDetails', { ...AUTO_STEPS.productDetails, productClass: 'secured' });
    expect(duplicate.status).toBe(400);
    expect(await duplicate.json()).toMatchObject({ message: WIZARD_MESSAGES.duplicate });
    await put('configureProducts', AUTO_STEPS.configureProducts);
    const rule = await put('productRules', { rule: 'FICO >= 6x0' });
    expect(rule.status).toBe(400);
    expect((await rule.json()).issues[0]).toMatchObject({ path: 'rule' });
    const operator = await put('productRules', { rule: 'FICO != 600' });
    expect((await operator.json()).issues[0].path).toBe('rule');
    expect((await put('productRules', { rule: '' })).status).toBe(400);
    await put('productRules', AUTO_STEPS.productRules);
    const tier = AUTO_STEPS.tiers.tiers[0];
    const badTerms = await put('tiers', {
      tiers: [{ ...tier, terms: [{ term: 50, apr: '0', limit: '100', minimum: '500', isDefault: true }] }],
    });
    const messages = (await badTerms.json()).issues.map((issue: { message: string }) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining(['Term must be a multiple of 12', 'APR cannot be zero', 'Minimum cannot exceed limit']),
    );
    const duplicateTerm = await put('tiers', { tiers: [{ ...tier, terms: [tier.terms[1], tier.terms[1]] }] });
    expect((await duplicateTerm.json()).issues.map((i: { message: string }) => i.message)).toContain(
      'Terms cannot be duplicated',
    );
    const reserved = await put('tiers', { tiers: [{ ...tier, rule: 'UC_DERIVED_FIELDS_StatedIncome >= 1' }] });
    expect((await reserved.json()).issues[0].message).toMatch(/reserved for prequalification tiers/);
    const noTiers = await put('tiers', { tiers: [] });
    expect(await noTiers.json()).toMatchObject({ message: WIZARD_MESSAGES.atLeastOneTier });
  });

  it('is refused to another lender, to read-only writers and to the embedder realm', async () => {
    expect((await call(`${base}/product-drafts/new`, authed('GET', tokens['bank-admin']))).status).toBe(403);
    expect((await put('productDetails', AUTO_STEPS.productDetails, tokens['bank-admin'])).status).toBe(403);
    expect((await put('productDetails', AUTO_STEPS.productDetails, tokens['cu-readonly'])).status).toBe(403);
    expect((await call(`${base}/products`, authed('GET', tokens['embedder-admin']))).status).toBe(403);
    expect((await call(`${base}/product-drafts/new`, authed('GET', tokens.admin))).status).toBe(200);
    const foreignProduct = await ctx.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.fiId, DEMO_LENDERS[1].id));
    const response = await call(`${base}/product-drafts/${foreignProduct[0]?.id}`, authed('GET', tokens['cu-admin']));
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ message: WIZARD_MESSAGES.productNotFound });
  });
});

describe('save product', () => {
  let saved: ProductRow;

  it('writes the product, its tiers and terms in one change with its audit row, and the engine offers it', async () => {
    await fillDraft();
    const response = await call(`${base}/product-drafts/new/save`, authed('POST', tokens['cu-admin']));
    expect(response.status, await response.clone().text()).toBe(200);
    saved = v.parse(ProductRow, await response.json());
    expect(saved).toMatchObject({
      name: 'Wizard Auto Loan',
      type: 'New_Auto',
      apr: '4.25',
      term: 60,
      isDefault: true,
      participating: true,
      validationStatus: 'VALIDATED',
    });
    const tierRows = await ctx.db.select().from(tiers).where(eq(tiers.productId, saved.id));
    expect(tierRows.map((tier) => tier.name).sort()).toEqual(['Gold', 'Silver']);
    expect(await latestAudit(ctx.db, PRODUCT_ACTIONS.config)).toMatchObject({ entityId: saved.id, oldValue: null });
    // The draft is gone: the next new product starts empty.
    const draft = v.parse(
      ProductDraft,
      await (await call(`${base}/product-drafts/new`, authed('GET', tokens['cu-admin']))).json(),
    );
    expect(draft.completed).toEqual([]);
    // Offers at the next generation, for a demo consumer of the current campaign the rules admit.
    await generateOffers(ctx.db, DEMO_CAMPAIGNS.current.id);
    const maria = DEMO_CONSUMERS[0];
    const made = await ctx.db
      .select()
      .from(offers)
      .where(and(eq(offers.productId, saved.id), eq(offers.consumerId, maria?.id ?? '')));
    expect(made).toHaveLength(1);
    expect(made[0]?.status).toBe('ELIGIBLE');
  });

  it('lists it in the product table and reopens it as complete steps', async () => {
    const rows = v.parse(
      v.array(ProductRow),
      await (await call(`${base}/products`, authed('GET', tokens['cu-readonly']))).json(),
    );
    expect(rows.find((row) => row.id === saved.id)).toMatchObject({ name: 'Wizard Auto Loan', limit: '60000' });
    const product = v.parse(
      ProductDraft,
      await (await call(`${base}/products/${saved.id}`, authed('GET', tokens['cu-admin']))).json(),
    );
    expect(product.completed).toContain('redeemLimit');
    expect(product.steps.tiers).toMatchObject(AUTO_STEPS.tiers);
    expect((await call(`${base}/products/${saved.id}`, authed('GET', tokens['bank-admin']))).status).toBe(403);
  });

  it('refuses a tier without terms, and a draft not fully configured', async () => {
    await put('productDetails', { ...AUTO_STEPS.productDetails, productClass: 'Other', name: 'Half done' });
    await put('configureProducts', AUTO_STEPS.configureProducts);
    await put('productRules', AUTO_STEPS.productRules);
    const noTerms = await put('tiers', { tiers: [{ ...AUTO_STEPS.tiers.tiers[0], terms: [] }] });
    expect((await noTerms.json()).issues.map((i: { message: string }) => i.message)).toContain('Add at least one term');
    await put('productDetails', { ...AUTO_STEPS.productDetails, productClass: 'Other', name: 'Half done' });
    const half = await call(`${base}/product-drafts/new/save`, authed('POST', tokens['cu-admin']));
    expect(half.status).toBe(400);
    expect((await half.json()).message).toMatch(WIZARD_MESSAGES.notConfigured);
  });

  it('clones with the typed confirmation into the new-product draft', async () => {
    const wrong = await call(
      `${base}/products/${saved.id}/clone`,
      authed('POST', tokens['cu-admin'], { confirmation: 'yes' }),
    );
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ issues: [{ message: 'Type CLONE to confirm' }] });
    const cloned = await call(
      `${base}/products/${saved.id}/clone`,
      authed('POST', tokens['cu-admin'], { confirmation: 'clone' }),
    );
    expect(cloned.status).toBe(200);
    const draft = v.parse(ProductDraft, await cloned.json());
    expect(draft.steps.productDetails).toMatchObject({ name: 'Copy of Wizard Auto Loan' });
    expect(draft.completed).not.toContain('productDetails');
    // Saving the copy unchanged clashes with the original's type and class.
    const clash = await call(`${base}/product-drafts/new/save`, authed('POST', tokens['cu-admin']));
    expect(clash.status).toBe(400);
  });

  it('saves a fully configured draft as a template, applies it, deletes it with "Delete template"', async () => {
    await fillDraft(tokens['cu-admin'], {
      ...AUTO_STEPS,
      productDetails: { ...AUTO_STEPS.productDetails, productClass: 'Tmpl' },
    });
    const blank = await call(
      `${base}/product-templates`,
      authed('POST', tokens['cu-admin'], { templateName: '  ', draftKey: 'new' }),
    );
    expect(await blank.json()).toMatchObject({ message: expect.stringMatching(/Template name is required/) });
    const created = await call(
      `${base}/product-templates`,
      authed('POST', tokens['cu-admin'], { templateName: 'Auto two tiers', draftKey: 'new' }),
    );
    expect(created.status).toBe(201);
    const template = v.parse(ProductTemplate, await created.json());
    expect((await call(`${base}/product-templates`, authed('GET', tokens['bank-admin']))).status).toBe(403);
    const list = v.parse(
      v.array(ProductTemplate),
      await (await call(`${base}/product-templates`, authed('GET', tokens['cu-admin']))).json(),
    );
    expect(list.map((t) => t.name)).toContain('Auto two tiers');
    const applied = await call(`${base}/product-templates/${template.id}/apply`, authed('POST', tokens['cu-admin']));
    expect(v.parse(ProductDraft, await applied.json()).steps.tiers).toEqual(AUTO_STEPS.tiers);
    const refusedDelete = await call(
      `${base}/product-templates/${template.id}?confirmation=no`,
      authed('DELETE', tokens['cu-admin']),
    );
    expect(refusedDelete.status).toBe(400);
    expect(
      (
        await call(
          `${base}/product-templates/${template.id}?confirmation=DELETE`,
          authed('DELETE', tokens['cu-readonly']),
        )
      ).status,
    ).toBe(403);
    expect(
      (await call(`${base}/product-templates/${template.id}?confirmation=DELETE`, authed('DELETE', tokens['cu-admin'])))
        .status,
    ).toBe(204);
    expect(await latestAudit(ctx.db, PRODUCT_ACTIONS.templateDeleted)).toMatchObject({
      entityId: template.id,
      newValue: null,
    });
    const missing = await call(`${base}/product-templates/${template.id}/apply`, authed('POST', tokens['cu-admin']));
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ message: WIZARD_MESSAGES.templateMissing });
  });

  it('refuses to save as a template a draft not fully configured', async () => {
    await call(`${base}/product-templates`, authed('POST', tokens['cu-admin'], { templateName: 'x', draftKey: 'new' }));
    await put('productDetails', { ...AUTO_STEPS.productDetails, type: 'Used_Auto', productClass: 'Half' });
    const response = await call(
      `${base}/product-templates`,
      authed('POST', tokens['cu-admin'], { templateName: 'Half', draftKey: 'new' }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: WIZARD_MESSAGES.notConfigured });
  });
});

describe('delete product', () => {
  it('refuses an add-on offered with another product, and deletes a product without offers', async () => {
    // A credit card that is an add-on of a short-term... built directly: the auto loan lists the add-on card.
    const [card] = await ctx.db
      .insert(products)
      .values({
        fiId: summit.id,
        name: 'Add-on Card',
        category: 'CREDIT CARDS',
        productType: 'Unsecured_Credit_Card',
        productClass: 'AddOnOnly',
        productOption: 'ADD_ON',
        disclosureSummary: 'x',
      })
      .returning();
    const [host] = await ctx.db
      .insert(products)
      .values({
        fiId: summit.id,
        name: 'Host Loan',
        category: 'AUTO',
        productType: 'Used_Auto',
        productClass: 'Host',
        disclosureSummary: 'x',
        details: { addOn: { addOnProductIds: [card?.id] } },
      })
      .returning();
    const del = (id: string | undefined, token: string, word = 'confirm') =>
      call(`${base}/products/${id}?confirmation=${word}`, authed('DELETE', token));
    const unconfirmed = await call(`${base}/products/${host?.id}`, authed('DELETE', tokens['cu-admin']));
    expect(unconfirmed.status).toBe(400);
    expect(await unconfirmed.json()).toMatchObject({ message: confirmationMessage('CONFIRM') });
    const refused = await del(card?.id, tokens['cu-admin']);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ message: WIZARD_MESSAGES.addOnInUse });
    expect((await del(host?.id, tokens['bank-admin'])).status).toBe(403);
    expect((await del(host?.id, tokens['cu-admin'])).status).toBe(204);
    expect(await latestAudit(ctx.db, PRODUCT_ACTIONS.deleted)).toMatchObject({ entityId: host?.id, newValue: null });
    expect((await del(card?.id, tokens['cu-admin'])).status).toBe(204);
    expect((await del(card?.id, tokens['cu-admin'])).status).toBe(404);
  });

  it('asks for the typed word NON-LENDING to delete a deposit product, CONFIRM is not enough', async () => {
    const [deposit] = await ctx.db
      .insert(products)
      .values({
        fiId: summit.id,
        name: 'Spare Checking',
        category: 'CHECKING ACCOUNT',
        productType: 'Checking_Account',
        productClass: 'Spare',
        disclosureSummary: 'x',
      })
      .returning();
    const path = `${base}/products/${deposit?.id}`;
    const wrong = await call(`${path}?confirmation=CONFIRM`, authed('DELETE', tokens['cu-admin']));
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ message: confirmationMessage('NON-LENDING') });
    expect((await call(`${path}?confirmation=non-lending`, authed('DELETE', tokens['cu-admin']))).status).toBe(204);
  });
});

describe('steps answered with nothing chosen', () => {
  it('saves a product whose Stipulations and Add-Ons steps came as {} (what the browser sends when none is ticked)', async () => {
    // The browser's step form drops empty answers: before, Stipulations was refused ("Catalogue ids is required")
    // and a product could not be made in the wizard at all.
    await fillDraft(tokens['cu-admin'], {
      ...AUTO_STEPS,
      productDetails: { ...AUTO_STEPS.productDetails, productClass: 'Nothing chosen', name: 'Bare Auto Loan' },
      stipulations: {},
      addOn: {},
    });
    const response = await call(`${base}/product-drafts/new/save`, authed('POST', tokens['cu-admin']));
    expect(response.status, await response.clone().text()).toBe(200);
    expect(v.parse(ProductRow, await response.json())).toMatchObject({ name: 'Bare Auto Loan', participating: true });
  });
});
