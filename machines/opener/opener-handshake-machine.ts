import { assign, fromCallback, setup } from 'xstate';
import { OPENER_TIMEOUT_MS } from '../../domain/catalog/limits.ts';
import type { Realm } from '../../domain/realms.ts';
import { notProvided } from '../redemption/not-provided.ts';

/** 000 §8, verbatim. */
export const OPENER_ERRORS = {
  timeout: 'No response received from window.opener within timeout period',
  unknownOrigin: 'Unknown origin',
} as const;

/** What the app posts to window.opener to start; the seed shows no shape, ours. */
export interface OpenerHello {
  type: 'hello';
  realm: Realm;
}

export type OpenerHandshakeEvent = { type: 'opener.message'; origin: string; data?: unknown };

export interface OpenerHandshakeInput {
  realm: Realm;
  /** The realm's auth.origins setting (000 §6): only these origins may answer. */
  allowedOrigins: readonly string[];
}

export interface OpenerHandshakeContext {
  realm: Realm;
  allowedOrigins: readonly string[];
  origin: string | null;
  error: string | null;
}

export type OpenerHandshakeOutput = { ok: true; origin: string } | { ok: false; error: string };

/**
 * The pop-up's handshake with its opener (000 §1, §6, §8; 001 §7): post a hello through the injected openerChannel
 * (which also forwards the opener's answers as opener.message events), wait 500 ms for an answer, accept it only
 * from an origin the realm allows.
 */
export const openerHandshakeMachine = setup({
  types: {
    context: {} as OpenerHandshakeContext,
    events: {} as OpenerHandshakeEvent,
    input: {} as OpenerHandshakeInput,
    output: {} as OpenerHandshakeOutput,
  },
  actors: {
    /** Posts `hello` to window.opener and sends back each message event as opener.message; removes its listener. */
    openerChannel: fromCallback<OpenerHandshakeEvent, OpenerHello>(() =>
      notProvided('openerHandshakeMachine', 'openerChannel'),
    ),
  },
  delays: { openerTimeout: OPENER_TIMEOUT_MS },
  guards: {
    isAllowedOrigin: ({ context, event }) => context.allowedOrigins.includes(event.origin),
  },
  actions: {
    accept: assign(({ event }) => ({ origin: event.origin, error: null })),
    fail: assign((_, params: { error: string }) => ({ error: params.error })),
  },
}).createMachine({
  id: 'openerHandshake',
  context: ({ input }) => ({ realm: input.realm, allowedOrigins: input.allowedOrigins, origin: null, error: null }),
  initial: 'connecting',
  output: ({ context }) =>
    context.origin
      ? { ok: true, origin: context.origin }
      : { ok: false, error: context.error ?? OPENER_ERRORS.timeout },
  states: {
    connecting: {
      tags: ['busy'],
      invoke: {
        id: 'openerChannel',
        src: 'openerChannel',
        input: ({ context }) => ({ type: 'hello', realm: context.realm }),
        onError: { target: 'failed', actions: { type: 'fail', params: { error: OPENER_ERRORS.timeout } } },
      },
      after: {
        openerTimeout: { target: 'failed', actions: { type: 'fail', params: { error: OPENER_ERRORS.timeout } } },
      },
      on: {
        'opener.message': [
          { guard: 'isAllowedOrigin', target: 'connected', actions: 'accept' },
          { target: 'failed', actions: { type: 'fail', params: { error: OPENER_ERRORS.unknownOrigin } } },
        ],
      },
    },
    connected: { type: 'final' },
    failed: { type: 'final' },
  },
});
