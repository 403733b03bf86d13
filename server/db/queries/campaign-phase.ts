import { asc, desc, eq, inArray, notInArray, type SQL } from 'drizzle-orm';
import type { CampaignStatus } from '../../../domain/catalog/campaign-status.ts';
import { campaignStatusesTagged, FINISHED_CAMPAIGN_STATUSES } from '../../../machines/campaign/campaign-lifecycle.ts';
import type { Db } from '../pool.ts';
import { ucCampaigns } from '../schema/index.ts';

type Reader = Pick<Db, 'select'>;
export interface CampaignPhaseRow {
  id: string;
  name: string;
  status: CampaignStatus;
}
const columns = { id: ucCampaigns.id, name: ucCampaigns.name, status: ucCampaigns.status };

export const findCampaignPhase = async (db: Reader, id: string): Promise<CampaignPhaseRow | undefined> =>
  (await db.select(columns).from(ucCampaigns).where(eq(ucCampaigns.id, id)))[0] as CampaignPhaseRow | undefined;

/** The first campaign in `order` whose status `where` accepts. */
const firstCampaign = async (db: Reader, where: SQL, order: SQL): Promise<CampaignPhaseRow | undefined> =>
  (await db.select(columns).from(ucCampaigns).where(where).orderBy(order).limit(1))[0] as CampaignPhaseRow | undefined;

/** The next campaign (002 §4): the earliest-starting campaign whose offers are not live yet. */
export const findNextCampaign = (db: Reader) =>
  firstCampaign(db, inArray(ucCampaigns.status, campaignStatusesTagged('upcoming')), asc(ucCampaigns.startsAt));

/** The latest-starting campaign that is not finished (what a projection is for). */
export const findLatestOpenCampaign = (db: Reader) =>
  firstCampaign(db, notInArray(ucCampaigns.status, [...FINISHED_CAMPAIGN_STATUSES]), desc(ucCampaigns.startsAt));

/**
 * The last campaign whose processing completed (offers generated and activated, live or done; the latest to start):
 * its bureau population is what a projection runs over — the newest complete file of consumers.
 */
export const findLastCompletedCampaign = (db: Reader) =>
  firstCampaign(db, inArray(ucCampaigns.status, campaignStatusesTagged('offersOut')), desc(ucCampaigns.startsAt));
