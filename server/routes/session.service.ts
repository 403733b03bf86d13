import type { ConsumerSignInRequest, Session } from '../../api/session.ts';
import { permissionsForRoles, ROLE_PERMISSIONS, type RoleName } from '../../domain/permissions.ts';
import { type ConsoleRealm, REALM_ROUTES } from '../../domain/realms.ts';
import { consumerSessionPart, supportedProductTypesOf } from '../../domain/session/consumer-entry.ts';
import { REMEMBER_ME_TTL_SECONDS, tokenHash } from '../auth/tokens.ts';
import type { ConsoleUser } from '../db/queries/console-users.ts';
import type { Consumer } from '../db/queries/consumers.ts';
import { storeRememberMe } from '../db/queries/remember-me.ts';
import { findTenant } from '../db/queries/tenants.ts';
import type { AppDeps } from '../http/context.ts';

const isRoleName = (role: string): role is RoleName => role in ROLE_PERMISSIONS;

/** 000 §3: `${userId}-${realm}-${timestamp}`, with a pass-through marker when created by pass-through. */
export function chatSessionId(userId: string, realm: string, at: Date, passThrough: boolean): string {
  return `${userId}-${realm}-${at.getTime()}${passThrough ? '-passthrough' : ''}`;
}

/** The full session answer for a console user who passed every factor (or an admin's pass-through). */
export async function consoleSession(
  deps: AppDeps,
  user: ConsoleUser,
  options: { rememberMe?: boolean; passThroughBy?: string } = {},
): Promise<Session> {
  const now = deps.now?.() ?? new Date();
  const realm = user.realm as ConsoleRealm;
  const roles = user.roles.filter(isRoleName);
  const passThrough = options.passThroughBy !== undefined;
  const jwt = await deps.tokens.signSession({
    sub: user.id,
    realm,
    tenantId: user.tenantId,
    roles,
    ...(passThrough ? { actorId: options.passThroughBy } : {}),
  });
  const session: Session = {
    realm,
    jwt,
    mfaRequired: user.totpSecret !== null && !passThrough,
    userId: user.id,
    username: user.username,
    roles: roles.map((name) => ({ name })),
    permissions: permissionsForRoles(roles),
    chatSessionId: chatSessionId(user.id, realm, now, passThrough),
  };
  if (user.tenantId && (realm === 'fi' || realm === 'embedder')) {
    // The session names its tenant by the positive number every /fi/{fiId} path uses (000 §5).
    const tenant = await findTenant(deps.db, { realm, by: { uuid: user.tenantId } });
    if (tenant) {
      session.tenantId = tenant.id;
      session.tenantName = tenant.name;
    }
  }
  if (passThrough) session.passThrough = true;
  // An admin acting as the user is not the user: only the user's own sign-in must replace the temporary password.
  else if (user.temporaryPassword) session.passwordChangeRequired = true;
  if (options.rememberMe && !passThrough) {
    const token = await deps.tokens.signRememberMe(realm, user.id);
    await storeRememberMe(deps.db, {
      userId: user.id,
      tokenHash: tokenHash(token),
      expiresAt: new Date(now.getTime() + REMEMBER_ME_TTL_SECONDS * 1000),
    });
    session.rememberMeJwt = token;
  }
  return session;
}

/** The consumer's session; `entry` is what their entry link carried (docs/decisions/0670). */
export async function consumerSession(
  deps: AppDeps,
  consumer: Consumer,
  entry: Pick<ConsumerSignInRequest, 'stateParams' | 'publisherQueryParams'> = {},
): Promise<Session> {
  const now = deps.now?.() ?? new Date();
  const supportedProductTypes = supportedProductTypesOf(entry.stateParams?.productType);
  const jwt = await deps.tokens.signSession({
    sub: consumer.id,
    realm: 'consumer',
    tenantId: null,
    roles: [],
    ...(supportedProductTypes.length > 0 ? { productTypes: supportedProductTypes } : {}),
  });
  return {
    ...consumerSessionPart(consumer),
    jwt,
    chatSessionId: chatSessionId(consumer.id, 'consumer', now, false),
    ...(entry.stateParams?.productType ? { stateParams: { productType: entry.stateParams.productType } } : {}),
    ...(supportedProductTypes.length > 0 ? { supportedProductTypes } : {}),
    ...(entry.publisherQueryParams ? { publisherQueryParams: entry.publisherQueryParams } : {}),
  };
}

/** A link into the SPA for mails (reset password lives on the realm's forgot-password page). */
export function resetLink(origin: string, realm: ConsoleRealm, token: string): string {
  const page = REALM_ROUTES[realm].forgotPasswordPath;
  return `${origin}${page}?token=${encodeURIComponent(token)}`;
}
