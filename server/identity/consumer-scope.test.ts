import { eq } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { twoTenantsFixture } from '../../tests/integration/two-tenants.ts';
import { openPii } from '../db/queries/consumer-pii.ts';
import type { ConsumerScope } from '../db/queries/scope.ts';
import { consumers, documentSessions, identitySessions } from '../db/schema/index.ts';
import { createSandboxIdentityProvider } from '../providers/sandbox/sandbox-identity.ts';
import { type DocumentDeps, pollScan, startScan } from './document-service.ts';
import { checkAnswers, checkCode, sendCode, sessionState, startSession } from './identity-service.ts';
import { addWorkflowFlags, linkAccount } from './registration-service.ts';

/*
 * The consumer's identity calls take the consumer's scope (docs/decisions/0505-query-layer.md): a check, a licence
 * scan and the registration's own writes touch the scope's consumer's rows, and another consumer's session is not
 * found.
 */
const t = twoTenantsFixture();
const key = () => Buffer.from(inject('seededTemplateKey'), 'hex');
const deps = (): DocumentDeps => {
  const vendor = createSandboxIdentityProvider('consumer-scope-test');
  return { db: t.db, provider: vendor, scans: vendor, encryptionKey: key(), now: () => new Date() };
};
const consumerRow = async (scope: ConsumerScope) =>
  (await t.db.select().from(consumers).where(eq(consumers.id, scope.consumerId)))[0];
const sessionsOf = (scope: ConsumerScope) =>
  t.db.select().from(identitySessions).where(eq(identitySessions.consumerId, scope.consumerId));
const scansOf = (scope: ConsumerScope) =>
  t.db.select().from(documentSessions).where(eq(documentSessions.consumerId, scope.consumerId));

describe('identity checks stay within their consumer', () => {
  it('a check is started for the scope’s consumer and answered to them only', async () => {
    const [garcia, other] = t.consumer;
    const otherBefore = await sessionsOf(other);
    const session = await startSession(deps(), garcia, 'passcode');
    expect((await sessionsOf(garcia)).map((row) => row.id)).toContain(session.sessionId);
    expect(await sessionsOf(other)).toEqual(otherBefore);
    expect(await sessionState(deps(), garcia, session.sessionId)).toMatchObject({ sessionId: session.sessionId });
    const notFound = { status: 404, message: 'No such verification session.' };
    await expect(sessionState(deps(), other, session.sessionId)).rejects.toMatchObject(notFound);
    await expect(sendCode(deps(), other, session.sessionId)).rejects.toMatchObject(notFound);
    await expect(checkCode(deps(), other, session.sessionId, '000000')).rejects.toMatchObject(notFound);
    await expect(checkAnswers(deps(), other, session.sessionId, {})).rejects.toMatchObject(notFound);
  });

  it('a licence scan is the scope’s consumer’s and polled by them only', async () => {
    const [garcia, other] = t.consumer;
    const otherBefore = await scansOf(other);
    const scan = await startScan(deps(), garcia);
    expect((await scansOf(garcia)).map((row) => row.id)).toContain(scan.sessionId);
    expect(await scansOf(other)).toEqual(otherBefore);
    await expect(pollScan(deps(), other, scan.sessionId)).rejects.toMatchObject({ status: 404 });
    expect(await pollScan(deps(), garcia, scan.sessionId)).toHaveProperty('status');
  });
});

describe('the registration’s own writes stay within their consumer', () => {
  it('journey flags are added to the scope’s consumer only', async () => {
    const [garcia, other] = t.consumer;
    const otherBefore = await consumerRow(other);
    expect(await addWorkflowFlags({ db: t.db }, garcia, ['REGISTRATION_COMPLETED'])).toContain(
      'REGISTRATION_COMPLETED',
    );
    expect((await consumerRow(garcia))?.workflowState).toContain('REGISTRATION_COMPLETED');
    expect(await consumerRow(other)).toEqual(otherBefore);
  });

  it('a linked account is kept in the scope’s consumer’s sealed data only', async () => {
    const [garcia, other] = t.consumer;
    const otherBefore = await consumerRow(other);
    const account = {
      institutionName: 'Scope Bank',
      routingNumber: '021000021',
      accountNumber: '99998888',
      loanAmount: '500',
    };
    await linkAccount({ db: t.db, encryptionKey: key() }, garcia, account);
    const garciaPii = openPii(key(), (await consumerRow(garcia))?.pii ?? null);
    expect(garciaPii.linkedAccount).toMatchObject({ institutionName: 'Scope Bank', accountLastFour: '8888' });
    expect(await consumerRow(other)).toEqual(otherBefore);
  });
});
