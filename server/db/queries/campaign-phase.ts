import { asc, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { CampaignStatus } from '../../../domain/catalog/campaign-status.ts';
import type { Db } from '../pool.ts';
import { ucCampaigns } from '../schema/index.ts';

type Reader = Pick<Db, 'select'>;
export interface CampaignPhaseRow {
  id: string;
  name: string;
  status: CampaignStatus;
}
const columns = { id: ucCampaigns.id, name: ucCampaigns.name, status: ucCampaigns.status };
const UPCOMING: CampaignStatus[] = [
  'CREATED',
  'ENROLLMENT_STARTED',
  'ENROLLMENT_ENDED',
  'SCHEDULED',
  'OFFERS_GENERATED',
];

export const findCampaignPhase = async (db: Reader, id: string): Promise<CampaignPhaseRow | undefined> =>
  (await db.select(columns).from(ucCampaigns).where(eq(ucCampaigns.id, id)))[0] as CampaignPhaseRow | undefined;

/** The next campaign (002 §4): the earliest-starting campaign whose offers are not live yet. */
export const findNextCampaign = async (db: Reader): Promise<CampaignPhaseRow | undefined> =>
  (
    await db
      .select(columns)
      .from(ucCampaigns)
      .where(inArray(ucCampaigns.status, UPCOMING))
      .orderBy(asc(ucCampaigns.startsAt))
      .limit(1)
  )[0] as CampaignPhaseRow | undefined;

/** The latest-starting campaign that is not finished (what a projection is for). */
export const findLatestOpenCampaign = async (db: Reader): Promise<CampaignPhaseRow | undefined> =>
  (
    await db
      .select(columns)
      .from(ucCampaigns)
      .where(notInArray(ucCampaigns.status, ['DONE', 'FAILED']))
      .orderBy(desc(ucCampaigns.startsAt))
      .limit(1)
  )[0] as CampaignPhaseRow | undefined;

/**
 * The last campaign whose processing completed (offers generated and activated, live or done; the latest to start):
 * its bureau population is what a projection runs over — the newest complete file of consumers.
 */
export const findLastCompletedCampaign = async (db: Reader): Promise<CampaignPhaseRow | undefined> =>
  (
    await db
      .select(columns)
      .from(ucCampaigns)
      .where(inArray(ucCampaigns.status, ['OFFERS_ACTIVATED', 'DONE']))
      .orderBy(desc(ucCampaigns.startsAt))
      .limit(1)
  )[0] as CampaignPhaseRow | undefined;
