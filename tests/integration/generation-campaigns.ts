import { randomUUID } from 'node:crypto';
import { DEMO_CAMPAIGNS } from '../../server/db/seed-campaign.ts';
import type { SeededFixture } from './seeded-app.ts';

/** What a cloned campaign copies: the lenders enrolled in `enrollFrom` (minus `except`) and `from`'s bureau rows. */
export interface CampaignClone {
  /** The name's prefix (the id's first characters follow it). */
  label: string;
  status: 'ACTIVE' | 'SCHEDULED';
  /** The campaign whose bureau rows are copied (its first `limit` consumers by id); null copies none. */
  from: string | null;
  enrollFrom?: string;
  except?: readonly string[];
  limit?: number;
}

/**
 * The SQL the offer-generation tests share: a campaign cloned from another's lenders and bureau rows (so that two
 * runs over the same population can be compared), and the count of duplicate offers a run left.
 */
export function generationCampaigns(ctx: Pick<SeededFixture<string>, 'pool'>) {
  const sql = <T extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
    ctx.pool.query<T>(text, values).then((result) => result.rows);

  async function clonedCampaign(clone: CampaignClone): Promise<string> {
    const { enrollFrom = DEMO_CAMPAIGNS.current.id, except = [], limit = 1_000_000 } = clone;
    const id = randomUUID();
    await sql(
      `insert into uc_campaigns (id, name, status, starts_at, expires_at)
       values ($1, $2, $3, now(), now() + interval '90 days')`,
      [id, `${clone.label} ${id.slice(0, 8)}`, clone.status],
    );
    await sql(
      `insert into fi_campaign_enrollments (fi_id, uc_campaign_id, status)
       select fi_id, $1, 'ENROLLED' from fi_campaign_enrollments
        where uc_campaign_id = $2 and status = 'ENROLLED' and not (fi_id = any($3::uuid[]))`,
      [id, enrollFrom, except],
    );
    if (clone.from) {
      await sql(
        `insert into bureau_attributes (consumer_id, campaign_id, attributes, state, county, zipcode)
         select consumer_id, $1, attributes, state, county, zipcode from bureau_attributes where campaign_id = $2
          order by consumer_id limit $3`,
        [id, clone.from, limit],
      );
    }
    return id;
  }

  /** How many (consumer, product) pairs have more than one offer in the campaign: 0 after any correct run. */
  const duplicates = (campaignId: string) =>
    sql<{ n: number }>(
      `select count(*)::int as n from (select 1 from offers where campaign_id = $1
         group by consumer_id, product_id having count(*) > 1) d`,
      [campaignId],
    ).then((rows) => rows[0]?.n);

  return { sql, clonedCampaign, duplicates };
}
