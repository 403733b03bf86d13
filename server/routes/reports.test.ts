import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPORT_MESSAGES } from '../../domain/billing/reports.ts';
import { authed } from '../../tests/integration/console-auth.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { seal } from '../auth/secret-box.ts';
import { auditLog, embedders, prequalLeads } from '../db/schema/index.ts';
import { DEMO_LENDERS } from '../db/seed.ts';

const summit = DEMO_LENDERS[0];

const get = (path: string, token: string) => ctx.app.request(`/api${path}`, authed('GET', token));
const json = async (path: string, token = tokens.admin) => {
  const response = await get(path, token);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
type Page = { content: Record<string, unknown>[]; totalElements: number };
const page = async (path: string) => {
  const { status, body } = await json(path);
  expect(status).toBe(200);
  return body as unknown as Page;
};
const filter = (field: string, operator: string, value: string) =>
  encodeURIComponent(JSON.stringify([{ field, operator, value }]));

async function xlsxRows(response: Response): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  const sheet = workbook.worksheets[0];
  const rows: string[][] = [];
  sheet?.eachRow((row) =>
    rows.push(
      (row.values as unknown[]).slice(1).map((cell) => (cell === null || cell === undefined ? '' : String(cell))),
    ),
  );
  return rows;
}

const ctx = seededApp({ signIns: ['admin', 'cu-admin', 'embedder-admin'] });
const { tokens } = ctx;
beforeAll(async () => {
  // A change through the console, so the material report has a row with old and new values.
  const response = await ctx.app.request(
    `/api/fi/${summit.number}/branches`,
    authed('POST', tokens['cu-admin'], { name: 'Report Test Branch', zipcode: '80202' }),
  );
  expect(response.status).toBe(201);
  const created = (await response.json()) as { id: string };
  const update = await ctx.app.request(
    `/api/fi/${summit.number}/branches/${created.id}`,
    authed('PUT', tokens['cu-admin'], { name: 'Report Test Branch', zipcode: '80302', city: 'Boulder' }),
  );
  expect(update.status).toBe(200);
  // A prequal lead of the demo embedder.
  const [embedder] = await ctx.db.select({ id: embedders.id }).from(embedders);
  await ctx.db.insert(prequalLeads).values({
    embedderId: embedder?.id ?? '',
    pii: seal(
      ctx.deps.encryptionKey,
      JSON.stringify({
        firstName: 'Priya',
        lastName: 'Patel',
        address: '1 Main St',
        city: 'Denver',
        state: 'CO',
        zipcode: '80202',
        email: 'priya@example.com',
        phone: '303-555-0142',
      }),
    ),
    hasOffers: true,
  });
});

const REPORT_PATHS = ['/reports/redemptions', '/reports/cdfi', '/reports/material', '/reports/prequal-leads'];

describe('admin reports: access', () => {
  it.each(REPORT_PATHS)('%s answers an admin and refuses lender and embedder users', async (path) => {
    expect((await get(path, tokens.admin)).status).toBe(200);
    expect((await get(path, tokens['cu-admin'])).status).toBe(403);
    expect((await get(path, tokens['embedder-admin'])).status).toBe(403);
    expect((await ctx.app.request(`/api${path}`)).status).toBe(401);
  });

  it.each(REPORT_PATHS)('%s refuses bad dates with the message', async (path) => {
    const bad = await json(`${path}?from=2026-02-30`);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain(REPORT_MESSAGES.badDate('From'));
    const notIso = await json(`${path}?to=11-26-2026`);
    expect(notIso.status).toBe(400);
    expect(JSON.stringify(notIso.body)).toContain(REPORT_MESSAGES.badDate('To'));
    const order = await json(`${path}?from=2026-05-02&to=2026-05-01`);
    expect(order.status).toBe(400);
    expect(JSON.stringify(order.body)).toContain(REPORT_MESSAGES.dateOrder);
    expect((await json(`${path}?format=pdf`)).status).toBe(400);
  });
});

describe('redemption report', () => {
  it('lists the seeded redemptions with the loan lead fields, and filters by dates and status', async () => {
    const all = await page('/reports/redemptions');
    expect(all.totalElements).toBeGreaterThan(0);
    const row = all.content[0] ?? {};
    expect(row).toMatchObject({ redeemStatus: 'PENDING_DOCUMENTS', redeemType: 'STANDARD', fundingStatus: 'PENDING' });
    expect(String(row.dateAccepted)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(row.lender).toBeTruthy();
    expect(row.productName).toBeTruthy();
    const today = new Date().toISOString().slice(0, 10);
    expect((await page(`/reports/redemptions?from=${today}&to=${today}`)).totalElements).toBe(all.totalElements);
    expect((await page('/reports/redemptions?to=2000-01-01')).totalElements).toBe(0);
    expect(
      (await page(`/reports/redemptions?filter=${filter('redeemStatus', 'EQUAL', 'COMPLETE')}`)).totalElements,
    ).toBe(0);
  });

  it('counts what it lists for every filter (the count joins only the tables its filters read)', async () => {
    const row = (await page('/reports/redemptions?size=500')).content[0] ?? {};
    const filters = {
      lender: String(row.lender),
      campaign: String(row.campaign),
      productCategory: String(row.productCategory),
      redeemStatus: String(row.redeemStatus),
      redeemType: String(row.redeemType),
      fundingStatus: String(row.fundingStatus),
    };
    for (const [field, value] of Object.entries(filters)) {
      const listed = await page(`/reports/redemptions?size=500&filter=${filter(field, 'EQUAL', value)}`);
      expect(listed.totalElements, field).toBe(listed.content.length);
      expect(listed.totalElements, field).toBeGreaterThan(0);
    }
  });

  it('downloads the filtered rows as CSV and as XLSX', async () => {
    const all = await page('/reports/redemptions');
    const csv = await get('/reports/redemptions?format=csv', tokens.admin);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toContain('redemption-report.csv');
    const parsed = Papa.parse<string[]>(await csv.text(), { skipEmptyLines: true }).data;
    expect(parsed[0]).toEqual(
      expect.arrayContaining(['Transaction id', 'Date accepted', 'Lender', 'Redeem status', 'APR']),
    );
    expect(parsed).toHaveLength(all.totalElements + 1);
    expect(parsed[1]?.[0]).toBe(all.content[0]?.id);

    const xlsx = await get('/reports/redemptions?format=xlsx', tokens.admin);
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml');
    const rows = await xlsxRows(xlsx);
    expect(rows[0]).toEqual(parsed[0]);
    expect(rows).toHaveLength(parsed.length);
    expect(rows[1]?.[0]).toBe(parsed[1]?.[0]);

    const typed = new ExcelJS.Workbook();
    await typed.xlsx.load(await (await get('/reports/redemptions?format=xlsx', tokens.admin)).arrayBuffer());
    const sheet = typed.worksheets[0];
    const header = (sheet?.getRow(1).values as unknown[]) ?? [];
    const cell = (label: string) => sheet?.getRow(2).getCell(header.indexOf(label));
    expect(cell('Amount requested')?.type).toBe(ExcelJS.ValueType.Number);
    expect(cell('Amount requested')?.numFmt).toContain('$');
    expect(cell('Date accepted')?.type).toBe(ExcelJS.ValueType.Date);
    expect(cell('Transaction id')?.type).toBe(ExcelJS.ValueType.String);

    const none = await get('/reports/redemptions?format=xlsx&to=2000-01-01', tokens.admin);
    expect(await xlsxRows(none)).toHaveLength(1);
  });
});

describe('CDFI report', () => {
  it('sums redeems per lender, campaign, state and county; census tract is not recorded', async () => {
    const redemptions = await page('/reports/redemptions');
    const cdfi = await page('/reports/cdfi');
    const total = cdfi.content.reduce((sum, row) => sum + Number(row.redeems), 0);
    expect(total).toBe(redemptions.content.filter((row) => row.redeemStatus !== 'CANCELLED').length);
    expect(cdfi.content[0]).toMatchObject({ censusTract: 'Not recorded' });
    const lender = String(cdfi.content[0]?.lender);
    const filtered = await page(`/reports/cdfi?filter=${filter('lender', 'EQUAL', lender)}`);
    expect(filtered.content.every((row) => row.lender === lender)).toBe(true);
    const csv = await get('/reports/cdfi?format=csv', tokens.admin);
    expect((await csv.text()).split('\n')[0]).toContain('Census tract');
    const xlsx = await xlsxRows(await get('/reports/cdfi?format=xlsx', tokens.admin));
    expect(xlsx).toHaveLength(cdfi.totalElements + 1);
  });
});

describe('material (audit) report', () => {
  it('filters by category and action and shows the row fields', async () => {
    const updated = await page(
      `/reports/material?filter=${encodeURIComponent(
        JSON.stringify([
          { field: 'category', operator: 'EQUAL', value: 'LENDER' },
          { field: 'action', operator: 'EQUAL', value: 'BRANCH_UPDATED' },
        ]),
      )}`,
    );
    expect(updated.totalElements).toBe(1);
    expect(updated.content[0]).toMatchObject({
      createdBy: 'cu-admin',
      category: 'LENDER',
      action: 'BRANCH_UPDATED',
      entity: 'BRANCH',
      entityName: 'Report Test Branch',
      tenant: 'Lender',
      financialInstitution: summit.name,
      embedder: '',
    });
    const logins = await page(`/reports/material?filter=${filter('category', 'EQUAL', 'LOGIN')}`);
    expect(logins.content.every((row) => row.category === 'LOGIN')).toBe(true);
    expect((await page('/reports/material?to=2000-01-01')).totalElements).toBe(0);
    const bad = await json(`/reports/material?filter=${filter('category', 'EQUAL', 'NOPE')}`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Invalid Input Type');
  });

  it('shows the detail: type, location, path, old and new value of each change', async () => {
    const [row] = (await page(`/reports/material?filter=${filter('action', 'EQUAL', 'BRANCH_UPDATED')}`)).content;
    const detail = await json(`/reports/material/${String(row?.id)}`);
    expect(detail.status).toBe(200);
    const changes = detail.body.changes as Record<string, unknown>[];
    expect(changes).toEqual(
      expect.arrayContaining([
        { type: 'modified', location: 'zipcode', path: 'zipcode', oldValue: '80202', newValue: '80302' },
        { type: 'added', location: 'city', path: 'city', oldValue: null, newValue: 'Boulder' },
      ]),
    );
    expect(changes.some((change) => change.path === 'name')).toBe(false);
    expect((await json('/reports/material/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await json('/reports/material/not-a-uuid')).status).toBe(400);
    expect((await get(`/reports/material/${String(row?.id)}`, tokens['cu-admin'])).status).toBe(403);
  });

  it('computes the detail from old and new values when the row has no stored changes', async () => {
    const [inserted] = await ctx.db
      .insert(auditLog)
      .values({
        category: 'USER',
        action: 'USER_UPDATED',
        oldValue: { roles: ['Admin'] },
        newValue: { roles: ['Read-only'] },
      })
      .returning({ id: auditLog.id });
    const detail = await json(`/reports/material/${inserted?.id}`);
    expect(detail.body.changes).toEqual([
      { type: 'modified', location: 'roles', path: 'roles[0]', oldValue: 'Admin', newValue: 'Read-only' },
    ]);
    expect(detail.body.tenant).toBe('Platform');
  });

  it('downloads the material report as CSV and XLSX', async () => {
    const csv = await (
      await get(`/reports/material?format=csv&filter=${filter('action', 'EQUAL', 'BRANCH_ADDED')}`, tokens.admin)
    ).text();
    const parsed = Papa.parse<string[]>(csv, { skipEmptyLines: true }).data;
    expect(parsed[0]).toEqual([
      'Created by',
      'Created date',
      'Category',
      'Action',
      'Campaign or entity',
      'Audited entity id',
      'Entity name',
      'Tenant',
      'Financial institution',
      'Embedder',
    ]);
    expect(parsed[1]?.slice(2, 4)).toEqual(['LENDER', 'BRANCH_ADDED']);
    const xlsx = await xlsxRows(
      await get(`/reports/material?format=xlsx&filter=${filter('action', 'EQUAL', 'BRANCH_ADDED')}`, tokens.admin),
    );
    expect(xlsx[1]?.slice(2, 4)).toEqual(['LENDER', 'BRANCH_ADDED']);
  });
});

describe('prequal lead report', () => {
  it('lists every embedder’s prequal leads with names and contacts masked', async () => {
    const leads = await page('/reports/prequal-leads');
    expect(leads.totalElements).toBe(1);
    expect(leads.content[0]).toMatchObject({
      firstName: 'P****',
      lastName: 'P****',
      email: 'p****@example.com',
      phone: '***-***-0142',
      hasOffers: true,
    });
    const text = JSON.stringify(leads) + (await (await get('/reports/prequal-leads?format=csv', tokens.admin)).text());
    expect(text).not.toContain('Priya');
    expect(text).not.toContain('303-555');
    const xlsx = await xlsxRows(await get('/reports/prequal-leads?format=xlsx', tokens.admin));
    expect(xlsx[1]).toContain('p****@example.com');
    expect((await page(`/reports/prequal-leads?filter=${filter('hasOffers', 'EQUAL', 'No')}`)).totalElements).toBe(0);
  });
});
