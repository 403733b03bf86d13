import * as v from 'valibot';
import { isOneOf } from '../catalog/code-set.ts';
import {
  CREDIT_BUREAUS,
  INSTITUTION_TYPES,
  INSURANCE_COVERAGES,
  type InstitutionType,
  type InsuranceCoverage,
  isCoverageAllowed,
} from '../catalog/lender.ts';
import { einSchema, emailListSchema, phoneSchema, webAddressSchema } from './contact.ts';
import { formObject, nonBlank } from './primitives.ts';

export const COVERAGE_MESSAGE = 'Insurance coverage does not match the institution type';

type CoverageFields = { type: InstitutionType; insuranceCoverage: InsuranceCoverage };
const coverageFitsType = v.forward<CoverageFields, v.PartialCheckIssue<CoverageFields>, ['insuranceCoverage']>(
  v.partialCheck<CoverageFields, [['type'], ['insuranceCoverage']], CoverageFields, string>(
    [['type'], ['insuranceCoverage']],
    (input) => isCoverageAllowed(input.type, input.insuranceCoverage),
    COVERAGE_MESSAGE,
  ),
  ['insuranceCoverage'],
);

/**
 * The pipe step both lender forms end with (the console's profile, the admin's financial institution): the insurance
 * coverage must be one the institution type allows, the error shown on the coverage field. It reads those two fields
 * only, so it serves any form that has them (typed as that form's output, which the pipe passes on unchanged).
 */
export const coverageFitsInstitutionType = <TInput extends CoverageFields>() =>
  coverageFitsType as unknown as v.BaseValidation<TInput, TInput, v.PartialCheckIssue<CoverageFields>>;

/** The lender profile's entries (002 §3), shared with the admin's full financial-institution form. */
export const lenderProfileEntries = {
  name: nonBlank('Name'),
  description: v.optional(v.string()),
  websiteUrl: v.optional(webAddressSchema),
  einNumber: v.optional(einSchema),
  type: v.picklist(INSTITUTION_TYPES, 'Institution type is required'),
  insuranceCoverage: v.picklist(INSURANCE_COVERAGES, 'Insurance coverage is required'),
  creditBureau: v.picklist(CREDIT_BUREAUS, 'Credit bureau is required'),
  phone: v.optional(phoneSchema),
  documentImageEmails: v.optional(emailListSchema),
  loanLeadEmails: v.optional(emailListSchema),
};
export const LENDER_PROFILE_LABELS = { einNumber: 'EIN', websiteUrl: 'Web address', type: 'Institution type' } as const;

/** The lender profile fields the console edits (002 §3); coverage must fit the institution type. */
export const lenderProfileSchema = v.pipe(
  formObject(lenderProfileEntries, LENDER_PROFILE_LABELS),
  coverageFitsInstitutionType(),
);
export type LenderProfile = v.InferOutput<typeof lenderProfileSchema>;

/** Messages for inputs missing before a lender call, verbatim from 002 §5 / 000 §5. */
export const LENDER_CALL_MESSAGES = {
  fiId: 'fiId is missing',
  logo: 'logo is missing',
  membershipFile: 'membership file is missing',
  membershipData: 'membership data is missing',
  productEligibilityFile: 'productEligibilityFile is missing',
  employeeStatusFile: 'employee status file is missing',
  occupancyStatusFile: 'Occupancy status file is missing',
  csvTemplateType: 'template type for the csv is missing',
} as const;
export type LenderCallInput = keyof typeof LENDER_CALL_MESSAGES;

/** Throws the seed's message when a required input of a lender call is missing (null, undefined or ''). */
export const requireLenderInput = <T>(input: LenderCallInput, value: T | null | undefined | ''): T => {
  if (value === null || value === undefined || value === '') throw new Error(LENDER_CALL_MESSAGES[input]);
  return value as T;
};

export { FI_ID_MESSAGE, fiIdSchema } from './fi-id.ts';

/** Body-carrying calls use one of these; any other gives 'Invalid HTTP Method' (000 §5). */
export const BODY_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;
export const INVALID_HTTP_METHOD = 'Invalid HTTP Method';
export const assertBodyMethod = (method: string): (typeof BODY_METHODS)[number] => {
  const upper = method.toUpperCase();
  if (!isOneOf(BODY_METHODS, upper)) throw new Error(INVALID_HTTP_METHOD);
  return upper as (typeof BODY_METHODS)[number];
};
