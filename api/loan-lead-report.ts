import * as v from 'valibot';
import { LEAD_VIEWS } from '../domain/loan-leads/loan-leads.ts';
import { FiParams, fiEndpoint } from './console-endpoint.ts';

/**
 * The loan-lead report as a file (002 §3 loan-lead report fields): one row per lead of the assignment view, newest
 * first, with every field of the lead page — captured and computed alike (decision 0703). Sealed personal data
 * stays masked here; the password-encrypted download of one lead is the way to have it in clear.
 */
export const downloadLoanLeadReport = fiEndpoint({
  method: 'GET',
  path: '/fi/:fiId/loanLeadReport',
  summary: 'Every field of the lender’s loan leads of a view (format=csv or xlsx downloads; sealed data masked)',
  tags: ['lender loan leads'],
  permission: { area: 'loanLeads', action: 'read' },
  params: FiParams,
  query: v.object({
    view: v.optional(v.picklist(LEAD_VIEWS, 'Choose a view'), 'All'),
    /** json: the rows as JSON (field key → value); csv and xlsx: the file. */
    format: v.optional(v.picklist(['json', 'csv', 'xlsx'], 'Invalid Input Type'), 'json'),
  }),
  response: v.object({
    columns: v.record(v.string(), v.string()),
    content: v.array(v.record(v.string(), v.nullable(v.string()))),
  }),
});
