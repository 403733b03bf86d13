import * as v from 'valibot';
import { FUNDING_STATUSES } from '../domain/catalog/statuses.ts';
import { fiEndpoint, fiParams } from './console-endpoint.ts';

/** 002 §3 audit category LOAN_LEADS; the loan-lead list, detail and assignment come with the loan-leads work. */
export const LOAN_LEAD_ACTIONS = { fundingUpdated: 'LOAN_LEAD_FUNDING_UPDATED' } as const;

export const LoanLeadFunding = v.object({
  redemptionId: v.string(),
  fundingStatus: v.picklist(FUNDING_STATUSES),
});
export type LoanLeadFunding = v.InferOutput<typeof LoanLeadFunding>;

/**
 * A loan lead's funding status (000 §3 PENDING, FUNDED, UNABLE_TO_FUND), set by the lender's loan-lead staff. FUNDED
 * is told to the consumer's embedder as the `offer.funded` postback.
 */
export const updateLoanLeadFunding = fiEndpoint({
  method: 'PUT',
  path: '/fi/:fiId/loanLeads/:redemptionId/funding',
  summary: "Set a loan lead's funding status",
  tags: ['lender loan leads'],
  permission: { area: 'loanLeads', action: 'write' },
  audit: { category: 'LOAN_LEADS', entity: 'LOAN_LEAD', action: LOAN_LEAD_ACTIONS.fundingUpdated },
  params: fiParams({ redemptionId: v.pipe(v.string(), v.uuid('No such loan lead')) }),
  body: v.object({ fundingStatus: v.picklist(FUNDING_STATUSES, 'Choose a funding status') }),
  response: LoanLeadFunding,
});
