import type { AnyStateMachine, AnyStateNode } from 'xstate';

export interface MachineOutline {
  /** Dot paths of every state, e.g. "signedOut.secondFactor". */
  readonly states: readonly string[];
  /** Every event the machine names in a transition, internal xstate.* events left out. */
  readonly events: readonly string[];
}

function walk(node: AnyStateNode, out: string[]): void {
  for (const child of Object.values(node.states) as AnyStateNode[]) {
    out.push(child.path.join('.'));
    walk(child, out);
  }
}

/** What a product owner needs to read a chart at a glance: its states and the events it answers. */
export function outlineMachine(machine: AnyStateMachine): MachineOutline {
  const states: string[] = [];
  walk(machine.root, states);
  const events = [...new Set(machine.root.events.map(String))].filter((e) => !e.startsWith('xstate.')).sort();
  return { states, events };
}
