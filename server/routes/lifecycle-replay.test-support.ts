import { expect } from 'vitest';
import type { ModelPath } from '../../machines/redemption/model-based.test-helper.ts';

/** An answer as a replay compares it: the status and the JSON body. */
export interface ReplayAnswer {
  readonly status: number;
  readonly body: { message?: string };
}

/** An entity's lifecycle as the API drives and reports it, for a model-based replay. */
export interface ApiLifecycle<E extends string> {
  /** Every event the API sends; the ones the model refuses in a state are sent there too. */
  readonly events: readonly E[];
  /** A new entity in the machine's initial state: its id. */
  readonly start: () => Promise<string>;
  readonly send: (id: string, event: E) => Promise<ReplayAnswer>;
  /** The status the API reports for the entity. */
  readonly reported: (id: string) => Promise<string | undefined>;
  /** The server machine's move of `event` from `status`; `refused` is its reason when it refuses. */
  readonly move: (status: string, event: E) => { readonly refused: string } | object;
}

/** A 409 with the machine's reason for refusing `event` from the model's state. */
function refusedWith<E extends string>(lifecycle: ApiLifecycle<E>, status: unknown, event: E) {
  const move = lifecycle.move(status as string, event);
  return { status: 409, body: expect.objectContaining({ message: 'refused' in move ? move.refused : '(taken)' }) };
}

/**
 * One generated path replayed on the real server and database, from a new entity: after every step the API reports
 * the model's status; a step the model takes is answered 200, one it refuses (a guarded event kept as a step) 409 with
 * the machine's reason; and every event the model refuses in the state reached is answered so and changes nothing.
 */
export async function replayOnApi<E extends string>(lifecycle: ApiLifecycle<E>, path: ModelPath): Promise<void> {
  const id = await lifecycle.start();
  expect(await lifecycle.reported(id)).toBe(path.steps[0]?.state.value);
  for (let index = 1; index < path.steps.length; index++) {
    const previous = path.steps[index - 1]?.state;
    const step = path.steps[index];
    if (!previous || !step) continue;
    const event = step.event.type as E;
    const answer = await lifecycle.send(id, event);
    if (previous.can(step.event)) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    else expect(answer).toEqual(refusedWith(lifecycle, previous.value, event));
    expect(await lifecycle.reported(id)).toBe(step.state.value);
    const refusedHere = lifecycle.events.filter((e) => step.state.status !== 'active' || !step.state.can({ type: e }));
    for (const refused of refusedHere) {
      expect(await lifecycle.send(id, refused), refused).toEqual(refusedWith(lifecycle, step.state.value, refused));
      expect(await lifecycle.reported(id)).toBe(step.state.value);
    }
  }
}
