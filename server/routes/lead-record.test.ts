import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { LoanLeadDetail } from '../../api/loan-leads.ts';
import { mlaLabel } from '../../domain/loan-leads/lead-record.ts';
import { authed } from '../../tests/integration/console-auth.ts';
import { jsonRequest } from '../../tests/integration/db.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { redeemSummitOffer } from '../../tests/integration/summit-lead.ts';
import {
  bureauAttributes,
  censusTracts,
  censusTractZips,
  fiBranches,
  fiLookupValues,
  loanLeadFacts,
  offers,
  redemptions,
} from '../db/schema/index.ts';
import { DEMO_LENDERS } from '../db/seed.ts';

/*
 * The loan-lead record end to end (issue 32 item 3): what the consumer answers in the redeem application and what the
 * licence scan reads is kept with the redemption; census tract, CDFI area, MLA and branch are worked out when the
 * lead is created; all of it shows on the lead page and in the CSV and XLSX report downloads.
 */

const summit = DEMO_LENDERS[0];
const ctx = seededApp({ signIns: ['cu-analyst'] });
const { tokens } = ctx;
const TRACT = '08013990001';
let redemptionId = '';
let consumerId = '';
let campaignId = '';

const api = (path: string, method: string, jwt: string, body?: unknown) =>
  ctx.app.request(`/api/consumers/current${path}`, jsonRequest(method, body, jwt));

/** A LOW-income tract for the consumer's ZIP and a Summit branch there (the nearest, at 0 miles). */
async function placeConsumer(zipcode: string) {
  await ctx.db
    .insert(censusTracts)
    .values({ geoid: TRACT, year: 2024, mfiPercent: '42.00', incomeLevel: 'LOW', source: 'DEMO' })
    .onConflictDoNothing();
  await ctx.db
    .insert(censusTractZips)
    .values({ zipcode, geoid: TRACT })
    .onConflictDoUpdate({ target: censusTractZips.zipcode, set: { geoid: TRACT } });
  await ctx.db
    .insert(fiBranches)
    .values({ fiId: summit.id, name: 'Lead Record Branch', losBranchReferenceId: 'LR-7', zipcode });
}

beforeAll(async () => {
  const statuses = await ctx.db
    .select({ code: fiLookupValues.code })
    .from(fiLookupValues)
    .where(and(eq(fiLookupValues.fiId, summit.id), eq(fiLookupValues.kind, 'employmentStatus')));
  expect(statuses.map((row) => row.code)).toContain('FULL_TIME');
  ({ redemptionId, campaignId } = await redeemSummitOffer(ctx, {
    answers: {
      employmentStatus: 'FULL_TIME',
      employer: 'Boulder Valley Schools',
      jobTitle: 'Teacher',
      selfEmployed: 'No',
      employmentLength: '40',
      occupancyPayment: '1450.00',
      occupancyDuration: '18',
      purposeType: 'MAJOR_PURCHASE',
      mothersMaidenName: 'Ortiz',
    },
    beforeRedeem: async (consumer) => {
      consumerId = consumer.consumerId;
      const [bureau] = await ctx.db
        .select({ zipcode: bureauAttributes.zipcode })
        .from(bureauAttributes)
        .innerJoin(offers, eq(offers.campaignId, bureauAttributes.campaignId))
        .where(and(eq(bureauAttributes.consumerId, consumer.consumerId), eq(offers.id, consumer.offerId)));
      await placeConsumer(bureau?.zipcode?.slice(0, 5) ?? '');
      // The options the application offers are the lender's own lists.
      const options = await api(`/offers/${consumer.offerId}/application-options`, 'GET', consumer.consumerJwt);
      expect(await options.json()).toMatchObject({
        employmentStatuses: expect.arrayContaining([{ code: 'FULL_TIME', label: 'Full time' }]),
        purposeTypes: expect.arrayContaining([{ code: 'MAJOR_PURCHASE', label: 'Major purchase' }]),
      });
      // The licence scan passes after the sandbox's processing polls and keeps what it read.
      const started = (await (await api('/documentverify/sessions', 'POST', consumer.consumerJwt)).json()) as {
        sessionId: string;
      };
      let status = 'processing';
      for (let poll = 0; poll < 5 && status === 'processing'; poll += 1) {
        const path = `/documentverify/sessions/${started.sessionId}/status`;
        status = ((await (await api(path, 'GET', consumer.consumerJwt)).json()) as { status: string }).status;
      }
      expect(status).toBe('passed');
    },
  }));
});

const detailOf = async () => {
  const response = await ctx.app.request(
    `/api/fi/${summit.number}/loanLeads/${redemptionId}`,
    authed('GET', tokens['cu-analyst']),
  );
  expect(response.status).toBe(200);
  const fields = v.parse(LoanLeadDetail, await response.json()).sections.flatMap((section) => section.fields);
  return Object.fromEntries(fields.map((field) => [field.key, field.value]));
};

describe('the loan-lead record', () => {
  it('keeps the answers with the redemption, the mother’s maiden name sealed', async () => {
    const [row] = await ctx.db
      .select({ application: redemptions.application })
      .from(redemptions)
      .where(eq(redemptions.id, redemptionId));
    const application = row?.application as Record<string, string>;
    expect(application).toMatchObject({ employer: 'Boulder Valley Schools', jobTitle: 'Teacher' });
    expect(application.mothersMaidenName).toBeTruthy();
    expect(application.mothersMaidenName).not.toContain('Ortiz');
  });

  it('shows every captured and computed field on the lead page', async () => {
    const [bureau] = await ctx.db
      .select({ attributes: bureauAttributes.attributes })
      .from(bureauAttributes)
      .where(and(eq(bureauAttributes.consumerId, consumerId), eq(bureauAttributes.campaignId, campaignId)));
    const flag = bureau?.attributes.MILITARY_LENDING_COVERED;
    const fields = await detailOf();
    expect(fields).toMatchObject({
      censusTrackId: TRACT,
      cdfiInvestmentArea: 'Yes',
      mla: mlaLabel(flag === undefined ? null : flag === 1),
      branch: 'Lead Record Branch (LOS LR-7)',
      occupation: 'Teacher',
      employmentStatus: 'Full time',
      employer: 'Boulder Valley Schools',
      employmentDuration: '3 years 4 months',
      selfEmployed: 'No',
      occupancyMonthlyPayment: '1450.00',
      occupancyDuration: '1 year 6 months',
      purposeType: 'Major purchase',
      identificationIssuedState: expect.stringMatching(/^[A-Z]{2}$/),
      identificationIssueDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      identificationExpirationDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    // Sealed until revealed: the licence number and the mother's maiden name.
    expect(fields.identificationNumber).toMatch(/^•+\d{4}$/);
    expect(fields.mothersMaidenName).toBe('••••••');
    // Kept at creation: a later tract change does not rewrite the lead.
    const [kept] = await ctx.db.select().from(loanLeadFacts);
    expect(kept?.facts).toMatchObject({ censusTract: TRACT, incomeLevel: 'LOW' });
  });

  it('reveals the sealed fields to a user allowed to', async () => {
    const response = await ctx.app.request(
      `/api/fi/${summit.number}/loanLeads/${redemptionId}/reveal`,
      authed('POST', tokens['cu-analyst']),
    );
    const { fields } = (await response.json()) as { fields: { key: string; value: string }[] };
    expect(fields.find((field) => field.key === 'mothersMaidenName')?.value).toBe('Ortiz');
    expect(fields.find((field) => field.key === 'identificationNumber')?.value).toMatch(/^[A-Z]\d{8}$/);
  });

  it('carries the same fields in the CSV and XLSX report downloads', async () => {
    const url = `/api/fi/${summit.number}/loanLeadReport`;
    const csv = await ctx.app.request(`${url}?format=csv`, authed('GET', tokens['cu-analyst']));
    expect(csv.status).toBe(200);
    const [header, ...rows] = (await csv.text()).trim().split(/\r?\n/);
    expect(header).toContain('Census track ID');
    expect(header).toContain('Employment duration');
    const ours = rows.find((line) => line.includes(TRACT));
    expect(ours).toContain('Boulder Valley Schools');
    expect(ours).toContain('Lead Record Branch (LOS LR-7)');
    expect(ours).not.toContain('Ortiz');
    const xlsx = await ctx.app.request(`${url}?format=xlsx`, authed('GET', tokens['cu-analyst']));
    expect(xlsx.status).toBe(200);
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await xlsx.arrayBuffer());
    const sheet = book.worksheets[0];
    const headers = (sheet?.getRow(1).values ?? []) as unknown[];
    const column = headers.indexOf('Employer');
    const values = sheet?.getColumn(column).values ?? [];
    expect(values).toContain('Boulder Valley Schools');
    const json = (await (await ctx.app.request(url, authed('GET', tokens['cu-analyst']))).json()) as {
      content: Record<string, string | null>[];
    };
    expect(json.content.find((row) => row.censusTrackId === TRACT)).toMatchObject({
      occupation: 'Teacher',
    });
    expect((await ctx.app.request(`${url}?format=pdf`, authed('GET', tokens['cu-analyst']))).status).toBe(400);
  });

  it('refuses a choice outside the lender’s lists', async () => {
    const answer = await redeemSummitOffer(ctx, { answers: { purposeType: 'NOT_A_PURPOSE' } }).catch(
      (error: Error) => error.message,
    );
    expect(String(answer)).toMatch(/400|Choose from the list/);
  });
});
