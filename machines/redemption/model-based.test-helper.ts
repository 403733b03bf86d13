import { getAdjacencyMap, getShortestPaths, type StatePath } from '@xstate/graph';
import { expect, it } from 'vitest';
import {
  __unsafe_getAllOwnEventDescriptors,
  type AnyActorLogic,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  type EventObject,
  fromPromise,
  SimulatedClock,
  type StateValue,
  waitFor,
} from 'xstate';

/** A model event: a user event, an invoked actor's answer (done/error) or a delay firing (xstate.after.*). */
export type ModelEvent = EventObject & { output?: unknown; error?: unknown; [key: string]: unknown };
export type ModelPath = StatePath<AnyMachineSnapshot, ModelEvent>;

export const serializeState = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify({ value: snapshot.value, context: snapshot.context });

/**
 * Shortest paths to every (state, context) plus one path per accepted event of each reached state, so every
 * transition (guarded ones and those into an already reached state) is replayed. Events are filtered to those the
 * current state handles; delays are added as their `xstate.after.<delay>.<state id>` event.
 */
export function modelPaths(
  machine: AnyStateMachine,
  /** The events to try, or a function of the state choosing them (e.g. only what a page can send). */
  events: readonly ModelEvent[] | ((snapshot: AnyMachineSnapshot) => readonly ModelEvent[]),
  input?: unknown,
  serialize: (snapshot: AnyMachineSnapshot) => string = serializeState,
  /** At most this many states are visited, then it throws (the guard-mutation gate bounds a mutant's graph). */
  limit = Number.POSITIVE_INFINITY,
) {
  const accepted = (snapshot: AnyMachineSnapshot): ModelEvent[] => {
    // A finished machine takes no events (the graph would still compute root-level ones, e.g. routes).
    if (snapshot.status !== 'active') return [];
    const types = new Set(__unsafe_getAllOwnEventDescriptors(snapshot));
    const delays = [...types].filter((type) => type.startsWith('xstate.after.')).map((type) => ({ type }));
    const candidates = typeof events === 'function' ? events(snapshot) : events;
    return [...candidates.filter((event) => types.has(event.type)), ...delays];
  };
  const traversal = { input, events: accepted, serializeState: serialize, limit } as never;
  const paths = getShortestPaths(machine, traversal) as unknown as ModelPath[];
  const adjacency = getAdjacencyMap(machine as never, traversal) as unknown as Record<
    string,
    { transitions: Record<string, { event: ModelEvent; state: AnyMachineSnapshot }> }
  >;
  const pathTo = new Map(paths.map((path) => [serialize(path.state), path]));
  const edgePaths: ModelPath[] = Object.entries(adjacency).flatMap(([key, { transitions }]) => {
    const head = pathTo.get(key);
    if (!head) return [];
    return Object.values(transitions).map(({ event, state }) => ({
      state,
      steps: [...head.steps, { event, state }],
      weight: head.weight + 1,
    }));
  });
  return { paths, edgePaths };
}

export function describeEvent(event: ModelEvent): string {
  const done = /^xstate\.done\.actor\.(.+)$/.exec(event.type);
  if (done) return `done:${done[1]}(${JSON.stringify(event.output) ?? ''})`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(event.type);
  if (error) return `error:${error[1]}(${(event.error as { code?: string } | undefined)?.code ?? 'Error'})`;
  if (event.type.startsWith('xstate.after.')) return `after:${event.type.split('.')[2]}`;
  const { type, ...rest } = event;
  return Object.keys(rest).length ? `${type}(${JSON.stringify(rest)})` : type;
}

export function describePath(path: ModelPath): string {
  const steps = path.steps.slice(1).map(({ event }) => describeEvent(event));
  return `${JSON.stringify(path.state.value)} via ${steps.join(' → ') || '(start)'}`;
}

interface Deferred {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

export interface HarnessOptions {
  input?: unknown;
  /** Named delays in ms, so a replayed `xstate.after.<name>.*` advances the simulated clock by that much. */
  delays?: Readonly<Record<string, number>>;
  /** Extra actor implementations (e.g. callback actors) besides the deferred promise fakes. */
  actors?: Readonly<Record<string, AnyActorLogic>>;
  actions?: Readonly<Record<string, unknown>>;
}

/**
 * The machine with a deferred promise fake for each named actor: the replay settles it as each step's done/error
 * event says, and records every input it was invoked with. Delays run on a SimulatedClock.
 */
export function createHarness(machine: AnyStateMachine, actorIds: readonly string[], options: HarnessOptions = {}) {
  const pending = new Map<string, Deferred>();
  const calls: Record<string, unknown[]> = Object.fromEntries(actorIds.map((id) => [id, []]));
  const fakes = Object.fromEntries(
    actorIds.map((id) => [
      id,
      fromPromise(({ input }) => {
        calls[id]?.push(input);
        return new Promise((resolve, reject) => pending.set(id, { resolve, reject }));
      }),
    ]),
  );
  const clock = new SimulatedClock();
  const provided = machine.provide({
    actors: { ...fakes, ...options.actors },
    ...(options.actions ? { actions: options.actions } : {}),
  } as never) as AnyStateMachine;
  const actor: AnyActorRef = createActor(provided, { input: options.input, clock } as never);
  return { actor, clock, pending, calls, delays: options.delays ?? {} };
}
export type Harness = ReturnType<typeof createHarness>;

/** Replays one model event against the real actor: send it, settle the fake, or advance the clock. */
export async function replayEvent(h: Harness, event: ModelEvent): Promise<void> {
  const before = h.actor.getSnapshot();
  const match = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
  if (match) {
    const id = match[2] as string;
    const running = h.pending.get(id);
    expect(running, `actor ${id} should be running`).toBeDefined();
    h.pending.delete(id);
    if (match[1] === 'done') running?.resolve(event.output);
    else running?.reject(event.error);
    await waitFor(h.actor, (snapshot) => snapshot !== before);
    return;
  }
  if (event.type.startsWith('xstate.after.')) {
    const delay = event.type.split('.')[2] as string;
    const ms = Number.isNaN(Number(delay)) ? h.delays[delay] : Number(delay);
    expect(ms, `delay ${delay} should be known`).toBeDefined();
    h.clock.increment(ms ?? 0);
    return;
  }
  h.actor.send(event);
}

/** Replays a path: after each step the real actor's state value and context equal the model's. */
export async function replayPath(
  h: Harness,
  path: ModelPath,
  check?: (snapshot: AnyMachineSnapshot, event: ModelEvent, previous: AnyMachineSnapshot) => void,
  /** With an abstracting serializer (modelPaths' own), states are compared as that serializer sees them. */
  serialize?: (snapshot: AnyMachineSnapshot) => string,
): Promise<void> {
  h.actor.start();
  expect(h.actor.getSnapshot().value).toEqual(path.steps[0]?.state.value ?? path.state.value);
  for (const step of path.steps.slice(1)) {
    const previous = h.actor.getSnapshot() as AnyMachineSnapshot;
    await replayEvent(h, step.event);
    const snapshot = h.actor.getSnapshot() as AnyMachineSnapshot;
    expect(snapshot.value).toEqual(step.state.value);
    if (serialize) expect(serialize(snapshot)).toBe(serialize(step.state));
    else expect(snapshot.context).toEqual(step.state.context);
    check?.(snapshot, step.event, previous);
  }
  h.actor.stop();
}

/** Every state value a set of paths reaches, as JSON, for "reaches every state" assertions. */
export const reachedValues = (paths: readonly ModelPath[]) =>
  new Set(paths.map((path) => JSON.stringify(path.state.value)));

/** The paths reach each of these state values (others too, perhaps); `label` names the case in a failure. */
export function expectReaches(paths: readonly ModelPath[], values: readonly StateValue[], label?: string): void {
  const reached = reachedValues(paths);
  for (const value of values) expect(reached, label).toContain(JSON.stringify(value));
}

/**
 * A journey's first check: walked with `events` from `input`, the chart given reaches each of `values`. Bounded to
 * `limit` states: a mutant of the guard-mutation gate may have no finite graph (the real charts visit far fewer).
 */
export const reachesEach =
  (
    events: readonly ModelEvent[],
    input: unknown,
    limit: number,
    values: readonly StateValue[],
    serialize: (snapshot: AnyMachineSnapshot) => string = serializeState,
  ) =>
  (chart: AnyStateMachine): void =>
    expectReaches(modelPaths(chart, events, input, serialize, limit).paths, values);

/** The paths reach exactly these state values, no other. */
export function expectReachesExactly(paths: readonly ModelPath[], values: readonly StateValue[], label?: string): void {
  expect([...reachedValues(paths)].sort(), label).toEqual(values.map((value) => JSON.stringify(value)).sort());
}

/** One test per path, named by its events: the loop of every model-based test over modelPaths' edge paths. */
export function itFollowsEachPath(paths: readonly ModelPath[], test: (path: ModelPath) => void | Promise<void>): void {
  it.each(paths.map((path) => [describePath(path), path] as const))('%s', (_, path) => test(path));
}

/** The events the paths send: every step's but the first (the start, which no event brings). */
export const sentEvents = (paths: readonly ModelPath[]) =>
  new Set(paths.flatMap((path) => path.steps.slice(1).map((step) => step.event.type)));

/** The paths send each of these event types and no other: the replay covers every event it means to. */
export function expectSendsExactly(paths: readonly ModelPath[], types: readonly string[]): void {
  expect([...sentEvents(paths)].sort()).toEqual([...types].sort());
}

/** modelPaths' edge paths for a machine whose events are plain `{ type }`s: the paths the API replays walk. */
export const edgePathsOf = (machine: AnyStateMachine, types: readonly string[], input?: unknown): ModelPath[] =>
  modelPaths(
    machine,
    types.map((type) => ({ type })),
    input,
  ).edgePaths;
