import * as v from 'valibot';
import { CAMPAIGN_ADMIN_EVENTS } from '../domain/catalog/campaign-actions.ts';
import {
  CAMPAIGN_PHASES,
  CAMPAIGN_STATUSES,
  DISPLAY_CAMPAIGN_STATUSES,
  DROP_DATE_WINDOWS,
} from '../domain/catalog/campaign-status.ts';
import { US_STATES } from '../domain/catalog/us-states.ts';
import { campaignSchema } from '../domain/validation/campaign.ts';
import { fiIdSchema } from '../domain/validation/lender.ts';
import { formObject } from '../domain/validation/primitives.ts';
import { ruleSetSchema } from '../domain/validation/rule-set.ts';
import { enrollmentEndpoints } from './campaign-enrollment.ts';
import { campaignPeriodEntries } from './campaign-period.ts';
import { adminEndpoint } from './console-endpoint.ts';
import { auditTrail, type Schema } from './endpoint.ts';
import { type EndpointGroup, endpointGroup, resourceEndpoints } from './endpoint-group.ts';
import { FairLendingOverride } from './fair-lending.ts';
import { type ListFields, listField } from './paged-list.ts';

/** A UC campaign as the admin console shows it (002 §3): dates are YYYY-MM-DD, periods inclusive. */
export const UcCampaign = v.object({
  ucCampaignId: v.string(),
  name: v.string(),
  status: v.picklist(CAMPAIGN_STATUSES),
  displayStatus: v.picklist(DISPLAY_CAMPAIGN_STATUSES),
  phase: v.picklist(CAMPAIGN_PHASES),
  ...campaignPeriodEntries,
  dropDates: v.array(v.string()),
  dropDateWindow: v.number(),
  prequalVantageCutoff: v.nullable(v.string()),
  ruleSet: v.nullable(v.object({ name: v.string(), description: v.string(), rules: v.nullable(v.string()) })),
  createdAt: v.string(),
});
export type UcCampaign = v.InferOutput<typeof UcCampaign>;

export const CampaignAction = v.object({
  event: v.picklist(CAMPAIGN_ADMIN_EVENTS),
  label: v.string(),
  allowed: v.boolean(),
  /** Why the action is refused now (null when allowed). */
  reason: v.nullable(v.string()),
});
export type CampaignAction = v.InferOutput<typeof CampaignAction>;

export const UcCampaignDetail = v.object({
  ...UcCampaign.entries,
  actions: v.array(CampaignAction),
  /** The Settings tab may change the campaign (CREATED or ENROLLMENT_STARTED). */
  editable: v.boolean(),
  enrollmentOpen: v.boolean(),
  prescreenLocked: v.boolean(),
});
export type UcCampaignDetail = v.InferOutput<typeof UcCampaignDetail>;

export const UC_CAMPAIGN_FIELDS = {
  name: listField('STRING', 'Name'),
  status: listField('STRING_ENUM', 'Status', CAMPAIGN_STATUSES),
  enrollmentStartsAt: listField('TIMESTAMP', 'Enrollment starts'),
  startsAt: listField('TIMESTAMP', 'Offers start'),
  expiresAt: listField('TIMESTAMP', 'Offers end'),
  createdAt: { type: 'TIMESTAMP', label: 'Created', sortable: true },
} as const satisfies ListFields;

const windowOf = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d$/, 'Choose a drop-date window'), v.transform(Number))]),
  v.picklist(DROP_DATE_WINDOWS, 'Choose a drop-date window'),
);
/** The campaign form (002 §3, §5): campaignSchema with its rule set; the drop-date window may come as a select's text. */
export const campaignBodySchema = formObject(
  {
    ...campaignSchema.entries,
    dropDateWindow: v.optional(windowOf, 0),
    ruleSet: ruleSetSchema,
    ruleSetRules: v.optional(v.string()),
  },
  { enrollmentPeriod: 'Enrollment period', activeOffersPeriod: 'Active offers period', ruleSet: 'Rule set' },
);
export type CampaignBody = v.InferOutput<typeof campaignBodySchema>;

/** Lender enrollment as the Lenders tab lists it: every onboarded lender with its enrollment state. */
export const CampaignLender = v.object({
  lenderId: v.number(),
  name: v.string(),
  /** None (no row), Not Enrolled or Enrolled (002 §4). */
  enrollment: v.picklist(['None', 'Not Enrolled', 'Enrolled']),
  enrolledAt: v.nullable(v.string()),
  enrolledBy: v.nullable(v.string()),
  autoEnrolled: v.boolean(),
  dataFileStatus: v.nullable(v.string()),
});
export type CampaignLender = v.InferOutput<typeof CampaignLender>;

export const GLOBAL_STATE = '-1';
export const PRESCREEN_STATES = [GLOBAL_STATE, ...US_STATES.map((state) => state.code)] as const;
export const PrescreenRow = v.object({
  /** '-1' (Global) or a state's postal code. */
  state: v.string(),
  label: v.string(),
  field: v.string(),
  criteria: v.nullable(v.string()),
  /** True when the state has no criteria of its own and Global applies. */
  inherited: v.boolean(),
  complete: v.boolean(),
  /** Consumers of the campaign in the state (all states for Global) that meet the criteria in force. */
  consumerCount: v.number(),
  /** Consumers of the campaign in the state before any criteria. */
  totalConsumers: v.number(),
});
export type PrescreenRow = v.InferOutput<typeof PrescreenRow>;
export const Prescreen = v.object({
  ucCampaignId: v.string(),
  lenderId: v.nullable(v.number()),
  status: v.picklist(CAMPAIGN_STATUSES),
  locked: v.boolean(),
  canEdit: v.boolean(),
  global: PrescreenRow,
  /** The states of the campaign's consumers: the ones to review before export. */
  states: v.array(PrescreenRow),
  /**
   * Null: counted from the campaign's own bureau file. Otherwise the campaign whose bureau file the states and counts
   * are estimated from, until this campaign's own arrives with the bureau import.
   */
  countsFrom: v.nullable(v.object({ ucCampaignId: v.string(), name: v.string() })),
  /** The first reason export is refused, or null when it may run. */
  exportBlocked: v.nullable(v.string()),
});
export type Prescreen = v.InferOutput<typeof Prescreen>;

export const PrescreenCriteriaBody = v.object({
  field: v.pipe(v.string('Bureau field is required'), v.nonEmpty('Bureau field is required')),
  criteria: v.pipe(v.string('Criteria is required'), v.trim(), v.nonEmpty('Criteria is required')),
});
export const PrescreenCompleteBody = v.object({ complete: v.boolean('Complete is required') });

export const ProductInsight = v.object({
  lenderId: v.number(),
  lenderName: v.string(),
  productId: v.string(),
  productName: v.string(),
  offersGenerated: v.number(),
  offersViewed: v.number(),
  redeemedCount: v.number(),
  redeemedAmount: v.number(),
});
export type ProductInsight = v.InferOutput<typeof ProductInsight>;

export const CampaignEmbedder = v.object({
  embedderId: v.number(),
  name: v.string(),
  enrolledAt: v.string(),
  enrolledBy: v.nullable(v.string()),
  consumerFiles: v.number(),
});
export type CampaignEmbedder = v.InferOutput<typeof CampaignEmbedder>;

export const UC_CAMPAIGN_ACTIONS = {
  created: 'UC_CAMPAIGN_CREATED',
  updated: 'UC_CAMPAIGN_UPDATED',
  status: 'UC_CAMPAIGN_STATUS_CHANGED',
  enrolled: 'ENROLLED',
  unenrolled: 'UNENROLLED',
  prescreenUpdated: 'PRESCREEN_RULES_UPDATE',
  prescreenExported: 'PRESCREEN_RULES_EXPORT',
} as const;
const PRESCREEN_AUDIT = auditTrail('UCCAMPAIGN', 'PRESCREEN_CRITERIA', UC_CAMPAIGN_ACTIONS);
const ENROLLMENT_AUDIT = auditTrail('UCCAMPAIGN', 'FI_CAMPAIGN_ENROLLMENT', UC_CAMPAIGN_ACTIONS);
const AUDIT = auditTrail('UCCAMPAIGN', 'UC_CAMPAIGN', UC_CAMPAIGN_ACTIONS);

const campaignId = v.pipe(v.string(), v.uuid('No such campaign'));
const CampaignParams = v.object({ ucCampaignId: campaignId });
const LenderParams = v.object({ ucCampaignId: campaignId, lenderId: fiIdSchema });
const stateParam = v.pipe(
  v.string(),
  v.check((state) => (PRESCREEN_STATES as readonly string[]).includes(state), 'Enter a valid state'),
);
const StateParams = v.object({ ucCampaignId: campaignId, state: stateParam });
const LenderStateParams = v.object({ ucCampaignId: campaignId, lenderId: fiIdSchema, state: stateParam });

const campaigns = endpointGroup(adminEndpoint, { tags: ['uc campaigns'], area: 'campaigns', path: '/uc/campaigns' });
const campaign = campaigns.within('/:ucCampaignId', CampaignParams);
const lender = campaign.within('/lenders/:lenderId', LenderParams);
const prescreenState = campaign.within('/prescreen/:state', StateParams);
const lenderPrescreenState = lender.within('/prescreen/:state', LenderStateParams);

const campaignCalls = resourceEndpoints(campaigns, campaign, {
  row: UcCampaignDetail,
  body: campaignBodySchema,
  audit: AUDIT,
});
export const listUcCampaigns = campaignCalls.list(
  'UC campaigns (paged, filter by status; format=csv exports)',
  UcCampaign,
);
export const createUcCampaign = campaignCalls.create('Add a campaign (status CREATED)');
export const getUcCampaign = campaignCalls.get('One campaign: status, phase, dates and the actions possible now');
export const updateUcCampaign = campaignCalls.update(
  'Change the campaign fields (while CREATED or ENROLLMENT_STARTED); the status moves only by action',
);

export const transitionUcCampaign = campaign({
  method: 'POST',
  path: '/transitions',
  summary: 'Move the campaign by an admin action (the campaignLifecycle statechart decides; INVALID_CAMPAIGN if not)',
  audit: AUDIT.status,
  body: v.object({
    event: v.picklist(CAMPAIGN_ADMIN_EVENTS, 'Choose a campaign action'),
    // Activating a campaign the fair-lending pre-check flags needs the typed word and a reason (decision 0653).
    fairLending: v.optional(FairLendingOverride),
  }),
  response: UcCampaignDetail,
});

export const listCampaignLenders = campaign({
  method: 'GET',
  path: '/lenders',
  summary: 'Every onboarded lender with its enrollment in the campaign',
  response: v.object({ lenders: v.array(CampaignLender), enrollmentOpen: v.boolean() }),
});

const enrollment = enrollmentEndpoints(lender, CampaignLender, ENROLLMENT_AUDIT, 'PUT');
export const enrollCampaignLender = enrollment.enroll('Enroll a lender while enrollment is open');
export const unenrollCampaignLender = enrollment.unenroll(
  'Unenroll a lender while enrollment is open (the row stays NOT_ENROLLED)',
);

/**
 * The prescreen (002 §3) of the campaign, or of one enrolled lender in it: the same four calls below either path —
 * read it by state, set a state's criteria, mark a state complete or reopen it, export the report.
 */
const prescreenCalls = <P extends Schema, Q extends Schema>(
  owner: EndpointGroup<'admin', P>,
  state: EndpointGroup<'admin', Q>,
  summaries: { read: string; criteria: string; complete: string; export: string },
) => ({
  read: owner({ method: 'GET', path: '/prescreen', summary: summaries.read, response: Prescreen }),
  criteria: state({
    method: 'PUT',
    summary: summaries.criteria,
    audit: PRESCREEN_AUDIT.prescreenUpdated,
    body: PrescreenCriteriaBody,
    response: Prescreen,
  }),
  complete: state({
    method: 'PUT',
    path: '/complete',
    summary: summaries.complete,
    audit: PRESCREEN_AUDIT.prescreenUpdated,
    body: PrescreenCompleteBody,
    response: Prescreen,
  }),
  export: owner({
    method: 'GET',
    path: '/prescreen/export',
    summary: summaries.export,
    response: v.string(),
    produces: 'text/csv',
  }),
});

export const {
  read: getCampaignPrescreen,
  criteria: putCampaignPrescreenCriteria,
  complete: completeCampaignPrescreenState,
  export: exportCampaignPrescreen,
} = prescreenCalls(campaign, prescreenState, {
  read: 'The campaign’s prescreen by state: Global and per-state criteria with consumer counts',
  criteria: 'Set a state’s (or Global’s, state -1) criteria; locked after enrollment ended',
  complete: 'Mark a state complete (it needs criteria) or reopen it',
  export: 'The prescreen report (CSV); refused until Global is set and every state is complete',
});

export const {
  read: getLenderPrescreen,
  criteria: putLenderPrescreenCriteria,
  complete: completeLenderPrescreenState,
  export: exportLenderPrescreen,
} = prescreenCalls(lender, lenderPrescreenState, {
  read: 'One enrolled lender’s prescreen by state',
  criteria: 'Set a lender’s state (or Global) criteria',
  complete: 'Mark a lender’s state complete or reopen it',
  export: 'A lender’s prescreen report (CSV)',
});

export const listCampaignProductInsights = campaign({
  method: 'GET',
  path: '/product-insights',
  summary: 'Per enrolled lender’s product: offers generated, viewed, redeemed count and amount',
  response: v.object({ products: v.array(ProductInsight) }),
});

export const listCampaignEmbedders = campaign({
  method: 'GET',
  path: '/embedders',
  summary: 'The embedders enrolled in the campaign',
  response: v.object({ embedders: v.array(CampaignEmbedder) }),
});
