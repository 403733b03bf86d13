import * as v from 'valibot';
import { invalidMessage, requiredMessage } from './messages.ts';

/** Two digits, a dash, seven digits (000 §5, 002 §5). */
export const EIN_PATTERN = /^\d{2}-\d{7}$/;
export const einSchema = v.pipe(v.string(requiredMessage('EIN')), v.regex(EIN_PATTERN, invalidMessage('EIN')));

/** Web addresses must start with http:// or https://. */
export const WEB_ADDRESS_PATTERN = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
export const webAddressSchema = v.pipe(
  v.string(requiredMessage('web address')),
  v.trim(),
  v.regex(WEB_ADDRESS_PATTERN, 'Web address must start with http:// or https://'),
);

/** Loose e-mail check: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const emailSchema = v.pipe(
  v.string(requiredMessage('email')),
  v.trim(),
  v.regex(EMAIL_PATTERN, invalidMessage('email')),
);

/** A comma-separated list of e-mails (document-image and loan-lead lists of a lender). */
export const emailListSchema = v.pipe(
  v.string(),
  v.transform((text) =>
    text
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item.length > 0),
  ),
  v.checkItems((item) => EMAIL_PATTERN.test(item), invalidMessage('email')),
);

/**
 * Normalises a US phone number to 555-123-4567. Accepts any punctuation and an optional leading country
 * code 1 (with or without '+'); returns undefined when there are not exactly ten national digits.
 */
export const normalizePhone = (text: string): string | undefined => {
  const trimmed = text.trim();
  if (!/^[+\d\s().-]+$/.test(trimmed)) return undefined;
  let digits = trimmed.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (digits.length !== 10) return undefined;
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
};

export const phoneSchema = v.pipe(
  v.string(requiredMessage('phone number')),
  v.check((text) => normalizePhone(text) !== undefined, invalidMessage('phone number')),
  v.transform((text) => normalizePhone(text) as string),
);
