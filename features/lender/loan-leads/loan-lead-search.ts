import * as v from 'valibot';
import type { ApiClient } from '../../../api/client.ts';
import { listLoanLeads } from '../../../api/loan-leads.ts';
import { LEAD_VIEWS } from '../../../domain/loan-leads/loan-leads.ts';
import { listSearchEntries } from '../../../kit/list-search.ts';
import type { PagedListSource } from '../../../kit/paged-list.ts';
import { loanLeadsLoanLeadSearchMessages as m } from '../messages/loan-leads-loan-lead-search.ts';

/** The list's load-failure message (the table's and the route's). */
export const LOAN_LEADS_LOAD_FAILURE = m.loadFailure;

/** The loan-lead list's URL: page, sort, filters and the assignment view. */
export const loanLeadSearchSchema = v.object({
  ...listSearchEntries,
  view: v.fallback(v.optional(v.picklist(LEAD_VIEWS)), undefined),
  /** Adjusted velocity breakpoints, `low,high` hours (absent: [20, 80]). */
  velocity: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^\d{1,5},\d{1,5}$/))), undefined),
});
export type LoanLeadSearch = v.InferOutput<typeof loanLeadSearchSchema>;

/**
 * The loan-lead table's list (kit/paged-list.ts): the URL's page, sort and filters, with the assignment view and the
 * adjusted velocity breakpoints sent beside them. The page and its loader both build it here.
 */
export function loanLeadListSource(
  client: ApiClient,
  fiId: number,
  search: LoanLeadSearch,
): PagedListSource<typeof listLoanLeads> {
  const view = search.view ?? 'All';
  return {
    endpoint: listLoanLeads,
    client,
    params: { fiId },
    search,
    extraQuery: search.velocity ? { view, velocity: search.velocity } : { view },
  };
}
