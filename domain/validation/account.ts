import * as v from 'valibot';
import { emailSchema, phoneSchema } from './contact.ts';
import { requiredMessage } from './messages.ts';
import { type PasswordRules, passwordSchema } from './password.ts';

/** Messages of the account pages (profile, change password, reset); the seed shows none, so these are ours. */
export const ACCOUNT_MESSAGES = {
  currentPasswordWrong: 'The current password is not correct',
  sameAsCurrent: 'The new password must be different from the current one',
  confirmMismatch: 'The passwords do not match',
  resetLinkInvalid: 'This reset link is not valid. Ask for a new one.',
  resetLinkExpired: 'This reset link has expired. Ask for a new one.',
  resetLinkUsed:
    'This reset link is no longer valid: the password has been changed since it was sent. Ask for a new one.',
} as const;

/** Required e-mail: empty says "Email is required", anything else is checked by contact.ts's loose pattern. */
export const profileEmailSchema = v.pipe(
  v.string(requiredMessage('Email')),
  v.trim(),
  v.nonEmpty(requiredMessage('Email')),
  v.maxLength(254, 'Email is too long'),
  // A nested schema runs only when the checks before it passed, so an empty field gets one message.
  emailSchema,
);

/** Optional phone: blank (or absent) clears it; otherwise normalised to 555-123-4567 (002 §5). */
export const profilePhoneSchema = v.pipe(
  v.nullish(v.string(), null),
  v.transform((text) => (text?.trim() ? text.trim() : null)),
  v.nullable(phoneSchema),
);

/** What a console user may change of their own account (002 §3 console user: email, phone). */
export const profileUpdateSchema = v.object({ email: profileEmailSchema, phone: profilePhoneSchema });
export type ProfileUpdate = v.InferOutput<typeof profileUpdateSchema>;

const requiredPassword = (label: string) =>
  v.pipe(v.string(requiredMessage(label)), v.nonEmpty(requiredMessage(label)));

/**
 * The change-password call: the current password and the new one. The password rules need the username and the
 * common-password list, so the server checks them and answers one issue per broken rule under `newPassword`.
 */
export const changePasswordSchema = v.object({
  currentPassword: requiredPassword('Current password'),
  newPassword: requiredPassword('New password'),
});

/** The reset call: the mailed token and the new password (checked like a change, issues under `password`). */
export const resetPasswordSchema = v.object({
  token: v.pipe(v.string(ACCOUNT_MESSAGES.resetLinkInvalid), v.nonEmpty(ACCOUNT_MESSAGES.resetLinkInvalid)),
  password: requiredPassword('New password'),
});

/**
 * The password forms' fields: the rules the browser can check (length, username; the common list stays on the
 * server) and a confirmation.
 */
const newPasswordEntries = (rules: PasswordRules) => ({
  newPassword: v.pipe(requiredPassword('New password'), passwordSchema(rules)),
  confirmPassword: requiredPassword('Confirm password'),
});
const confirmationMatches = (input: { newPassword: string; confirmPassword: string }) =>
  input.newPassword === input.confirmPassword;

/** The change-password page's form: the current password, the new one and its confirmation. */
export const changePasswordFormSchema = (rules: PasswordRules) =>
  v.pipe(
    v.object({ currentPassword: requiredPassword('Current password'), ...newPasswordEntries(rules) }),
    v.forward(
      v.partialCheck([['newPassword'], ['confirmPassword']], confirmationMatches, ACCOUNT_MESSAGES.confirmMismatch),
      ['confirmPassword'],
    ),
  );

/** The mailed link's form: the new password and its confirmation. */
export const resetPasswordFormSchema = (rules: PasswordRules = {}) =>
  v.pipe(
    v.object(newPasswordEntries(rules)),
    v.forward(
      v.partialCheck([['newPassword'], ['confirmPassword']], confirmationMatches, ACCOUNT_MESSAGES.confirmMismatch),
      ['confirmPassword'],
    ),
  );
