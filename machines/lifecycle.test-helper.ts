import { expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { machineCatalog } from './catalog.ts';
import type { StatusMoves } from './status-moves.ts';

export interface CataloguedOptions {
  /** What the lifecycle stores: its moves' statuses, or (the default) the chart's top-level states. */
  readonly states?: Iterable<string>;
  /** Compare in order (the API reports the statuses in the chart's order). */
  readonly ordered?: boolean;
  /** The test's title, when the lifecycle stores only part of a catalogue's statuses and says which. */
  readonly title?: string;
}

/**
 * The first test of every status lifecycle: it is in machines/catalog.ts (so docs/statecharts.md and the
 * guard-mutation gate see it), and its states are exactly the statuses the API stores and reports.
 */
export function itIsCatalogued(
  machine: AnyStateMachine,
  statuses: Iterable<string>,
  {
    states = Object.keys(machine.root.states),
    ordered = false,
    title = 'is catalogued and names every status it stores as a state',
  }: CataloguedOptions = {},
): void {
  it(title, () => {
    expect(machineCatalog.some((entry) => entry.machine === machine)).toBe(true);
    if (ordered) expect([...states]).toEqual([...statuses]);
    else expect([...states].sort()).toEqual([...statuses].sort());
  });
}

/** `status` takes each event given into its status (null: refuses it), as the lifecycle's moves answer. */
export function expectMovesFrom<S extends string, E extends string>(
  moves: StatusMoves<S, E>,
  status: S,
  targets: Partial<Record<E, S | null>>,
): void {
  for (const [event, target] of Object.entries(targets) as [E, S | null][])
    expect(moves.next(status, event), `${status} ${event}`).toBe(target);
}

/** A job's answers: `status` takes each event given into its target, and no other status takes them. */
export function expectAnswersOnlyFrom<S extends string, E extends string>(
  moves: StatusMoves<S, E>,
  status: S,
  targets: Partial<Record<E, S>>,
): void {
  expectMovesFrom(moves, status, targets);
  for (const event of Object.keys(targets) as E[]) expect(moves.taking(event), event).toEqual([status]);
}

/** A journey's chart is on /charts: the catalogue lists it under its id, with the module and export that hold it. */
export function itIsListedForCharts(id: string, file: string, exportName: string): void {
  it('is listed in the catalogue for /charts', () => {
    expect(machineCatalog.find((entry) => entry.id === id)).toMatchObject({ file, exportName });
  });
}
