import { type SQL, sql } from 'drizzle-orm';
import type { DashboardPanel } from '../../../api/offer-metrics.ts';
import { labelOf } from '../../../domain/format/labels.ts';
import type { Executor } from '../pool.ts';
import { bureauAttributeSql } from '../schema/bureau-vector.ts';

/*
 * The admin dashboard's panels (002 §2), one query function each over the current campaign (`id`). Panels that
 * look back (consumer distribution, projected redemptions) read `past`: the three campaigns started before it.
 */

type Point = { name: string; value: number };
type Rows = { name: string; value: string | number | null }[];

async function points(db: Executor, query: SQL): Promise<Point[]> {
  const result = await db.execute<Rows[number]>(query);
  // Status and category codes are named in words: the panel's names are what its chart and summary print.
  return result.rows.map((row) => ({
    name: row.name === null ? '—' : labelOf(String(row.name)),
    value: Number(row.value ?? 0),
  }));
}

/** The panel's text for screen readers and the table view. */
const describe = (pts: Point[], unit = '') =>
  pts.length === 0 ? 'No data yet.' : pts.map((p) => `${p.name}: ${p.value.toLocaleString('en-US')}${unit}`).join('; ');

const panel = (p: Omit<DashboardPanel, 'summary'> & { summary?: string }): DashboardPanel => ({
  ...p,
  summary: p.summary ?? describe(p.points),
});

/** The three campaigns that started before the current one, as a subquery. */
export const pastCampaigns = (id: string) =>
  sql`(select id from uc_campaigns where starts_at < (select starts_at from uc_campaigns where id = ${id})
    order by starts_at desc limit 3)`;

export async function enrollmentPanel(db: Executor, id: string) {
  const enrollment = await points(
    db,
    sql`select case when e.status = 'ENROLLED' then 'Enrolled' else 'Not enrolled' end as name, count(*)::int as value
      from financial_institutions f
      left join fi_campaign_enrollments e on e.fi_id = f.id and e.uc_campaign_id = ${id}
      group by 1 order by 1`,
  );
  return panel({ id: 'enrollment', title: 'Campaign enrollment', kind: 'pie', points: enrollment });
}

export async function summaryPanel(db: Executor, id: string) {
  const summary = await points(
    db,
    sql`select * from (values
      ('Consumers', (select count(*) from consumers where campaign_id = ${id})),
      ('Offers generated', (select count(*) from offers where campaign_id = ${id} and status = 'ELIGIBLE')),
      ('Consumers with offers', (select count(distinct consumer_id) from offers where campaign_id = ${id} and status = 'ELIGIBLE')),
      ('Redemptions', (select count(*) from redemptions r join offers o on o.id = r.offer_id
        where o.campaign_id = ${id} and r.status <> 'CANCELLED')),
      ('Redeemed amount', (select coalesce(sum(r.amount), 0) from redemptions r join offers o on o.id = r.offer_id
        where o.campaign_id = ${id} and r.status <> 'CANCELLED'))
    ) as t(name, value)`,
  );
  return panel({ id: 'summary', title: 'Campaign summary', kind: 'figures', points: summary });
}

/** Redemptions per product category among the campaign's offers. */
export async function productPanel(db: Executor, id: string) {
  const product = await points(
    db,
    sql`select p.category as name, count(r.id)::int as value from offers o join products p on p.id = o.product_id
      left join redemptions r on r.offer_id = o.id and r.status <> 'CANCELLED'
      where o.campaign_id = ${id} and o.status = 'ELIGIBLE' group by p.category order by 2 desc, 1`,
  );
  return panel({ id: 'product', title: 'Product insights', kind: 'bar', points: product });
}

/** Offers generated beside the inventory left, per category; the offers generated also feed the projection. */
export async function inventoryPanel(db: Executor, id: string) {
  const generatedByCategory = await points(
    db,
    sql`select p.category as name, count(*)::int as value from offers o join products p on p.id = o.product_id
      where o.campaign_id = ${id} and o.status = 'ELIGIBLE' group by p.category order by 1`,
  );
  const inventoryByCategory = await points(
    db,
    sql`select category as name, coalesce(sum(redeem_limit_count), 0)::int as value from products
      where status = 'active' and category in (select p.category from offers o join products p on p.id = o.product_id
        where o.campaign_id = ${id}) group by category order by 1`,
  );
  const inventory = panel({
    id: 'inventory',
    title: 'Inventory insights',
    kind: 'bar',
    points: generatedByCategory,
    series: [
      { name: 'Offers generated', points: generatedByCategory },
      { name: 'Inventory', points: inventoryByCategory },
    ],
    summary: `Offers generated — ${describe(generatedByCategory)}. Inventory — ${describe(inventoryByCategory)}.`,
  });
  return { inventory, generated: generatedByCategory.reduce((sum, p) => sum + p.value, 0) };
}

export async function fundingPanel(db: Executor, id: string) {
  const funding = await points(
    db,
    sql`select l.funding_status as name, count(*)::int as value from loan_leads l
      join redemptions r on r.id = l.redemption_id join offers o on o.id = r.offer_id
      where o.campaign_id = ${id} group by 1 order by 1`,
  );
  return panel({ id: 'funding', title: 'Funding insights', kind: 'pie', points: funding });
}

export async function redemptionPanel(db: Executor, id: string) {
  const redemption = await points(
    db,
    sql`select r.status as name, count(*)::int as value from redemptions r join offers o on o.id = r.offer_id
      where o.campaign_id = ${id} group by 1 order by 1`,
  );
  return panel({ id: 'redemption', title: 'Redemption insights', kind: 'bar', points: redemption });
}

/** The offer funnel: generated, viewed, previewed, clicked, redeemed. */
export async function viewedPanel(db: Executor, id: string) {
  const viewed = await points(
    db,
    sql`select * from (values
      ('Generated', (select count(*) from offers where campaign_id = ${id} and status = 'ELIGIBLE')),
      ('Viewed', (select count(*) from offer_events where campaign_id = ${id} and kind = 'viewed')),
      ('Previewed', (select count(*) from offer_events where campaign_id = ${id} and kind = 'previewed')),
      ('Clicked', (select count(*) from offer_events where campaign_id = ${id} and kind = 'clicked')),
      ('Redeemed', (select count(*) from redemptions r join offers o on o.id = r.offer_id
        where o.campaign_id = ${id} and r.status <> 'CANCELLED'))
    ) as t(name, value)`,
  );
  return panel({ id: 'viewed', title: 'Viewed offers', kind: 'bar', points: viewed });
}

/** Consumers per FICO band, averaged over the past campaigns. */
export async function distributionPanel(db: Executor, past: SQL) {
  const fico = sql.raw(bureauAttributeSql('FICO', 'b'));
  const distribution = await points(
    db,
    sql`select band as name, round(count(*)::numeric / greatest(1, (select count(*) from ${past} p)), 1) as value
      from (select case
          when ${fico} >= 740 then '740+'
          when ${fico} >= 670 then '670–739'
          when ${fico} >= 580 then '580–669'
          else 'Under 580' end as band
        from bureau_attributes b where b.campaign_id in ${past} and ${fico} is not null) s
      group by band order by band`,
  );
  return panel({
    id: 'distribution',
    title: 'Consumer distribution (average of the past 3 campaigns)',
    kind: 'bar',
    points: distribution,
  });
}

/** This campaign's offers times the past campaigns' average redemption rate. */
export async function projectedPanel(db: Executor, past: SQL, generated: number) {
  const rates = await points(
    db,
    sql`select 'rate' as name, coalesce(avg(rate), 0) as value from (
      select c.id, (select count(*) from redemptions r join offers o on o.id = r.offer_id
          where o.campaign_id = c.id and r.status <> 'CANCELLED')::numeric
        / nullif((select count(*) from offers o where o.campaign_id = c.id and o.status = 'ELIGIBLE'), 0) as rate
      from uc_campaigns c where c.id in ${past}) t where rate is not null`,
  );
  const rate = rates[0]?.value ?? 0;
  const projected = [
    { name: 'Offers generated', value: generated },
    { name: 'Past redemption rate %', value: Math.round(rate * 1000) / 10 },
    { name: 'Projected redemptions', value: Math.round(generated * rate) },
  ];
  return panel({ id: 'projected', title: 'Projected redemptions', kind: 'figures', points: projected });
}

/** The next campaigns' dates (not only the current one's), as text. */
export async function datesPanel(db: Executor, now: Date) {
  const dates = await db.execute<{
    name: string;
    enrollment_starts_at: Date | null;
    starts_at: Date;
    expires_at: Date;
  }>(
    sql`select name, enrollment_starts_at, starts_at, expires_at from uc_campaigns
      where expires_at > ${now.toISOString()} order by starts_at limit 3`,
  );
  const day = (at: Date | string | null) => (at ? new Date(at).toISOString().slice(0, 10) : 'not set');
  return panel({
    id: 'dates',
    title: 'Campaign dates',
    kind: 'dates',
    points: [],
    summary: dates.rows
      .map(
        (row) =>
          `${row.name}: enrollment ${day(row.enrollment_starts_at)}, starts ${day(row.starts_at)}, expires ${day(row.expires_at)}`,
      )
      .join('\n'),
  });
}

/** The ten lenders with the most redemptions in the campaign. */
export async function lendersPanel(db: Executor, id: string) {
  const lenders = await points(
    db,
    sql`select f.name as name, count(r.id)::int as value from redemptions r join offers o on o.id = r.offer_id
      join products p on p.id = r.product_id join financial_institutions f on f.id = p.fi_id
      where o.campaign_id = ${id} and r.status <> 'CANCELLED' group by f.name order by 2 desc, 1 limit 10`,
  );
  return panel({ id: 'lenders', title: 'Lender product insights', kind: 'bar', points: lenders });
}
