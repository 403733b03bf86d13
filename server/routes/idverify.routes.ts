import type { Hono } from 'hono';
import {
  answerKba,
  getIdentitySession,
  sendPasscode,
  startIdentitySession,
  verifyPasscode,
} from '../../api/idverify.ts';
import { ApiError } from '../http/api-error.ts';
import type { AppContext, AppDeps, AppEnv } from '../http/context.ts';
import { route } from '../http/register.ts';
import * as identity from '../identity/identity-service.ts';
import { createSandboxIdentityProvider } from '../providers/sandbox/sandbox-identity.ts';

/** The vendor behind the identity calls: the deterministic sandbox unless the deps name a real one. */
const providers = new WeakMap<AppDeps, identity.IdentityDeps['provider']>();
function identityDeps(c: AppContext): identity.IdentityDeps {
  const deps = c.get('deps');
  let provider = deps.identityProvider ?? providers.get(deps);
  if (!provider) {
    // Keyed from the app's secret so passcodes differ per installation yet need no storage.
    provider = createSandboxIdentityProvider(deps.encryptionKey.toString('hex'));
    providers.set(deps, provider);
  }
  return { db: deps.db, provider, encryptionKey: deps.encryptionKey, now: deps.now ?? (() => new Date()) };
}

const consumerOf = (auth: { sub: string } | null): string => {
  if (!auth) throw new ApiError(401, 'INVALID_SESSION', 'Sign in to continue');
  return auth.sub;
};

export function registerIdverifyRoutes(app: Hono<AppEnv>): void {
  route(app, startIdentitySession, async ({ auth, body, c }) =>
    identity.startSession(identityDeps(c), consumerOf(auth), body.method ?? 'passcode'),
  );
  route(app, getIdentitySession, async ({ auth, params, c }) =>
    identity.sessionState(identityDeps(c), consumerOf(auth), params.id),
  );
  route(app, sendPasscode, async ({ auth, params, c }) =>
    identity.sendCode(identityDeps(c), consumerOf(auth), params.id),
  );
  route(app, verifyPasscode, async ({ auth, params, body, c }) =>
    identity.checkCode(identityDeps(c), consumerOf(auth), params.id, body.passcode),
  );
  route(app, answerKba, async ({ auth, params, body, c }) =>
    identity.checkAnswers(identityDeps(c), consumerOf(auth), params.id, body.answers),
  );
}
