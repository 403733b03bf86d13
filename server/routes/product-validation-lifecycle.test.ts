import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductValidationStatus } from '../../domain/catalog/statuses.ts';
import { productParticipationMoves } from '../../machines/product/product-participation-lifecycle.ts';
import {
  PRODUCT_VALIDATION_EVENTS,
  type ProductValidationEvent,
  walkProductValidation,
} from '../../machines/product/product-validation-lifecycle.ts';
import { autoLoanSteps } from '../../tests/fixtures/product-steps.ts';
import { authed } from '../../tests/integration/console-auth.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { fiCampaignEnrollments, products, ucCampaigns } from '../db/schema/index.ts';
import { DEMO_LENDERS } from '../db/seed.ts';
import { DEMO_CAMPAIGNS } from '../db/seed-campaign.ts';
import { saveEvents } from '../products/product-validation.ts';

/**
 * The productValidation machine replayed on the real server and database (model-based). The API's product moves —
 * the wizard's save, start from scratch (every active product inactive), a campaign the lender is enrolled in
 * activating its offers and ending — are each the machine's events (a save: revise, check the rules, validate, and
 * inactive if the lender made it so). From PENDING every (status, active/inactive) pair the API can reach is visited
 * and every action tried there: after each call the status the product list reports equals the machine's; a move the
 * machine refuses leaves the product as it was. The active/inactive column is the productParticipation machine's
 * (decision 0763): start from scratch is its DEACTIVATE, refused (the product kept) once inactive.
 */

const ctx = seededApp({ signIns: ['admin', 'cu-admin'] });
const { tokens, call } = ctx;
const summit = DEMO_LENDERS[0];
const DAY = 86_400_000;
let productId = '';
let campaignId = '';

type Action = 'save' | 'startFromScratch' | 'activateOffers' | 'endCampaign';
const ACTIONS: readonly Action[] = ['save', 'startFromScratch', 'activateOffers', 'endCampaign'];
interface Model {
  readonly status: ProductValidationStatus;
  /** products.status: the lender's active/inactive (start from scratch makes it inactive). */
  readonly active: boolean;
}

/** The machine's events of each API action, from the model's state. */
function eventsOf(action: Action, model: Model): ProductValidationEvent[] {
  if (action === 'save')
    return saveEvents(model.status, { revising: true, rulesParse: true, issues: 0, participating: model.active });
  if (action === 'startFromScratch') return model.active ? [{ type: 'DEACTIVATE' }] : [];
  return [action === 'activateOffers' ? { type: 'ACTIVATE', participating: model.active } : { type: 'CAMPAIGN_DONE' }];
}

/** The model after an action: the machine's answer, or unchanged where it refuses (the server then leaves it). */
function after(action: Action, model: Model): Model {
  const move = walkProductValidation(model.status, eventsOf(action, model));
  const status = 'next' in move ? move.next : model.status;
  return { status, active: action === 'startFromScratch' ? participatingAfterScratch(model) : model.active };
}

/** products.status after start from scratch: the productParticipation machine's DEACTIVATE, kept where it refuses. */
function participatingAfterScratch(model: Model): boolean {
  const from = model.active ? 'active' : 'inactive';
  return (productParticipationMoves.next(from, 'DEACTIVATE') ?? from) === 'active';
}

const key = (model: Model) => `${model.status}/${model.active ? 'active' : 'inactive'}`;

/** Every reachable (state, action) edge with the shortest actions leading to its state. */
function edges(): { path: Action[]; action: Action; from: Model }[] {
  const start: Model = { status: 'PENDING', active: true };
  const pathTo = new Map<string, Action[]>([[key(start), []]]);
  const queue: Model[] = [start];
  const found: { path: Action[]; action: Action; from: Model }[] = [];
  while (queue.length) {
    const from = queue.shift() as Model;
    const path = pathTo.get(key(from)) ?? [];
    for (const action of ACTIONS) {
      found.push({ path, action, from });
      const to = after(action, from);
      if (!pathTo.has(key(to))) {
        pathTo.set(key(to), [...path, action]);
        queue.push(to);
      }
    }
  }
  return found;
}

async function perform(action: Action): Promise<number> {
  const admin = (event: string) =>
    call(`/api/uc/campaigns/${campaignId}/transitions`, authed('POST', tokens.admin, { event }));
  if (action === 'save')
    return (await call(`/api/fi/${summit.number}/product-drafts/${productId}/save`, authed('POST', tokens['cu-admin'])))
      .status;
  if (action === 'startFromScratch') {
    const body = { source: 'SCRATCH', confirmation: 'reset' };
    const path = `/api/fi/${summit.number}/campaigns/${DEMO_CAMPAIGNS.next.id}/source`;
    return (await call(path, authed('POST', tokens['cu-admin'], body))).status;
  }
  const now = Date.now();
  // The campaign is put where the admin's move is due (its lifecycle is replayed elsewhere).
  const dates =
    action === 'activateOffers'
      ? { status: 'OFFERS_GENERATED', startsAt: new Date(now - DAY), expiresAt: new Date(now + 30 * DAY) }
      : { status: 'OFFERS_ACTIVATED', startsAt: new Date(now - 30 * DAY), expiresAt: new Date(now - DAY) };
  await ctx.db.update(ucCampaigns).set(dates).where(eq(ucCampaigns.id, campaignId));
  return (await admin(action === 'activateOffers' ? 'ACTIVATE_OFFERS' : 'COMPLETE')).status;
}

async function reported(): Promise<Model> {
  const response = await call(`/api/fi/${summit.number}/products`, authed('GET', tokens['cu-admin']));
  const rows = (await response.json()) as { id: string; validationStatus: ProductValidationStatus }[];
  const [row] = await ctx.db.select({ status: products.status }).from(products).where(eq(products.id, productId));
  return {
    status: rows.find((r) => r.id === productId)?.validationStatus ?? 'PENDING',
    active: row?.status === 'active',
  };
}

/** A product of the lender's own, made with the wizard (its steps save again as they are). */
const STEPS = autoLoanSteps({ productClass: 'Replay', name: 'Replay Auto' }, [
  {
    name: 'Gold',
    type: 'PRESCREEN',
    rule: 'FICO >= 700',
    terms: [{ term: 60, apr: '4.25', limit: '60000', minimum: '5000', isDefault: true }],
  },
]);

beforeAll(async () => {
  const drafts = `/api/fi/${summit.number}/product-drafts/new`;
  for (const [step, data] of Object.entries(STEPS)) {
    const response = await call(`${drafts}/steps/${step}`, authed('PUT', tokens['cu-admin'], { data }));
    expect(response.status, `${step}: ${await response.clone().text()}`).toBe(200);
  }
  const saved = await call(`${drafts}/save`, authed('POST', tokens['cu-admin']));
  expect(saved.status).toBe(200);
  productId = ((await saved.json()) as { id: string }).id;
  const [current] = await ctx.db.select().from(ucCampaigns).where(eq(ucCampaigns.id, DEMO_CAMPAIGNS.current.id));
  if (!current) throw new Error('no demo campaign');
  const { id: _id, ...copy } = current;
  const [campaign] = await ctx.db
    .insert(ucCampaigns)
    .values({ ...copy, name: 'Product replay campaign' })
    .returning({ id: ucCampaigns.id });
  campaignId = campaign?.id ?? '';
  await ctx.db.insert(fiCampaignEnrollments).values({ fiId: summit.id, ucCampaignId: campaignId });
});

describe('product validation lifecycle replayed on the API (model-based)', () => {
  const all = edges();

  it('reaches every status of the seed and sends every event of the machine', () => {
    const reached = new Set(all.map(({ from }) => from.status));
    expect([...reached].sort()).toEqual(['ACTIVE', 'COMPLETE', 'INACTIVE', 'PENDING', 'VALIDATED']);
    const sent = new Set(all.flatMap(({ from, action }) => eventsOf(action, from).map((event) => event.type)));
    // REVISE lands in PENDING and CHECK_RULES in SYNTAX_CHECKED inside one save; both are sent.
    expect([...sent].sort()).toEqual([...PRODUCT_VALIDATION_EVENTS].sort());
  });

  it.each(all.map((edge) => [`${[...edge.path, `[${key(edge.from)}] ${edge.action}`].join(' → ')}`, edge] as const))(
    '%s',
    async (_, { path, action }) => {
      await ctx.db
        .update(products)
        .set({ validationStatus: 'PENDING', status: 'active' })
        .where(eq(products.id, productId));
      let model: Model = { status: 'PENDING', active: true };
      expect(await reported()).toEqual(model);
      for (const step of [...path, action]) {
        expect(await perform(step), step).toBe(200);
        model = after(step, model);
        expect(await reported(), step).toEqual(model);
      }
    },
  );
});
