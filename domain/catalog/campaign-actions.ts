import { labelledCodes } from './labelled-codes.ts';

/** Moves an admin asks for on a campaign's Details tab; the campaignLifecycle statechart decides which are possible. */
export const { codes: CAMPAIGN_ADMIN_EVENTS, labels: CAMPAIGN_ACTION_LABELS } = labelledCodes({
  START_ENROLLMENT: 'Start enrollment',
  END_ENROLLMENT: 'End enrollment',
  SCHEDULE: 'Schedule',
  ACTIVATE_OFFERS: 'Activate offers',
  SCHEDULE_ACTIVATION: 'Schedule activation',
  COMPLETE: 'Mark done',
  FAIL: 'Mark failed',
});
export type CampaignAdminEvent = (typeof CAMPAIGN_ADMIN_EVENTS)[number];
