import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PRODUCT_ELIGIBILITY_IMPORTED, ProductEligibility } from '../../api/product-eligibility.ts';
import { compileLocations } from '../../domain/engine/membership.ts';
import { auditsOf, authed, upload } from '../../tests/integration/console-auth.ts';
import { refusedImport } from '../../tests/integration/refused-import.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { products } from '../db/schema/index.ts';
import { DEMO_LENDERS } from '../db/seed.ts';
import { loadEngineConfig } from '../offers/engine-config.ts';

const summit = DEMO_LENDERS[0];
const base = `/api/fi/${summit.number}/productEligibility`;
const HEADER = 'productName,state,county,zipcode';
const FIELD = 'productEligibityDoc';
const RV_LOAN = '60000000-0000-4000-8000-000000000005';
const BOAT_LOAN = '60000000-0000-4000-8000-000000000006';
const NEW_AUTO = '60000000-0000-4000-8000-000000000001';

const ctx = seededApp({ signIns: ['cu-admin', 'cu-readonly', 'bank-admin'] });
const { tokens, call } = ctx;

const list = async (token = tokens['cu-admin']) =>
  v.parse(v.array(ProductEligibility), await (await call(base, authed('GET', token))).json());
const csv = (text: string, name = 'eligibility.csv') => new File([text], name, { type: 'text/csv' });
const storedEligibility = async () =>
  Object.fromEntries(
    (
      await ctx.db
        .select({ id: products.id, eligibility: products.eligibility })
        .from(products)
        .where(eq(products.fiId, summit.id))
    ).map((row) => [row.id, row.eligibility]),
  );

describe('product eligibility', () => {
  it('lists every product of the lender with its eligibility; null = everywhere the lender lends', async () => {
    const rows = await list(tokens['cu-readonly']);
    expect(rows).toHaveLength(9);
    expect(rows.map((row) => row.productName)).toContain('RV Loan');
    expect(rows.find((row) => row.productId === RV_LOAN)?.eligibility).toEqual([
      { state: 'CO', counties: [] },
      { state: 'WY', counties: [{ county: 'Laramie', zipcodes: ['82001'] }] },
    ]);
    expect(rows.find((row) => row.productId === NEW_AUTO)).toMatchObject({ eligibility: null, status: 'active' });
    // Only this lender's products.
    expect(rows.every((row) => row.productId.startsWith('60000000'))).toBe(true);
    expect(rows.map((row) => row.productName)).not.toContain('Personal Loan');
  });
});

describe('product eligibility CSV import (productEligibityDoc)', () => {
  it('replaces the eligibility of the products the file names only, audited per product', async () => {
    const file = csv(
      `${HEADER}\nrv loan,CO,Denver,80202\nRV Loan,CO,Denver,80203\nNew Auto Loan,CO,,\nNew Auto Loan,TX,Travis,78701\nBoat Loan,*,,\n`,
    );
    const response = await call(`${base}/data`, upload(tokens['cu-admin'], FIELD, file));
    expect(response.status).toBe(200);
    const answer = (await response.json()) as {
      imported: number;
      products: ProductEligibility[];
      outsideMembership: { productName: string; state: string }[];
    };
    expect(answer.imported).toBe(5);
    expect(answer.products.map((row) => row.productName).sort()).toEqual(['Boat Loan', 'New Auto Loan', 'RV Loan']);
    // TX is outside the credit union's membership (CO, WY): said, not refused.
    expect(answer.outsideMembership).toEqual([{ productName: 'New Auto Loan', state: 'TX' }]);

    const rows = await list();
    expect(rows.find((row) => row.productId === RV_LOAN)?.eligibility).toEqual([
      { state: 'CO', counties: [{ county: 'Denver', zipcodes: ['80202', '80203'] }] },
    ]);
    expect(rows.find((row) => row.productId === BOAT_LOAN)?.eligibility).toBeNull();
    expect(rows.find((row) => row.productName === 'Motorcycle Loan')?.eligibility).toBeNull();
    expect(rows.find((row) => row.productName === 'New Auto Loan')?.eligibility).toEqual([
      { state: 'CO', counties: [] },
      { state: 'TX', counties: [{ county: 'Travis', zipcodes: ['78701'] }] },
    ]);

    // What the offer engine reads for the product.
    const config = await loadEngineConfig(ctx.db, [RV_LOAN, BOAT_LOAN]);
    const rv = config.products.find((product) => product.id === RV_LOAN);
    expect(compileLocations(rv?.eligibility ?? []).matches('CO', 'Boulder', '80301')).toBe(false);
    expect(compileLocations(rv?.eligibility ?? []).matches('CO', 'Denver', null)).toBe(true);
    expect(config.products.find((product) => product.id === BOAT_LOAN)?.eligibility).toBeUndefined();

    const audits = await auditsOf(ctx.db, PRODUCT_ELIGIBILITY_IMPORTED);
    expect(audits).toHaveLength(3);
    expect(audits.find((row) => row.entityId === RV_LOAN)).toMatchObject({
      category: 'LENDER',
      entityType: 'PRODUCT_ELIGIBILITY',
      entityName: 'RV Loan',
      actorName: 'cu-admin',
      oldValue: {
        productName: 'RV Loan',
        eligibility: [
          { state: 'CO', counties: [] },
          { state: 'WY', counties: [{ county: 'Laramie', zipcodes: ['82001'] }] },
        ],
      },
      newValue: { eligibility: [{ state: 'CO', counties: [{ county: 'Denver', zipcodes: ['80202', '80203'] }] }] },
    });
  });

  it('refuses unknown product names and bad rows, naming each row, and changes nothing', async () => {
    const before = await storedEligibility();
    const file = csv(`${HEADER}\nRV Loan,CO,,\nJet Ski Loan,CO,,\nJet Ski Loan,WY,,\nBoat Loan,CO,,\n`);
    const body = await refusedImport(await call(`${base}/data`, upload(tokens['cu-admin'], FIELD, file)));
    expect(body.message).toBe('2 problem(s) in productEligibityDoc; nothing was imported');
    expect(body.issues).toEqual([
      { path: 'rows.3.productName', message: 'Row 3: No product named "Jet Ski Loan"' },
      { path: 'rows.4.productName', message: 'Row 4: No product named "Jet Ski Loan"' },
    ]);
    const bad = csv(`${HEADER}\n,CO,,\nRV Loan,ZZ,,\nRV Loan,CO,,123\n`);
    const refused = (await (await call(`${base}/data`, upload(tokens['cu-admin'], FIELD, bad))).json()) as {
      issues: { message: string }[];
    };
    expect(refused.issues.map((issue) => issue.message)).toEqual(
      expect.arrayContaining([
        'Row 2: Product name is required',
        'Row 3: Enter a valid State',
        'Row 4: Enter a valid Zip code',
      ]),
    );
    expect(await storedEligibility()).toEqual(before);
  });

  it("answers 'productEligibilityFile is missing' without the file, and refuses a non-CSV", async () => {
    const missing = await call(
      `${base}/data`,
      upload(tokens['cu-admin'], 'branchDocument', csv(`${HEADER}\nRV Loan,CO,,\n`)),
    );
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({
      code: 'MISSING_REQUIRED_FIELD',
      message: 'productEligibilityFile is missing',
    });
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])], 'x.csv');
    expect((await call(`${base}/data`, upload(tokens['cu-admin'], FIELD, png))).status).toBe(400);
    expect(
      (await call(`${base}/data`, upload(tokens['cu-admin'], FIELD, csv('productName,state\nRV Loan,CO\n')))).status,
    ).toBe(400);
  });
});

describe('tenant scope and permission', () => {
  it('refuses another lender and a Read-only user’s import', async () => {
    const before = await storedEligibility();
    expect((await call(base, authed('GET', tokens['bank-admin']))).status).toBe(403);
    expect((await call(`/api/fi/2/productEligibility`, authed('GET', tokens['cu-admin']))).status).toBe(403);
    const file = csv(`${HEADER}\nRV Loan,*,,\n`);
    expect((await call(`${base}/data`, upload(tokens['cu-readonly'], FIELD, file))).status).toBe(403);
    expect((await call(`${base}/data`, upload(tokens['bank-admin'], FIELD, file))).status).toBe(403);
    expect(await storedEligibility()).toEqual(before);
  });
});
