import type { forgotPassword, mfaRequired, passThrough, signIn } from '../../api/session.ts';
import { greeting } from '../../domain/format/greeting.ts';
import { burnPasswordCheck, verifyPassword } from '../auth/passwords.ts';
import { open } from '../auth/secret-box.ts';
import { tokenHash } from '../auth/tokens.ts';
import { matchTotpStep } from '../auth/totp.ts';
import { LOGIN_ACTIONS, LOGIN_FAILURE_REASONS, USER_ACTIONS, writeAudit } from '../db/queries/audit.ts';
import {
  type ConsoleUser,
  claimTotpStep,
  findConsoleUserById,
  findConsoleUserForSignIn,
  recordFailedSignIn,
  recordSuccessfulSignIn,
} from '../db/queries/console-users.ts';
import { queueMail } from '../db/queries/mail.ts';
import { rememberMeIsValid } from '../db/queries/remember-me.ts';
import { ApiError, forbidden, notFound } from '../http/api-error.ts';
import type { AppDeps } from '../http/context.ts';
import { countAttempt } from '../http/rate-limit.ts';
import type { EndpointHandler } from '../http/register.ts';
import { consoleSession, resetLink } from './session.service.ts';

// One answer for unknown user and wrong password, so sign-in cannot be used to discover usernames.
const authenticationFailed = () =>
  new ApiError(401, 'AUTHENTICATION_FAILED', 'The username or password is not correct');
const accountLocked = () =>
  new ApiError(
    423,
    'ACCOUNT_LOCKED',
    'Your account is locked after too many failed sign-ins. Contact an administrator.',
  );

type Reason = (typeof LOGIN_FAILURE_REASONS)[keyof typeof LOGIN_FAILURE_REASONS];

async function auditLogin(
  deps: AppDeps,
  realm: string,
  username: string,
  user: ConsoleUser | null,
  action: string,
  reason?: Reason,
) {
  await writeAudit(deps.db, {
    category: 'LOGIN',
    action,
    actorId: user?.id ?? null,
    actorName: user?.username ?? username,
    actorRealm: realm,
    entityType: 'CONSOLE_USER',
    entityId: user?.id ?? null,
    entityName: user?.username ?? username,
    tenantId: user?.tenantId ?? null,
    reason: reason ?? null,
  });
}

/** Counts a failure; when it locks the user, audits the lock and answers ACCOUNT_LOCKED. */
async function failSignIn(deps: AppDeps, user: ConsoleUser, reason: Reason, error: ApiError): Promise<never> {
  await auditLogin(deps, user.realm, user.username, user, LOGIN_ACTIONS.failed, reason);
  const state = await recordFailedSignIn(deps.db, { id: user.id });
  if (state?.lockedNow) {
    await writeAudit(deps.db, {
      category: 'USER',
      action: USER_ACTIONS.locked,
      actorName: 'system',
      entityType: 'CONSOLE_USER',
      entityId: user.id,
      entityName: user.username,
      tenantId: user.tenantId,
      oldValue: { status: 'ACTIVE' },
      newValue: { status: 'LOCKED' },
      reason: `${state.failedAttempts} consecutive failed sign-ins`,
    });
    deps.logger.warn({ userId: user.id }, 'console user locked after repeated failed sign-ins');
    throw accountLocked();
  }
  // A failure racing the one that locked the user: locked too, but the lock is already audited.
  if (state?.status === 'LOCKED') throw accountLocked();
  throw error;
}

/** LOCKED answers 423 even with the right password; INACTIVE fails like a bad password. */
async function assertMaySignIn(deps: AppDeps, user: ConsoleUser): Promise<void> {
  if (user.status === 'LOCKED') {
    await auditLogin(deps, user.realm, user.username, user, LOGIN_ACTIONS.failed, LOGIN_FAILURE_REASONS.lockedUser);
    throw accountLocked();
  }
  if (user.status === 'INACTIVE') {
    await auditLogin(deps, user.realm, user.username, user, LOGIN_ACTIONS.failed, LOGIN_FAILURE_REASONS.inactiveUser);
    throw authenticationFailed();
  }
}

async function completeSignIn(deps: AppDeps, user: ConsoleUser, rememberMe: boolean) {
  await recordSuccessfulSignIn(deps.db, { id: user.id, at: deps.now?.() ?? new Date() });
  await auditLogin(deps, user.realm, user.username, user, LOGIN_ACTIONS.success);
  return await consoleSession(deps, user, { rememberMe });
}

export const signInHandler: EndpointHandler<typeof signIn> = async (input) => {
  const { body, c } = input;
  // Failures count per account and per address (a success gives its point back): issue 17 item 5.
  const attempt = await countAttempt(c, 'consoleSignIn', `${body.realm}:${body.tenant ?? ''}:${body.user}`);
  const session = await signInSteps(input);
  await attempt.succeeded();
  return session;
};

const signInSteps: EndpointHandler<typeof signIn> = async ({ body, c }) => {
  const deps = c.get('deps');
  const { realm } = body;

  // Second step: the challenge from step one plus the TOTP code.
  if (body.mfaToken !== undefined) {
    if (body.totp === undefined) {
      throw new ApiError(400, 'VALIDATION_FAILED', 'Enter all six digits', [
        { path: 'totp', message: 'Enter all six digits' },
      ]);
    }
    let challenge: { userId: string; rememberMe: boolean };
    try {
      challenge = await deps.tokens.verifyMfaChallenge(body.mfaToken, realm);
    } catch {
      throw new ApiError(401, 'MFA_INVALID', 'The verification step has expired. Sign in again.');
    }
    const user = await findConsoleUserById(deps.db, { id: challenge.userId });
    if (!user || user.username !== body.user) throw authenticationFailed();
    await assertMaySignIn(deps, user);
    const secret = user.totpSecret ? open(deps.encryptionKey, user.totpSecret) : null;
    const step = secret ? matchTotpStep(secret, body.totp, (deps.now?.() ?? new Date()).getTime()) : null;
    // A code already used (its time step or an older one accepted before) fails like a wrong one: issue 17 item 7.
    if (step === null || !(await claimTotpStep(deps.db, { id: user.id, step }))) {
      await failSignIn(
        deps,
        user,
        LOGIN_FAILURE_REASONS.invalidMfa,
        new ApiError(401, 'MFA_INVALID', 'The code is not valid'),
      );
    }
    return await completeSignIn(deps, user, challenge.rememberMe || body.rememberMe === true);
  }

  const user = await findConsoleUserForSignIn(deps.db, { realm, tenant: body.tenant, username: body.user });
  if (body.rememberMeJwt !== undefined) {
    // Remember-me replaces the password, never the second factor.
    const valid =
      user !== null &&
      (await deps.tokens.verifyRememberMe(body.rememberMeJwt, realm).then(
        (claims) => claims.userId === user.id,
        () => false,
      )) &&
      (await rememberMeIsValid(deps.db, {
        userId: user.id,
        tokenHash: tokenHash(body.rememberMeJwt),
        now: deps.now?.() ?? new Date(),
      }));
    if (!valid || !user) {
      await auditLogin(deps, realm, body.user, user, LOGIN_ACTIONS.failed, LOGIN_FAILURE_REASONS.invalidRememberMe);
      throw authenticationFailed();
    }
  } else {
    if (body.password === undefined || body.password === '') {
      throw new ApiError(400, 'VALIDATION_FAILED', 'Password is required', [
        { path: 'password', message: 'Password is required' },
      ]);
    }
    if (!user) {
      await burnPasswordCheck(body.password);
      await auditLogin(deps, realm, body.user, null, LOGIN_ACTIONS.failed, LOGIN_FAILURE_REASONS.unknownUser);
      throw authenticationFailed();
    }
    if (user.status === 'LOCKED') await assertMaySignIn(deps, user);
    if (!(await verifyPassword(user.passwordHash, body.password))) {
      await failSignIn(deps, user, LOGIN_FAILURE_REASONS.invalidPassword, authenticationFailed());
    }
  }
  await assertMaySignIn(deps, user);
  if (user.totpSecret !== null) {
    // 000 §4: no jwt yet, so the client stores nothing and asks for the code.
    return {
      realm,
      mfaRequired: true,
      mfaToken: await deps.tokens.signMfaChallenge(realm, user.id, body.rememberMe === true),
      permissions: {},
    };
  }
  return await completeSignIn(deps, user, body.rememberMe === true);
};

export const forgotPasswordHandler: EndpointHandler<typeof forgotPassword> = async ({ body, c }) => {
  const deps = c.get('deps');
  // Every request counts (each may send a mail): issue 17 item 5.
  await countAttempt(c, 'forgotPassword', `${body.realm}:${body.tenant ?? ''}:${body.user}`);
  const user = await findConsoleUserForSignIn(deps.db, { realm: body.realm, tenant: body.tenant, username: body.user });
  if (user && user.status !== 'INACTIVE') {
    const token = await deps.tokens.signPasswordReset(user.realm, user.id, user.passwordChangedAt);
    const origin = deps.publicUrl;
    await queueMail(deps.db, {
      to: user.email,
      subject: 'Reset your Offerwell password',
      body: [
        greeting(user.firstName),
        '',
        'Someone asked to reset the password of your Offerwell account. If it was you, open this link within 30 minutes:',
        resetLink(origin, user.realm, token),
        '',
        'If it was not you, ignore this mail; your password stays as it is.',
      ].join('\n'),
    });
  } else {
    deps.logger.info({ realm: body.realm }, 'password reset asked for an unknown or inactive user');
  }
  return {};
};

export const passThroughHandler: EndpointHandler<typeof passThrough> = async ({ params, auth, c }) => {
  const deps = c.get('deps');
  const target = await findConsoleUserById(deps.db, { id: params.target });
  if (!target || target.realm !== params.realm) throw notFound('No such user');
  if (target.status !== 'ACTIVE') throw forbidden('The user is not active');
  const adminId = auth?.sub ?? '';
  const admin = await findConsoleUserById(deps.db, { id: adminId });
  await writeAudit(deps.db, {
    category: 'LOGIN',
    action: LOGIN_ACTIONS.passThrough,
    actorId: adminId,
    actorName: admin?.username ?? null,
    actorRealm: 'super',
    entityType: 'CONSOLE_USER',
    entityId: target.id,
    entityName: target.username,
    tenantId: target.tenantId,
  });
  return await consoleSession(deps, target, { passThroughBy: adminId });
};

/**
 * Admin accounts carry a second factor; lender and embedder accounts do not
 * (docs/decisions/0046-mfa-sessions-and-security.md).
 */
export const mfaRequiredHandler: EndpointHandler<typeof mfaRequired> = async ({ query }) => ({
  mfaRequired: query.realm === 'super',
});
