import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, SimulatedClock } from 'xstate';
import { OPENER_TIMEOUT_MS } from '../../domain/catalog/limits.ts';
import {
  createHarness,
  describePath,
  type ModelEvent,
  modelPaths,
  reachedValues,
  replayPath,
} from '../redemption/model-based.test-helper.ts';
import {
  OPENER_ERRORS,
  type OpenerHandshakeContext,
  type OpenerHandshakeEvent,
  type OpenerHello,
  openerHandshakeMachine,
} from './opener-handshake-machine.ts';

const input = { realm: 'consumer' as const, allowedOrigins: ['https://bank.example'] };
const events: ModelEvent[] = [
  { type: 'opener.message', origin: 'https://bank.example' },
  { type: 'opener.message', origin: 'https://evil.example' },
];
const { paths, edgePaths } = modelPaths(openerHandshakeMachine, events, input);

function fakeChannel() {
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

describe('openerHandshakeMachine (model-based)', () => {
  it('reaches connected and failed', () => {
    const reached = reachedValues(paths);
    for (const value of ['connecting', 'connected', 'failed']) expect(reached).toContain(JSON.stringify(value));
  });

  it.each(edgePaths.map((path) => [describePath(path), path] as const))('%s', async (_, path) => {
    const fake = fakeChannel();
    const h = createHarness(openerHandshakeMachine, [], {
      input,
      delays: { openerTimeout: OPENER_TIMEOUT_MS },
      actors: { openerChannel: fake.channel },
    });
    await replayPath(h, path, (snapshot, event) => {
      const context = snapshot.context as OpenerHandshakeContext;
      expect(fake.posted).toEqual([{ type: 'hello', realm: 'consumer' }]);
      if (snapshot.status === 'done') expect(fake.stopped()).toBe(1);
      if (event.type.startsWith('xstate.after.'))
        expect(snapshot.output).toEqual({ ok: false, error: OPENER_ERRORS.timeout });
      if (event.type === 'opener.message' && event.origin === 'https://evil.example')
        expect(snapshot.output).toEqual({ ok: false, error: 'Unknown origin' });
      if (snapshot.matches('connected')) expect(snapshot.output).toEqual({ ok: true, origin: context.origin });
    });
  });
});

describe('openerHandshakeMachine timing', () => {
  it('waits exactly 500 ms for the opener', () => {
    const clock = new SimulatedClock();
    const fake = fakeChannel();
    const actor = createActor(openerHandshakeMachine.provide({ actors: { openerChannel: fake.channel } }), {
      input,
      clock,
    }).start();
    clock.increment(499);
    expect(actor.getSnapshot().status).toBe('active');
    clock.increment(1);
    expect(actor.getSnapshot().output).toEqual({
      ok: false,
      error: 'No response received from window.opener within timeout period',
    });
  });

  it('fails at once when the channel cannot be opened (no opener, or not provided)', () => {
    const actor = createActor(openerHandshakeMachine, { input }).start();
    expect(actor.getSnapshot().output).toEqual({ ok: false, error: OPENER_ERRORS.timeout });
  });
});
