import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { machineCatalog } from './catalog.ts';
import { isMachineChecks, type MachineChecks } from './guard-checks.test-helper.ts';

/**
 * The guard-mutation gate (issue 28, ADR 0514): for every named guard of every machine in the catalogue, the machine
 * with that guard inverted must fail at least one of the machine's checks (its `*.checks.test-support.ts`). A check
 * that a mutant passes does not notice the guard; a surviving mutant fails here and names machine and guard.
 */

/**
 * Machines whose checks are not wired into the gate yet, each with why; the gate fails once one of them is. Empty:
 * every guarded machine is wired; a new guarded machine goes here only with a reason.
 */
const GATE_PENDING: Readonly<Record<string, string>> = {};

/** A check that neither passes nor fails within this long counts as failed (a test would time out). */
const CHECK_TIMEOUT_MS = 1_000;

const checkModules = import.meta.glob('./**/*.checks.test-support.ts', { eager: true });
const wired: MachineChecks[] = Object.values(checkModules).flatMap((module) =>
  Object.values(module as Record<string, unknown>).filter(isMachineChecks),
);
const checksOf = (machine: AnyStateMachine) => wired.find((entry) => entry.machine === machine);
const guardNames = (machine: AnyStateMachine) => Object.keys(machine.implementations.guards ?? {});

type Guard = (...args: unknown[]) => boolean;
/** The machine with one guard replaced (the rest of its implementation kept). */
const mutate = (machine: AnyStateMachine, name: string, replace: (original: Guard) => Guard) =>
  machine.provide({ guards: { [name]: replace(machine.implementations.guards[name] as Guard) } });
const inverted =
  (original: Guard): Guard =>
  (...args) =>
    !original(...args);

function withTimeout(run: Promise<void>): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  return Promise.race([run, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The names of the checks the machine fails (empty: it behaves as the checks expect). With `firstOnly` it stops at the
 * first failure: one is enough to kill a mutant, and a hanging check costs the whole timeout.
 */
async function failedChecks(entry: MachineChecks, machine: AnyStateMachine, firstOnly = false): Promise<string[]> {
  const failed: string[] = [];
  for (const [name, check] of Object.entries(entry.checks)) {
    try {
      await withTimeout(Promise.resolve().then(() => check(machine)));
    } catch {
      failed.push(name);
      if (firstOnly) break;
    }
  }
  return failed;
}

describe('guard-mutation gate', () => {
  const guarded = machineCatalog.filter(({ machine }) => guardNames(machine).length > 0);

  it('knows every guarded machine: wired into the gate or listed as pending, never both', () => {
    const ids = new Set(machineCatalog.map(({ id }) => id));
    for (const { id, machine } of guarded) {
      const isWired = checksOf(machine) !== undefined;
      expect(
        isWired !== id in GATE_PENDING,
        `${id}: ${isWired ? 'wired, remove it from' : 'add it to'} GATE_PENDING`,
      ).toBe(true);
    }
    for (const id of Object.keys(GATE_PENDING)) expect(ids.has(id), `${id} in GATE_PENDING is no machine`).toBe(true);
    for (const entry of wired)
      expect(
        machineCatalog.some(({ machine }) => machine === entry.machine),
        'checks of a catalogued machine',
      ).toBe(true);
  });

  describe.each(guarded.filter(({ machine }) => checksOf(machine)))('$id', ({ machine }) => {
    const entry = checksOf(machine) as MachineChecks;

    it('passes its checks unmutated', async () => {
      expect(await failedChecks(entry, machine)).toEqual([]);
    });

    it.each(guardNames(machine))('is caught with its guard %s inverted', async (name) => {
      const failed = await failedChecks(entry, mutate(machine, name, inverted), true);
      expect(
        failed.length,
        `surviving mutant: ${machine.id} with guard ${name} inverted fails no check`,
      ).toBeGreaterThan(0);
    });
  });

  // The issues' own examples: an expired campaign must not be re-activated (issue 28, its guard now offersDue), and
  // an activation ahead of the period must not be taken inside or after it (issue 30).
  it.each([
    ['offersDue', 'activates generated offers by hand inside the active offers period, never after'],
    ['offersNotStarted', 'activates ahead of the active offers period only as a scheduled activation'],
  ])('catches campaignLifecycle with %s always true', async (guard, check) => {
    const campaign = machineCatalog.find(({ id }) => id === 'campaignLifecycle')?.machine as AnyStateMachine;
    const entry = checksOf(campaign) as MachineChecks;
    expect(
      await failedChecks(
        entry,
        mutate(campaign, guard, () => () => true),
      ),
    ).toContain(check);
  });
});
