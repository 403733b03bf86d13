import { describe, expect, it } from 'vitest';
import { assign, createActor, setup } from 'xstate';
import { sendLeadingTo } from './send-leading-to.ts';

/** one → two → three; back from two and three; three only once `ready`. */
const steps = setup({
  types: { context: {} as { ready: boolean }, events: {} as { type: 'next' } | { type: 'back' } | { type: 'ready' } },
}).createMachine({
  context: { ready: false },
  initial: 'one',
  on: { ready: { actions: assign({ ready: true }) } },
  states: {
    one: { on: { next: 'two' } },
    two: { on: { next: { guard: ({ context }) => context.ready, target: 'three' }, back: 'one' } },
    three: { on: { back: 'two' } },
  },
});

const EVENTS = [{ type: 'back' }, { type: 'next' }] as const;

describe('sendLeadingTo', () => {
  it('sends the event whose transition reaches the requested state', () => {
    const actor = createActor(steps).start();
    sendLeadingTo(actor, EVENTS, (next) => next.value === 'two');
    expect(actor.getSnapshot().value).toBe('two');
    sendLeadingTo(actor, EVENTS, (next) => next.value === 'one');
    expect(actor.getSnapshot().value).toBe('one');
  });

  it('sends nothing when no event leads there: a guard that refuses is asked, not bypassed', () => {
    const actor = createActor(steps).start();
    actor.send({ type: 'next' });
    sendLeadingTo(actor, EVENTS, (next) => next.value === 'three');
    expect(actor.getSnapshot().value).toBe('two');
    actor.send({ type: 'ready' });
    sendLeadingTo(actor, EVENTS, (next) => next.value === 'three');
    expect(actor.getSnapshot().value).toBe('three');
  });
});
