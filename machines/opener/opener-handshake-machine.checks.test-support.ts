import { expect } from 'vitest';
import { createActor, fromCallback, SimulatedClock } from 'xstate';
import { defineChecks } from '../guard-checks.test-helper.ts';
import { type ModelEvent, reachesEach } from '../redemption/model-based.test-helper.ts';
import {
  OPENER_ERRORS,
  type OpenerHandshakeEvent,
  type OpenerHello,
  openerHandshakeMachine,
} from './opener-handshake-machine.ts';

export const openerInput = { realm: 'consumer' as const, allowedOrigins: ['https://bank.example'] };
export const openerEvents: ModelEvent[] = [
  { type: 'opener.message', origin: 'https://bank.example' },
  { type: 'opener.message', origin: 'https://evil.example' },
];

/** An opener channel that records the hello it posts and how often it was stopped. */
export function fakeOpenerChannel() {
  const posted: unknown[] = [];
  let stopped = 0;
  const channel = fromCallback<OpenerHandshakeEvent, OpenerHello>(({ input: hello }) => {
    posted.push(hello);
    return () => {
      stopped += 1;
    };
  });
  return { channel, posted, stopped: () => stopped };
}

/** The pop-up's handshake with its opener (000 §1, §6, §8), asked of whichever machine is given. */
export const openerHandshakeChecks = defineChecks(openerHandshakeMachine, {
  'reaches connected and failed': reachesEach(openerEvents, openerInput, 100, ['connecting', 'connected', 'failed']),

  'accepts an answer only from an origin the realm allows (000 §6)': (chart) => {
    for (const [origin, output] of [
      ['https://bank.example', { ok: true, origin: 'https://bank.example' }],
      ['https://evil.example', { ok: false, error: OPENER_ERRORS.unknownOrigin }],
    ] as const) {
      const fake = fakeOpenerChannel();
      const actor = createActor(chart.provide({ actors: { openerChannel: fake.channel } }), {
        input: openerInput,
      }).start();
      actor.send({ type: 'opener.message', origin });
      expect(actor.getSnapshot().output).toEqual(output);
      expect(fake.stopped()).toBe(1);
    }
  },

  'waits exactly 500 ms for the opener': (chart) => {
    const clock = new SimulatedClock();
    const fake = fakeOpenerChannel();
    const actor = createActor(chart.provide({ actors: { openerChannel: fake.channel } }), {
      input: openerInput,
      clock,
    }).start();
    expect(fake.posted).toEqual([{ type: 'hello', realm: 'consumer' }]);
    clock.increment(499);
    expect(actor.getSnapshot().status).toBe('active');
    clock.increment(1);
    expect(actor.getSnapshot().output).toEqual({
      ok: false,
      error: 'No response received from window.opener within timeout period',
    });
  },

  'fails at once when the channel cannot be opened (no opener, or not provided)': (chart) => {
    const actor = createActor(chart, { input: openerInput }).start();
    expect(actor.getSnapshot().output).toEqual({ ok: false, error: OPENER_ERRORS.timeout });
  },
});
