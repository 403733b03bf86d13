import type { MachineDescription, StateDescription } from '../../machines/catalog.ts';

/** Every state of a described machine as a dot path without the machine id, parents before children. */
export function statePaths(description: MachineDescription): string[] {
  const paths: string[] = [];
  const walk = (states: readonly StateDescription[]) => {
    for (const state of states) {
      paths.push(state.id.startsWith(`${description.id}.`) ? state.id.slice(description.id.length + 1) : state.id);
      walk(state.states);
    }
  };
  walk(description.states);
  return paths;
}
