import { expect, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor, SimulatedClock } from 'xstate';
import { defineChecks } from '../guard-checks.test-helper.ts';
import { type ModelEvent, reachesEach } from '../redemption/model-based.test-helper.ts';
import { type IdleSessionContext, type IdleSessionMachine, idleSessionMachine } from './idle-session-machine.ts';

export const idleEvents: ModelEvent[] = [
  { type: 'idle.activity' },
  { type: 'idle.staySignedIn' },
  { type: 'idle.signOut' },
];

// The countdown's every second would be a state of its own: the model only tells a full countdown from a started one
// (enough to see that coming back to active and warning again starts it over); the countdown check counts.
export const idleAbstractState = (snapshot: AnyMachineSnapshot) => {
  const context = snapshot.context as IdleSessionContext;
  const full = snapshot.status === 'active' ? context.secondsLeft === context.warningMs / 1000 : null;
  return JSON.stringify({ value: snapshot.value, full });
};

/** Moves the clock second by second, as the browser's timers would fire. */
const advance = (clock: SimulatedClock, ms: number) => {
  for (let elapsed = 0; elapsed < ms; elapsed += 1000) clock.increment(Math.min(1000, ms - elapsed));
};

function provided(chart: IdleSessionMachine, clock = new SimulatedClock()) {
  const signOut = vi.fn();
  const expireSession = vi.fn();
  const machine = chart.provide({ actions: { signOut, expireSession } });
  return { machine, clock, signOut, expireSession };
}

/** The consoles' idle-session warning (002 §9), asked of whichever machine is given. */
export const idleSessionChecks = defineChecks(idleSessionMachine, {
  'reaches active, warning, expired and signedOut': reachesEach(
    idleEvents,
    {},
    200,
    ['active', { warning: 'counting' }, 'expired', 'signedOut'],
    idleAbstractState,
  ),

  'warns after 13 idle minutes and counts down the last 2 minutes second by second, then expires': (chart) => {
    const { machine, clock, expireSession, signOut } = provided(chart);
    const actor = createActor(machine, { input: {}, clock }).start();
    clock.increment(13 * 60 * 1000 - 1);
    expect(actor.getSnapshot().value).toBe('active');
    clock.increment(1);
    expect(actor.getSnapshot().hasTag('warning')).toBe(true);
    const shown: number[] = [actor.getSnapshot().context.secondsLeft];
    for (let second = 1; second < 120; second += 1) {
      clock.increment(1000);
      shown.push(actor.getSnapshot().context.secondsLeft);
    }
    expect(shown).toEqual(Array.from({ length: 120 }, (_, index) => 120 - index));
    expect(actor.getSnapshot().status).toBe('active');
    clock.increment(1000);
    expect(actor.getSnapshot().value).toBe('expired');
    expect(actor.getSnapshot().status).toBe('done');
    expect(expireSession).toHaveBeenCalledTimes(1);
    expect(signOut).not.toHaveBeenCalled();
  },

  'starts the idle time again on activity, and the countdown again after "Stay signed in"': (chart) => {
    const { machine, clock } = provided(chart);
    const actor = createActor(machine, { input: {}, clock }).start();
    clock.increment(10 * 60 * 1000);
    actor.send({ type: 'idle.activity' });
    clock.increment(12 * 60 * 1000);
    expect(actor.getSnapshot().value).toBe('active');
    clock.increment(60 * 1000);
    expect(actor.getSnapshot().hasTag('warning')).toBe(true);
    advance(clock, 30 * 1000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(90);
    actor.send({ type: 'idle.staySignedIn' });
    expect(actor.getSnapshot().value).toBe('active');
    clock.increment(13 * 60 * 1000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(120);
  },

  'ends on time even when the per-second ticks are late (a background tab)': (chart) => {
    const { machine, clock, expireSession } = provided(chart);
    const actor = createActor(machine, { input: { idleMs: 60_000, warningMs: 10_000 }, clock }).start();
    clock.increment(50_000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(10);
    // One jump over the whole warning: a single tick runs, the end still comes at its time.
    clock.increment(10_000);
    expect(actor.getSnapshot().value).toBe('expired');
    expect(expireSession).toHaveBeenCalledTimes(1);
  },

  'fails loudly when the sign-out actions are not provided': (chart) => {
    const clock = new SimulatedClock();
    const actor = createActor(chart, { input: { idleMs: 2000, warningMs: 1000 }, clock });
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    clock.increment(1000);
    clock.increment(1000);
    expect(String(errors[0])).toMatch(/provide expireSession/);
  },
});
