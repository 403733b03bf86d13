import * as v from 'valibot';
import { ageOn, MINIMUM_AGE_YEARS } from '../domain/validation/dates.ts';
import { GivenConsents } from './consents.ts';
import { consumerOnly, IdParams, RequestedAmount } from './consumer-parts/entry.ts';
import { callGroup } from './endpoint.ts';
import { PasscodeBody } from './idverify.ts';
import { Session } from './session.ts';

/**
 * The /further registration (001 §2, §4 "lookup, one-time passcode, confirm and consent"): the seed lists no calls
 * for it, so these are ours (docs/decisions/0195-further-registration-calls.md). A consumer finds their offers with
 * their own details instead of the mailed access code, proves it with a passcode sent to the email on file, then
 * consents.
 */
/** Whether an ISO date of birth (YYYY-MM-DD) is at least the minimum age today (UTC). */
function isOfMinimumAge(isoDate: string): boolean {
  const [year, month, day] = isoDate.split('-').map(Number);
  const now = new Date();
  const today = { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1, day: now.getUTCDate() };
  return ageOn({ year: year ?? 0, month: month ?? 0, day: day ?? 0 }, today) >= MINIMUM_AGE_YEARS;
}

export const RegistrationLookup = v.object({
  lastName: v.pipe(v.string(), v.trim(), v.minLength(1, 'Enter your last name'), v.maxLength(80)),
  dateOfBirth: v.pipe(
    v.string(),
    v.isoDate('Enter your date of birth'),
    // 001 §5: a date of birth must meet the minimum age (ours: 18, domain/validation/dates.ts).
    v.check(isOfMinimumAge, `You must be at least ${MINIMUM_AGE_YEARS} years old`),
  ),
  zipcode: v.pipe(v.string(), v.regex(/^\d{5}$/, 'Enter the 5-digit ZIP code')),
  ssnLastFour: v.pipe(v.string(), v.regex(/^\d{4}$/, 'Enter the last 4 digits of your SSN')),
  /** The bot check's token from the page's widget; a refused one is RECAPTCHA_FAILED. */
  recaptchaToken: v.pipe(v.string(), v.minLength(1, "Confirm you're not a robot")),
});
export type RegistrationLookup = v.InferOutput<typeof RegistrationLookup>;

export const Registration = v.object({
  registrationId: v.string(),
  /** The email the passcode went to, masked. */
  sentTo: v.string(),
});

/** The lookup and its passcode, before the consumer has a session. */
const registrations = callGroup({ tags: ['registration'], access: 'public', path: '/auth/further/registrations' });
const passcode = registrations.within('/:id/otp', IdParams);

export const lookUpRegistration = registrations({
  method: 'POST',
  summary: 'Find a consumer by their own details and send a passcode to the email on file',
  body: RegistrationLookup,
  response: Registration,
  status: 201,
});

export const resendRegistrationPasscode = passcode({
  method: 'POST',
  summary: 'Send the registration passcode again (after the resend cooldown)',
  response: Registration,
});

export const verifyRegistrationPasscode = passcode({
  method: 'PUT',
  summary: 'Check the registration passcode: the answer is the consumer session',
  body: PasscodeBody,
  response: Session,
});

/** The signed-in consumer's registration steps. */
const consumerRegistration = callGroup({ tags: ['registration'], access: consumerOnly, path: '/consumers/current' });

export const completeRegistration = consumerRegistration({
  method: 'POST',
  path: '/registration',
  summary: 'Consent to the terms, the credit check and electronic records (and optionally calls and texts): recorded',
  body: v.object({
    consent: v.literal(true, 'Agree to the terms to continue'),
    /** The consents given with the versions shown; absent: the required ones at their current versions. */
    consents: v.optional(GivenConsents),
  }),
  response: v.object({ workflowState: v.array(v.string()) }),
});

/** The bank account the loan is paid into (/further redeem-linkaccount); only its last four digits are kept. */
export const LinkedAccountRequest = v.object({
  institutionName: v.pipe(v.string(), v.trim(), v.minLength(1, 'Enter your bank'), v.maxLength(80)),
  routingNumber: v.pipe(v.string(), v.regex(/^\d{9}$/, 'Enter the 9-digit routing number')),
  accountNumber: v.pipe(v.string(), v.regex(/^\d{4,17}$/, 'Enter the account number (4 to 17 digits)')),
  loanAmount: RequestedAmount,
});

export const LinkedAccount = v.object({
  institutionName: v.string(),
  routingNumber: v.string(),
  accountLastFour: v.string(),
  loanAmount: v.string(),
});

export const linkAccount = consumerRegistration({
  method: 'PUT',
  path: '/linked-account',
  summary: 'Link the bank account a loan is paid into, with the amount wanted',
  body: LinkedAccountRequest,
  response: LinkedAccount,
});
