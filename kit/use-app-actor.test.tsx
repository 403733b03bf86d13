// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSelector } from '@xstate/react';
import { Activity, StrictMode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { type Actor, createMachine, fromCallback } from 'xstate';
import { disableInspector, enableInspector } from '../machines/app-actor.ts';
import { useAppActor } from './use-app-actor.ts';

/** Counts how often the machine's invocation starts and stops: one running actor means one start. */
function countingToggle() {
  const counts = { started: 0, stopped: 0 };
  const listener = fromCallback(() => {
    counts.started += 1;
    return () => {
      counts.stopped += 1;
    };
  });
  const machine = createMachine({
    id: 'toggle',
    initial: 'off',
    invoke: { id: 'listener', src: listener },
    states: { off: { on: { flip: 'on' } }, on: { on: { flip: 'off' } } },
  });
  return { machine, counts };
}

type ToggleActor = Actor<ReturnType<typeof countingToggle>['machine']>;

function Toggle({ machine, seen }: { machine: ReturnType<typeof countingToggle>['machine']; seen: ToggleActor[] }) {
  const actor = useAppActor(machine);
  if (!seen.includes(actor)) seen.push(actor);
  const value = useSelector(actor, (snapshot) => String(snapshot.value));
  return (
    <button type="button" onClick={() => actor.send({ type: 'flip' })}>
      {value}
    </button>
  );
}

/** Lets queued microtasks (the deferred stop) run. */
const settle = () => act(async () => await Promise.resolve());

afterEach(() => {
  cleanup();
  disableInspector();
});

describe('useAppActor', () => {
  it('keeps one running actor through the StrictMode double mount and stops it on the real unmount', async () => {
    const { machine, counts } = countingToggle();
    const seen: ToggleActor[] = [];
    const view = render(
      <StrictMode>
        <Toggle machine={machine} seen={seen} />
      </StrictMode>,
    );
    await settle();
    const running = seen.filter((actor) => actor.getSnapshot().status === 'active');
    expect(running).toHaveLength(1);
    expect(counts).toEqual({ started: 1, stopped: 0 });

    await userEvent.click(screen.getByRole('button', { name: 'off' }));
    expect(screen.getByRole('button', { name: 'on' })).toBeTruthy();
    expect(running[0]?.getSnapshot().value).toBe('on');

    view.unmount();
    await settle();
    expect(running[0]?.getSnapshot().status).toBe('stopped');
    expect(counts).toEqual({ started: 1, stopped: 1 });
  });

  it('starts a fresh actor when shown again after it was stopped (an Activity hidden for a while)', async () => {
    const { machine, counts } = countingToggle();
    const seen: ToggleActor[] = [];
    const tree = (mode: 'visible' | 'hidden') => (
      <StrictMode>
        <Activity mode={mode}>
          <Toggle machine={machine} seen={seen} />
        </Activity>
      </StrictMode>
    );
    const view = render(tree('visible'));
    await settle();
    await userEvent.click(screen.getByRole('button', { name: 'off' }));
    view.rerender(tree('hidden'));
    await settle();
    expect(seen.every((actor) => actor.getSnapshot().status !== 'active')).toBe(true);

    view.rerender(tree('visible'));
    await settle();
    const running = seen.filter((actor) => actor.getSnapshot().status === 'active');
    expect(running).toHaveLength(1);
    expect(running[0]).toBe(seen.at(-1));
    expect(counts).toEqual({ started: 2, stopped: 1 });
    // The page shows the fresh actor, not the stopped one's last state.
    expect(screen.getByRole('button', { name: 'off', hidden: true })).toBeTruthy();
  });

  it('makes the actor through createAppActor, so the inspector sees it', async () => {
    const seenTypes = new Set<string>();
    enableInspector((event) => seenTypes.add(event.type));
    const { machine } = countingToggle();
    render(
      <StrictMode>
        <Toggle machine={machine} seen={[]} />
      </StrictMode>,
    );
    await settle();
    expect(seenTypes.has('@xstate.actor')).toBe(true);
  });

  it('builds logic given as a function only when it makes an actor, and passes input', async () => {
    let built = 0;
    const greeter = createMachine({
      id: 'greeter',
      types: {} as { input: { name: string }; context: { name: string } },
      context: ({ input }) => ({ name: input.name }),
    });
    function Greeter({ name }: { name: string }) {
      const actor = useAppActor(
        () => {
          built += 1;
          return greeter;
        },
        { input: { name } },
      );
      return <p>{useSelector(actor, (snapshot) => snapshot.context.name)}</p>;
    }
    const view = render(<Greeter name="Walker" />);
    view.rerender(<Greeter name="King" />);
    await settle();
    expect(screen.getByText('Walker')).toBeTruthy();
    expect(built).toBe(1);
  });
});
