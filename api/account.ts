import * as v from 'valibot';
import { changePasswordSchema, profileUpdateSchema, resetPasswordSchema } from '../domain/validation/account.ts';
import { auditTrail, callGroup, EmptyResponse } from './endpoint.ts';
import { authCall } from './session.ts';

/** The signed-in console user's own account as the profile page shows it (002 §3 console user). */
export const Profile = v.object({
  id: v.string(),
  username: v.string(),
  realm: v.picklist(['super', 'fi', 'embedder']),
  roles: v.array(v.string()),
  /** The lender's or embedder's name; null for platform administrators. */
  tenantName: v.nullable(v.string()),
  email: v.string(),
  phone: v.nullable(v.string()),
});
export type Profile = v.InferOutput<typeof Profile>;

const CONSOLE_REALMS = ['super', 'fi', 'embedder'] as const;
/** The user's own changes are audited as changes of a console user, like an admin's. */
const AUDIT = auditTrail('USER', 'CONSOLE_USER', { updated: 'USER_UPDATED', passwordChanged: 'PASSWORD_CHANGED' });

/** The signed-in console user's own account. */
const me = callGroup({ tags: ['account'], access: CONSOLE_REALMS, path: '/users/me' });

export const getProfile = me({
  method: 'GET',
  summary: "The signed-in console user's profile",
  response: Profile,
});

export const updateProfile = me({
  method: 'PUT',
  summary: 'Change your own e-mail and phone (phone normalised to 555-123-4567; blank clears it)',
  body: profileUpdateSchema,
  response: Profile,
  audit: AUDIT.updated,
});

export const changePassword = me({
  method: 'POST',
  path: '/password',
  summary:
    'Change your own password: the current one must match; the new one must pass the password rules (400 VALIDATION_FAILED with one issue per broken rule)',
  body: changePasswordSchema,
  response: EmptyResponse,
  status: 204,
  audit: AUDIT.passwordChanged,
});

/** A mailed reset link's calls: anyone holding its token may make them. */
const passwordReset = authCall.within('/resetpassword');

export const resetPassword = passwordReset({
  method: 'POST',
  summary:
    'Set a new password with the token of a reset mail (POST /auth/forgotpassword); a token works once and for 30 minutes',
  body: resetPasswordSchema,
  response: EmptyResponse,
  status: 204,
});

/**
 * Whether a mailed reset link can still set a password, asked when the link is opened: a used, expired or broken
 * link is refused there (400, the issue under `token`) instead of after the new password was typed (issue 30).
 */
export const checkResetLink = passwordReset({
  method: 'POST',
  path: '/check',
  summary: 'Check a password-reset token before its form is shown (204 usable; 400 used, expired or not valid)',
  body: v.object({ token: resetPasswordSchema.entries.token }),
  response: EmptyResponse,
  status: 204,
});
