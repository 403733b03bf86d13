import type { Hono } from 'hono';
import { getDocumentStatus, startDocumentVerification } from '../../api/documentverify.ts';
import {
  answerKba,
  getIdentitySession,
  sendPasscode,
  startIdentitySession,
  verifyPasscode,
} from '../../api/idverify.ts';
import type { AppContext, AppDeps, AppEnv } from '../http/context.ts';
import { route } from '../http/register.ts';
import { requestLocale } from '../http/request-locale.ts';
import { type DocumentDeps, pollScan, startScan } from '../identity/document-service.ts';
import * as identity from '../identity/identity-service.ts';
import type { IdentityProvider, LicenceScanProvider } from '../providers/identity-provider.ts';
import { createSandboxIdentityProvider } from '../providers/sandbox/sandbox-identity.ts';
import { recordOutcome, scanOutcome, scanRefusalOutcome, withVisitOutcome } from '../transactions/visit-outcomes.ts';

type Vendor = IdentityProvider & LicenceScanProvider;

/** The vendor behind the identity and licence-scan calls: the deterministic sandbox unless the deps name one. */
const sandboxes = new WeakMap<AppDeps, Vendor>();
export function identityDeps(c: AppContext): DocumentDeps {
  const deps = c.get('deps');
  let vendor = deps.identityProvider ?? sandboxes.get(deps);
  if (!vendor) {
    // Keyed from the app's secret so passcodes differ per installation yet need no storage.
    vendor = createSandboxIdentityProvider(deps.encryptionKey.toString('hex'), deps.identityMethods);
    sandboxes.set(deps, vendor);
  }
  return {
    db: deps.db,
    provider: vendor,
    scans: vendor,
    encryptionKey: deps.encryptionKey,
    now: deps.now ?? (() => new Date()),
    locale: requestLocale(c),
  };
}

export function registerIdverifyRoutes(app: Hono<AppEnv>): void {
  // A refusal that ends the check (or a vendor failure) is the visit's transaction outcome (decision 0645).
  route(app, startIdentitySession, async ({ body, c, scope }) =>
    withVisitOutcome(c, () => identity.startSession(identityDeps(c), scope, body.method ?? 'passcode')),
  );
  route(app, getIdentitySession, async ({ params, c, scope }) =>
    identity.sessionState(identityDeps(c), scope, params.id),
  );
  route(app, sendPasscode, async ({ params, c, scope }) =>
    withVisitOutcome(c, () => identity.sendCode(identityDeps(c), scope, params.id)),
  );
  route(app, verifyPasscode, async ({ params, body, c, scope }) =>
    withVisitOutcome(c, () => identity.checkCode(identityDeps(c), scope, params.id, body.passcode)),
  );
  route(app, answerKba, async ({ params, body, c, scope }) =>
    withVisitOutcome(c, () => identity.checkAnswers(identityDeps(c), scope, params.id, body.answers)),
  );
  route(app, startDocumentVerification, async ({ c, scope }) =>
    withVisitOutcome(c, () => startScan(identityDeps(c), scope), scanRefusalOutcome),
  );
  route(app, getDocumentStatus, async ({ params, c, scope }) => {
    const answer = await withVisitOutcome(c, () => pollScan(identityDeps(c), scope, params.id), scanRefusalOutcome);
    const ended = scanOutcome(answer.status);
    if (ended) await recordOutcome(c, ended);
    return answer;
  });
}
