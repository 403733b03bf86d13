import { assign, fromPromise, setup } from 'xstate';
import type { Session } from '../../api/session.ts';
import { consumerSessionPart } from '../../domain/session/consumer-entry.ts';
import { notProvided } from '../redemption/not-provided.ts';

/** What the exchange answers: a consumer session token (000 §7 "one … returns a jwt"). */
export interface ExchangedToken {
  jwt: string;
}

/** What the consumer record fetched with the bearer jwt must carry for a session (a subset of GET /consumers/current). */
export interface ExchangedConsumer {
  id: string;
  firstName: string;
  lastName: string;
  workflowState?: readonly string[] | null | undefined;
  pendingRedemptionId?: string | null | undefined;
}

export interface TokenExchangeInput {
  /** The caller-supplied absolute address that answers `{ jwt }` (GET, no Authorization header). */
  exchangeUrl: string;
  /** The app's own origin and the realm's auth.origins (000 §6): the only origins an exchange address may have. */
  appOrigin: string;
  allowedOrigins: readonly string[];
}

export interface TokenExchangeContext extends TokenExchangeInput {
  jwt: string | null;
  session: Session | null;
  error: string | null;
}

export type TokenExchangeOutput = { ok: true; session: Session } | { ok: false; error: string };

export const TOKEN_EXCHANGE_ERRORS = {
  address: 'This sign-in link is not from a site we work with.',
  exchange: 'This sign-in link has expired or was already used.',
  consumer: 'We could not load your offers. Please try again later.',
} as const;

/** The origin of an absolute http(s) address, or null for anything else (relative, javascript:, malformed). */
export function absoluteOrigin(address: string): string | null {
  try {
    const url = new URL(address);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The consumer session of the no-initial-state flow (000 §4): what the record gives, the workflow starting at offers
 * generated (or the default state) with pending documents when a redemption is pending.
 */
export function exchangedSession(jwt: string, consumer: ExchangedConsumer): Session {
  return { ...consumerSessionPart(consumer), jwt };
}

/**
 * The token-exchange sign-in (000 §7 "two further GETs … a caller-supplied address; one … returns a jwt. After that
 * the consumer record is fetched with a bearer jwt"; docs/decisions/0672): the address is checked against the app's
 * origin and the realm's allowed origins first (a link from anywhere else could sign the visitor in as someone
 * else), then exchanged for a jwt, then the consumer record is read with it. The calls are named actors.
 */
export const consumerTokenExchangeMachine = setup({
  types: {
    context: {} as TokenExchangeContext,
    input: {} as TokenExchangeInput,
    output: {} as TokenExchangeOutput,
  },
  actors: {
    /** GET of the absolute exchange address, without the Authorization header. */
    exchangeToken: fromPromise<ExchangedToken, { exchangeUrl: string }>(() =>
      notProvided('consumerTokenExchangeMachine', 'exchangeToken'),
    ),
    /** GET of the consumer record with `Authorization: Bearer <jwt>`. */
    loadConsumer: fromPromise<ExchangedConsumer, { jwt: string }>(() =>
      notProvided('consumerTokenExchangeMachine', 'loadConsumer'),
    ),
  },
  guards: {
    addressAllowed: ({ context }) => {
      const origin = absoluteOrigin(context.exchangeUrl);
      return origin !== null && (origin === context.appOrigin || context.allowedOrigins.includes(origin));
    },
  },
  actions: {
    fail: assign((_, params: { error: string }) => ({ error: params.error })),
  },
}).createMachine({
  id: 'consumerTokenExchange',
  context: ({ input }) => ({ ...input, jwt: null, session: null, error: null }),
  initial: 'checkingAddress',
  output: ({ context }) =>
    context.session
      ? { ok: true, session: context.session }
      : { ok: false, error: context.error ?? TOKEN_EXCHANGE_ERRORS.exchange },
  states: {
    checkingAddress: {
      always: [
        { guard: 'addressAllowed', target: 'exchanging' },
        { target: 'failed', actions: { type: 'fail', params: { error: TOKEN_EXCHANGE_ERRORS.address } } },
      ],
    },
    exchanging: {
      tags: ['busy'],
      invoke: {
        src: 'exchangeToken',
        input: ({ context }) => ({ exchangeUrl: context.exchangeUrl }),
        onDone: { target: 'loadingConsumer', actions: assign({ jwt: ({ event }) => event.output.jwt }) },
        onError: { target: 'failed', actions: { type: 'fail', params: { error: TOKEN_EXCHANGE_ERRORS.exchange } } },
      },
    },
    loadingConsumer: {
      tags: ['busy'],
      invoke: {
        src: 'loadConsumer',
        input: ({ context }) => ({ jwt: context.jwt ?? '' }),
        onDone: {
          target: 'signedIn',
          actions: assign({ session: ({ context, event }) => exchangedSession(context.jwt ?? '', event.output) }),
        },
        onError: { target: 'failed', actions: { type: 'fail', params: { error: TOKEN_EXCHANGE_ERRORS.consumer } } },
      },
    },
    signedIn: { type: 'final' },
    failed: { type: 'final' },
  },
});

export type ConsumerTokenExchangeMachine = typeof consumerTokenExchangeMachine;
