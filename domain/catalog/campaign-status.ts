/**
 * A UC campaign's statuses in the order a campaign goes through them (000 §4, 002 §4); FAILED can end any that is
 * not finished. Which status may follow which is the campaign lifecycle machine's (machines/campaign).
 */
export const CAMPAIGN_STATUS_CHAIN = [
  'CREATED',
  'ENROLLMENT_STARTED',
  'ENROLLMENT_ENDED',
  'SCHEDULED',
  'OFFERS_GENERATED',
  'OFFERS_ACTIVATED',
  'DONE',
] as const;

/** UC campaign status and its display mapping (000 §4, 002 §4): the chain, then FAILED. */
export const CAMPAIGN_STATUSES = [...CAMPAIGN_STATUS_CHAIN, 'FAILED'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const DISPLAY_CAMPAIGN_STATUSES = ['NONE', 'NOT_STARTED', 'CURRENT', 'NEXT', 'BLACKOUT', 'COMPLETE'] as const;
export type DisplayCampaignStatus = (typeof DISPLAY_CAMPAIGN_STATUSES)[number];

export const CAMPAIGN_DISPLAY_STATUS: Readonly<Record<CampaignStatus, DisplayCampaignStatus>> = {
  CREATED: 'NONE',
  FAILED: 'NONE',
  ENROLLMENT_STARTED: 'NEXT',
  ENROLLMENT_ENDED: 'NEXT',
  SCHEDULED: 'BLACKOUT',
  OFFERS_GENERATED: 'BLACKOUT',
  OFFERS_ACTIVATED: 'CURRENT',
  DONE: 'COMPLETE',
};

export const toDisplayCampaignStatus = (status: CampaignStatus): DisplayCampaignStatus =>
  CAMPAIGN_DISPLAY_STATUS[status];

/** Phases shown to users (002 §4). */
export const CAMPAIGN_PHASES = ['created', 'next', 'blackout', 'current', 'completed', 'generating offers'] as const;
export type CampaignPhase = (typeof CAMPAIGN_PHASES)[number];

export const CAMPAIGN_SOURCE_TYPES = ['SCRATCH', 'CPLX', 'BLUEPRINT', 'PREVCAMPAIGN', 'UCCAMPAIGN'] as const;
export type CampaignSourceType = (typeof CAMPAIGN_SOURCE_TYPES)[number];

export const CAMPAIGN_SUMMARY_TYPES = ['Product summary', 'Campaign summary'] as const;
export type CampaignSummaryType = (typeof CAMPAIGN_SUMMARY_TYPES)[number];

/** Drop-date windows: the drop date itself, then one, two or three days after (002 §5). */
export const DROP_DATE_WINDOWS = [0, 1, 2, 3] as const;
export type DropDateWindow = (typeof DROP_DATE_WINDOWS)[number];

/**
 * Whether a campaign's offers exist yet (its status reached OFFERS_GENERATED on the chain): before that, its offer
 * reports have nothing to show (002 §8 "reports not generated"). A FAILED campaign never generated them.
 */
export const offersGenerated = (status: CampaignStatus): boolean =>
  status !== 'FAILED' && CAMPAIGN_STATUS_CHAIN.indexOf(status) >= CAMPAIGN_STATUS_CHAIN.indexOf('OFFERS_GENERATED');
