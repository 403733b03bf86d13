import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/integration/db.ts';
import { SEEDED_TEMPLATE } from '../../tests/integration/templates.ts';
import { MIGRATIONS_FOLDER } from './migrate.ts';

/** Offers and bureau attributes partitioned by campaign (migration 0054, decision 0798). */
let database: TestDatabase;
const sql = (text: string, values: unknown[] = []) => database.pool.query(text, values);
beforeAll(async () => {
  database = await createTestDatabase(SEEDED_TEMPLATE);
});
afterAll(async () => {
  await database?.drop();
});

const suffix = (campaign: string) => campaign.replaceAll('-', '');

/** Everything a campaign's rows say, as one hash: offers, bureau rows, redemptions and the other referring rows. */
async function fingerprint(campaign: string): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  for (const [name, query] of [
    [
      'offers',
      `select md5(coalesce(string_agg(o::text, '|' order by o.id), '')) as h from offers o where campaign_id = $1`,
    ],
    [
      'bureau',
      `select md5(coalesce(string_agg(b::text, '|' order by b.consumer_id), '')) as h from bureau_attributes b
        where campaign_id = $1`,
    ],
    [
      'redemptions',
      `select md5(coalesce(string_agg(r::text, '|' order by r.id), '')) as h from redemptions r
        join offers o on o.id = r.offer_id where o.campaign_id = $1`,
    ],
    [
      'events',
      `select md5(coalesce(string_agg(e::text, '|' order by e.id), '')) as h from offer_events e where e.campaign_id = $1`,
    ],
  ] as const)
    hashes[name] = (await sql(query, [campaign])).rows[0].h;
  return hashes;
}

async function newCampaign(name: string): Promise<string> {
  return (
    await sql(
      `insert into uc_campaigns (name, status, starts_at, expires_at)
      values ($1, 'EXPIRED', now() - interval '100 days', now() - interval '10 days') returning id`,
      [name],
    )
  ).rows[0].id as string;
}

describe('offers partitioned by campaign', () => {
  it('gives every campaign its partitions when it is made, and the demo campaigns theirs by the migration', async () => {
    const campaign = await newCampaign('Partitioned');
    const partitions = await sql(
      `select c.relname from pg_inherits i join pg_class c on c.oid = i.inhrelid
        where i.inhparent in ('offers'::regclass, 'bureau_attributes'::regclass) and c.relname like '%' || $1`,
      [suffix(campaign)],
    );
    expect(partitions.rows.map((row) => row.relname).sort()).toEqual([
      `bureau_attributes_c_${suffix(campaign)}`,
      `offers_c_${suffix(campaign)}`,
    ]);
    const missing = await sql(`select count(*)::int as n from uc_campaigns u
      where to_regclass('offers_c_' || replace(u.id::text, '-', '')) is null`);
    expect(missing.rows[0].n).toBe(0);
  });

  it('makes a campaign while offers are being read and written: no wait for those transactions', async () => {
    // Reads and writes of offers open in another transaction, as a consumer's offers call or a generation batch.
    const busy = await database.pool.connect();
    const creator = await database.pool.connect();
    try {
      await busy.query('begin');
      await busy.query('select count(*) from offers');
      await busy.query(`update offers set status = status where id = (select id from offers limit 1)`);
      // ACCESS EXCLUSIVE on offers (CREATE TABLE … PARTITION OF) would wait for `busy` and time out here.
      await creator.query(`set lock_timeout = '2s'`);
      const made = await creator.query(
        `insert into uc_campaigns (name, status, starts_at, expires_at)
          values ('Made while busy', 'EXPIRED', now() - interval '100 days', now() - interval '10 days') returning id`,
      );
      expect(made.rows).toHaveLength(1);
      const partition = await creator.query(`select to_regclass($1) as r`, [`offers_c_${suffix(made.rows[0].id)}`]);
      expect(partition.rows[0].r).not.toBeNull();
    } finally {
      await busy.query('rollback');
      await creator.query('reset lock_timeout');
      busy.release();
      creator.release();
    }
  });

  it("drops a finished campaign's partitions whole; the other campaign's offers and redemptions are untouched", async () => {
    // The live campaign: a demo campaign with a redemption.
    const live = (await sql(`select o.campaign_id from redemptions r join offers o on o.id = r.offer_id limit 1`))
      .rows[0].campaign_id as string;
    expect(live).toBeTruthy();
    // The finished one: its own offers (copied from the live campaign's) and bureau rows, no redemption.
    const finished = await newCampaign('Finished');
    await sql(
      `insert into offers (consumer_id, campaign_id, product_id, tier_id, status, terms)
       select consumer_id, $2, product_id, tier_id, status, terms from offers where campaign_id = $1`,
      [live, finished],
    );
    await sql(
      `insert into bureau_attributes (consumer_id, campaign_id, attributes, state)
       select consumer_id, $2, attributes, state from bureau_attributes where campaign_id = $1`,
      [live, finished],
    );
    expect(Number((await sql('select count(*) from offers where campaign_id = $1', [finished])).rows[0].count)).toBe(
      Number((await sql('select count(*) from offers where campaign_id = $1', [live])).rows[0].count),
    );
    const before = await fingerprint(live);
    const redemptionsBefore = (await sql('select count(*)::int as n from redemptions')).rows[0].n;
    expect(redemptionsBefore).toBeGreaterThan(0);

    for (const table of ['offers', 'bureau_attributes']) {
      await sql(`alter table ${table} detach partition ${table}_c_${suffix(finished)}`);
      await sql(`drop table ${table}_c_${suffix(finished)}`);
    }

    expect((await sql('select count(*)::int as n from offers where campaign_id = $1', [finished])).rows[0].n).toBe(0);
    expect(await fingerprint(live)).toEqual(before);
    expect((await sql('select count(*)::int as n from redemptions')).rows[0].n).toBe(redemptionsBefore);
    // Every redemption still names an existing offer of its campaign.
    const orphans = await sql(`select count(*)::int as n from redemptions r
      where not exists (select 1 from offers o where o.id = r.offer_id and o.campaign_id = r.campaign_id)`);
    expect(orphans.rows[0].n).toBe(0);
  });

  it('keeps redemptions referring to their offer: a partition with a redemption cannot go, a missing offer is refused', async () => {
    const redemption = (
      await sql(`select r.id, r.offer_id, r.campaign_id, r.consumer_id, r.product_id, o.campaign_id as offer_campaign
        from redemptions r join offers o on o.id = r.offer_id limit 1`)
    ).rows[0];
    // The campaign was filled from the offer (the migration's backfill, the trigger for new rows).
    expect(redemption.campaign_id).toBe(redemption.offer_campaign);
    await expect(
      sql(`alter table offers detach partition offers_c_${suffix(redemption.campaign_id)}`),
    ).rejects.toMatchObject({ code: '23503' });
    await expect(
      sql(
        `insert into redemptions (consumer_id, offer_id, product_id, status, amount)
        values ($1, gen_random_uuid(), $2, 'CANCELLED', 100)`,
        [redemption.consumer_id, redemption.product_id],
      ),
    ).rejects.toMatchObject({ code: '23503' });
    // A writer that names only the offer gets the offer's campaign.
    const added = await sql(
      `insert into redemptions (consumer_id, offer_id, product_id, status, amount)
       values ($1, $2, $3, 'CANCELLED', 100) returning campaign_id`,
      [redemption.consumer_id, redemption.offer_id, redemption.product_id],
    );
    expect(added.rows[0].campaign_id).toBe(redemption.campaign_id);
  });

  it('converts the existing rows (the demo seed) as they were before it', async () => {
    const campaigns = (await sql('select id from uc_campaigns order by id')).rows.map((row) => row.id as string);
    // The schema as it was before 0054: plain tables, offers keyed by id, references by offer_id alone.
    for (const table of ['redemptions', 'stipulation_documents', 'redeem_journeys', 'offer_events'])
      await sql(`alter table ${table} drop constraint ${table}_offer_fk`);
    for (const table of ['redemptions', 'stipulation_documents', 'redeem_journeys']) {
      await sql(`drop trigger ${table}_offer_campaign on ${table}`);
      await sql(`alter table ${table} drop column campaign_id`);
    }
    await sql('drop trigger uc_campaigns_partitions on uc_campaigns');
    await sql('drop function uc_campaigns_partitions(), campaign_partitions_create(uuid), offer_campaign_fill()');
    for (const table of ['offers', 'bureau_attributes']) {
      await sql(`create table ${table}_plain (like ${table} including defaults)`);
      await sql(`insert into ${table}_plain select * from ${table}`);
      await sql(`drop table ${table}`);
      await sql(`alter table ${table}_plain rename to ${table}`);
    }
    await sql(`alter table offers add constraint offers_pkey primary key (id),
      add constraint offers_consumer_campaign_product unique (consumer_id, campaign_id, product_id),
      add constraint offers_campaign_id_uc_campaigns_id_fk foreign key (campaign_id) references uc_campaigns(id)`);
    await sql(`alter table bureau_attributes
      add constraint bureau_attributes_consumer_campaign unique (consumer_id, campaign_id)`);
    for (const table of ['redemptions', 'stipulation_documents', 'redeem_journeys', 'offer_events'])
      await sql(`alter table ${table} add constraint ${table}_offer_id_offers_id_fk foreign key (offer_id)
        references offers(id)`);
    const before = new Map<string, Record<string, string>>();
    for (const campaign of campaigns) before.set(campaign, await fingerprintPlain(campaign));

    const migration = await readFile(path.join(MIGRATIONS_FOLDER, '0054_offers_partitioned_by_campaign.sql'), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await sql(statement);

    for (const campaign of campaigns) {
      // The same rows, each in its campaign's partition, and the references filled with the offer's campaign.
      const after = await fingerprintPlain(campaign);
      expect(after).toEqual(before.get(campaign));
    }
    const placed = await sql(`select count(*)::int as n from offers o
      where o.tableoid <> to_regclass('offers_c_' || replace(o.campaign_id::text, '-', ''))`);
    expect(placed.rows[0].n).toBe(0);
    for (const table of ['redemptions', 'stipulation_documents', 'redeem_journeys']) {
      const wrong = await sql(`select count(*)::int as n from ${table} r join offers o on o.id = r.offer_id
        where r.campaign_id is distinct from o.campaign_id`);
      expect(wrong.rows[0].n).toBe(0);
    }
  });
});

/** As fingerprint, over the columns both schemas have (a referring row without its new campaign_id). */
async function fingerprintPlain(campaign: string): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  for (const [name, query] of [
    [
      'offers',
      `select md5(coalesce(string_agg(concat_ws(',', o.id, o.consumer_id, o.product_id, o.tier_id, o.status, o.offer_type,
        o.terms, o.reason, o.created_at, o.updated_at), '|' order by o.id), '')) as h from offers o where campaign_id = $1`,
    ],
    [
      'bureau',
      `select md5(coalesce(string_agg(concat_ws(',', b.consumer_id, b.attributes, b.state, b.county, b.zipcode), '|'
        order by b.consumer_id), '')) as h from bureau_attributes b where campaign_id = $1`,
    ],
    [
      'redemptions',
      `select md5(coalesce(string_agg(concat_ws(',', r.id, r.offer_id, r.status, r.amount), '|' order by r.id), ''))
        as h from redemptions r join offers o on o.id = r.offer_id where o.campaign_id = $1`,
    ],
  ] as const)
    hashes[name] = (await sql(query, [campaign])).rows[0].h;
  return hashes;
}
