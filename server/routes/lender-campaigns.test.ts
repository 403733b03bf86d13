import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CampaignFileRecord,
  CatalogueProduct,
  Enrollment,
  LENDER_CAMPAIGN_ACTIONS,
  LenderCampaign,
  LenderCampaignDetail,
  RateFileRecord,
} from '../../api/lender-campaigns.ts';
import { ENROLLMENT_MESSAGES } from '../../domain/catalog/consumer-files.ts';
import { RATE_FILE_MESSAGES } from '../../domain/enrollment/rate-file.ts';
import { confirmationMessage } from '../../domain/validation/confirmation.ts';
import { REDEEM_LIMIT_MESSAGES } from '../../domain/validation/redeem-limits.ts';
import { boatCampaignFile } from '../../tests/fixtures/campaign-file.ts';
import { authed, latestAudit, upload } from '../../tests/integration/console-auth.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import {
  fiCampaignEnrollments,
  financialInstitutions,
  products,
  tiers,
  tierTerms,
  ucCampaigns,
} from '../db/schema/index.ts';
import { DEMO_LENDERS } from '../db/seed.ts';
import { DEMO_CAMPAIGNS } from '../db/seed-campaign.ts';
import { validRate } from './rate-file.test-support.ts';

const fi = '/api/fi/1';
const next = DEMO_CAMPAIGNS.next.id;
const fileOf = (content: string, name: string) => new File([content], name, { type: 'application/octet-stream' });

const boatFile = (apr: string) => boatCampaignFile(apr);

const ctx = seededApp({ signIns: ['cu-admin', 'cu-readonly', 'bank-admin', 'embedder-admin', 'admin'] });
const { tokens, call, json } = ctx;

describe('lender campaigns', () => {
  it('lists the lender’s campaigns with display status and enrollment state; refuses others', async () => {
    const answer = await json(`${fi}/campaigns`, authed('GET', tokens['cu-admin']));
    expect(answer.status).toBe(200);
    const { campaigns } = v.parse(v.object({ campaigns: v.array(LenderCampaign) }), answer.body);
    expect(campaigns.map((c) => [c.name, c.displayStatus, c.enrollmentState, c.enrollmentOpen])).toEqual([
      [DEMO_CAMPAIGNS.next.name, 'NEXT', 'None', true],
      [DEMO_CAMPAIGNS.current.name, 'CURRENT', 'Enrolled', false],
      [DEMO_CAMPAIGNS.expired.name, 'COMPLETE', 'Enrolled', false],
    ]);
    const previous = await json(`${fi}/campaigns/previous`, authed('GET', tokens['cu-admin']));
    expect((previous.body.campaigns as LenderCampaign[]).map((c) => c.name)).toEqual([DEMO_CAMPAIGNS.expired.name]);
    const uc = await json(`${fi}/ucCampaigns`, authed('GET', tokens['cu-readonly']));
    expect((uc.body.campaigns as LenderCampaign[]).length).toBe(3);
    // An admin reads any lender's; a foreign lender and an embedder are refused; a bad fiId is a 400.
    expect((await call(`${fi}/campaigns`, authed('GET', tokens.admin))).status).toBe(200);
    for (const path of ['campaigns', 'campaigns/previous', 'ucCampaigns']) {
      expect((await call(`${fi}/${path}`, authed('GET', tokens['bank-admin']))).status).toBe(403);
      expect((await call(`${fi}/${path}`, authed('GET', tokens['embedder-admin']))).status).toBe(403);
    }
    expect((await call('/api/fi/abc/campaigns', authed('GET', tokens['cu-admin']))).status).toBe(400);
  });

  it('summarises a campaign and its products from offers and redemptions', async () => {
    const answer = await json(`${fi}/campaigns/${DEMO_CAMPAIGNS.current.id}`, authed('GET', tokens['cu-admin']));
    expect(answer.status).toBe(200);
    const detail = v.parse(LenderCampaignDetail, answer.body);
    expect(detail.summary.offersGenerated).toBeGreaterThan(0);
    expect(detail.products.reduce((sum, p) => sum + p.offersGenerated, 0)).toBe(detail.summary.offersGenerated);
    expect(
      (await call(`${fi}/campaigns/${DEMO_CAMPAIGNS.current.id}`, authed('GET', tokens['bank-admin']))).status,
    ).toBe(403);
    expect((await call(`${fi}/campaigns/not-a-uuid`, authed('GET', tokens['cu-admin']))).status).toBe(400);
    expect((await call(`${fi}/campaigns/${crypto.randomUUID()}`, authed('GET', tokens['cu-admin']))).status).toBe(404);
  });

  it('enrolls and unenrolls in the next campaign, audited; lender-only; refused once enrollment ended', async () => {
    const path = `${fi}/campaigns/${next}/enrollment`;
    expect((await call(path, authed('POST', tokens.admin))).status).toBe(403);
    expect((await call(path, authed('POST', tokens['embedder-admin']))).status).toBe(403);
    expect((await call(path, authed('POST', tokens['bank-admin']))).status).toBe(403);
    expect((await call(path, authed('POST', tokens['cu-readonly']))).status).toBe(403);
    const enrolled = await json(path, authed('POST', tokens['cu-admin']));
    expect(enrolled.status).toBe(200);
    expect(v.parse(LenderCampaign, enrolled.body)).toMatchObject({
      enrollmentState: 'Enrolled',
      dataFileStatus: 'PENDING',
    });
    const audit = await latestAudit(ctx.db, LENDER_CAMPAIGN_ACTIONS.enrolled);
    expect(audit?.oldValue).toMatchObject({ enrollmentState: 'None' });
    expect(audit?.newValue).toMatchObject({ enrollmentState: 'Enrolled' });
    const again = await json(path, authed('POST', tokens['cu-admin']));
    expect(again).toMatchObject({
      status: 400,
      body: { code: 'INVALID_CAMPAIGN', message: ENROLLMENT_MESSAGES.alreadyEnrolled },
    });
    const left = await json(path, authed('DELETE', tokens['cu-admin']));
    expect(left.body).toMatchObject({ enrollmentState: 'Not Enrolled' });
    expect((await latestAudit(ctx.db, LENDER_CAMPAIGN_ACTIONS.unenrolled))?.newValue).toMatchObject({
      enrollmentState: 'Not Enrolled',
    });
    // The current campaign takes no enrollment; neither does the next one once its enrollment period is over.
    const current = await json(
      `${fi}/campaigns/${DEMO_CAMPAIGNS.current.id}/enrollment`,
      authed('POST', tokens['cu-admin']),
    );
    expect(current).toMatchObject({
      status: 400,
      body: { code: 'INVALID_CAMPAIGN', message: ENROLLMENT_MESSAGES.notNext },
    });
    const [row] = await ctx.db.select().from(ucCampaigns).where(eq(ucCampaigns.id, next));
    await ctx.db
      .update(ucCampaigns)
      .set({ enrollmentEndsAt: new Date(Date.now() - 1000) })
      .where(eq(ucCampaigns.id, next));
    const ended = await json(path, authed('POST', tokens['cu-admin']));
    expect(ended).toMatchObject({
      status: 400,
      body: { code: 'INVALID_CAMPAIGN', message: ENROLLMENT_MESSAGES.ended },
    });
    await ctx.db.update(ucCampaigns).set({ enrollmentEndsAt: row?.enrollmentEndsAt }).where(eq(ucCampaigns.id, next));
  });

  it('refuses a campaign file without the typed word, and one of the wrong type', async () => {
    const path = `${fi}/campaigns/${next}/campaign-files`;
    const good = fileOf(JSON.stringify(boatFile('6.99')), 'boat.json');
    const wrong = await json(`${path}?confirmation=YES`, upload(tokens['cu-admin'], 'campaignFile', good));
    expect(wrong).toMatchObject({ status: 400, body: { message: `Invalid query: ${confirmationMessage('IMPORT')}` } });
    const txt = await json(
      `${path}?confirmation=IMPORT`,
      upload(tokens['cu-admin'], 'campaignFile', fileOf('{}', 'boat.txt')),
    );
    expect(txt).toMatchObject({ status: 400, body: { message: 'The campaign file must be a .json or .cplx file' } });
    expect((await call(`${path}?confirmation=IMPORT`, upload(tokens.admin, 'campaignFile', good))).status).toBe(403);
    expect((await call(`${path}?confirmation=IMPORT`, upload(tokens['bank-admin'], 'campaignFile', good))).status).toBe(
      403,
    );
    const missing = await json(`${path}?confirmation=IMPORT`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens['cu-admin']}` },
      body: new FormData(),
    });
    expect(missing).toMatchObject({ status: 400, body: { message: 'campaign file is missing' } });
  });

  it('reports a campaign file’s errors, then applies the fixed file to the catalogue (data file status moves)', async () => {
    const path = `${fi}/campaigns/${next}/campaign-files`;
    const broken = fileOf(JSON.stringify(boatFile('0')), 'boat.json');
    const uploaded = await json(`${path}?confirmation=import`, upload(tokens['cu-admin'], 'campaignFile', broken));
    expect(uploaded.status).toBe(201);
    const file = v.parse(CampaignFileRecord, uploaded.body);
    expect(file).toMatchObject({ status: 'SYNTAX_CHECKED', productCount: 1, format: 'JSON' });
    expect((await latestAudit(ctx.db, LENDER_CAMPAIGN_ACTIONS.fileUploaded))?.entityName).toBe('boat.json');
    const checked = await json(`${path}/${file.fileId}/validate`, authed('POST', tokens['cu-admin']));
    expect(checked.status).toBe(200);
    expect(v.parse(CampaignFileRecord, checked.body)).toMatchObject({
      status: 'PARTIAL',
      errors: [
        {
          lendingCriteriaGroup: 'Tier A',
          productName: 'Enrollment Boat Loan',
          details: 'Term 1 APR: APR cannot be zero',
        },
      ],
    });
    const none = await ctx.db.select().from(products).where(eq(products.name, 'Enrollment Boat Loan'));
    expect(none).toHaveLength(0);
    expect((await call(`${path}/${file.fileId}/validate`, authed('POST', tokens['bank-admin']))).status).toBe(403);

    // A syntax error is kept as UPLOADED with its error; a CPLX file carries the same content.
    const garbage = await json(
      `${path}?confirmation=IMPORT`,
      upload(tokens['cu-admin'], 'campaignFile', fileOf('{', 'bad.json')),
    );
    expect(garbage.body).toMatchObject({
      status: 'UPLOADED',
      errors: [{ lendingCriteriaGroup: 'File', details: 'The campaign file is not valid JSON' }],
    });
    const notReady = await json(`${path}/${garbage.body.fileId}/validate`, authed('POST', tokens['cu-admin']));
    expect(notReady.status).toBe(409);

    // An amount that is not a number is an error of its term in people's words, never a server failure.
    const wordy = boatFile('6.99');
    const wordyTier = wordy.products[0]?.tiers[0]?.terms[0];
    if (wordyTier) wordyTier.limit = 'lots';
    const odd = await json(
      `${path}?confirmation=IMPORT`,
      upload(tokens['cu-admin'], 'campaignFile', fileOf(JSON.stringify(wordy), 'odd.json')),
    );
    const oddChecked = await json(`${path}/${odd.body.fileId}/validate`, authed('POST', tokens['cu-admin']));
    expect(oddChecked).toMatchObject({
      status: 200,
      body: {
        status: 'PARTIAL',
        errors: [{ lendingCriteriaGroup: 'Tier A', details: 'Term 1 limit: Enter a valid Limit' }],
      },
    });

    const cplx = [
      'product|category|type|class|option|productRule|tier|tierType|tierRule|term|apr|minimum|limit|default',
      'Enrollment Boat Loan|RECREATIONAL VEHICLES|New_Boat|Secured|STANDALONE||Tier A|PRESCREEN|FICO >= 700|60|6.990|5000|50000|yes',
      'Enrollment Boat Loan|RECREATIONAL VEHICLES|New_Boat|Secured|STANDALONE||Tier A|PRESCREEN|FICO >= 700|72|7.490|5000|50000|no',
    ].join('\n');
    const fixed = await json(
      `${path}?confirmation=IMPORT`,
      upload(tokens['cu-admin'], 'campaignFile', fileOf(cplx, 'boat.cplx')),
    );
    expect(fixed.body).toMatchObject({ status: 'SYNTAX_CHECKED', format: 'CPLX' });
    const applied = await json(`${path}/${fixed.body.fileId}/validate`, authed('POST', tokens['cu-admin']));
    expect(applied.body).toMatchObject({ status: 'COMPLETE', errors: [] });
    const audit = await latestAudit(ctx.db, LENDER_CAMPAIGN_ACTIONS.fileValidated);
    expect(audit?.newValue).toMatchObject({ status: 'COMPLETE', catalogue: { added: ['Enrollment Boat Loan'] } });
    const [boat] = await ctx.db.select().from(products).where(eq(products.name, 'Enrollment Boat Loan'));
    expect(boat?.status).toBe('active');
    const terms = await ctx.db
      .select({ term: tierTerms.term })
      .from(tierTerms)
      .innerJoin(tiers, eq(tiers.id, tierTerms.tierId))
      .where(eq(tiers.productId, boat?.id ?? ''));
    expect(terms.map((t) => t.term).sort()).toEqual([60, 72]);
    const enrollment = v.parse(
      Enrollment,
      (await json(`${fi}/campaigns/${next}/enrollment`, authed('GET', tokens['cu-admin']))).body,
    );
    expect(enrollment.campaign).toMatchObject({ sourceType: 'CPLX', dataFileStatus: 'COMPLETE' });
    expect(enrollment.latestFile?.fileName).toBe('boat.cplx');
    // The same name again once applied: FI_CAMPAIGN_DUPLICATE_NAME.
    const dup = await json(
      `${path}?confirmation=IMPORT`,
      upload(tokens['cu-admin'], 'campaignFile', fileOf(cplx, 'boat.cplx')),
    );
    expect(dup).toMatchObject({ status: 400, body: { code: 'FI_CAMPAIGN_DUPLICATE_NAME' } });
  });

  it('starts from scratch, applies the blueprint or keeps the previous campaign, each behind its typed word', async () => {
    const harbor = '/api/fi/2';
    const path = `${harbor}/campaigns/${next}/source`;
    const wrong = await json(
      path,
      authed('POST', tokens['bank-admin'], { source: 'SCRATCH', confirmation: 'BLUEPRINT' }),
    );
    expect(wrong).toMatchObject({
      status: 400,
      body: { issues: [{ path: 'confirmation', message: confirmationMessage('RESET') }] },
    });
    expect(
      (await call(path, authed('POST', tokens['cu-admin'], { source: 'SCRATCH', confirmation: 'RESET' }))).status,
    ).toBe(403);
    expect((await call(path, authed('POST', tokens.admin, { source: 'SCRATCH', confirmation: 'RESET' }))).status).toBe(
      403,
    );
    const fiRow = (await ctx.db.select().from(financialInstitutions).where(eq(financialInstitutions.number, 2)))[0];
    /** Harbor's products, the active ones only when asked. */
    const productsOf = (status?: 'active') =>
      ctx.db
        .select()
        .from(products)
        .where(and(eq(products.fiId, fiRow?.id ?? ''), status ? eq(products.status, status) : undefined));
    const activeBefore = await productsOf('active');
    const reset = await json(path, authed('POST', tokens['bank-admin'], { source: 'SCRATCH', confirmation: 'reset' }));
    expect(reset.status).toBe(200);
    expect(v.parse(Enrollment, reset.body).campaign).toMatchObject({
      sourceType: 'SCRATCH',
      enrollmentState: 'Not Enrolled',
    });
    const all = await productsOf();
    expect(activeBefore.length).toBeGreaterThan(0);
    expect(all.every((p) => p.status === 'inactive')).toBe(true);
    // None deleted: every product active before is still there, inactive.
    expect(activeBefore.every((p) => all.some((row) => row.id === p.id))).toBe(true);
    const blueprint = await json(
      path,
      authed('POST', tokens['bank-admin'], { source: 'BLUEPRINT', confirmation: 'BLUEPRINT' }),
    );
    expect(v.parse(Enrollment, blueprint.body).campaign).toMatchObject({
      sourceType: 'BLUEPRINT',
      dataFileStatus: 'COMPLETE',
    });
    const active = await productsOf('active');
    expect(active.map((p) => p.name).sort()).toEqual(['Blueprint New Auto Loan', 'Blueprint Personal Loan']);
    const previous = await json(
      path,
      authed('POST', tokens['bank-admin'], { source: 'PREVCAMPAIGN', confirmation: 'PREVIOUS' }),
    );
    expect(v.parse(Enrollment, previous.body).campaign.sourceType).toBe('PREVCAMPAIGN');
    expect((await latestAudit(ctx.db, LENDER_CAMPAIGN_ACTIONS.productConfig))?.newValue).toMatchObject({
      sourceType: 'PREVCAMPAIGN',
    });
    const [row] = await ctx.db
      .select()
      .from(fiCampaignEnrollments)
      .where(and(eq(fiCampaignEnrollments.fiId, fiRow?.id ?? ''), eq(fiCampaignEnrollments.ucCampaignId, next)));
    expect(row?.status).toBe('NOT_ENROLLED');
  });

  it('sets redeem limits within the rules, never below what is redeemed; the admin does the same', async () => {
    const list = v.parse(
      v.object({ products: v.array(CatalogueProduct) }),
      (await json(`${fi}/catalogue`, authed('GET', tokens['cu-admin']))).body,
    );
    const product = list.products.find((p) => p.name === 'New Auto Loan');
    expect(product?.primaryLimit).toBe('AMOUNT');
    expect(product?.tiers).toBeGreaterThan(0);
    const [row] = await ctx.db
      .select()
      .from(products)
      .where(eq(products.id, product?.productId ?? ''));
    await ctx.db
      .update(products)
      .set({ redeemedCount: 3, redeemedAmount: '30000' })
      .where(eq(products.id, row?.id ?? ''));
    const path = `${fi}/products/${product?.productId}/redeem-limit`;
    const below = await json(
      path,
      authed('PUT', tokens['cu-admin'], { byAmount: true, byCount: true, amount: '20000', count: 2 }),
    );
    expect(below.status).toBe(400);
    expect(below.body.issues).toEqual([
      { path: 'amount', message: REDEEM_LIMIT_MESSAGES.amountBelowRedeemed },
      { path: 'count', message: REDEEM_LIMIT_MESSAGES.countBelowRedeemed },
    ]);
    const none = await json(path, authed('PUT', tokens['cu-admin'], { byAmount: false, byCount: false }));
    expect(none).toMatchObject({
      status: 400,
      body: { message: `Invalid body: ${REDEEM_LIMIT_MESSAGES.selectOption}` },
    });
    const ok = await json(
      path,
      authed('PUT', tokens['cu-admin'], { byAmount: true, byCount: false, amount: '250000' }),
    );
    expect(ok.status).toBe(200);
    expect(v.parse(CatalogueProduct, ok.body)).toMatchObject({
      redeemLimitAmount: '250000.00',
      redeemLimitCount: null,
    });
    expect((await latestAudit(ctx.db, LENDER_CAMPAIGN_ACTIONS.redeemLimits))?.newValue).toEqual({
      redeemLimitAmount: '250000.00',
      redeemLimitCount: null,
    });
    expect(
      (await call(path, authed('PUT', tokens['bank-admin'], { byAmount: true, byCount: false, amount: '250000' })))
        .status,
    ).toBe(403);
    expect(
      (await call(path, authed('PUT', tokens.admin, { byAmount: true, byCount: false, amount: '250000' }))).status,
    ).toBe(403);
    expect(
      (
        await call(
          `${fi}/products/${crypto.randomUUID()}/redeem-limit`,
          authed('PUT', tokens['cu-admin'], { byAmount: true, byCount: false, amount: '5' }),
        )
      ).status,
    ).toBe(404);

    const adminPath = `/api/admin/uc/campaigns/${next}/lenders/1`;
    const limits = await json(`${adminPath}/redeem-limits`, authed('GET', tokens.admin));
    expect(limits.status).toBe(200);
    expect(limits.body.lender).toBe(DEMO_LENDERS[0].name);
    // The product's counters (3 redeemed, set above) are of other campaigns: the next one has redeemed nothing.
    const inNext = (limits.body.products as { productId: string }[]).find((p) => p.productId === product?.productId);
    expect(inNext).toMatchObject({ redeemedCount: 0, redeemedAmount: '0.00' });
    expect((await call(`${adminPath}/redeem-limits`, authed('GET', tokens['cu-admin']))).status).toBe(403);
    const adminBelow = await json(
      `${adminPath}/products/${product?.productId}/redeem-limit`,
      authed('PUT', tokens.admin, { byAmount: false, byCount: true, count: 1 }),
    );
    expect(adminBelow.body.issues).toEqual([{ path: 'count', message: REDEEM_LIMIT_MESSAGES.countBelowRedeemed }]);
    const adminOk = await json(
      `${adminPath}/products/${product?.productId}/redeem-limit`,
      authed('PUT', tokens.admin, { byAmount: false, byCount: true, count: 40 }),
    );
    expect(adminOk.body).toMatchObject({ redeemLimitCount: 40, redeemLimitAmount: null });
    expect(
      (
        await call(
          `${adminPath}/products/${product?.productId}/redeem-limit`,
          authed('PUT', tokens['embedder-admin'], { byAmount: false, byCount: true, count: 40 }),
        )
      ).status,
    ).toBe(403);
    // A product of another lender is not found through this lender.
    const harborProduct = (await ctx.db.select().from(products).where(eq(products.name, 'Personal Loan')))[0];
    expect(
      (
        await call(
          `${adminPath}/products/${harborProduct?.id}/redeem-limit`,
          authed('PUT', tokens.admin, { byAmount: false, byCount: true, count: 40 }),
        )
      ).status,
    ).toBe(404);
  });

  it('uploads a product disclosure PDF and refuses anything else', async () => {
    const list = (await json(`${fi}/catalogue`, authed('GET', tokens['cu-admin']))).body.products as CatalogueProduct[];
    const product = list.find((p) => p.name === 'Used Auto Loan');
    const pdf = await PDFDocument.create();
    pdf.addPage();
    const bytes = (await pdf.save()) as Uint8Array<ArrayBuffer>;
    const path = `${fi}/products/${product?.productId}/disclosure`;
    const ok = await json(
      path,
      upload(tokens['cu-admin'], 'disclosureFile', new File([bytes], 'terms.pdf', { type: 'application/pdf' })),
    );
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ disclosureFile: 'terms.pdf' });
    expect((await latestAudit(ctx.db, LENDER_CAMPAIGN_ACTIONS.disclosures))?.newValue).toMatchObject({
      disclosureFile: 'terms.pdf',
    });
    const fake = await json(
      path,
      upload(tokens['cu-admin'], 'disclosureFile', new File(['%PDF-1.4 <html>'], 'fake.pdf')),
    );
    expect(fake.status).toBe(415);
    expect(
      (await call(path, upload(tokens['bank-admin'], 'disclosureFile', new File([bytes], 'terms.pdf')))).status,
    ).toBe(403);
  });

  it('validates a rate file row by row and applies it with the typed word, audited', async () => {
    const path = `${fi}/rate-files`;
    const bad = [
      'product,tier,term,apr',
      'No Such Product,Tier A,60,5.5',
      'New Auto Loan,Tier Z,60,5.5',
      'New Auto Loan,Tier A,61,abc',
    ].join('\n');
    const invalid = await json(
      path,
      upload(tokens['cu-admin'], 'rateFile', new File([bad], 'rates.csv', { type: 'text/csv' })),
    );
    expect(invalid.status).toBe(201);
    expect(v.parse(RateFileRecord, invalid.body)).toMatchObject({
      status: 'INVALID',
      errors: [
        { row: 2, field: 'product', message: RATE_FILE_MESSAGES.noProduct },
        { row: 3, field: 'tier', message: RATE_FILE_MESSAGES.noTier },
        { row: 4, field: 'term', message: RATE_FILE_MESSAGES.noTerm },
        { row: 4, field: 'apr', message: RATE_FILE_MESSAGES.apr },
      ],
    });
    const refused = await json(
      `${path}/${invalid.body.fileId}/apply`,
      authed('POST', tokens['cu-admin'], { confirmation: 'UPDATE' }),
    );
    expect(refused.status).toBe(409);
    const rate = await validRate(ctx.db);
    const good = `product,tier,term,apr\n${rate.row}\n`;
    const valid = await json(
      path,
      upload(tokens['cu-admin'], 'rateFile', new File([good], 'rates2.csv', { type: 'text/csv' })),
    );
    expect(valid.body).toMatchObject({ status: 'VALIDATED', errors: [] });
    const applyPath = `${path}/${valid.body.fileId}/apply`;
    const wrongWord = await json(applyPath, authed('POST', tokens['cu-admin'], { confirmation: 'CONFIRM' }));
    expect(wrongWord).toMatchObject({
      status: 400,
      body: { issues: [{ path: 'confirmation', message: confirmationMessage('UPDATE') }] },
    });
    expect((await call(applyPath, authed('POST', tokens['bank-admin'], { confirmation: 'UPDATE' }))).status).toBe(403);
    expect((await call(applyPath, authed('POST', tokens.admin, { confirmation: 'UPDATE' }))).status).toBe(403);
    const applied = await json(applyPath, authed('POST', tokens['cu-admin'], { confirmation: 'update' }));
    expect(applied.body).toMatchObject({ status: 'APPLIED', appliedBy: 'cu-admin' });
    const audit = await latestAudit(ctx.db, LENDER_CAMPAIGN_ACTIONS.ratesUpdated);
    expect(audit?.newValue).toEqual([{ product: 'New Auto Loan', tier: rate.tier, term: rate.term, apr: '4.250' }]);
    const history = await json(path, authed('GET', tokens['cu-readonly']));
    expect((history.body.files as RateFileRecord[]).map((f) => f.status)).toEqual(['APPLIED', 'INVALID']);
    expect((await call(path, authed('GET', tokens['bank-admin']))).status).toBe(403);
    const twice = await json(applyPath, authed('POST', tokens['cu-admin'], { confirmation: 'UPDATE' }));
    expect(twice.status).toBe(409);
  });
});
