import { type AnyStateMachine, getNextSnapshot } from 'xstate';

/**
 * A flat status lifecycle's questions, asked of its machine (issue 28: the server decides every status change this
 * way, never from a hand-written list). The machine's states are the stored statuses; it has no context, so a stored
 * status resolves to its state directly. `refusal` words the 409 for an event the status does not take.
 */
export interface StatusMoves<S extends string, E extends string> {
  /** The status after `event`, or null when the machine refuses it from `status`. */
  next(status: S, event: E): S | null;
  /** The machine's answer: the next status, or why not (the 409's message). */
  move(status: S, event: E): { readonly next: S } | { readonly refused: string };
  /** The statuses `event` leaves: a conditional UPDATE's from-states. */
  taking(event: E): S[];
  /** The status `event` enters (each of these machines' events has one target). */
  target(event: E): S;
  /** The machine's stored statuses (its states, less any that is never stored). */
  readonly statuses: readonly S[];
}

export function statusMoves<S extends string, E extends string>(
  machine: AnyStateMachine,
  refusal: (status: S, event: E) => string,
  options: { unstored?: readonly string[] } = {},
): StatusMoves<S, E> {
  const statuses = Object.keys(machine.root.states).filter((key) => !options.unstored?.includes(key)) as S[];
  const next = (status: S, event: E): S | null => {
    if (!statuses.includes(status)) return null;
    // These machines keep no context: the stored status alone is the state.
    const snapshot = machine.resolveState({ value: status, context: {} });
    if (snapshot.status !== 'active' || !snapshot.can({ type: event })) return null;
    return getNextSnapshot(machine, snapshot, { type: event }).value as S;
  };
  const taking = (event: E) => statuses.filter((status) => next(status, event) !== null);
  return {
    statuses,
    next,
    taking,
    move: (status, event) => {
      const to = next(status, event);
      return to === null ? { refused: refusal(status, event) } : { next: to };
    },
    target: (event) => {
      const [from] = taking(event);
      const to = from === undefined ? null : next(from, event);
      if (to === null) throw new Error(`${machine.id}: ${event} is taken from no status`);
      return to;
    },
  };
}

/** The status the machine's initial state enters on `event` (a lifecycle whose first state is not stored). */
export function createdStatus<S extends string>(machine: AnyStateMachine, event: string): S {
  const initial = machine.resolveState({ value: machine.config.initial as string, context: {} });
  if (!initial.can({ type: event })) throw new Error(`${machine.id}: ${event} does not create`);
  return getNextSnapshot(machine, initial, { type: event }).value as S;
}
