import { expect } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Session, SignInRequest } from '../../api/session.ts';
import { defineChecks } from '../guard-checks.test-helper.ts';
import { type SessionMachine, sessionMachine } from './session-machine.ts';
import { createMemorySessionStore } from './session-storage.ts';
import {
  annSignIn,
  embedderPassThroughSession,
  freshSession,
  mfaChallenge,
  ownPassThroughSession,
  storedSession,
} from './session-test-fixtures.ts';

const apiError = (code: string) => ({ status: 401, code, message: code });

/**
 * The chart wired to a memory store and a sign-in that answers `answers` in turn (an error object is thrown), as
 * createSessionMachine wires the real one; started in the fi realm and settled past loading.
 */
async function signedOutOrIn(chart: SessionMachine, stored: readonly Session[], answers: readonly unknown[] = []) {
  const store = createMemorySessionStore(stored);
  const queue = [...answers];
  const requests: SignInRequest[] = [];
  const remembered: unknown[] = [];
  const machine = chart.provide({
    actors: {
      readStoredSession: fromPromise(async ({ input }) => store.read(input.realm)),
      signIn: fromPromise(async ({ input }) => {
        requests.push(input);
        const answer = queue.shift();
        if (answer && typeof answer === 'object' && 'code' in answer) throw answer;
        return answer as Session;
      }),
    },
    actions: {
      storeSession: (_, { session }) => store.write(session),
      removeStoredSession: (_, { realm }) => store.remove(realm),
      removeChatConversation: (_, { realm }) => store.removeChatConversation(realm),
      storeRememberMe: (_, { token }) => {
        if (token) remembered.push(token);
      },
    },
  });
  const actor = createActor(machine, { input: { realm: 'fi' } }).start();
  await waitFor(actor, (s) => !s.hasTag('busy'));
  const settle = () => waitFor(actor, (s) => !s.hasTag('busy'));
  return { actor, store, requests, remembered, settle };
}

/** The consoles' session (000 §4 sign-in, second factor, logout, pass-through), asked of any machine given. */
export const sessionChecks = defineChecks(sessionMachine, {
  'restores a stored session of its own realm on load; none, or another realm’s, is signed out': async (chart) => {
    expect((await signedOutOrIn(chart, [storedSession])).actor.getSnapshot().value).toBe('signedIn');
    expect((await signedOutOrIn(chart, [])).actor.getSnapshot().value).toEqual({ signedOut: 'idle' });
    const other = await signedOutOrIn(chart, [{ ...storedSession, realm: 'embedder' }]);
    expect(other.actor.getSnapshot().value).toEqual({ signedOut: 'idle' });
  },

  'signs in with one step, storing the session and the remember-me token': async (chart) => {
    const h = await signedOutOrIn(chart, [], [{ ...freshSession, mfaRequired: false }]);
    h.actor.send({ type: 'session.signIn', request: annSignIn });
    await h.settle();
    expect(h.actor.getSnapshot().value).toBe('signedIn');
    expect(h.store.read('fi')?.jwt).toBe('jwt-fresh');
    expect(h.remembered).toEqual(['remember-ann']);
  },

  'asks for the second factor, sends only a 6-digit code, and keeps the challenge after a wrong one': async (chart) => {
    const h = await signedOutOrIn(chart, [], [mfaChallenge, apiError('MFA_INVALID'), freshSession]);
    h.actor.send({ type: 'session.signIn', request: annSignIn });
    await h.settle();
    expect(h.actor.getSnapshot().value).toEqual({ signedOut: 'secondFactor' });
    expect(h.store.read('fi')).toBeNull();
    h.actor.send({ type: 'session.secondFactor', totp: '12' });
    expect(h.requests).toHaveLength(1);
    h.actor.send({ type: 'session.secondFactor', totp: '000000' });
    await h.settle();
    expect(h.actor.getSnapshot().value).toEqual({ signedOut: 'secondFactor' });
    expect(h.actor.getSnapshot().context.error?.code).toBe('MFA_INVALID');
    h.actor.send({ type: 'session.secondFactor', totp: '123456' });
    await h.settle();
    expect(h.actor.getSnapshot().value).toBe('signedIn');
    expect(h.requests.at(-1)).toMatchObject({ mfaToken: 'mfa-1', totp: '123456' });
  },

  'a refused first step fails with the server’s code': async (chart) => {
    const h = await signedOutOrIn(chart, [], [apiError('AUTHENTICATION_FAILED')]);
    h.actor.send({ type: 'session.signIn', request: annSignIn });
    await h.settle();
    expect(h.actor.getSnapshot().value).toEqual({ signedOut: 'failed' });
    expect(h.actor.getSnapshot().context.error?.code).toBe('AUTHENTICATION_FAILED');
  },

  'pass-through into its own realm signs in; into another realm only stores that realm’s session': async (chart) => {
    const h = await signedOutOrIn(chart, []);
    h.actor.send({ type: 'session.passThrough', session: embedderPassThroughSession });
    expect(h.actor.getSnapshot().value).toEqual({ signedOut: 'idle' });
    expect(h.store.read('embedder')).toEqual(embedderPassThroughSession);
    h.actor.send({ type: 'session.passThrough', session: ownPassThroughSession });
    expect(h.actor.getSnapshot().value).toBe('signedIn');
    expect(h.actor.getSnapshot().context.session).toEqual(ownPassThroughSession);
    h.actor.send({ type: 'session.established', session: { ...storedSession, realm: 'embedder' } });
    expect(h.actor.getSnapshot().context.session).toEqual(ownPassThroughSession);
  },
});
