import * as v from 'valibot';
import { isOneOf } from '../catalog/code-set.ts';

/*
 * The application's questions about the consumer's work and home, the loan's purpose and, where a lender's workflow
 * asks, the mother's maiden name (002 §3 consumer record fields and loan-lead report fields; decision 0702). All are
 * optional unless the lender's marketplace workflow requires one.
 */

export const APPLICATION_DETAIL_FIELDS = [
  'employmentStatus',
  'employer',
  'jobTitle',
  'selfEmployed',
  'employmentLength',
  'occupancyPayment',
  'occupancyDuration',
  'purposeType',
  'mothersMaidenName',
] as const;
export type ApplicationDetailField = (typeof APPLICATION_DETAIL_FIELDS)[number];

/** A security answer: sealed in the redemption, never kept in the resumable journey record (decision 0702). */
export const SEALED_DETAIL = 'mothersMaidenName' satisfies ApplicationDetailField;

/** The yes/no answer of "self-employed", as the lead record prints it. */
export const YES_NO = ['Yes', 'No'] as const;

export const APPLICATION_DETAIL_MESSAGES = {
  text: 'Use at most 100 characters',
  months: 'Enter a whole number of months',
  money: 'Enter an amount in dollars',
  choice: 'Choose from the list',
} as const;

const text = (max = 100) =>
  v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max, APPLICATION_DETAIL_MESSAGES.text));
const months = () => v.pipe(v.string(), v.regex(/^\d{1,4}$/, APPLICATION_DETAIL_MESSAGES.months));
const money = () => v.pipe(v.string(), v.regex(/^\d{1,9}(\.\d{1,2})?$/, APPLICATION_DETAIL_MESSAGES.money));
/** A code of one of the lender's lists (employment status, purpose types): checked against the list by the server. */
const code = () => v.pipe(v.string(), v.regex(/^[A-Za-z0-9_ -]{1,60}$/, APPLICATION_DETAIL_MESSAGES.choice));

/** The answers' schemas, spread into the redemption request (api/redemptions.ts). */
export const applicationDetailEntries = {
  employmentStatus: v.optional(code()),
  employer: v.optional(text()),
  jobTitle: v.optional(text()),
  selfEmployed: v.optional(v.picklist(YES_NO, APPLICATION_DETAIL_MESSAGES.choice)),
  employmentLength: v.optional(months()),
  occupancyPayment: v.optional(money()),
  occupancyDuration: v.optional(months()),
  purposeType: v.optional(code()),
  mothersMaidenName: v.optional(text(60)),
} as const satisfies Record<ApplicationDetailField, v.GenericSchema>;

export type DetailProblem = keyof typeof APPLICATION_DETAIL_MESSAGES | 'required';

/** What kind of problem a detail answer has, by its schema. */
const PROBLEM_OF: Readonly<Record<ApplicationDetailField, DetailProblem>> = {
  employmentStatus: 'choice',
  employer: 'text',
  jobTitle: 'text',
  selfEmployed: 'choice',
  employmentLength: 'months',
  occupancyPayment: 'money',
  occupancyDuration: 'months',
  purposeType: 'choice',
  mothersMaidenName: 'text',
};

/** The detail answers a lender's workflow can require (the others are always optional). */
export const REQUIRABLE_DETAILS = ['selfEmployed', 'mothersMaidenName'] as const satisfies ApplicationDetailField[];

/**
 * The problem of each detail answer, by field: a required one left unanswered, or one its schema refuses. The step
 * shows each by its field in the consumer's language; the server refuses the same.
 */
export function applicationDetailProblems(
  answers: Readonly<Partial<Record<string, string>>>,
  requiredFields: readonly string[] = [],
): Partial<Record<ApplicationDetailField, DetailProblem>> {
  const problems: Partial<Record<ApplicationDetailField, DetailProblem>> = {};
  for (const field of APPLICATION_DETAIL_FIELDS) {
    const given = answers[field];
    if (given === undefined || given.trim() === '') {
      if (isOneOf(REQUIRABLE_DETAILS, field) && requiredFields.includes(field)) {
        problems[field] = 'required';
      }
      continue;
    }
    if (!v.safeParse(applicationDetailEntries[field], given).success) problems[field] = PROBLEM_OF[field];
  }
  return problems;
}
