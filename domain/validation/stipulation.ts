import * as v from 'valibot';
import { ACTIVITY_STATUSES } from '../catalog/statuses.ts';
import { formObject, nonBlank } from './primitives.ts';

export const STIPULATION_MESSAGES = {
  allowedDocuments: 'Select at least one allowed document',
} as const;

/** A stipulation needs allowed documents (002 §5). */
export const stipulationSchema = formObject({
  name: nonBlank('Name'),
  description: v.optional(v.string()),
  rule: v.optional(v.string()),
  status: v.optional(v.picklist(ACTIVITY_STATUSES), 'ACTIVE'),
  allowedDocuments: v.pipe(
    v.array(v.string(), STIPULATION_MESSAGES.allowedDocuments),
    v.minLength(1, STIPULATION_MESSAGES.allowedDocuments),
  ),
});
export type Stipulation = v.InferOutput<typeof stipulationSchema>;

/** Loan number and password are required before a loan-lead document download (002 §5). */
export const leadDownloadSchema = formObject({
  loanNumber: nonBlank('Loan number'),
  password: nonBlank('Password'),
});
