import * as v from 'valibot';
import { LEAD_VIEWS } from '../../../domain/loan-leads/loan-leads.ts';
import { listSearchEntries } from '../../../kit/list-search.ts';

/** The loan-lead list's URL: page, sort, filters and the assignment view. */
export const loanLeadSearchSchema = v.object({
  ...listSearchEntries,
  view: v.fallback(v.optional(v.picklist(LEAD_VIEWS)), undefined),
  /** Adjusted velocity breakpoints, `low,high` hours (absent: [20, 80]). */
  velocity: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^\d{1,5},\d{1,5}$/))), undefined),
});
export type LoanLeadSearch = v.InferOutput<typeof loanLeadSearchSchema>;
