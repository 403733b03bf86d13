/** Moves an admin asks for on a campaign's Details tab; the campaignLifecycle statechart decides which are possible. */
export const CAMPAIGN_ADMIN_EVENTS = [
  'START_ENROLLMENT',
  'END_ENROLLMENT',
  'SCHEDULE',
  'ACTIVATE_OFFERS',
  'SCHEDULE_ACTIVATION',
  'COMPLETE',
  'FAIL',
] as const;
export type CampaignAdminEvent = (typeof CAMPAIGN_ADMIN_EVENTS)[number];

export const CAMPAIGN_ACTION_LABELS: Readonly<Record<CampaignAdminEvent, string>> = {
  START_ENROLLMENT: 'Start enrollment',
  END_ENROLLMENT: 'End enrollment',
  SCHEDULE: 'Schedule',
  ACTIVATE_OFFERS: 'Activate offers',
  SCHEDULE_ACTIVATION: 'Schedule activation',
  COMPLETE: 'Mark done',
  FAIL: 'Mark failed',
};
