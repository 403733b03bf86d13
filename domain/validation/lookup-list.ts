import * as v from 'valibot';
import { invalidMessage, requiredMessage } from './messages.ts';
import { formObject, nonBlank } from './primitives.ts';

/**
 * The simple lookup lists a lender keeps (employment status, occupancy status, purpose types, refinance reasons and
 * the other option types): each value is a code the journeys store, a label consumers read, and an active flag.
 */
export const MAX_LOOKUP_VALUES = 200;
export const MAX_LOOKUP_CODE_LENGTH = 64;
export const MAX_LOOKUP_LABEL_LENGTH = 120;

/** Upper snake case: FULL_TIME, OWN_WITH_MORTGAGE, DEBT_CONSOLIDATION. */
export const LOOKUP_CODE_PATTERN = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/;

export const LOOKUP_MESSAGES = {
  code: 'Code must be upper snake case, e.g. FULL_TIME',
  duplicateCode: 'Each code may appear only once',
  tooMany: `A list holds at most ${MAX_LOOKUP_VALUES} values`,
  active: 'Active must be true or false',
} as const;

/** Lower case is accepted and raised (a lender types full_time); spaces and hyphens are not guessed at. */
const codeSchema = v.pipe(
  v.string(requiredMessage('Code')),
  v.trim(),
  v.toUpperCase(),
  v.nonEmpty(requiredMessage('Code')),
  v.maxLength(MAX_LOOKUP_CODE_LENGTH, invalidMessage('Code')),
  v.regex(LOOKUP_CODE_PATTERN, LOOKUP_MESSAGES.code),
);

const labelSchema = v.pipe(nonBlank('Label'), v.trim(), v.maxLength(MAX_LOOKUP_LABEL_LENGTH, invalidMessage('Label')));

/** One value as the console edits it; a value saved without `active` is active. */
export const lookupValueSchema = formObject({
  code: codeSchema,
  label: labelSchema,
  active: v.optional(v.boolean(LOOKUP_MESSAGES.active), true),
});
export type LookupValueInput = v.InferInput<typeof lookupValueSchema>;
export type LookupValueFields = v.InferOutput<typeof lookupValueSchema>;

const TRUE_WORDS = ['true', 'yes', 'y', '1', 'active'];
const FALSE_WORDS = ['false', 'no', 'n', '0', 'inactive'];

/**
 * One CSV row (columns code,label of domain/catalog/csv-templates.ts). An `active` column is optional, so a list
 * exported with its active flags imports back as it was; a blank cell is active.
 */
export const lookupCsvRowSchema = formObject({
  code: codeSchema,
  label: labelSchema,
  active: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.toLowerCase(),
      v.check((word) => word === '' || TRUE_WORDS.includes(word) || FALSE_WORDS.includes(word), LOOKUP_MESSAGES.active),
      v.transform((word) => !FALSE_WORDS.includes(word)),
    ),
    'true',
  ),
});

/** Index of every value whose code an earlier value already used. */
export const duplicateCodeIndexes = (values: readonly { code: string }[]): number[] => {
  const seen = new Set<string>();
  const duplicates: number[] = [];
  values.forEach((value, index) => {
    if (seen.has(value.code)) duplicates.push(index);
    seen.add(value.code);
  });
  return duplicates;
};

/**
 * The whole list as the screen saves it (PUT): order is the order consumers see; codes are unique. An empty list
 * is allowed (a lender that does not ask for the value).
 */
export const lookupListSchema = formObject({
  values: v.pipe(
    v.array(lookupValueSchema, invalidMessage('list')),
    v.maxLength(MAX_LOOKUP_VALUES, LOOKUP_MESSAGES.tooMany),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      for (const index of duplicateCodeIndexes(dataset.value)) {
        const item = dataset.value[index];
        addIssue({
          message: LOOKUP_MESSAGES.duplicateCode,
          path: [
            { type: 'array', origin: 'value', input: dataset.value, key: index, value: item },
            { type: 'object', origin: 'value', input: item as never, key: 'code', value: item?.code },
          ],
        });
      }
    }),
  ),
});
export type LookupListInput = v.InferInput<typeof lookupListSchema>;
export type LookupListFields = v.InferOutput<typeof lookupListSchema>;
