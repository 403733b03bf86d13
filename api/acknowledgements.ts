import * as v from 'valibot';
import { ACKNOWLEDGEMENT_STATUSES } from '../domain/catalog/statuses.ts';
import { confirmationSchema } from '../domain/validation/confirmation.ts';
import { fiIdSchema } from '../domain/validation/lender.ts';
import { nonBlank } from '../domain/validation/primitives.ts';
import { adminEndpoint, fiParams } from './console-endpoint.ts';
import { auditTrail } from './endpoint.ts';
import { endpointGroup, lenderGroup } from './endpoint-group.ts';

/** A request that a lender acknowledge a campaign change (000 §4, 002 §4). */
export const Acknowledgement = v.object({
  id: v.string(),
  fiId: v.number(),
  lenderName: v.string(),
  ucCampaignId: v.string(),
  campaignName: v.string(),
  summary: v.string(),
  beforeText: v.string(),
  afterText: v.string(),
  status: v.picklist(ACKNOWLEDGEMENT_STATUSES),
  requestedBy: v.nullable(v.string()),
  requestedAt: v.string(),
  decidedBy: v.nullable(v.string()),
  decidedAt: v.nullable(v.string()),
});
export type Acknowledgement = v.InferOutput<typeof Acknowledgement>;
const AcknowledgementList = v.object({ content: v.array(Acknowledgement) });

export const AcknowledgementRequest = v.object({
  fiId: fiIdSchema,
  summary: v.pipe(nonBlank('Summary'), v.maxLength(200, 'Summary is at most 200 characters')),
  beforeText: v.pipe(v.string('Enter the text before the change'), v.maxLength(20_000)),
  afterText: v.pipe(v.string('Enter the text after the change'), v.maxLength(20_000)),
});
export type AcknowledgementRequest = v.InferOutput<typeof AcknowledgementRequest>;

export const ACKNOWLEDGEMENT_ACTIONS = {
  requested: 'ACKNOWLEDGMENT_REQUESTED',
  approved: 'ACKNOWLEDGMENT_APPROVED',
  rejected: 'ACKNOWLEDGMENT_REJECTED',
  cancelled: 'ACKNOWLEDGMENT_CANCELLED',
} as const;
const ADMIN_AUDIT = auditTrail('UCCAMPAIGN', 'CAMPAIGN_ACKNOWLEDGEMENT', ACKNOWLEDGEMENT_ACTIONS);

const CampaignParams = v.object({ ucCampaignId: v.pipe(v.string(), v.uuid('No such campaign')) });
const AckId = v.pipe(v.string(), v.uuid('No such acknowledgement request'));
const LENDER_AUDIT = { category: 'CAMPAIGN', entity: 'CAMPAIGN_ACKNOWLEDGEMENT' } as const;
const TAGS = ['campaign acknowledgements'];

/** The admin's requests of one campaign, and the lender's answers to its own (decision 0796 groups). */
const campaignRequests = endpointGroup(adminEndpoint, {
  tags: TAGS,
  area: 'campaigns',
  path: '/uc/campaigns/:ucCampaignId/acknowledgements',
  params: CampaignParams,
});
const lenderRequests = lenderGroup({ tags: TAGS, area: 'campaigns', path: '/acknowledgements' });

export const listCampaignAcknowledgements = campaignRequests({
  method: 'GET',
  summary: 'Acknowledgement requests of a campaign, newest first',
  response: AcknowledgementList,
});

export const requestAcknowledgement = campaignRequests({
  method: 'POST',
  summary: 'Ask a lender to acknowledge a change of this campaign',
  audit: ADMIN_AUDIT.requested,
  body: AcknowledgementRequest,
  response: Acknowledgement,
  status: 201,
});

export const cancelAcknowledgement = campaignRequests({
  method: 'POST',
  path: '/:id/cancel',
  summary: 'Withdraw a pending acknowledgement request',
  audit: ADMIN_AUDIT.cancelled,
  params: v.object({ ucCampaignId: CampaignParams.entries.ucCampaignId, id: AckId }),
  response: Acknowledgement,
});

export const listLenderAcknowledgements = lenderRequests({
  method: 'GET',
  summary: 'The lender’s acknowledgement requests (pending first, then newest)',
  query: v.object({ status: v.optional(v.picklist(ACKNOWLEDGEMENT_STATUSES, 'Unknown status')) }),
  response: AcknowledgementList,
});

/** The typed confirmation of 002 §5 ("acknowledge"). */
export const AcknowledgementDecision = v.object({ confirmation: confirmationSchema('acknowledge') });

/** The lender's answer to a change request: acknowledge or reject, each behind the typed confirmation, audited. */
const decision = (verb: 'acknowledge' | 'reject', action: string, summary: string) =>
  lenderRequests({
    method: 'POST',
    path: `/:id/${verb}`,
    summary,
    permission: { area: 'campaigns', action: 'acknowledge' },
    audit: { ...LENDER_AUDIT, action },
    params: fiParams({ id: AckId }),
    body: AcknowledgementDecision,
    response: Acknowledgement,
  });

export const acknowledgeChange = decision(
  'acknowledge',
  ACKNOWLEDGEMENT_ACTIONS.approved,
  'Acknowledge a campaign change (CampaignAcknowledgement; typed confirmation)',
);

export const rejectChange = decision(
  'reject',
  ACKNOWLEDGEMENT_ACTIONS.rejected,
  'Reject a campaign change (CampaignAcknowledgement; typed confirmation)',
);
