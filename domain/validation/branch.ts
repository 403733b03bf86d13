import * as v from 'valibot';
import { isOneOf } from '../catalog/code-set.ts';
import { US_STATE_CODES } from '../catalog/us-states.ts';
import { invalidMessage, requiredMessage } from './messages.ts';
import { formObject, nonBlank } from './primitives.ts';

export const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;

/** Optional text: blank becomes absent, so a cleared field clears the value. */
export const optionalText = (max = 200) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(max),
      v.transform((text) => (text === '' ? undefined : text)),
    ),
  );

export const zipcodeSchema = (label = 'Zip code') =>
  v.pipe(v.string(requiredMessage(label)), v.trim(), v.regex(ZIP_PATTERN, invalidMessage(label)));

export const stateCodeSchema = (label = 'State') =>
  v.pipe(
    v.string(requiredMessage(label)),
    v.trim(),
    v.toUpperCase(),
    v.picklist(US_STATE_CODES, invalidMessage(label)),
  );

/** A lender branch (002 §3: id, name, LOS branch reference ID); the zip code places it for offer distances. */
export const branchSchema = formObject(
  {
    name: v.pipe(nonBlank('Name'), v.trim(), v.maxLength(120, invalidMessage('Name'))),
    losBranchReferenceId: optionalText(64),
    address: optionalText(),
    city: optionalText(80),
    state: v.optional(
      v.pipe(
        v.string(),
        v.trim(),
        v.toUpperCase(),
        v.check((code) => code === '' || isOneOf(US_STATE_CODES, code), invalidMessage('State')),
        v.transform((code) => (code === '' ? undefined : code)),
      ),
    ),
    zipcode: zipcodeSchema(),
  },
  { losBranchReferenceId: 'LOS branch reference ID', zipcode: 'Zip code' },
);
export type BranchInput = v.InferInput<typeof branchSchema>;
export type BranchFields = v.InferOutput<typeof branchSchema>;
