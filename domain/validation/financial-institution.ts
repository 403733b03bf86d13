import * as v from 'valibot';
import { FEE_MODELS } from '../catalog/lender.ts';
import { EMAIL_PATTERN } from './contact.ts';
import { coverageFitsInstitutionType, LENDER_PROFILE_LABELS, lenderProfileEntries } from './lender.ts';
import { invalidMessage, requiredMessage } from './messages.ts';
import { choiceOf, formObject } from './primitives.ts';

/**
 * A prospect is a lender not yet onboarded; promoting it onboards it
 * (docs/decisions/0275-prospect-a-lender-with-onboarding-status-prospect.md, issue 12).
 */
export const ONBOARDING_STATUSES = ['PROSPECT', 'ONBOARDED'] as const;
export type OnboardingStatus = (typeof ONBOARDING_STATUSES)[number];

/**
 * 002 §3 "lender ID": the short identifier a lender's users type as their tenant on the sign-in page (the `code`
 * column). Lower-case letters, digits and dashes, so it reads the same in a URL and a log.
 */
export const LENDER_ID_PATTERN = /^[a-z0-9][a-z0-9-]{1,39}$/;
export const LENDER_ID_TAKEN = 'Lender ID is already in use';
export const YEAR_ESTABLISHED_MIN = 1800;
/** #rrggbb, what the colour input answers. */
export const COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

/**
 * The e-mail lists (002 §3): comma-separated text as the seed sends it, or the array GET answers (and a form
 * re-sends). Judged as one value, so a bad address is reported on its field (domain emailListSchema reports it per
 * item, at `field.1`).
 */
const emailListField = v.optional(
  v.pipe(
    v.union([v.string(), v.array(v.string())], invalidMessage('email')),
    v.transform((value) => (typeof value === 'string' ? value.split(',') : value)),
    v.transform((items) => items.map((item) => item.trim()).filter((item) => item.length > 0)),
    v.check((items) => items.every((item) => EMAIL_PATTERN.test(item)), invalidMessage('email')),
  ),
);

const optionalFlag = v.optional(v.boolean(invalidMessage('value')), false);

/**
 * Every field of 002 §3 Financial institution an admin sets on POST /fi and PUT /fi/{id}: the lender profile
 * (domain lenderProfileEntries, coverage by type), the lender ID, profile, pricing and the marketplace flags.
 * PUT replaces the whole record: an optional field left out is cleared.
 */
export const financialInstitutionSchema = v.pipe(
  formObject(
    {
      ...lenderProfileEntries,
      documentImageEmails: emailListField,
      loanLeadEmails: emailListField,
      code: v.pipe(
        v.string(requiredMessage('Lender ID')),
        v.trim(),
        v.nonEmpty(requiredMessage('Lender ID')),
        v.regex(LENDER_ID_PATTERN, invalidMessage('Lender ID')),
      ),
      profileDescription: v.optional(v.string()),
      yearEstablished: v.optional(
        v.pipe(
          v.number(invalidMessage('Year established')),
          v.integer(invalidMessage('Year established')),
          v.minValue(YEAR_ESTABLISHED_MIN, invalidMessage('Year established')),
          v.check((year) => year <= new Date().getFullYear(), invalidMessage('Year established')),
        ),
      ),
      primaryColor: v.optional(v.pipe(v.string(), v.regex(COLOR_PATTERN, invalidMessage('Primary color')))),
      paymentCustomerId: v.optional(v.pipe(v.string(), v.trim())),
      pricingModel: v.optional(choiceOf(FEE_MODELS, 'Pricing model')),
      autoEnroll: optionalFlag,
      localPriority: optionalFlag,
      nationalPresence: optionalFlag,
      acceptsMla: optionalFlag,
      /** POST: PROSPECT adds a prospect (ONBOARDED when left out). PUT: only the current status; promote changes it. */
      onboardingStatus: v.optional(choiceOf(ONBOARDING_STATUSES, 'Status')),
    },
    { ...LENDER_PROFILE_LABELS, code: 'Lender ID', yearEstablished: 'Year established' },
  ),
  coverageFitsInstitutionType(),
);
export type FinancialInstitutionInput = v.InferInput<typeof financialInstitutionSchema>;
export type FinancialInstitutionFields = v.InferOutput<typeof financialInstitutionSchema>;

/** 002-7.38 "MLA, auto-enroll, priority": the lender settings an admin (or the lender's Admin) switches. */
export const lenderSettingsSchema = formObject({
  acceptsMla: v.boolean(invalidMessage('MLA acceptance')),
  autoEnroll: v.boolean(invalidMessage('Auto-enroll')),
  localPriority: v.boolean(invalidMessage('Local priority')),
  nationalPresence: v.boolean(invalidMessage('National presence')),
});
export type LenderSettingsFields = v.InferOutput<typeof lenderSettingsSchema>;

/** Only an admin decides whether a lender has national presence (it locks local priority, 002 §6). */
export const NATIONAL_PRESENCE_ADMIN_ONLY = 'Only an admin can change national presence';
export const STATUS_CHANGE_BY_PROMOTE = 'Promote the prospect to make it a lender';
export const ALREADY_ONBOARDED = 'This lender is already onboarded';
