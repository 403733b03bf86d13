import type { StatePath } from '@xstate/graph';
import { describe, expect, it, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor, fromPromise, waitFor } from 'xstate';
import type { Session, SignInRequest } from '../../api/session.ts';
import type { Realm } from '../../domain/realms.ts';
import { itPassesChecks } from '../guard-checks.test-helper.ts';
import { modelPaths } from '../redemption/model-based.test-helper.ts';
import { sessionChecks } from './session-machine.checks.test-support.ts';
import { type SessionEvent, sessionMachine } from './session-machine.ts';
import { createMemorySessionStore } from './session-storage.ts';
import {
  annSignIn,
  embedderPassThroughSession,
  establishedSession,
  freshSession,
  mfaChallenge,
  ownPassThroughSession,
  storedSession,
} from './session-test-fixtures.ts';

type ActorId = 'readStoredSession' | 'signIn';
type ModelEvent =
  | SessionEvent
  | { type: `xstate.done.actor.${ActorId}`; output: Session | null }
  | { type: `xstate.error.actor.${ActorId}`; error: unknown };

const apiError = (code: string, message: string) => ({ status: code === 'ACCOUNT_LOCKED' ? 423 : 401, code, message });

/** Every event the model may send, with the invoked actors' answers listed explicitly. */
const modelEvents: ModelEvent[] = [
  { type: 'xstate.done.actor.readStoredSession', output: storedSession },
  { type: 'xstate.done.actor.readStoredSession', output: null },
  { type: 'xstate.error.actor.readStoredSession', error: { message: 'storage unavailable' } },
  { type: 'session.signIn', request: annSignIn },
  { type: 'xstate.done.actor.signIn', output: freshSession },
  { type: 'xstate.done.actor.signIn', output: mfaChallenge },
  { type: 'xstate.error.actor.signIn', error: apiError('AUTHENTICATION_FAILED', 'Invalid username or password') },
  { type: 'xstate.error.actor.signIn', error: apiError('ACCOUNT_LOCKED', 'Your account is locked') },
  { type: 'xstate.error.actor.signIn', error: apiError('MFA_INVALID', 'The code is not valid') },
  { type: 'session.secondFactor', totp: '123456' },
  { type: 'session.secondFactor', totp: '12' },
  { type: 'session.cancelSecondFactor' },
  { type: 'session.logout' },
  { type: 'session.expired' },
  { type: 'session.passThrough', session: ownPassThroughSession },
  { type: 'session.passThrough', session: embedderPassThroughSession },
  { type: 'session.established', session: establishedSession },
];

type ModelPath = StatePath<AnyMachineSnapshot, ModelEvent>;
/**
 * The shortest path to every distinct (state, context) the model reaches, plus transition coverage: for every
 * reachable state, its shortest path and each event it accepts (guards refusing included), so logout, expiry and
 * pass-through to another realm are replayed even though their target state is already reached by a shorter path.
 */
const { paths, edgePaths } = modelPaths(sessionMachine, modelEvents as never, { realm: 'fi' }) as unknown as {
  paths: ModelPath[];
  edgePaths: ModelPath[];
};

function describePath(path: ModelPath): string {
  const steps = path.steps.slice(1).map(({ event }) => {
    if ('output' in event)
      return `${event.type.replace('xstate.done.actor.', 'done:')}(${event.output?.jwt ?? event.output?.mfaToken ?? 'null'})`;
    if ('error' in event)
      return `${event.type.replace('xstate.error.actor.', 'error:')}(${(event.error as { code?: string }).code ?? 'Error'})`;
    if (event.type === 'session.secondFactor') return `${event.type}(${event.totp})`;
    if ('session' in event) return `${event.type}(${event.session.realm}:${event.session.jwt})`;
    return event.type;
  });
  return `${JSON.stringify(path.state.value)} via ${steps.join(' → ') || '(start)'}`;
}

interface Deferred {
  input: unknown;
  resolve: (value: Session | null) => void;
  reject: (error: unknown) => void;
}

/** The machine with fakes whose promises the replay settles as each step's done/error event says. */
function harness(seed: Session | null) {
  const store = createMemorySessionStore(seed ? [seed] : []);
  const pending = new Map<ActorId, Deferred>();
  const signInInputs: SignInRequest[] = [];
  const removedChats: Realm[] = [];
  const rememberMe = vi.fn();
  const deferred = (id: ActorId, input: unknown) =>
    new Promise<Session | null>((resolve, reject) => pending.set(id, { input, resolve, reject }));
  const machine = sessionMachine.provide({
    actors: {
      readStoredSession: fromPromise(({ input }) => deferred('readStoredSession', input)),
      signIn: fromPromise(({ input }) => {
        signInInputs.push(input);
        return deferred('signIn', input) as Promise<Session>;
      }),
    },
    actions: {
      storeSession: (_, { session }) => store.write(session),
      removeStoredSession: (_, { realm }) => store.remove(realm),
      removeChatConversation: (_, { realm }) => {
        removedChats.push(realm);
        store.removeChatConversation(realm);
      },
      storeRememberMe: (_, { realm, tenant, user, token }) => {
        if (token) rememberMe(realm, tenant, user, token);
      },
    },
  });
  const actor = createActor(machine, { input: { realm: 'fi' } });
  return { actor, store, pending, signInInputs, removedChats, rememberMe };
}

async function settle(h: ReturnType<typeof harness>, event: ModelEvent): Promise<void> {
  const match = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type);
  if (!match) {
    h.actor.send(event as SessionEvent);
    return;
  }
  const id = match[2] as ActorId;
  const running = h.pending.get(id);
  expect(running, `actor ${id} should be running`).toBeDefined();
  h.pending.delete(id);
  const before = h.actor.getSnapshot();
  if ('output' in event) running?.resolve(event.output);
  else if ('error' in event) running?.reject(event.error);
  await waitFor(h.actor, (snapshot) => snapshot !== before);
}

describe('sessionMachine (model-based: every transition, reached by its shortest path)', () => {
  it('reaches every state node of the chart', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    for (const value of [
      '"loading"',
      '"signedIn"',
      '{"signedOut":"idle"}',
      '{"signedOut":"signingIn"}',
      '{"signedOut":"secondFactor"}',
      '{"signedOut":"failed"}',
      '{"signedOut":"expired"}',
    ]) {
      expect(reached).toContain(value);
    }
  });

  it('covers every transition of the chart', () => {
    expect(paths.length).toBeGreaterThan(10);
    expect(edgePaths.length).toBeGreaterThan(paths.length);
  });

  it.each(edgePaths.map((path) => [describePath(path), path] as const))('%s', async (_, path) => {
    const first = path.steps[1]?.event;
    const seed = first && 'output' in first && first.type.endsWith('readStoredSession') ? first.output : null;
    const h = harness(seed);
    h.actor.start();
    expect(h.actor.getSnapshot().value).toEqual(path.steps[0]?.state.value ?? path.state.value);

    for (const step of path.steps.slice(1)) {
      const chatsBefore = h.removedChats.length;
      await settle(h, step.event);
      const snapshot = h.actor.getSnapshot();
      // The real actor agrees with the model, state and context.
      expect(snapshot.value).toEqual(step.state.value);
      expect(snapshot.context).toEqual(step.state.context);
      const { context } = snapshot;
      const newChatRemovals = h.removedChats.slice(chatsBefore);

      // Store effects, as 000 §4 states them.
      if (snapshot.matches('signedIn')) expect(h.store.read('fi')).toEqual(context.session);
      if (snapshot.matches('signedOut')) {
        expect(h.store.read('fi')).toBeNull();
        expect(context.session).toBeNull();
      }
      for (const session of h.store.sessions.values()) expect(session.jwt).toBeTruthy();
      expect(snapshot.hasTag('busy')).toBe(snapshot.matches('loading') || snapshot.matches({ signedOut: 'signingIn' }));

      const { event } = step;
      if (event.type === 'session.logout' || event.type === 'session.expired') {
        expect(newChatRemovals).toEqual(['fi']);
        expect(context).toMatchObject({ session: null, mfaToken: null, pendingSignIn: null });
      }
      if (event.type === 'session.passThrough') {
        expect(newChatRemovals).toEqual([event.session.realm]);
        expect(h.store.read(event.session.realm)).toEqual(event.session);
      }
      if (event.type === 'xstate.done.actor.signIn' && event.output?.mfaToken) {
        expect(context.mfaToken).toBe('mfa-1');
        expect(h.store.read('fi')).toBeNull();
      }
      if (event.type === 'xstate.done.actor.signIn' && event.output?.jwt) {
        expect(h.rememberMe).toHaveBeenLastCalledWith('fi', 't1', 'ann', 'remember-ann');
      }
      if (event.type === 'xstate.error.actor.signIn') {
        expect(context.error?.code).toBe((event.error as { code: string }).code);
      }
      if (event.type === 'session.secondFactor' && snapshot.matches({ signedOut: 'signingIn' })) {
        expect(h.signInInputs.at(-1)).toEqual({
          realm: 'fi',
          tenant: 't1',
          user: 'ann',
          rememberMe: true,
          mfaToken: 'mfa-1',
          totp: event.totp,
        });
      }
      if (snapshot.matches({ signedOut: 'secondFactor' }) || snapshot.matches({ signedOut: 'signingIn' })) {
        expect(JSON.stringify(context)).not.toContain('correct horse');
      }
    }
    h.actor.stop();
  });
});

// Also run by the guard-mutation gate against each guard inverted (ADR 0514).
describe('sessionMachine', () => {
  itPassesChecks(sessionChecks);
});
