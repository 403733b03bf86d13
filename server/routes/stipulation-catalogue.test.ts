import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Offer } from '../../api/consumer.ts';
import { pageOf } from '../../api/paged-list.ts';
import {
  CatalogueStipulation,
  LenderCatalogueStipulation,
  STIPULATION_ACTIONS,
  STIPULATION_CATALOGUE_MESSAGES,
} from '../../api/stipulation-catalogue.ts';
import { Stipulation } from '../../api/stipulations.ts';
import { STIPULATION_MESSAGES } from '../../domain/validation/stipulation.ts';
import { authed, latestAudit, signInAs } from '../../tests/integration/console-auth.ts';
import { demoConsumerOffer } from '../../tests/integration/demo-consumer.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { stipulationCatalogue } from '../db/schema/index.ts';
import { DEMO_LENDERS } from '../db/seed.ts';
import { DEMO_STIPULATIONS } from '../db/seed-campaign.ts';

let consumer = '';
let offer: v.InferOutput<typeof Offer>;
const Page = pageOf(CatalogueStipulation);

const ctx = seededApp({ signIns: ['admin', 'cu-admin', 'embedder-admin'] });
const { tokens, call } = ctx;
beforeAll(async () => {
  ({ jwt: consumer, offer } = await demoConsumerOffer(ctx.app, 'DEMO-1005', 'Nguyen', 'Home_Improvement_Loan'));
});

const journeyStipulations = async () =>
  v.parse(
    v.array(Stipulation),
    await (
      await call(`/api/consumers/current/offers/${offer.id}/stipulations`, {
        method: 'POST',
        headers: { authorization: `Bearer ${consumer}` },
      })
    ).json(),
  );
const identity = {
  name: 'Proof of name',
  description: 'A document with the consumer’s legal name.',
  rule: 'VANTAGE_SCORE >= 300',
  status: 'ACTIVE',
  allowedDocuments: ["Driver's license", 'Passport'],
};
const catalogueCount = async () => (await ctx.db.select().from(stipulationCatalogue)).length;

describe('the stipulation catalogue', () => {
  it('lists the seeded stipulations with their categories to an admin only', async () => {
    const page = v.parse(Page, await (await call('/api/stipulations', authed('GET', tokens.admin))).json());
    expect(page.content.map((row) => [row.name, row.status, row.categories, row.inUse])).toEqual([
      ['Proof of identity', 'INACTIVE', ['name'], false],
      ['Recent pay stub', 'ACTIVE', ['income'], true],
      ['Utility bill', 'ACTIVE', ['address'], true],
    ]);
    for (const token of [tokens['cu-admin'], tokens['embedder-admin']]) {
      expect((await call('/api/stipulations', authed('GET', token))).status).toBe(403);
      expect((await call('/api/stipulations', authed('POST', token, identity))).status).toBe(403);
    }
  });

  it('refuses bad bodies with the rule parser’s and the seed’s messages, and saves nothing', async () => {
    const before = await catalogueCount();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...identity, allowedDocuments: [] }, 'allowedDocuments', STIPULATION_MESSAGES.allowedDocuments],
      [{ ...identity, allowedDocuments: ['Selfie'] }, 'allowedDocuments', STIPULATION_MESSAGES.unknownDocument],
      [{ ...identity, rule: 'VANTAGE_SCORE >= 6.5' }, 'rule', "Values must be integers: '6.5' at position 18"],
      [{ ...identity, rule: 'SHOE_SIZE > 3' }, 'rule', "Unknown bureau field 'SHOE_SIZE' at position 1"],
      [{ ...identity, name: '  ' }, 'name', 'Name is required'],
      [{ ...identity, name: 'Utility bill' }, 'name', STIPULATION_CATALOGUE_MESSAGES.duplicateName],
    ];
    for (const [body, path, message] of cases) {
      const response = await call('/api/stipulations', authed('POST', tokens.admin, body));
      expect(response.status, JSON.stringify(body)).toBe(400);
      const answer = (await response.json()) as { issues: { path: string; message: string }[] };
      expect(answer.issues).toContainEqual({ path, message });
    }
    expect(await catalogueCount()).toBe(before);
  });

  it('adds a stipulation whose rule makes the redeem journey ask for it, with its allowed documents', async () => {
    expect((await journeyStipulations()).map((s) => s.name)).toEqual(['Utility bill', 'Recent pay stub']);
    const response = await call('/api/stipulations', authed('POST', tokens.admin, identity));
    expect(response.status).toBe(201);
    const created = v.parse(CatalogueStipulation, await response.json());
    expect(await latestAudit(ctx.db, STIPULATION_ACTIONS.created)).toMatchObject({
      entityName: 'Proof of name',
      oldValue: null,
      newValue: { rule: 'VANTAGE_SCORE >= 300', allowedDocuments: ["Driver's license", 'Passport'] },
    });
    const asked = await journeyStipulations();
    expect(asked.find((s) => s.name === 'Proof of name')).toMatchObject({
      category: 'name',
      badge: 'PENDING',
      allowedDocuments: ["Driver's license", 'Passport'],
    });

    // A rule the consumer does not match, or INACTIVE: the journey no longer asks.
    const put = (body: object) =>
      call(`/api/stipulations/${created.id}`, authed('PUT', tokens.admin, { ...identity, ...body }));
    expect((await put({ rule: 'VANTAGE_SCORE < 300' })).status).toBe(200);
    expect((await journeyStipulations()).map((s) => s.name)).not.toContain('Proof of name');
    await put({ status: 'INACTIVE' });
    expect((await journeyStipulations()).map((s) => s.name)).not.toContain('Proof of name');
    expect(await latestAudit(ctx.db, STIPULATION_ACTIONS.modified)).toMatchObject({
      oldValue: { status: 'ACTIVE' },
      newValue: { status: 'INACTIVE' },
    });
    await put({});
    expect((await journeyStipulations()).map((s) => s.name)).toContain('Proof of name');
  });

  it('deactivating a product’s stipulation stops the journey asking for it', async () => {
    const bill = v.parse(
      CatalogueStipulation,
      await (await call(`/api/stipulations/${DEMO_STIPULATIONS.address.id}`, authed('GET', tokens.admin))).json(),
    );
    const body = {
      name: bill.name,
      description: bill.description ?? '',
      rule: bill.rule ?? '',
      allowedDocuments: bill.allowedDocuments,
    };
    await call(`/api/stipulations/${bill.id}`, authed('PUT', tokens.admin, { ...body, status: 'INACTIVE' }));
    expect((await journeyStipulations()).map((s) => s.name)).not.toContain('Utility bill');
    await call(`/api/stipulations/${bill.id}`, authed('PUT', tokens.admin, { ...body, status: 'ACTIVE' }));
    expect((await journeyStipulations()).map((s) => s.name)).toContain('Utility bill');
  });

  it('deletes only a stipulation no product lists and no consumer uploaded for', async () => {
    const inUse = await call(`/api/stipulations/${DEMO_STIPULATIONS.income.id}`, authed('DELETE', tokens.admin));
    expect(inUse.status).toBe(409);
    const unused = await call(`/api/stipulations/${DEMO_STIPULATIONS.thinFile.id}`, authed('DELETE', tokens.admin));
    expect(unused.status).toBe(204);
    expect(await latestAudit(ctx.db, STIPULATION_ACTIONS.deleted)).toMatchObject({
      entityName: 'Proof of identity',
      newValue: null,
    });
    const gone = await ctx.db
      .select()
      .from(stipulationCatalogue)
      .where(eq(stipulationCatalogue.id, DEMO_STIPULATIONS.thinFile.id));
    expect(gone).toEqual([]);
    expect((await call(`/api/stipulations/${DEMO_STIPULATIONS.thinFile.id}`, authed('GET', tokens.admin))).status).toBe(
      404,
    );
  });
});

describe('the catalogue as lenders read it', () => {
  const summitCatalogue = `/api/fi/${DEMO_LENDERS[0].number}/stipulation-catalogue`;
  const harborCatalogue = `/api/fi/${DEMO_LENDERS[1].number}/stipulation-catalogue`;

  it('lists every catalogue stipulation by name to the lender’s own users, without the admin’s in-use flag', async () => {
    const response = await call(summitCatalogue, authed('GET', tokens['cu-admin']));
    expect(response.status).toBe(200);
    const body = (await response.json()) as unknown[];
    const rows = v.parse(v.array(LenderCatalogueStipulation), body);
    const all = await ctx.db.select().from(stipulationCatalogue);
    expect(rows.map((row) => row.name)).toEqual(all.map((row) => row.name).sort((a, b) => a.localeCompare(b)));
    expect(rows.find((row) => row.name === 'Recent pay stub')).toMatchObject({
      status: 'ACTIVE',
      categories: ['income'],
    });
    expect(body.every((row) => !Object.hasOwn(row as object, 'inUse'))).toBe(true);
    // Read-only users read products, so they read the catalogue too; admins reach any lender.
    const readonly = await signInAs(ctx.app, 'cu-readonly');
    expect((await call(summitCatalogue, authed('GET', readonly))).status).toBe(200);
    expect((await call(summitCatalogue, authed('GET', tokens.admin))).status).toBe(200);
  });

  it('is refused to another lender, to users without product rights, to other realms and for a bad lender id', async () => {
    expect((await call(harborCatalogue, authed('GET', tokens['cu-admin']))).status).toBe(403);
    const analyst = await signInAs(ctx.app, 'cu-analyst');
    expect((await call(summitCatalogue, authed('GET', analyst))).status).toBe(403);
    expect((await call(summitCatalogue, authed('GET', tokens['embedder-admin']))).status).toBe(403);
    const asConsumer = await call(summitCatalogue, { headers: { authorization: `Bearer ${consumer}` } });
    expect([401, 403]).toContain(asConsumer.status);
    expect((await call(summitCatalogue, {})).status).toBe(401);
    const bad = await call('/api/fi/0/stipulation-catalogue', authed('GET', tokens.admin));
    expect(bad.status).toBe(400);
    expect((await call('/api/fi/not-a-number/stipulation-catalogue', authed('GET', tokens['cu-admin']))).status).toBe(
      400,
    );
  });
});
