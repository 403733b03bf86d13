import type { Context } from 'hono';
import type { ConsumerSignInRequest, consumerHardSignIn, consumerSignIn } from '../../api/session.ts';
import { CONSENT_TEXTS } from '../../domain/compliance/consents.ts';
import { consentOrigin } from '../consents/consent-origin.ts';
import { recordConsentsAtSignIn } from '../consents/consent-records.ts';
import type { Executor } from '../db/pool.ts';
import { LOGIN_ACTIONS, writeAudit } from '../db/queries/audit.ts';
import { type Consumer, findConsumerForSignIn } from '../db/queries/consumers.ts';
import { ApiError } from '../http/api-error.ts';
import type { AppEnv } from '../http/context.ts';
import { countAttempt } from '../http/rate-limit.ts';
import type { EndpointHandler } from '../http/register.ts';
import { consumerSession } from './session.service.ts';

/** Action of the audit row a hard-pull sign-in writes beside its LOGIN_SUCCESS (docs/decisions/0671). */
export const HARD_PULL_CONSENT_ACTION = 'HARD_PULL_CONSENT';

/**
 * The consumer by access code and last name, the attempt counted (wrong last names count per access code and per
 * address; a success gives its point back). One answer for every failure, so codes cannot be probed.
 */
async function signedInConsumer(c: Context<AppEnv>, body: ConsumerSignInRequest): Promise<Consumer> {
  const attempt = await countAttempt(c, 'consumerSignIn', body.accessCode);
  const consumer = await findConsumerForSignIn(c.get('deps').db, body);
  if (!consumer) {
    throw new ApiError(
      401,
      'CONSUMER_AUTH_FAILED',
      'We could not find your offers with that access code and last name',
    );
  }
  await attempt.succeeded();
  return consumer;
}

/** The LOGIN_SUCCESS row; it carries what the entry link brought (the publisher's parameters, the narrowing). */
async function auditConsumerLogin(db: Executor, consumer: Consumer, body: ConsumerSignInRequest, action: string) {
  const entry = { stateParams: body.stateParams, publisherQueryParams: body.publisherQueryParams };
  await writeAudit(db, {
    category: 'LOGIN',
    action,
    actorId: consumer.id,
    actorRealm: 'consumer',
    entityType: 'CONSUMER',
    entityId: consumer.id,
    ...(entry.stateParams || entry.publisherQueryParams ? { newValue: entry } : {}),
  });
}

export const consumerSignInHandler: EndpointHandler<typeof consumerSignIn> = async ({ body, c }) => {
  const consumer = await signedInConsumer(c, body);
  await auditConsumerLogin(c.get('deps').db, consumer, body, LOGIN_ACTIONS.success);
  return await consumerSession(c.get('deps'), consumer, body);
};

/**
 * 000 §7 POST /auth/consumer/hard: the consumer sign-in that also records the consumer's consent to a hard inquiry
 * (a consent record at the text version they read, and an audit row), in one transaction with the login row. A
 * stale version is refused (400) so nobody is recorded as agreeing to words they did not see.
 */
export const consumerHardSignInHandler: EndpointHandler<typeof consumerHardSignIn> = async ({ body, c }) => {
  const text = CONSENT_TEXTS.HARD_CREDIT_CHECK;
  if (body.consent.version !== text.version) {
    throw new ApiError(400, 'VALIDATION_FAILED', 'The hard inquiry consent text has changed: read it again', [
      { path: 'consent.version', message: `The current version is ${text.version}` },
    ]);
  }
  const consumer = await signedInConsumer(c, body);
  const deps = c.get('deps');
  const origin = consentOrigin(c, 'consumer');
  await deps.db.transaction(async (tx) => {
    await recordConsentsAtSignIn(tx, consumer.id, ['HARD_CREDIT_CHECK'], origin);
    await auditConsumerLogin(tx, consumer, body, LOGIN_ACTIONS.success);
    await writeAudit(tx, {
      category: 'LOGIN',
      action: HARD_PULL_CONSENT_ACTION,
      actorId: consumer.id,
      actorRealm: 'consumer',
      entityType: 'CONSUMER',
      entityId: consumer.id,
      newValue: { consent: 'HARD_CREDIT_CHECK', version: text.version },
    });
  });
  return await consumerSession(deps, consumer, body);
};
