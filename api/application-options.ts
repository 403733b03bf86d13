import * as v from 'valibot';
import { IdParams, redemptionCall } from './consumer-parts/entry.ts';

const Option = v.object({ code: v.string(), label: v.string() });

/**
 * The lender's choices the redeem application offers (002 §3 employment status and purpose types of its General
 * Setup): active values only, in the lender's order. Labels are the lender's own words, shown as it wrote them.
 */
export const getApplicationOptions = redemptionCall({
  method: 'GET',
  path: '/offers/:id/application-options',
  summary: "The offer's lender's employment statuses and purpose types, for the redeem application",
  params: IdParams,
  response: v.object({ employmentStatuses: v.array(Option), purposeTypes: v.array(Option) }),
});
