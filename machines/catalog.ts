import type { AnyStateMachine, AnyStateNode } from 'xstate';

export interface CatalogEntry {
  /** The machine's id (its root state node id). */
  id: string;
  /** Path of the module from the project root, e.g. machines/session/session-machine.ts. */
  file: string;
  /** The export that holds it. */
  exportName: string;
  machine: AnyStateMachine;
}

export interface StateDescription {
  /** Full state node id, e.g. session.signedOut.idle. */
  id: string;
  key: string;
  type: string;
  tags: string[];
  /** The route a screen state carries (meta.route, or `#id` for an XState routable state). */
  route?: string;
  description?: string;
  /** Actors invoked while in the state (their src). */
  invokes: string[];
  states: StateDescription[];
}

export interface MachineDescription {
  id: string;
  states: StateDescription[];
  /** Event types the machine handles, sorted; XState's internal done/error events are left out. */
  events: string[];
}

export function isStateMachine(value: unknown): value is AnyStateMachine {
  return typeof value === 'object' && value !== null && 'root' in value && 'config' in value;
}

function routeOf(node: AnyStateNode): string | undefined {
  const meta = node.meta as { route?: unknown } | undefined;
  if (typeof meta?.route === 'string') return meta.route;
  if ((node.config as { route?: unknown }).route !== undefined) return `#${node.id}`;
  return undefined;
}

function describeState(node: AnyStateNode): StateDescription {
  const route = routeOf(node);
  return {
    id: node.id,
    key: node.key,
    type: node.type,
    tags: [...node.tags].sort(),
    ...(route === undefined ? {} : { route }),
    ...(node.description === undefined ? {} : { description: node.description }),
    invokes: node.invoke.map((invoke) => (typeof invoke.src === 'string' ? invoke.src : invoke.id)),
    states: Object.values(node.states as Record<string, AnyStateNode>).map(describeState),
  };
}

function collectEvents(node: AnyStateNode, into: Set<string>): void {
  for (const type of node.ownEvents) if (!type.startsWith('xstate.')) into.add(type);
  for (const child of Object.values(node.states as Record<string, AnyStateNode>)) collectEvents(child, into);
}

/** A plain description of a machine for the /charts page and docs/statecharts.md. */
export function describeMachine(machine: AnyStateMachine): MachineDescription {
  const events = new Set<string>();
  collectEvents(machine.root, events);
  return {
    id: machine.id,
    states: Object.values(machine.root.states as Record<string, AnyStateNode>).map(describeState),
    events: [...events].sort(),
  };
}

/** Catalogue entries from modules keyed by their path relative to machines/ (as import.meta.glob gives them). */
export function catalogFromModules(modules: Readonly<Record<string, unknown>>): CatalogEntry[] {
  const entries: CatalogEntry[] = [];
  const seen = new Set<AnyStateMachine>();
  for (const [path, moduleExports] of Object.entries(modules).sort(([a], [b]) => a.localeCompare(b))) {
    if (typeof moduleExports !== 'object' || moduleExports === null) continue;
    for (const [exportName, value] of Object.entries(moduleExports)) {
      if (!isStateMachine(value) || seen.has(value)) continue;
      seen.add(value);
      entries.push({ id: value.id, file: `machines/${path.replace(/^\.\//, '')}`, exportName, machine: value });
    }
  }
  return entries;
}

/**
 * Every machine under machines/, found by file name so a new `*-machine.ts` joins the catalogue without an edit
 * here; the kit's generic machines (machines/import/) are named by what they do and listed by folder.
 * import.meta.glob is resolved by vite (app) and vitest (tests) alike.
 */
export const machineCatalog: readonly CatalogEntry[] = catalogFromModules(
  import.meta.glob(
    [
      './**/*-machine.ts',
      './import/*.ts',
      './loan-leads/loan-lead-assignment.ts',
      '!./**/*.test.ts',
      '!./**/*.test-helper.ts',
    ],
    {
      eager: true,
    },
  ),
);
