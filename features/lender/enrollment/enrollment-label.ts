import type { LenderCampaign } from '../../../api/lender-campaigns.ts';

/**
 * How a lender's enrollment in a campaign reads in the console: "Not enrolled yet" before any choice, the seed's
 * states otherwise, and "auto enrolled" (000 §4 enrollment event) when the platform enrolled it by its setting.
 */
export function enrollmentLabel(campaign: Pick<LenderCampaign, 'enrollmentState' | 'autoEnrolled'>): string {
  if (campaign.enrollmentState === 'None') return 'Not enrolled yet';
  if (campaign.enrollmentState === 'Enrolled' && campaign.autoEnrolled) return 'Enrolled · auto enrolled';
  return campaign.enrollmentState;
}
