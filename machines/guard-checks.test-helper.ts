import { it } from 'vitest';
import type { AnyStateMachine } from 'xstate';

/** One behavioural check of a machine: throws (a failed `expect`) when the machine given does not behave. */
export type MachineCheck<M extends AnyStateMachine> = (machine: M) => void | Promise<void>;

/**
 * A machine's checks, written against the machine they are given rather than the imported one, so the machine's own
 * test file runs them on the real machine and the guard-mutation gate (machines/guard-mutation.test.ts) runs them on
 * each mutant. Their expectations come from the spec and the examples, never from the machine's graph itself.
 */
export interface MachineChecks<M extends AnyStateMachine = AnyStateMachine> {
  readonly machine: M;
  readonly checks: Readonly<Record<string, MachineCheck<M>>>;
}

export const defineChecks = <M extends AnyStateMachine>(
  machine: M,
  checks: Readonly<Record<string, MachineCheck<M>>>,
): MachineChecks<M> => ({ machine, checks });

export const isMachineChecks = (value: unknown): value is MachineChecks =>
  typeof value === 'object' && value !== null && 'machine' in value && 'checks' in value;

/** One `it` per check, on the real machine (what the machine's own test file calls). */
export function itPassesChecks<M extends AnyStateMachine>({ machine, checks }: MachineChecks<M>): void {
  it.each(Object.entries(checks))('%s', async (_, check) => {
    await check(machine);
  });
}
