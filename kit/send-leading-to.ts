import { type Actor, type AnyStateMachine, type EventFromLogic, type SnapshotFrom, transition } from 'xstate';

// Apart from kit/statechart-url.ts: that module is in the consumer's first download, and this one brings XState's
// transition code with it.

/**
 * A journey's answer to back and forward (the `request` of useStatechartUrl) when its machine has no "go to step"
 * event: sends the first of `events` whose transition — computed, not run, so guards decide — leads to the
 * requested screen. When none does nothing is sent, and the router is put back on the machine's screen.
 *
 * @example
 *   request: ({ search }) =>
 *     sendLeadingTo(actor, [{ type: 'step.back' }, { type: 'step.next' }], (next) => stepOf(next) === search.step),
 */
export function sendLeadingTo<TLogic extends AnyStateMachine>(
  actor: Pick<Actor<TLogic>, 'logic' | 'getSnapshot' | 'send'>,
  events: readonly EventFromLogic<TLogic>[],
  leadsThere: (next: SnapshotFrom<TLogic>) => boolean,
): void {
  const snapshot = actor.getSnapshot();
  const event = events.find((candidate) => leadsThere(transition(actor.logic, snapshot, candidate)[0]));
  if (event) actor.send(event);
}
