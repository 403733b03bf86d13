import * as v from 'valibot';
import { LENDER_CALL_MESSAGES } from '../domain/validation/lender.ts';
import { membershipEligibilitySchema } from '../domain/validation/membership.ts';
import { auditTrail } from './endpoint.ts';
import { resourceEndpoints } from './endpoint-group.ts';
import { generalSetup } from './general-setup.ts';

/** One county of an eligible state: a consumer matches by county, or by one of these zip codes. */
export const EligibleCounty = v.object({ county: v.string(), zipcodes: v.array(v.string()) });
/** An eligible state; no counties = the whole state. */
export const EligibleState = v.object({ state: v.string(), counties: v.array(EligibleCounty) });
export type EligibleState = v.InferOutput<typeof EligibleState>;

/**
 * A lender's membership eligibility (002 §3 "states, counties, zipcodes, wildcard all, nationwide"): who may join,
 * hence who gets its offers. Stored as the engine's LenderLocation[] (financial_institutions.membership).
 */
export const MembershipEligibility = v.object({ nationwide: v.boolean(), states: v.array(EligibleState) });
export type MembershipEligibility = v.InferOutput<typeof MembershipEligibility>;

export const MEMBERSHIP_ACTIONS = {
  updated: 'MEMBERSHIP_ELIGIBILITY_UPDATED',
  deleted: 'MEMBERSHIP_ELIGIBILITY_DELETED',
  imported: 'MEMBERSHIP_ELIGIBILITY_IMPORTED',
} as const;
const AUDIT = auditTrail('LENDER', 'MEMBERSHIP_ELIGIBILITY', MEMBERSHIP_ACTIONS);

const membershipEligibility = generalSetup.within('/membershipEligibility');
const membershipCalls = resourceEndpoints(membershipEligibility, membershipEligibility, {
  row: MembershipEligibility,
  body: membershipEligibilitySchema,
  audit: AUDIT,
});
export const getMembershipEligibility = membershipCalls.get(
  'The lender’s membership eligibility (nationwide, or states with counties and zip codes)',
);
export const updateMembershipEligibility = membershipCalls.update(
  'Replace the membership eligibility (no states and not nationwide: “membership data is missing”)',
);

/**
 * Removing the restriction: the lender is open to everyone again (nationwide, the default;
 * docs/decisions/0222-delete-membership-no-restriction-nationwide.md).
 */
export const deleteMembershipEligibility = membershipEligibility({
  method: 'DELETE',
  summary: 'Clear the membership restriction: nationwide again; answers the membership now',
  audit: AUDIT.deleted,
  response: MembershipEligibility,
});

/** CSV (state, county, zipcode; state * = nationwide) replacing the whole membership; form field per 002 §7. */
export const importMembershipEligibility = membershipEligibility({
  method: 'POST',
  path: '/data',
  summary: 'Replace the membership eligibility from a CSV (multipart branchDocument)',
  audit: AUDIT.imported,
  multipart: ['branchDocument'],
  missingFile: LENDER_CALL_MESSAGES.membershipFile,
  response: v.object({ imported: v.number(), membership: MembershipEligibility }),
});
