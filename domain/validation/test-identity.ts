import * as v from 'valibot';
import { isOneOf } from '../catalog/code-set.ts';
import { US_STATE_CODES } from '../catalog/us-states.ts';
import { optionalText, ZIP_PATTERN } from './branch.ts';
import { EMAIL_PATTERN, normalizePhone } from './contact.ts';
import { type CalendarDate, parseUsDate } from './dates.ts';
import { invalidMessage, requiredMessage } from './messages.ts';
import { formObject, nonBlank } from './primitives.ts';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (n: number) => String(n).padStart(2, '0');
const usText = (date: CalendarDate) => `${pad(date.month)}-${pad(date.day)}-${date.year}`;

/**
 * A date of birth as the seed writes dates (MM-DD-YYYY, separators dash, slash, dot or space) or ISO (YYYY-MM-DD, what
 * a date input sends); answered as MM-DD-YYYY. Undefined when the text is no real date.
 */
export const normalizeDateOfBirth = (text: string): string | undefined => {
  const iso = ISO_DATE.exec(text.trim());
  const us = iso ? parseUsDate(`${iso[2]}-${iso[3]}-${iso[1]}`) : parseUsDate(text);
  return us ? usText(us) : undefined;
};

/** Nine digits; dashes and spaces as people type them (123-45-6789) are dropped. */
export const normalizeSsn = (text: string): string | undefined => {
  const digits = text.replace(/[\s-]/g, '');
  return /^\d{9}$/.test(digits) ? digits : undefined;
};

const ssn = v.pipe(
  v.string(requiredMessage('SSN')),
  v.check((text) => normalizeSsn(text) !== undefined, 'Enter a valid SSN (9 digits)'),
  v.transform((text) => normalizeSsn(text) as string),
);

/** Optional text checked and normalised when given; blank is absent. */
const optionalNormalised = (label: string, normalise: (text: string) => string | undefined) =>
  v.optional(
    v.pipe(
      v.string(invalidMessage(label)),
      v.trim(),
      v.check((text) => text === '' || normalise(text) !== undefined, invalidMessage(label)),
      v.transform((text) => (text === '' ? undefined : normalise(text))),
    ),
  );

const identityEntries = {
  firstName: v.pipe(nonBlank('First name'), v.trim(), v.maxLength(80, invalidMessage('First name'))),
  lastName: v.pipe(nonBlank('Last name'), v.trim(), v.maxLength(80, invalidMessage('Last name'))),
  dateOfBirth: v.pipe(
    v.string(requiredMessage('Date of birth')),
    v.check((text) => normalizeDateOfBirth(text) !== undefined, invalidMessage('Date of birth')),
    v.transform((text) => normalizeDateOfBirth(text) as string),
  ),
  address: optionalText(),
  city: optionalText(80),
  state: optionalNormalised('State', (text) =>
    isOneOf(US_STATE_CODES, text.toUpperCase()) ? text.toUpperCase() : undefined,
  ),
  zipcode: optionalNormalised('Zip code', (text) => (ZIP_PATTERN.test(text) ? text : undefined)),
  email: optionalNormalised('email', (text) => (EMAIL_PATTERN.test(text) ? text : undefined)),
  phone: optionalNormalised('phone number', normalizePhone),
};
const LABELS = { ssn: 'SSN', dateOfBirth: 'Date of birth' };

/**
 * A lender's test identity (002 §1, §3): who it is, and the SSN whose last four pick the sandbox identity vendor's
 * answer (README "Identity verification"). POST requires the SSN.
 */
export const newTestIdentitySchema = formObject({ ...identityEntries, ssn }, LABELS);
export type NewTestIdentity = v.InferOutput<typeof newTestIdentitySchema>;

/** PUT: the console sees the SSN's last four only, so an absent or blank SSN keeps the stored one. */
export const testIdentityUpdateSchema = formObject(
  {
    ...identityEntries,
    ssn: v.optional(
      v.pipe(
        v.string(invalidMessage('SSN')),
        v.check((text) => text.trim() === '' || normalizeSsn(text) !== undefined, 'Enter a valid SSN (9 digits)'),
        v.transform((text) => (text.trim() === '' ? undefined : normalizeSsn(text))),
      ),
    ),
  },
  LABELS,
);
export type TestIdentityUpdate = v.InferOutput<typeof testIdentityUpdateSchema>;
