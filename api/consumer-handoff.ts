import * as v from 'valibot';
import { endpoint } from './endpoint.ts';

/** How long a partner's hand-off link works: long enough for a redirect, too short to be passed around. */
export const CONSUMER_HANDOFF_TTL_SECONDS = 2 * 60;

/** The app's page that runs the token exchange (a public page under the consumer's sign-in paths). */
export const TOKEN_EXCHANGE_PAGE = '/consumer/auth/exchange';

/**
 * The partner's side of the token-exchange sign-in (000 §7, docs/decisions/0672): the embedder's server hands one of
 * its prequalified consumers over to the marketplace. The answer's signInUrl is where the embedder sends the
 * consumer's browser; it names exchangeUrl, the absolute address the page exchanges (GET, no Authorization) for a jwt.
 * An embedder may instead serve an exchange address of its own on one of its approved origins.
 */
export const partnerConsumerHandoff = endpoint({
  method: 'POST',
  path: '/partner/v1/consumers/handoff',
  summary: 'Hand one of your prequalified consumers to the marketplace: a two-minute sign-in link',
  tags: ['partner v1'],
  access: 'apiKey',
  body: v.object({
    /** A prequal of yours that matched a consumer (POST /partner/v1/prequal answered hasOffers). */
    prequalId: v.pipe(v.string(), v.uuid('No such prequal')),
    /** Narrows the marketplace to these product types (";"-separated, 000 §3 stateParams.productType). */
    productType: v.optional(v.pipe(v.string(), v.maxLength(400))),
  }),
  response: v.object({ signInUrl: v.string(), exchangeUrl: v.string(), expiresIn: v.number() }),
});

/** 000 §7: the token exchange: a hand-off token for a consumer session jwt. No Authorization header. */
export const exchangeConsumerToken = endpoint({
  method: 'GET',
  path: '/auth/consumer/exchange',
  summary: 'Exchange a partner hand-off token for a consumer session token (jwt)',
  tags: ['session'],
  access: 'public',
  query: v.object({ token: v.pipe(v.string(), v.minLength(1)) }),
  response: v.object({ jwt: v.string() }),
});
