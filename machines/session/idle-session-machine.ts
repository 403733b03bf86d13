import { assign, setup } from 'xstate';
import { IDLE_SESSION } from '../../domain/catalog/limits.ts';
import { notProvided } from '../redemption/not-provided.ts';

export interface IdleSessionInput {
  /** Time without activity after which the session ends (15 minutes unless given). */
  idleMs?: number;
  /** The last part of it during which the warning with its countdown shows (2 minutes unless given). */
  warningMs?: number;
}

export interface IdleSessionContext {
  idleMs: number;
  warningMs: number;
  /** What the warning's countdown shows; whole seconds from warningMs down to 1. */
  secondsLeft: number;
}

export type IdleSessionEvent = { type: 'idle.activity' } | { type: 'idle.staySignedIn' } | { type: 'idle.signOut' };

const fullCountdown = (context: Pick<IdleSessionContext, 'warningMs'>) => Math.ceil(context.warningMs / 1000);

/**
 * The idle-session warning of the consoles (002 §9): active until `idleMs - warningMs` pass without activity, then
 * a warning counting down the last `warningMs`; activity or "Stay signed in" returns to active, "Sign out" or the end
 * of the countdown leaves. The end is one timer of its own (a background tab slows the per-second ticks, never
 * the sign-out). Signing out is the named actions `signOut` (the user chose it) and `expireSession` (time ran out),
 * which the console layout provides with the realm's session actor.
 */
export const idleSessionMachine = setup({
  types: {
    context: {} as IdleSessionContext,
    events: {} as IdleSessionEvent,
    input: {} as IdleSessionInput,
  },
  delays: {
    untilWarning: ({ context }) => context.idleMs - context.warningMs,
    warningPeriod: ({ context }) => context.warningMs,
    countdownTick: 1000,
  },
  guards: {
    hasSecondsLeft: ({ context }) => context.secondsLeft > 1,
  },
  actions: {
    startCountdown: assign(({ context }) => ({ secondsLeft: fullCountdown(context) })),
    countDown: assign(({ context }) => ({ secondsLeft: context.secondsLeft - 1 })),
    signOut: () => notProvided('idleSessionMachine', 'signOut'),
    expireSession: () => notProvided('idleSessionMachine', 'expireSession'),
  },
}).createMachine({
  id: 'idleSession',
  context: ({ input }) => {
    const idleMs = input.idleMs ?? IDLE_SESSION.idleMs;
    const warningMs = Math.min(input.warningMs ?? IDLE_SESSION.warningMs, idleMs);
    return { idleMs, warningMs, secondsLeft: fullCountdown({ warningMs }) };
  },
  initial: 'active',
  states: {
    active: {
      description: 'The user is working; each activity starts the idle time again.',
      after: { untilWarning: { target: 'warning' } },
      on: { 'idle.activity': { target: 'active', reenter: true } },
    },
    warning: {
      description: 'The dialog counts down the last minutes before the session ends.',
      tags: ['warning'],
      entry: 'startCountdown',
      after: { warningPeriod: { target: 'expired' } },
      on: {
        'idle.activity': { target: 'active' },
        'idle.staySignedIn': { target: 'active' },
        'idle.signOut': { target: 'signedOut' },
      },
      initial: 'counting',
      states: {
        counting: {
          after: {
            countdownTick: { guard: 'hasSecondsLeft', target: 'counting', reenter: true, actions: 'countDown' },
          },
        },
      },
    },
    expired: {
      description: 'Time ran out: the session ends and the sign-in page says why.',
      type: 'final',
      entry: 'expireSession',
    },
    signedOut: { description: 'The user chose to sign out from the warning.', type: 'final', entry: 'signOut' },
  },
});

export type IdleSessionMachine = typeof idleSessionMachine;
