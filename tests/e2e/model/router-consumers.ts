import { randomUUID } from 'node:crypto';
import { expect } from '@playwright/test';
import type { RoutedConsumer, RoutedOffer } from '../../../domain/workflow/marketplace-facts.ts';
import { DEMO_CONSUMERS } from '../../../server/db/seed-consumers.ts';
import { endCampaign, sql } from '../e2e-db.ts';
import type { ModelEvent } from './covering-paths.ts';

/*
 * Each path of the marketplace router's model walks a consumer of its own: a copy of a demo consumer made for that
 * path alone (docs/decisions/0760-marketplace-router-paths.md). Other specs change the demo consumers (a vehicle
 * confirmed, an income stated) and the lenders' catalogue (a boat loan imported for Summit CU, which Lee's next
 * re-evaluation turns into an offer), so the copy takes only what the demo seed made and the facts the model's load
 * states, in a copy of the demo consumer's campaign that enrolls no lender: a re-evaluation (the vehicle confirmed,
 * an income stated) runs the offer engine over no product there and changes no offer. What the engine decides is
 * tested elsewhere (reevaluation.test.ts, marketplace.spec.ts); this spec tests where the router goes.
 */

/** The demo seed's products (server/db/seed-products.ts ids): offers of products another spec made are not copied. */
const SEED_PRODUCT = '60000000-0000-4000-8000-%';

const made: string[] = [];
/** Ends the campaigns the paths made (FAILED, terminal): the consoles of later specs list no extra current campaign. */
export async function endRouterCampaigns(): Promise<void> {
  for (const id of made.splice(0)) await endCampaign({ id });
}

/** A row copied with some columns replaced: the table's own columns, whatever they are. */
const copy = (table: string, alias: string, changes: string) =>
  `insert into ${table} select (jsonb_populate_record(null::${table}, to_jsonb(${alias}) || ${changes})).*
   from ${table} ${alias}`;

async function copyCampaign(campaignId: string, name: string): Promise<string> {
  // A day earlier: the console's current-campaign look-ups (latest start first) keep finding the demo's campaign.
  const [campaign] = await sql<{ id: string }>(
    `${copy('uc_campaigns', 'c', `jsonb_build_object('id', gen_random_uuid(), 'name', $2::text, 'starts_at', c.starts_at - interval '1 day')`)}
     where c.id = $1 returning id`,
    [campaignId, name],
  );
  const id = campaign?.id ?? '';
  made.push(id);
  return id;
}

/** The consumer's facts the model's load states; a failed load states none, so the demo's are kept. */
function factsOf(accessCode: string, load: ModelEvent) {
  const demo = DEMO_CONSUMERS.find((consumer) => consumer.accessCode === accessCode);
  const said = (load.output as { consumer?: RoutedConsumer } | undefined)?.consumer;
  if (!demo || !said) return null;
  return {
    annual_income: said.hasIncome ? (demo.annualIncome ?? null) : null,
    pay_frequency: said.hasPayFrequency ? (demo.payFrequency ?? null) : null,
    income_confirmed: false,
    annual_household_income: null,
    vehicle_confirmed: said.vehicleConfirmed,
    workflow_state: said.workflowState,
  };
}

/**
 * The demo consumer's pending redemption, on the copy's offer of the same product (Johnson's documents wait). Its
 * campaign is left to the trigger that fills it from the offer (decision 0798): the copy's offer is in the copy's
 * campaign, and an offer named with another campaign fails the (offer_id, campaign_id) foreign key.
 */
async function copyRedemption(from: string, to: string): Promise<void> {
  const [redemption] = await sql<{ id: string }>(
    `${copy(
      'redemptions',
      'r',
      `jsonb_build_object('id', gen_random_uuid(), 'consumer_id', $2::uuid,
        'certificate_number', nextval('redemption_certificate_numbers'),
        'offer_id', (select o.id from offers o where o.consumer_id = $2 and o.product_id = r.product_id),
        'campaign_id', null)`,
    )} where r.id = (select pending_redemption_id from consumers where id = $1) returning id`,
    [from, to],
  );
  if (redemption) await sql('update consumers set pending_redemption_id = $2 where id = $1', [to, redemption.id]);
}

/**
 * A copy of the demo consumer `accessCode` for one path, as the model's `load` has it: the demo seed's offers
 * (ELIGIBLE), loans, bureau attributes and pending redemption, the load's facts, in a campaign of its own. Checks
 * the copy's product types and statuses are the load's, so the model cannot drift from the seed unseen. Answers the
 * copy's access code (its last name is the demo consumer's).
 */
export async function ownConsumer(accessCode: string, load: ModelEvent): Promise<string> {
  const [demo] = await sql<{ id: string; campaign_id: string }>(
    'select id, campaign_id from consumers where access_code = $1',
    [accessCode],
  );
  if (!demo) throw new Error(`no demo consumer ${accessCode}`);
  const code = `ROUTER-${randomUUID().slice(0, 8).toUpperCase()}`;
  const campaign = await copyCampaign(demo.campaign_id, `Router model ${code}`);
  const id = randomUUID();
  const facts = factsOf(accessCode, load) ?? {};
  await sql(
    `${copy('consumers', 'c', `$2::jsonb || jsonb_build_object('pending_redemption_id', null, 'offers_version', 1)`)}
     where c.id = $1`,
    [demo.id, JSON.stringify({ ...facts, id, access_code: code, campaign_id: campaign })],
  );
  await sql(
    `${copy('bureau_attributes', 'b', `jsonb_build_object('consumer_id', $2::uuid, 'campaign_id', $3::uuid)`)}
     where b.consumer_id = $1 and b.campaign_id = $4`,
    [demo.id, id, campaign, demo.campaign_id],
  );
  await sql(
    `${copy('loans', 'l', `jsonb_build_object('id', gen_random_uuid(), 'consumer_id', $2::uuid)`)} where l.consumer_id = $1`,
    [demo.id, id],
  );
  await sql(
    `${copy(
      'offers',
      'o',
      `jsonb_build_object('id', gen_random_uuid(), 'consumer_id', $2::uuid, 'campaign_id', $3::uuid,
        'status', 'ELIGIBLE', 'reason', null)`,
    )} where o.consumer_id = $1 and o.campaign_id = $4 and o.product_id::text like '${SEED_PRODUCT}'`,
    [demo.id, id, campaign, demo.campaign_id],
  );
  await copyRedemption(demo.id, id);
  await expectLoad(id, load);
  return code;
}

const typesOf = (offers: readonly Pick<RoutedOffer, 'productType' | 'status'>[]) =>
  [...new Set(offers.map((offer) => `${offer.productType} ${offer.status}`))].sort();

/** The copy's offers are the load's (product types and statuses; ids are the model's own). */
async function expectLoad(consumerId: string, load: ModelEvent): Promise<void> {
  const output = load.output as { offers?: RoutedOffer[] } | undefined;
  if (!output?.offers) return;
  const rows = await sql<{ productType: string; status: string }>(
    `select p.product_type as "productType", o.status from offers o join products p on p.id = o.product_id
      where o.consumer_id = $1`,
    [consumerId],
  );
  expect(typesOf(rows), 'the copy has the offers the model loads').toEqual(typesOf(output.offers));
}
