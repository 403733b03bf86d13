import * as v from 'valibot';
import { FUNDING_STATUSES, REDEEM_STATUSES, REDEEM_TYPES } from '../domain/catalog/statuses.ts';
import { DISPLAY_KINDS } from '../domain/format/display.ts';
import {
  LEAD_STATUSES,
  LEAD_VIEWS,
  PUSH_STATUSES,
  SETTABLE_LEAD_STATUSES,
  VELOCITY_TIERS,
} from '../domain/loan-leads/loan-leads.ts';
import type { PermissionName } from '../domain/permissions.ts';
import { fiParams } from './console-endpoint.ts';
import { auditTrail } from './endpoint.ts';
import { lenderGroup } from './endpoint-group.ts';
import { type ListFields, ListQuery, listField, pageOf } from './paged-list.ts';

/** 002 §3 audit category LOAN_LEADS: loan lead user assigned / pushed / processed, and the other lead changes. */
export const LOAN_LEAD_ACTIONS = {
  fundingUpdated: 'LOAN_LEAD_FUNDING_UPDATED',
  userAssigned: 'LOAN_LEAD_USER_ASSIGNED',
  pushed: 'LOAN_LEAD_PUSHED',
  processed: 'LOAN_LEAD_PROCESSED',
  statusUpdated: 'LOAN_LEAD_STATUS_UPDATED',
  downloaded: 'LOAN_LEAD_DOWNLOADED',
  piiRevealed: 'LOAN_LEAD_PII_REVEALED',
} as const;

const AUDIT = auditTrail('LOAN_LEADS', 'LOAN_LEAD', LOAN_LEAD_ACTIONS);
const TAGS = ['lender loan leads'];
const LeadParams = fiParams({ redemptionId: v.pipe(v.string(), v.uuid('No such loan lead')) });

export const LoanLeadFunding = v.object({
  redemptionId: v.string(),
  fundingStatus: v.picklist(FUNDING_STATUSES),
});
export type LoanLeadFunding = v.InferOutput<typeof LoanLeadFunding>;

/** One row of the loan-lead list; `id` is the redemption id (the path's {redemptionId}). */
export const LoanLead = v.object({
  id: v.string(),
  loanLeadId: v.string(),
  dateAccepted: v.string(),
  assignedFIUserId: v.nullable(v.string()),
  assignedUserName: v.nullable(v.string()),
  status: v.string(),
  ucCampaignId: v.string(),
  campaignName: v.string(),
  consumerFirstName: v.string(),
  consumerLastName: v.string(),
  productName: v.string(),
  productCategoryId: v.string(),
  amount: v.string(),
  redeemStatus: v.string(),
  redeemType: v.string(),
  fundingStatus: v.picklist(FUNDING_STATUSES),
  pushStatus: v.picklist(PUSH_STATUSES),
  loanNumber: v.string(),
  velocity: v.picklist(VELOCITY_TIERS),
  velocityHours: v.number(),
});
export type LoanLead = v.InferOutput<typeof LoanLead>;

/** 002 §3: the loan lead's filterable and sortable fields, verbatim. */
export const LOAN_LEAD_FIELDS = {
  dateAccepted: listField('TIMESTAMP', 'Date accepted'),
  assignedFIUserId: listField('STRING', 'Assigned user'),
  status: listField('STRING_ENUM', 'Status', LEAD_STATUSES),
  ucCampaignId: listField('STRING', 'Campaign'),
  id: listField('STRING', 'Redemption ID'),
  consumerLastName: listField('STRING', 'Last name'),
  productCategoryId: listField('STRING', 'Product category'),
  redeemStatus: listField('STRING_ENUM', 'Redeem status', REDEEM_STATUSES),
  redeemType: listField('STRING_ENUM', 'Redeem type', REDEEM_TYPES),
  fundingStatus: listField('STRING_ENUM', 'Funding status', FUNDING_STATUSES),
} as const satisfies ListFields;

/** The list query plus the assignment view (002 §3 Unassigned, Assigned, Assigned to me, All; default All). */
export const VELOCITY_BREAKPOINTS_MESSAGE = 'Enter two breakpoints in hours, the first below the second';
/** 002 §9 "breakpoints adjustable": `velocity=low,high` (whole hours, 0 ≤ low < high ≤ 10000); default [20, 80]. */
export const VelocityBreakpoints = v.pipe(
  v.string(),
  v.regex(/^\d{1,5},\d{1,5}$/, VELOCITY_BREAKPOINTS_MESSAGE),
  v.transform((text) => text.split(',').map(Number) as [number, number]),
  v.check(([low, high]) => low < high && high <= 10_000, VELOCITY_BREAKPOINTS_MESSAGE),
);
export const LoanLeadQuery = v.object({
  ...ListQuery.entries,
  view: v.optional(v.picklist(LEAD_VIEWS, 'Choose a view'), 'All'),
  velocity: v.optional(VelocityBreakpoints),
});

/** The loanLeads right a call needs: `read`, or for changes `assign`, `push`, `download` or `write`. */
const may = (action: PermissionName) => ({ area: 'loanLeads', action }) as const;
const leads = lenderGroup({ tags: TAGS, permission: may('read'), path: '/loanLeads' });
/** A call on one loan lead (/fi/{fiId}/loanLeads/{redemptionId}/…). */
const lead = leads.within('/:redemptionId', LeadParams);

export const listLoanLeads = leads({
  method: 'GET',
  summary: 'The lender’s loan leads (paged, default dateAccepted descending; view = assignment view)',
  query: LoanLeadQuery,
  response: v.object({
    ...pageOf(LoanLead).entries,
    /** How many leads of the whole view are in each velocity tier (the tier chips). */
    velocityCounts: v.record(v.string(), v.number()),
  }),
});

/** One labelled report field of 002 §3; sealed ones come masked until revealed. */
export const LeadField = v.object({
  key: v.string(),
  label: v.string(),
  value: v.nullable(v.string()),
  sealed: v.optional(v.boolean()),
  /** How the screen prints the value (money, percent, date-time, a code's label); plain text when absent. */
  display: v.optional(v.picklist(DISPLAY_KINDS)),
});
export type LeadField = v.InferOutput<typeof LeadField>;

export const LoanLeadDetail = v.object({
  lead: LoanLead,
  sections: v.array(v.object({ title: v.string(), fields: v.array(LeadField) })),
  /** Users of this lender a lead can be assigned to (holders of the loanLeads assign permission). */
  assignableUsers: v.array(v.object({ id: v.string(), name: v.string() })),
  integration: v.nullable(v.object({ type: v.string(), status: v.string() })),
  pushAttempts: v.number(),
  pushError: v.nullable(v.string()),
  /** Who and what the lead's offer was for: the keys of its rule trace ("Why this offer", api/offer-trace.ts). */
  offerOf: v.optional(v.object({ consumerId: v.string(), productId: v.string() })),
});
export type LoanLeadDetail = v.InferOutput<typeof LoanLeadDetail>;

export const getLoanLead = lead({
  method: 'GET',
  summary: 'One loan lead with every report field (sealed personal data masked)',
  response: LoanLeadDetail,
});

export const revealLoanLeadPii = lead({
  method: 'POST',
  path: '/reveal',
  summary: 'The lead’s sealed personal data in clear (audited; users who may download leads)',
  permission: may('download'),
  audit: AUDIT.piiRevealed,
  response: v.object({ fields: v.array(LeadField) }),
});

export const assignLoanLead = lead({
  method: 'PUT',
  path: '/assignment',
  summary:
    'Assign the lead to a user of the lender (LOAN_LEAD_USER_ALREADY_ASSIGNED when someone has it already; ' +
    'LOAN_LEAD_USER_ASSIGNMENT_FAILED when the user cannot take leads)',
  permission: may('assign'),
  audit: AUDIT.userAssigned,
  body: v.object({ fiUserId: v.pipe(v.string('Choose a user'), v.uuid('Choose a user')) }),
  response: v.object({ redemptionId: v.string(), assignedFIUserId: v.string(), status: v.string() }),
});

export const updateLoanLeadStatus = lead({
  method: 'PUT',
  path: '/status',
  summary: 'Set the lead’s work status (PROCESSED is audited as loan lead processed)',
  permission: may('write'),
  audit: AUDIT.statusUpdated,
  body: v.object({ status: v.picklist(SETTABLE_LEAD_STATUSES, 'Choose a status') }),
  response: v.object({ redemptionId: v.string(), status: v.string() }),
});

/**
 * A loan lead's funding status (000 §3 PENDING, FUNDED, UNABLE_TO_FUND), set by the lender's loan-lead staff. FUNDED
 * is told to the consumer's embedder as the `offer.funded` postback.
 */
export const updateLoanLeadFunding = lead({
  method: 'PUT',
  path: '/funding',
  summary: "Set a loan lead's funding status",
  permission: may('write'),
  audit: AUDIT.fundingUpdated,
  body: v.object({ fundingStatus: v.picklist(FUNDING_STATUSES, 'Choose a funding status') }),
  response: LoanLeadFunding,
});

export const NO_ACTIVE_INTEGRATION = 'Set up an active integration to push loan leads to first.';

export const pushLoanLead = lead({
  method: 'POST',
  path: '/push',
  summary: 'Push the lead to the lender’s loan origination system (queued; retried with backoff)',
  permission: may('push'),
  audit: AUDIT.pushed,
  response: v.object({ redemptionId: v.string(), pushStatus: v.picklist(PUSH_STATUSES) }),
});

export const WRONG_DOWNLOAD_PASSWORD = 'The password is not correct.';
export const WRONG_LOAN_NUMBER = 'The loan number does not match this lead.';

/**
 * The lead as a file (docs/decisions/0430-download-loan-leads.md): the caller types the lead's loan number and their
 * own console password; the answer is an OpenPGP message encrypted with that password (open it with
 * `gpg --decrypt`), so the file is useless to whoever finds it without the password.
 */
export const downloadLoanLead = lead({
  method: 'POST',
  path: '/download',
  summary: 'The lead’s report as an OpenPGP password-encrypted file (loan number and own password required)',
  permission: may('download'),
  audit: AUDIT.downloaded,
  body: v.object({
    loanNumber: v.pipe(v.string('Enter the loan number'), v.trim(), v.nonEmpty('Enter the loan number')),
    password: v.pipe(v.string('Enter your password'), v.nonEmpty('Enter your password'), v.maxLength(200)),
  }),
  response: v.blob(),
  produces: 'application/octet-stream',
});
