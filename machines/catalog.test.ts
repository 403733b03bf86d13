import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { catalogFromModules, describeMachine, isStateMachine, machineCatalog } from './catalog.ts';
import { sessionMachine } from './session/session-machine.ts';

describe('machineCatalog', () => {
  it('lists the session machine found by its file name', () => {
    const entry = machineCatalog.find((candidate) => candidate.id === 'session');
    expect(entry).toMatchObject({ file: 'machines/session/session-machine.ts', exportName: 'sessionMachine' });
    expect(entry?.machine).toBe(sessionMachine);
  });

  it('holds only state machines, each once', () => {
    expect(machineCatalog.every((entry) => isStateMachine(entry.machine))).toBe(true);
    expect(new Set(machineCatalog.map((entry) => entry.machine)).size).toBe(machineCatalog.length);
  });

  it('skips exports that are not machines and aliases of the same machine', () => {
    const machine = createMachine({ id: 'x' });
    const entries = catalogFromModules({
      './b/b-machine.ts': { bMachine: machine, alias: machine, helper: () => 1, value: 3 },
      './a-machine.ts': { nothing: null },
    });
    expect(entries).toEqual([{ id: 'x', file: 'machines/b/b-machine.ts', exportName: 'bMachine', machine }]);
  });
});

describe('describeMachine', () => {
  it('describes the session machine: nested states with tags and invocations, and its events', () => {
    const description = describeMachine(sessionMachine);
    expect(description.id).toBe('session');
    expect(description.states.map((state) => state.id)).toEqual([
      'session.loading',
      'session.signedOut',
      'session.signedIn',
    ]);
    const loading = description.states[0];
    expect(loading).toMatchObject({ tags: ['busy'], invokes: ['readStoredSession'] });
    const signedOut = description.states[1];
    expect(signedOut?.states.map((state) => state.key)).toEqual([
      'idle',
      'expired',
      'signingIn',
      'secondFactor',
      'failed',
    ]);
    expect(signedOut?.states.find((state) => state.key === 'signingIn')).toMatchObject({
      id: 'session.signedOut.signingIn',
      tags: ['busy'],
      invokes: ['signIn'],
    });
    expect(description.events).toEqual([
      'session.cancelSecondFactor',
      'session.established',
      'session.expired',
      'session.logout',
      'session.passThrough',
      'session.secondFactor',
      'session.signIn',
    ]);
  });

  it('reports the route of screen states', () => {
    const wizard = createMachine({
      id: 'wizard',
      initial: 'start',
      states: { start: { meta: { route: '/start' } }, done: { id: 'done', route: {} } },
    });
    const states = describeMachine(wizard).states;
    expect(states[0]?.route).toBe('/start');
    expect(states[1]?.route).toBe('#done');
  });
});
