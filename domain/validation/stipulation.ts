import * as v from 'valibot';
import { isOneOf } from '../catalog/code-set.ts';
import { ACTIVITY_STATUSES } from '../catalog/statuses.ts';
import { STIPULATION_DOCUMENT_NAMES } from '../catalog/stipulation-documents.ts';
import { parseRule } from '../rules/parse-rule.ts';
import { formObject, nonBlank } from './primitives.ts';

export const STIPULATION_MESSAGES = {
  allowedDocuments: 'Select at least one allowed document',
  unknownDocument: 'Enter a valid allowed document',
} as const;

/**
 * A catalogue stipulation's rule: blank means "no rule" (the stipulation then applies only to the products that list
 * it); anything else must parse in the console rule language (002 §5 Rules), the parser's first message shown.
 */
const stipulationRule = v.pipe(
  v.optional(v.string(), ''),
  v.trim(),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed || dataset.value === '') return;
    const parsed = parseRule(dataset.value, { context: 'console' });
    if (!parsed.ok) addIssue({ message: parsed.issues[0]?.message ?? 'Enter a valid rule' });
  }),
);

const isDocumentName = (name: string): boolean => isOneOf(STIPULATION_DOCUMENT_NAMES, name);

/** A stipulation needs allowed documents (002 §5), each one of the catalogue's named documents (002 §3). */
export const stipulationSchema = formObject({
  name: v.pipe(nonBlank('Name'), v.trim(), v.maxLength(100, 'Name must be at most 100 characters')),
  description: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500, 'Description must be at most 500 characters'))),
  rule: stipulationRule,
  status: v.optional(v.picklist(ACTIVITY_STATUSES), 'ACTIVE'),
  allowedDocuments: v.pipe(
    v.array(v.string(), STIPULATION_MESSAGES.allowedDocuments),
    v.minLength(1, STIPULATION_MESSAGES.allowedDocuments),
    // Checked on the whole list so the message lands on the field (the checkbox group), not on one entry.
    v.check((names) => names.every(isDocumentName), STIPULATION_MESSAGES.unknownDocument),
  ),
});
export type Stipulation = v.InferOutput<typeof stipulationSchema>;
export type StipulationInput = v.InferInput<typeof stipulationSchema>;

/** Loan number and password are required before a loan-lead document download (002 §5). */
export const leadDownloadSchema = formObject({
  loanNumber: nonBlank('Loan number'),
  password: nonBlank('Password'),
});
