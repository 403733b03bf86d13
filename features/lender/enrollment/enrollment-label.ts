import type { LenderCampaign } from '../../../api/lender-campaigns.ts';
import type { Words } from '../../../kit/words.ts';
import { enrollmentEnrollmentLabelMessages as m } from '../messages/enrollment-enrollment-label.ts';

/**
 * How a lender's enrollment in a campaign reads in the console: "Not enrolled yet" before any choice, the seed's
 * states otherwise (the server's words, shown as given), and "auto enrolled" (000 §4 enrollment event) when the platform enrolled it by its setting.
 */
export function enrollmentLabel(campaign: Pick<LenderCampaign, 'enrollmentState' | 'autoEnrolled'>): Words {
  if (campaign.enrollmentState === 'None') return m.notEnrolledYet;
  if (campaign.enrollmentState === 'Enrolled' && campaign.autoEnrolled) return m.autoEnrolled;
  return campaign.enrollmentState;
}
