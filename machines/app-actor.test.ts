import { afterEach, describe, expect, it } from 'vitest';
import { createMachine, type InspectionEvent } from 'xstate';
import { createAppActor, disableInspector, enableInspector, isInspectorEnabled } from './app-actor.ts';
import { sessionMachine } from './session/session-machine.ts';

const toggle = createMachine({ id: 'toggle', initial: 'off', states: { off: { on: { flip: 'on' } }, on: {} } });

afterEach(() => disableInspector());

describe('createAppActor', () => {
  it('creates a plain actor while no inspector is enabled', () => {
    expect(isInspectorEnabled()).toBe(false);
    const actor = createAppActor(toggle).start();
    actor.send({ type: 'flip' });
    expect(actor.getSnapshot().value).toBe('on');
    actor.stop();
  });

  it('reports to the inspector enabled earlier', () => {
    const seen: InspectionEvent[] = [];
    enableInspector((event) => seen.push(event));
    const actor = createAppActor(toggle).start();
    actor.send({ type: 'flip' });
    expect(seen.some((event) => event.type === '@xstate.event' && event.event.type === 'flip')).toBe(true);
    actor.stop();
  });

  it('keeps an inspector the caller passes, and passes input through', () => {
    const global: InspectionEvent[] = [];
    const own: InspectionEvent[] = [];
    enableInspector((event) => global.push(event));
    const actor = createAppActor(sessionMachine, { input: { realm: 'embedder' }, inspect: (event) => own.push(event) });
    expect(actor.getSnapshot().context.realm).toBe('embedder');
    expect(own.length).toBeGreaterThan(0);
    expect(global).toEqual([]);
  });
});
