import { useEffect, useRef, useState } from 'react';
import type { Actor, AnyActorLogic } from 'xstate';
import { type AppActorOptions, createAppActor } from '../machines/app-actor.ts';

/** Actors whose effect cleanup ran and whose stop waits for the end of the current task. */
const stopsDue = new Set<Actor<AnyActorLogic>>();
/** Actors this hook stopped: they cannot be started again, so a remount gets a fresh one. */
const stopped = new WeakSet<Actor<AnyActorLogic>>();

/**
 * Stops the actor once the current task is over, unless its effect runs again first. React StrictMode (and an
 * <Activity> shown again at once) runs an effect's cleanup and the effect itself back to back: stopping at once
 * would leave a dead actor behind, since a stopped XState actor never starts again.
 */
function stopSoon(actor: Actor<AnyActorLogic>): void {
  stopsDue.add(actor);
  queueMicrotask(() => {
    if (!stopsDue.delete(actor)) return;
    actor.stop();
    stopped.add(actor);
  });
}

const logicOf = <TLogic extends AnyActorLogic>(logic: TLogic | (() => TLogic)): TLogic =>
  typeof logic === 'function' ? (logic as () => TLogic)() : logic;

/**
 * Runs one actor for as long as the component is mounted, made by `createAppActor` (so `?inspect` sees it).
 * StrictMode-safe: the double mount of development keeps the one running actor (its entry actions and invocations
 * run once), and the actor stops on the real unmount. A remount after the actor was stopped (an <Activity> hidden
 * for longer than a task) starts a fresh actor.
 *
 * The logic and options are read when an actor is made, not on every render: pass a function for logic that
 * closes over props (`() => machine.provide({...})`) to build it only then.
 *
 * @example
 *   const actor = useAppActor(() => redemptionMachine.provide({ actors }), { input: { offerId } });
 *   const step = useSelector(actor, (snapshot) => snapshot.value);
 */
export function useAppActor<TLogic extends AnyActorLogic>(
  logic: TLogic | (() => TLogic),
  ...options: AppActorOptions<TLogic>
): Actor<TLogic> {
  const create = () => createAppActor(logicOf(logic), ...options);
  const latestCreate = useRef(create);
  latestCreate.current = create;
  const [actor, setActor] = useState(create);
  useEffect(() => {
    const running = actor as Actor<AnyActorLogic>;
    if (stopped.has(running)) {
      setActor(latestCreate.current());
      return;
    }
    stopsDue.delete(running);
    actor.start();
    return () => stopSoon(running);
  }, [actor]);
  return actor;
}
