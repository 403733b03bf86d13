import type { Hono } from 'hono';
import { getConsumerConsents, getMyConsents, giveConsents } from '../../api/consents.ts';
import { pendingConsents } from '../../domain/compliance/consents.ts';
import { consentOrigin } from '../consents/consent-origin.ts';
import { consentsOf, findConsumerForConsents, myConsents, recordConsents } from '../consents/consent-records.ts';
import { notFound } from '../http/api-error.ts';
import type { AppEnv } from '../http/context.ts';
import { route } from '../http/register.ts';

/** Consent records (decision 0611): the consumer gives and exports theirs; the admin looks them up. No change path. */
export function registerConsentRoutes(app: Hono<AppEnv>): void {
  route(app, getMyConsents, async ({ c, scope }) => myConsents(c.get('deps').db, scope));

  route(app, giveConsents, async ({ body, c, scope }) => {
    const { db } = c.get('deps');
    await recordConsents(db, scope, {
      kinds: body.consents.map((given) => given.kind),
      origin: consentOrigin(c, body.channel),
    });
    return myConsents(db, scope);
  });

  route(app, getConsumerConsents, async ({ query, c }) => {
    const { db } = c.get('deps');
    const consumer = await findConsumerForConsents(db, query.consumer);
    if (!consumer) throw notFound('No consumer with this id or access code');
    const records = await consentsOf(db, consumer.id);
    return {
      consumerId: consumer.id,
      consumerName: `${consumer.firstName} ${consumer.lastName}`,
      accessCode: consumer.accessCode,
      records,
      pending: pendingConsents(records),
    };
  });
}
