import { getAdjacencyMap } from '@xstate/graph';
import {
  __unsafe_getAllOwnEventDescriptors,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type EventObject,
} from 'xstate';
import { stateValuePaths } from '../../../machines/state-paths.ts';

/** A model event: a user event, an invoked actor's answer (done/error) or a routed deep link (xstate.route). */
export type ModelEvent = EventObject & { output?: unknown; error?: unknown; [key: string]: unknown };

/** A state as the browser sees it: its leaf state paths, e.g. 'documentprocessing.failed'. */
export const stateKey = (snapshot: AnyMachineSnapshot) => stateValuePaths(snapshot.value).join(',');

/** An event as a page causes it: 'redeem.next', 'done:passcode(passed)', 'route:#redemptionSteps.splash'. */
export function eventKey(event: ModelEvent): string {
  const done = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
  if (done)
    return `${done[1]}:${done[2]}(${JSON.stringify(event.output ?? (event.error as { code?: string })?.code ?? '')})`;
  if (event.type === 'xstate.route') return `route:${String(event.to)}`;
  return event.type;
}

/** Every leaf state of a machine as stateKey names it: what a browser set must reach or name as skipped. */
export function leafStates(machine: AnyStateMachine): string[] {
  const walk = (node: AnyStateNode, prefix: string): string[] => {
    const children = Object.entries(node.states as Record<string, AnyStateNode>);
    if (children.length === 0) return [prefix];
    return children.flatMap(([key, child]) => walk(child, prefix ? `${prefix}.${key}` : key));
  };
  return walk(machine.root, '').sort();
}

export interface Step {
  event: ModelEvent;
  /** The state the step ends in, as stateKey names it. */
  state: string;
}

export interface CoveringPath {
  /** The fixture (a set-up of the system: which consumer, which offer) the path runs under. */
  scenario: string;
  initial: string;
  steps: Step[];
}

/** Which server answers a set-up can give: a path runs under one set-up, so it holds only the answers it allows. */
export type Scenarios = Readonly<Record<string, (event: ModelEvent) => boolean>>;

interface Edge {
  from: string;
  to: string;
  event: ModelEvent;
  /** What coverage counts: (state, event, state) as the browser sees them, context abstracted away. */
  id: string;
}

function graphOf(
  machine: AnyStateMachine,
  events: readonly ModelEvent[],
  input: unknown,
  serialize: (snapshot: AnyMachineSnapshot) => string,
  causable: (state: string, event: ModelEvent, snapshot: AnyMachineSnapshot) => boolean,
) {
  const accepted = (snapshot: AnyMachineSnapshot): ModelEvent[] => {
    if (snapshot.status !== 'active') return [];
    const types = new Set(__unsafe_getAllOwnEventDescriptors(snapshot));
    return events.filter((event) => types.has(event.type) && causable(stateKey(snapshot), event, snapshot));
  };
  const adjacency = getAdjacencyMap(
    machine as never,
    { input, events: accepted, serializeState: serialize } as never,
  ) as unknown as Record<
    string,
    { state: AnyMachineSnapshot; transitions: Record<string, { event: ModelEvent; state: AnyMachineSnapshot }> }
  >;
  const keyOf = new Map<string, string>();
  const edges: Edge[] = [];
  for (const [from, { state, transitions }] of Object.entries(adjacency)) {
    keyOf.set(from, stateKey(state));
    for (const { event, state: next } of Object.values(transitions)) {
      const to = serialize(next);
      keyOf.set(to, stateKey(next));
      // An event the state ignores (same snapshot) is no transition.
      if (to === from) continue;
      edges.push({ from, to, event, id: `${stateKey(state)} --${eventKey(event)}--> ${stateKey(next)}` });
    }
  }
  const initial = Object.keys(adjacency)[0] ?? '';
  return { initial, edges, keyOf };
}

/** The shortest walk from `from` over allowed edges that ends with an uncovered edge, or null. */
function walkToUncovered(from: string, edges: readonly Edge[], allowed: (e: Edge) => boolean, covered: Set<string>) {
  const previous = new Map<string, Edge | null>([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const node = queue.shift() as string;
    const outgoing = edges.filter((edge) => edge.from === node && allowed(edge));
    const target = outgoing.find((edge) => !covered.has(edge.id));
    if (target) {
      const walk = [target];
      for (let edge = previous.get(node); edge; edge = previous.get(edge.from)) walk.unshift(edge);
      return walk;
    }
    for (const edge of outgoing) {
      if (previous.has(edge.to)) continue;
      previous.set(edge.to, edge);
      queue.push(edge.to);
    }
  }
  return null;
}

/**
 * A set of paths from the initial state that together take every transition of the machine's graph (so reach every
 * state) at least once, with few paths: each path greedily walks to the nearest transition not yet taken until
 * none is reachable (a final state), then a new path starts. Paths are built per scenario in order, each using only
 * the events its set-up can give. Coverage is counted on states as the browser sees them (state values, context
 * abstracted), while the graph itself may keep some context (`serialize`) so context guards (attempt counters) are
 * walked through.
 */
export function coveringPaths(options: {
  machine: AnyStateMachine;
  events: readonly ModelEvent[];
  input?: unknown;
  scenarios: Scenarios;
  serialize?: (snapshot: AnyMachineSnapshot) => string;
  /**
   * Whether a page can cause this event in this state (e.g. a deep link only before the journey is kept); the
   * snapshot for an answer that depends on the context (a saved draft completes the step being saved).
   */
  causable?: (state: string, event: ModelEvent, snapshot: AnyMachineSnapshot) => boolean;
}) {
  const serialize = options.serialize ?? ((snapshot: AnyMachineSnapshot) => JSON.stringify(snapshot.value));
  const causable = options.causable ?? (() => true);
  const { initial, edges, keyOf } = graphOf(options.machine, options.events, options.input, serialize, causable);
  const covered = new Set<string>();
  const paths: CoveringPath[] = [];
  for (const [scenario, allows] of Object.entries(options.scenarios)) {
    const allowed = (edge: Edge) => allows(edge.event);
    for (;;) {
      const steps: Step[] = [];
      let at = initial;
      for (
        let walk = walkToUncovered(at, edges, allowed, covered);
        walk;
        walk = walkToUncovered(at, edges, allowed, covered)
      ) {
        for (const edge of walk) {
          covered.add(edge.id);
          steps.push({ event: edge.event, state: keyOf.get(edge.to) ?? edge.to });
        }
        at = walk[walk.length - 1]?.to ?? at;
      }
      if (steps.length === 0) break;
      paths.push({ scenario, initial: keyOf.get(initial) ?? initial, steps });
    }
  }
  const transitions = new Set(edges.map((edge) => edge.id));
  const states = new Set(keyOf.values());
  const reached = new Set([keyOf.get(initial) ?? initial, ...paths.flatMap((path) => path.steps.map((s) => s.state))]);
  return {
    paths,
    machineStates: leafStates(options.machine),
    states: [...states].sort(),
    transitions: [...transitions].sort(),
    uncoveredStates: [...states].filter((state) => !reached.has(state)).sort(),
    uncoveredTransitions: [...transitions].filter((id) => !covered.has(id)).sort(),
    steps: paths.reduce((sum, path) => sum + path.steps.length, 0),
  };
}
export type Cover = ReturnType<typeof coveringPaths>;
