import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { Session, SignInRequest } from '../../api/session.ts';
import type { Realm } from '../../domain/realms.ts';
import { SESSION_EXPIRED, type SessionError, toSessionError } from './session-error.ts';
import type { SessionStore } from './session-storage.ts';

/** What is kept of a sign-in request between its two steps: never the password or the code. */
export type PendingSignIn = Omit<SignInRequest, 'password' | 'totp' | 'mfaToken'>;

export interface SessionContext {
  realm: Realm;
  session: Session | null;
  /** Set from the first sign-in step until the session is established or the sign-in is given up. */
  pendingSignIn: PendingSignIn | null;
  /** The second-factor challenge of a sign-in that answered mfaRequired without a jwt. */
  mfaToken: string | null;
  error: SessionError | null;
}

export type SessionEvent =
  | { type: 'session.signIn'; request: SignInRequest }
  | { type: 'session.secondFactor'; totp: string }
  | { type: 'session.cancelSecondFactor' }
  | { type: 'session.logout' }
  | { type: 'session.expired' }
  | { type: 'session.passThrough'; session: Session }
  | { type: 'session.established'; session: Session };

export interface SessionInput {
  realm: Realm;
}

export interface RememberMeParams {
  realm: Realm;
  tenant: string | undefined;
  user: string;
  token: string | undefined;
}

function notProvided(name: string): never {
  throw new Error(`sessionMachine: provide ${name} with .provide() or use createSessionMachine`);
}

function pendingFrom(request: SignInRequest): PendingSignIn {
  const { password: _password, totp: _totp, mfaToken: _mfaToken, ...pending } = request;
  return pending;
}

function secondStepRequest(context: SessionContext, totp: string): SignInRequest {
  if (!context.pendingSignIn || !context.mfaToken) notProvided('a pending sign-in before the second factor');
  return { ...context.pendingSignIn, mfaToken: context.mfaToken, totp };
}

/** The session an established or pass-through event carries, as its actions' and guard's params. */
const eventSession = ({ event }: { event: { session: Session } }) => ({ session: event.session });
/** The realm whose chat conversation a pass-through clears: the target user's. */
const eventSessionRealm = ({ event }: { event: { session: Session } }) => ({ realm: event.session.realm });
/** This realm, whose stored session and chat conversation a logout or an expiry removes. */
const ownRealm = ({ context }: { context: SessionContext }) => ({ realm: context.realm });

const isOwnSession = { type: 'isOwnRealm', params: eventSession } as const;
const adoptSession = [
  { type: 'assignSession', params: eventSession },
  { type: 'storeSession', params: eventSession },
] as const;
const forgetSession = [
  { type: 'removeStoredSession', params: ownRealm },
  { type: 'removeChatConversation', params: ownRealm },
  'clearSession',
] as const;

/** Signing in again starts afresh from any signed-out state but the call itself. */
const SIGN_IN = { 'session.signIn': { target: 'signingIn', actions: 'startSignIn' } } as const;

/**
 * The session another app established for this realm (signed out: it signs this one in), and a pass-through (000
 * §4.5): it stores the target user's session for its realm and clears that realm's chat, and becomes this realm's
 * session only when it is of this realm.
 */
const takeSessions = (target?: 'signedIn') =>
  ({
    'session.established': { guard: isOwnSession, ...(target && { target }), actions: [...adoptSession] },
    'session.passThrough': [
      {
        guard: isOwnSession,
        ...(target && { target }),
        actions: [...adoptSession, { type: 'removeChatConversation', params: eventSessionRealm }],
      },
      {
        actions: [
          { type: 'storeSession', params: eventSession },
          { type: 'removeChatConversation', params: eventSessionRealm },
        ],
      },
    ],
  }) as const;

/**
 * The session of one realm (000 §4 Session): loading → signed in or signed out; sign-in with an optional second
 * factor; logout, expiry (401) and pass-through. Storage and the sign-in call are named actions and actors, so the
 * app wires them with createSessionMachine and tests swap them with `.provide()`.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    readStoredSession: fromPromise<Session | null, { realm: Realm }>(async () => notProvided('readStoredSession')),
    signIn: fromPromise<Session, SignInRequest>(async () => notProvided('signIn')),
  },
  actions: {
    storeSession: (_, _params: { session: Session }) => notProvided('storeSession'),
    removeStoredSession: (_, _params: { realm: Realm }) => notProvided('removeStoredSession'),
    removeChatConversation: (_, _params: { realm: Realm }) => notProvided('removeChatConversation'),
    /** Keeps the answer's remember-me token under rememberMe-{realm}-{tenant}-{user}; a no-op unless provided. */
    storeRememberMe: (_, _params: RememberMeParams) => {},
    assignSession: assign((_, params: { session: Session }) => ({
      session: params.session,
      pendingSignIn: null,
      mfaToken: null,
      error: null,
    })),
    startSignIn: assign(({ event }) => {
      assertEvent(event, 'session.signIn');
      return { pendingSignIn: pendingFrom(event.request), mfaToken: null, error: null };
    }),
    assignSecondFactor: assign((_, params: { session: Session }) => ({ mfaToken: params.session.mfaToken ?? null })),
    assignError: assign((_, params: { error: unknown }) => ({ error: toSessionError(params.error) })),
    assignUnexpectedAnswer: assign({
      error: { code: 'AUTHENTICATION_FAILED', message: 'The sign-in answer carried no session' } as SessionError,
    }),
    clearSignIn: assign({ pendingSignIn: null, mfaToken: null }),
    clearSession: assign({ session: null, pendingSignIn: null, mfaToken: null, error: null }),
    assignExpired: assign({ error: SESSION_EXPIRED }),
  },
  guards: {
    isUsableSession: ({ context }, params: { session: Session | null }) =>
      params.session !== null && params.session.realm === context.realm && Boolean(params.session.jwt),
    needsSecondFactor: (_, params: { session: Session }) =>
      params.session.mfaRequired && !params.session.jwt && Boolean(params.session.mfaToken),
    isOwnRealm: ({ context }, params: { session: Session }) => params.session.realm === context.realm,
    totpComplete: ({ event }) => event.type === 'session.secondFactor' && /^\d{6}$/.test(event.totp),
    /** A wrong code on the second step keeps the challenge so the user can type it again. */
    isSecondFactorRetry: ({ context }, params: { error: unknown }) =>
      context.mfaToken !== null && toSessionError(params.error).code === 'MFA_INVALID',
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ realm: input.realm, session: null, pendingSignIn: null, mfaToken: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'readStoredSession',
        src: 'readStoredSession',
        input: ({ context }) => ({ realm: context.realm }),
        onDone: [
          {
            guard: { type: 'isUsableSession', params: ({ event }) => ({ session: event.output }) },
            target: 'signedIn',
            actions: { type: 'assignSession', params: ({ event }) => ({ session: event.output as Session }) },
          },
          { target: 'signedOut' },
        ],
        onError: { target: 'signedOut' },
      },
    },
    signedOut: {
      initial: 'idle',
      on: takeSessions('signedIn'),
      states: {
        idle: { on: SIGN_IN },
        /** Reached after a 401 ended the session: like idle, with SESSION_EXPIRED in context.error. */
        expired: { on: SIGN_IN },
        signingIn: {
          tags: ['busy'],
          invoke: {
            id: 'signIn',
            src: 'signIn',
            input: ({ context, event }) => {
              if (event.type === 'session.secondFactor') return secondStepRequest(context, event.totp);
              assertEvent(event, 'session.signIn');
              return event.request;
            },
            onDone: [
              {
                guard: { type: 'needsSecondFactor', params: ({ event }) => ({ session: event.output }) },
                target: 'secondFactor',
                actions: { type: 'assignSecondFactor', params: ({ event }) => ({ session: event.output }) },
              },
              {
                guard: { type: 'isUsableSession', params: ({ event }) => ({ session: event.output }) },
                target: '#session.signedIn',
                actions: [
                  {
                    type: 'storeRememberMe',
                    params: ({ context, event }) => ({
                      realm: context.realm,
                      tenant: context.pendingSignIn?.tenant,
                      user: context.pendingSignIn?.user ?? '',
                      token: event.output.rememberMeJwt,
                    }),
                  },
                  { type: 'assignSession', params: ({ event }) => ({ session: event.output }) },
                  { type: 'storeSession', params: ({ event }) => ({ session: event.output }) },
                ],
              },
              { target: 'failed', actions: ['assignUnexpectedAnswer', 'clearSignIn'] },
            ],
            onError: [
              {
                guard: { type: 'isSecondFactorRetry', params: ({ event }) => ({ error: event.error }) },
                target: 'secondFactor',
                actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
              },
              {
                target: 'failed',
                actions: [{ type: 'assignError', params: ({ event }) => ({ error: event.error }) }, 'clearSignIn'],
              },
            ],
          },
        },
        /** 000 §4.3: the first step answered mfaRequired without a jwt; nothing is stored yet. */
        secondFactor: {
          on: {
            'session.secondFactor': { guard: 'totpComplete', target: 'signingIn' },
            'session.cancelSecondFactor': { target: 'idle', actions: ['clearSignIn', assign({ error: null })] },
            ...SIGN_IN,
          },
        },
        /** context.error holds { code, message } (ACCOUNT_LOCKED, AUTHENTICATION_FAILED, MFA_INVALID…). */
        failed: { on: SIGN_IN },
      },
    },
    signedIn: {
      on: {
        // 000 §4.4: logout removes the stored session and chat conversation of the realm and clears the session.
        'session.logout': { target: 'signedOut', actions: [...forgetSession] },
        // A 401 clears the session like a logout (000 §8) and says why on the sign-in page.
        'session.expired': { target: 'signedOut.expired', actions: [...forgetSession, 'assignExpired'] },
        ...takeSessions(),
      },
    },
  },
});

export type SessionMachine = typeof sessionMachine;

export interface SessionMachineOptions {
  /** Keep a remember-me token the sign-in answered (e.g. writeRememberMe bound to localStorage). */
  writeRememberMe?: (realm: Realm, tenant: string | undefined, user: string, token: string) => void;
}

/**
 * The session machine wired to a store and the sign-in call, as the app uses it:
 * `createSessionMachine(createBrowserSessionStore(localStorage), (body) => client.call(signIn, { body }))`.
 * Tests use `sessionMachine.provide()` with fakes instead.
 */
export function createSessionMachine(
  store: SessionStore,
  signIn: (request: SignInRequest) => Promise<Session>,
  options: SessionMachineOptions = {},
) {
  return sessionMachine.provide({
    actors: {
      readStoredSession: fromPromise<Session | null, { realm: Realm }>(async ({ input }) => store.read(input.realm)),
      signIn: fromPromise<Session, SignInRequest>(({ input }) => signIn(input)),
    },
    actions: {
      storeSession: (_, params) => store.write(params.session),
      removeStoredSession: (_, params) => store.remove(params.realm),
      removeChatConversation: (_, params) => store.removeChatConversation(params.realm),
      storeRememberMe: (_, params) => {
        if (params.token && params.user)
          options.writeRememberMe?.(params.realm, params.tenant, params.user, params.token);
      },
    },
  });
}
