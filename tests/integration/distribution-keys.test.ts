import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { consumers, offers, ucCampaigns } from '../../server/db/schema/index.ts';
import { DEMO_EMBEDDER_NUMBER, DEMO_LENDERS } from '../../server/db/seed.ts';
import { DEMO_CAMPAIGNS } from '../../server/db/seed-campaign.ts';
import { silentProgress } from '../../server/jobs/job-progress.ts';
import { generateCampaignOffers } from '../../server/offers/campaign-generation.ts';
import { generateOffers } from '../../server/offers/generate-offers.ts';
import { runProcessingStep } from '../../server/processing/run-step.ts';
import { authed } from './console-auth.ts';
import { handOffConsumerFile } from './consumer-file-hand-off.ts';
import { jsonRequest } from './db.ts';
import { demoConsumerOffer, satisfyRedeemPrerequisites } from './demo-consumer.ts';
import { captureSql, classify, shapeOf } from './distribution-keys.ts';
import { noBoss } from './fake-boss.ts';
import { generationCampaigns } from './generation-campaigns.ts';
import { seededApp } from './seeded-app.ts';

/**
 * docs/scaling.md "Distribution keys": each hot path's SQL, captured as it runs, checked to carry its distribution
 * key (consumer_id; the consumers table's id) so that under Citus one node answers it. What does not is listed here
 * by shape (verb and distributed tables), each with what would change; a new statement without the key on a hot
 * path fails this test until it carries the key or joins this list (and the document) with its reason.
 */
const WITHOUT_KEY: Record<string, Record<string, string>> = {
  'consumer offers': {
    'select consumers':
      'sign-in finds the consumer by access code: a lookup table access_code → consumer_id (distributed on ' +
      'access_code), whose answer then routes every later statement',
  },
  redeem: {
    'select offers': 'offerStipulations reads the offer by its id alone: pass the session consumer and filter on it',
    'select stipulation_documents': 'missingStipulations counts uploads by offer id: add the consumer id',
  },
  'offer generation': {},
  'consumer-file import': {},
  'loan-lead list': {
    'select consumers,offers,redemptions,loan_leads':
      'a lender’s page and count span consumers (by fi_id): join redemptions and offers on consumer_id as well as ' +
      'their ids, then Citus pushes the join down and merges the ordered, limited pages',
    'select redemptions,loan_leads': 'the priority counts: the same join on consumer_id',
  },
};

const ctx = seededApp({ signIns: ['cu-admin', 'embedder-admin', 'admin'], deps: { boss: noBoss } });
const { tokens } = ctx;
const HEADER = 'uuid,firstName,middleName,lastName,suffix,address,city,county,state,zipcode,ssn,email,dob';
const ROW = 'd-001,Ada,,Lovelace,,1 Main St,Denver,Denver,CO,80202,123-45-6789,ada@example.com,12-10-1985';

beforeAll(async () => {
  await satisfyRedeemPrerequisites(ctx.db);
});

/**
 * What a path must be: `routed` (a consumer's own request: every statement answered by the one node holding the
 * consumer) or `colocated` (work across many consumers: each node runs its part over its own rows, joined on the
 * consumer key, and the coordinator merges).
 */
const RULE: Record<string, 'routed' | 'colocated'> = {
  'consumer offers': 'routed',
  redeem: 'routed',
  'offer generation': 'colocated',
  'consumer-file import': 'colocated',
  'loan-lead list': 'colocated',
};

/** The statements of `run` that touch a consumer-keyed table: how many keep the path's rule, and the rest's shapes. */
async function check(path: string, run: () => Promise<void>) {
  const statements = (await captureSql(run)).map(classify).filter((statement) => statement.tables.length > 0);
  const breaking = statements.filter((statement) => !statement[RULE[path] ?? 'routed']);
  const unknown = breaking.filter((statement) => !(shapeOf(statement) in (WITHOUT_KEY[path] ?? {})));
  expect(
    unknown.map((statement) => `${shapeOf(statement)}: ${statement.text.slice(0, 300)}`),
    `${path}: statements that break its rule (${RULE[path]}) and are not listed`,
  ).toEqual([]);
  return { keep: statements.length - breaking.length, listed: breaking.map(shapeOf) };
}

describe('hot paths carry their distribution key (Citus: consumer-keyed tables on consumer_id)', () => {
  it('consumer offers and redeem: one consumer, one node', async () => {
    let jwt = '';
    let offer = { id: '' };
    const offersPath = await check('consumer offers', async () => {
      ({ jwt, offer } = await demoConsumerOffer(ctx.app, 'DEMO-1005', 'Nguyen', 'Home_Improvement_Loan'));
    });
    expect(offersPath.keep).toBeGreaterThan(0);
    const [terms] = await ctx.db.select({ terms: offers.terms }).from(offers).where(eq(offers.id, offer.id));
    const term = terms?.terms[0];
    const redeem = await check('redeem', async () => {
      const response = await ctx.app.request(
        `/api/consumers/current/offers/${offer.id}/redemptions`,
        jsonRequest('POST', { amount: term?.minimum, term: term?.term }, jwt),
      );
      expect(response.status, await response.clone().text()).toBe(201);
    });
    expect(redeem.keep).toBeGreaterThan(0);
    console.info('consumer offers', offersPath, 'redeem', redeem);
  });

  it('loan-lead list', async () => {
    const list = await check('loan-lead list', async () => {
      const response = await ctx.call(`/api/fi/${DEMO_LENDERS[0].number}/loanLeads?page=0&size=20`, {
        ...authed('GET', tokens['cu-admin']),
      });
      expect(response.status).toBe(200);
    });
    console.info('loan-lead list', list);
  });

  it('offer generation: a campaign run and one consumer re-evaluated', async () => {
    const campaign = await generationCampaigns(ctx).clonedCampaign({
      label: 'dist',
      status: 'SCHEDULED',
      from: DEMO_CAMPAIGNS.current.id,
      limit: 5,
    });
    const [someone] = await ctx.db.select({ id: consumers.id }).from(consumers).limit(1);
    const run = await check('offer generation', async () => {
      await generateCampaignOffers(ctx.db, campaign, silentProgress(), { batchSize: 2 });
      await ctx.db.transaction(async (tx) => {
        await generateOffers(tx, DEMO_CAMPAIGNS.current.id, [someone?.id ?? '']);
      });
    });
    console.info('offer generation', run);
  });

  it('consumer-file import: the upload, its import job and the embedder-import step', async () => {
    const next = DEMO_CAMPAIGNS.next.id;
    const acme = `/api/embedders/${DEMO_EMBEDDER_NUMBER}/campaigns/${next}`;
    expect((await ctx.call(`${acme}/enrollment`, authed('POST', tokens['embedder-admin']))).status).toBe(200);
    const run = await check('consumer-file import', async () => {
      await handOffConsumerFile(ctx, acme, { header: HEADER, rows: [ROW], fileName: 'dist.csv' });
      await ctx.db.update(ucCampaigns).set({ status: 'SCHEDULED' }).where(eq(ucCampaigns.id, next));
      const step = await ctx.call(
        `/api/admin/campaigns/${next}/processing/steps`,
        authed('POST', tokens.admin, { step: 'embedder-import' }),
      );
      const { stepId } = (await step.json()) as { stepId: string };
      const runner = { db: ctx.db, encryptionKey: ctx.deps.encryptionKey, root: '/nonexistent' };
      expect(await runProcessingStep(runner, stepId)).toBe('complete');
    });
    console.info('consumer-file import', run);
  });
});

describe('the classifier itself', () => {
  it('tells a pinned key, a co-located join and an unrelated join apart', () => {
    const pinned = classify('select * from "offers" where "offers"."consumer_id" = $1');
    expect(pinned).toMatchObject({ tables: ['offers'], routed: true, colocated: true });
    const aliasJoin = classify(
      'select 1 from bureau_attributes ba join consumers c on c.id = ba.consumer_id where c.id = $1',
    );
    expect(aliasJoin).toMatchObject({ tables: ['consumers', 'bureau_attributes'], routed: true });
    const byOfferId = classify(
      'select 1 from "offers" join "redemptions" on "redemptions"."offer_id" = "offers"."id" where "offers"."consumer_id" = $1',
    );
    expect(byOfferId).toMatchObject({ routed: false, colocated: false });
    expect(classify('select 1 from "consumers" where "consumers"."access_code" = $1').routed).toBe(false);
    expect(
      classify('select 1 from "offers" join "consumers" on "consumers"."id" = $2 where "offers"."id" = $1').routed,
    ).toBe(false);
    expect(classify('insert into "offers" ("id", "consumer_id") values ($1, $2)').routed).toBe(true);
    expect(
      classify('insert into offers (id, consumer_id) select id, consumer_id from offers where campaign_id = $1'),
    ).toMatchObject({
      routed: false,
      colocated: true,
    });
  });
});
