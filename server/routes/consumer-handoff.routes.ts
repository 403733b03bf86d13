import type { Hono } from 'hono';
import {
  CONSUMER_HANDOFF_TTL_SECONDS,
  exchangeConsumerToken,
  partnerConsumerHandoff,
  TOKEN_EXCHANGE_PAGE,
} from '../../api/consumer-handoff.ts';
import { supportedProductTypesOf } from '../../domain/session/consumer-entry.ts';
import { writeAudit } from '../db/queries/audit.ts';
import { findConsumerById } from '../db/queries/consumers.ts';
import { prequalConsumerOf } from '../db/queries/prequal-leads.ts';
import { ApiError, notFound, unauthorized } from '../http/api-error.ts';
import type { AppContext, AppEnv } from '../http/context.ts';
import { route } from '../http/register.ts';

/** Action of the audit row a token exchange writes (the consumer signed in through a partner's hand-off). */
export const TOKEN_EXCHANGE_ACTION = 'TOKEN_EXCHANGE';

const publicOrigin = (c: AppContext) => c.get('deps').publicUrl || new URL(c.req.url).origin;
const handoffExpired = () => new ApiError(401, 'CONSUMER_AUTH_FAILED', 'This sign-in link has expired or is not valid');

/** The token-exchange sign-in (000 §7 two absolute GETs, docs/decisions/0672): the partner's and the browser's side. */
export function registerConsumerHandoffRoutes(app: Hono<AppEnv>): void {
  route(app, partnerConsumerHandoff, async ({ body, c }) => {
    const partner = c.get('partner');
    if (!partner) throw unauthorized();
    const { db, tokens } = c.get('deps');
    // Only a prequal of this embedder that matched one of its consumers: any other id is the same 404.
    const consumerId = await prequalConsumerOf(db, partner.embedderId, body.prequalId);
    if (!consumerId) throw notFound('No such prequal with a matched consumer');
    const productTypes = supportedProductTypesOf(body.productType);
    const token = await tokens.signConsumerHandoff(consumerId, productTypes, CONSUMER_HANDOFF_TTL_SECONDS);
    const origin = publicOrigin(c);
    const exchangeUrl = `${origin}/api${exchangeConsumerToken.path}?token=${encodeURIComponent(token)}`;
    const signInUrl = `${origin}${TOKEN_EXCHANGE_PAGE}?exchange=${encodeURIComponent(exchangeUrl)}`;
    return { signInUrl, exchangeUrl, expiresIn: CONSUMER_HANDOFF_TTL_SECONDS };
  });

  route(app, exchangeConsumerToken, async ({ query, c }) => {
    const { db, tokens } = c.get('deps');
    const handoff = await tokens.verifyConsumerHandoff(query.token).catch(() => {
      throw handoffExpired();
    });
    const consumer = await findConsumerById(db, handoff.consumerId);
    if (!consumer) throw handoffExpired();
    await writeAudit(db, {
      category: 'LOGIN',
      action: TOKEN_EXCHANGE_ACTION,
      actorId: consumer.id,
      actorRealm: 'consumer',
      entityType: 'CONSUMER',
      entityId: consumer.id,
      ...(handoff.productTypes.length > 0 ? { newValue: { supportedProductTypes: handoff.productTypes } } : {}),
    });
    const jwt = await tokens.signSession({
      sub: consumer.id,
      realm: 'consumer',
      tenantId: null,
      roles: [],
      ...(handoff.productTypes.length > 0 ? { productTypes: handoff.productTypes } : {}),
    });
    return { jwt };
  });
}
