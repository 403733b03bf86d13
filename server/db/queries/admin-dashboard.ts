import type { AdminDashboard } from '../../../api/offer-metrics.ts';
import type { Executor } from '../pool.ts';
import {
  datesPanel,
  distributionPanel,
  enrollmentPanel,
  fundingPanel,
  inventoryPanel,
  lendersPanel,
  pastCampaigns,
  productPanel,
  projectedPanel,
  redemptionPanel,
  summaryPanel,
  viewedPanel,
} from './admin-dashboard-panels.ts';
import { currentCampaign, latestEndedCampaign } from './offer-metrics.ts';

/**
 * The admin dashboard (002 §2): every panel from real queries over the current campaign (the one definition,
 * `currentCampaign`), or, when none is current, over the campaign that ended last (`current: false`). Consumer distribution and
 * projected redemptions use the average of the past three campaigns (those that started before the current one).
 * The panels are queried one after another: they share one connection (or the caller's transaction).
 */
export async function adminDashboard(db: Executor, now: Date): Promise<AdminDashboard> {
  const live = await currentCampaign(db, now);
  const shown = live ?? (await latestEndedCampaign(db, now));
  if (!shown) return { campaign: null, panels: [] };
  const campaign = { ...shown, current: live !== null };
  const id = campaign.id;
  const past = pastCampaigns(id);
  const enrollment = await enrollmentPanel(db, id);
  const summary = await summaryPanel(db, id);
  const product = await productPanel(db, id);
  const { inventory, generated } = await inventoryPanel(db, id);
  const funding = await fundingPanel(db, id);
  const redemption = await redemptionPanel(db, id);
  const viewed = await viewedPanel(db, id);
  const distribution = await distributionPanel(db, past);
  const projected = await projectedPanel(db, past, generated);
  const dates = await datesPanel(db, now);
  const lenders = await lendersPanel(db, id);
  return {
    campaign,
    panels: [
      enrollment,
      summary,
      product,
      inventory,
      funding,
      redemption,
      viewed,
      distribution,
      projected,
      dates,
      lenders,
    ],
  };
}
