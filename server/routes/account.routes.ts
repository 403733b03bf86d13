import type { Hono } from 'hono';

import * as api from '../../api/account.ts';
import { auditDiff } from '../../domain/audit/audit-diff.ts';
import { ACCOUNT_MESSAGES } from '../../domain/validation/account.ts';
import { hashPassword, PASSWORD_PROBLEM_MESSAGES, passwordProblems, verifyPassword } from '../auth/passwords.ts';
import { ResetTokenError } from '../auth/tokens.ts';
import { findAccount, forgetRememberMe, replacePassword, toProfile, updateContact } from '../db/queries/account.ts';
import { USER_ACTIONS, writeAudit } from '../db/queries/audit.ts';
import { ApiError, notFound, unauthorized } from '../http/api-error.ts';
import type { AppDeps, AppEnv } from '../http/context.ts';
import { type EndpointHandler, route } from '../http/register.ts';

type Issue = { path: string; message: string };

/** 400 VALIDATION_FAILED with one issue per problem; the first one is the message. */
function refuse(issues: readonly Issue[]): ApiError {
  return new ApiError(400, 'VALIDATION_FAILED', issues[0]?.message ?? 'Invalid input', [...issues]);
}

/** The password rules (server/auth/passwords.ts) as issues under the form's field. */
const ruleIssues = (password: string, username: string, path: string): Issue[] =>
  passwordProblems(password, username).map((problem) => ({ path, message: PASSWORD_PROBLEM_MESSAGES[problem] }));

const signedInUser = (auth: { sub: string } | null): string => {
  if (!auth) throw unauthorized();
  return auth.sub;
};

/** The audit value of a password change: when it changed, never anything of the password itself. */
const passwordStamp = (at: Date | null) => ({ passwordChangedAt: at?.toISOString() ?? null });

const linkRefused = (message: string) => refuse([{ path: 'token', message }]);

/**
 * The account a reset token may set a password for, or the refusal: the token names the password it may replace,
 * so it works once and a newer password (changed any way) makes it useless.
 */
async function resetAccount(deps: AppDeps, token: string, at: Date) {
  const claims = await deps.tokens.verifyPasswordReset(token, { now: at }).catch((error: unknown) => {
    const expired = error instanceof ResetTokenError && error.reason === 'expired';
    throw linkRefused(expired ? ACCOUNT_MESSAGES.resetLinkExpired : ACCOUNT_MESSAGES.resetLinkInvalid);
  });
  const account = await findAccount(deps.db, { id: claims.userId });
  if (!account || account.realm !== claims.realm || account.status === 'INACTIVE') {
    throw linkRefused(ACCOUNT_MESSAGES.resetLinkInvalid);
  }
  if ((account.passwordChangedAt?.getTime() ?? 0) !== claims.passwordChangedAt) {
    throw linkRefused(ACCOUNT_MESSAGES.resetLinkUsed);
  }
  return { account, claims };
}

/** The signed-in user's new password, after the current one is re-typed. */
const changeOwnPassword: EndpointHandler<typeof api.changePassword> = async ({ auth, body, db, audit, c }) => {
  const account = await findAccount(db, { id: signedInUser(auth), forUpdate: true });
  if (!account) throw notFound('No such user');
  const issues: Issue[] = [];
  if (!(await verifyPassword(account.passwordHash, body.currentPassword))) {
    issues.push({ path: 'currentPassword', message: ACCOUNT_MESSAGES.currentPasswordWrong });
  } else if (body.newPassword === body.currentPassword) {
    issues.push({ path: 'newPassword', message: ACCOUNT_MESSAGES.sameAsCurrent });
  }
  issues.push(...ruleIssues(body.newPassword, account.username, 'newPassword'));
  if (issues.length > 0) throw refuse(issues);
  const at = c.get('deps').now?.() ?? new Date();
  const replaced = await replacePassword(db, {
    id: account.id,
    replacing: account.passwordChangedAt?.getTime() ?? 0,
    passwordHash: await hashPassword(body.newPassword, account.username),
    at,
  });
  // The row is locked since it was read, so only a broken invariant gets here.
  if (!replaced) throw new Error('password changed under a row lock');
  await forgetRememberMe(db, { userId: account.id });
  audit.record({
    entityId: account.id,
    entityName: account.username,
    oldValue: passwordStamp(account.passwordChangedAt),
    newValue: passwordStamp(at),
  });
  return {};
};

/** A new password through a reset link (the link's token checked, used once). */
const resetForgottenPassword: EndpointHandler<typeof api.resetPassword> = async ({ body, c }) => {
  const deps = c.get('deps');
  const at = deps.now?.() ?? new Date();
  const { account, claims } = await resetAccount(deps, body.token, at);
  const issues = ruleIssues(body.password, account.username, 'password');
  if (issues.length > 0) throw refuse(issues);
  const passwordHash = await hashPassword(body.password, account.username);
  await deps.db.transaction(async (tx) => {
    const replaced = await replacePassword(tx, {
      id: account.id,
      replacing: claims.passwordChangedAt,
      passwordHash,
      at,
    });
    // Another request with the same link won the race.
    if (!replaced) throw linkRefused(ACCOUNT_MESSAGES.resetLinkUsed);
    await forgetRememberMe(tx, { userId: account.id });
    const oldValue = passwordStamp(account.passwordChangedAt);
    const newValue = passwordStamp(at);
    await writeAudit(tx, {
      category: 'USER',
      action: USER_ACTIONS.passwordChanged,
      actorId: account.id,
      actorName: account.username,
      actorRealm: account.realm,
      entityType: 'CONSOLE_USER',
      entityId: account.id,
      entityName: account.username,
      tenantId: account.tenantId,
      oldValue,
      newValue,
      changes: auditDiff(oldValue, newValue),
      reason: 'RESET',
    });
  });
  return {};
};

/** A console user's own account (002 §2 profile and change-password pages of every console) and the mailed reset. */
export function registerAccountRoutes(app: Hono<AppEnv>): void {
  route(app, api.getProfile, async ({ auth, db }) => {
    const account = await findAccount(db, { id: signedInUser(auth) });
    if (!account) throw notFound('No such user');
    return toProfile(account);
  });

  route(app, api.updateProfile, async ({ auth, body, db, audit }) => {
    const before = await findAccount(db, { id: signedInUser(auth), forUpdate: true });
    if (!before) throw notFound('No such user');
    await updateContact(db, { id: before.id, email: body.email, phone: body.phone });
    // The material report shows what changed, so only the fields whose value differs are kept.
    const changed = (['email', 'phone'] as const).filter((field) => before[field] !== body[field]);
    audit.record({
      entityId: before.id,
      entityName: before.username,
      oldValue: Object.fromEntries(changed.map((field) => [field, before[field]])),
      newValue: Object.fromEntries(changed.map((field) => [field, body[field]])),
    });
    return toProfile({ ...before, email: body.email, phone: body.phone });
  });

  route(app, api.changePassword, changeOwnPassword);

  // Public: the mailed token is the credential (resetAccount); it unlocks nothing (a LOCKED user stays locked).
  route(app, api.resetPassword, resetForgottenPassword);

  // Opening the mailed link: a link that can no longer set a password is refused before its form is shown.
  route(app, api.checkResetLink, async ({ body, c }) => {
    const deps = c.get('deps');
    await resetAccount(deps, body.token, deps.now?.() ?? new Date());
    return {};
  });
}
