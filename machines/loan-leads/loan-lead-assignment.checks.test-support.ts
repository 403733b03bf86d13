import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { defineChecks } from '../guard-checks.test-helper.ts';
import {
  createHarness,
  expectReachesExactly,
  type Harness,
  type ModelEvent,
  modelPaths,
  replayPath,
} from '../redemption/model-based.test-helper.ts';
import {
  ALREADY_ASSIGNED,
  ASSIGNMENT_FAILED,
  type LoanLeadAssignmentContext,
  loanLeadAssignmentMachine,
} from './loan-lead-assignment.ts';

const raceLost = { code: 'LOAN_LEAD_USER_ALREADY_ASSIGNED', status: 409, message: 'already assigned' };
const refused = { code: 'LOAN_LEAD_USER_ASSIGNMENT_FAILED', status: 422, message: 'cannot' };
export const loanLeadAssignmentEvents: ModelEvent[] = [
  { type: 'assignment.choose', userId: 'u-1' },
  { type: 'assignment.submit' },
  { type: 'assignment.refresh', assignedUserId: 'u-2' },
  { type: 'assignment.refresh', assignedUserId: null },
  { type: 'xstate.done.actor.assignUser', output: { assignedFIUserId: 'u-1' } },
  { type: 'xstate.error.actor.assignUser', error: raceLost },
  { type: 'xstate.error.actor.assignUser', error: refused },
  { type: 'xstate.error.actor.assignUser', error: new TypeError('Failed to fetch') },
];

/** The two starting points of a lead (002 §3): nobody has it, or someone already does. */
export const loanLeadAssignmentStarts = [
  {
    label: 'an unassigned lead',
    input: { assignedUserId: null },
    states: ['unassigned', 'assigning', 'assigned', 'taken'],
  },
  { label: 'an assigned lead', input: { assignedUserId: 'u-9' }, states: ['assigned'] },
];

/** What must hold after each replayed step (002 §3, 000 §8 error codes), whichever machine runs. */
export const keepsAssignmentPromises =
  (h: Harness) =>
  (snapshot: AnyMachineSnapshot, event: ModelEvent, previous: AnyMachineSnapshot): void => {
    const context = snapshot.context as LoanLeadAssignmentContext;
    const prior = previous.context as LoanLeadAssignmentContext;
    expect(snapshot.hasTag('busy')).toBe(snapshot.value === 'assigning');
    if (event.type === 'assignment.submit') {
      expect(snapshot.value).toBe(prior.selectedUserId ? 'assigning' : previous.value);
      if (prior.selectedUserId) expect(h.calls.assignUser?.at(-1)).toEqual({ userId: prior.selectedUserId });
    }
    if (event.type === 'xstate.done.actor.assignUser') expect(context).toMatchObject({ assignedUserId: 'u-1' });
    if (event.type === 'xstate.error.actor.assignUser') {
      expect(context.failure).toBe(event.error === raceLost ? ALREADY_ASSIGNED : ASSIGNMENT_FAILED);
      expect(snapshot.value).toBe(event.error === raceLost ? 'taken' : 'unassigned');
    }
    // A refresh that finds the lead taken shows it assigned; one that finds nobody leaves (or puts) it unassigned.
    if (event.type === 'assignment.refresh')
      expect(snapshot.value).toBe(event.assignedUserId === null ? 'unassigned' : 'assigned');
    if (snapshot.value === 'assigned') expect(context.assignedUserId).not.toBeNull();
  };

/** Assigning a loan lead to a user (002 §3), asked of whichever machine is given. */
export const loanLeadAssignmentChecks = defineChecks(loanLeadAssignmentMachine, {
  'reaches every state from each starting point': (chart) => {
    for (const { input, states } of loanLeadAssignmentStarts) {
      const { paths } = modelPaths(chart, loanLeadAssignmentEvents, input, undefined, 500);
      expectReachesExactly(paths, states);
    }
  },

  'keeps its promises along every generated path': async (chart) => {
    for (const { input } of loanLeadAssignmentStarts) {
      const { edgePaths } = modelPaths(chart, loanLeadAssignmentEvents, input, undefined, 500);
      for (const path of edgePaths) {
        const h = createHarness(chart, ['assignUser'], { input });
        await replayPath(h, path, keepsAssignmentPromises(h));
      }
    }
  },
});
