import { describe, expect, it } from 'vitest';
import { machineCatalog } from '../catalog.ts';
import {
  createHarness,
  describePath,
  type ModelEvent,
  modelPaths,
  reachedValues,
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
const events: ModelEvent[] = [
  { type: 'assignment.choose', userId: 'u-1' },
  { type: 'assignment.submit' },
  { type: 'assignment.refresh', assignedUserId: 'u-2' },
  { type: 'assignment.refresh', assignedUserId: null },
  { type: 'xstate.done.actor.assignUser', output: { assignedFIUserId: 'u-1' } },
  { type: 'xstate.error.actor.assignUser', error: raceLost },
  { type: 'xstate.error.actor.assignUser', error: refused },
  { type: 'xstate.error.actor.assignUser', error: new TypeError('Failed to fetch') },
];
const ACTOR = 'assignUser';

describe.each([
  {
    label: 'an unassigned lead',
    input: { assignedUserId: null },
    states: ['unassigned', 'assigning', 'assigned', 'taken'],
  },
  { label: 'an assigned lead', input: { assignedUserId: 'u-9' }, states: ['assigned'] },
])('loanLeadAssignmentMachine (model-based, $label)', ({ input, states }) => {
  const { paths, edgePaths } = modelPaths(loanLeadAssignmentMachine, events, input);

  it('reaches every state', () => {
    const reached = [...reachedValues(paths)].map((value) => JSON.parse(value) as string);
    expect(reached.sort()).toEqual([...states].sort());
  });

  it.each(edgePaths.map((path) => [describePath(path), path] as const))('%s', async (_, path) => {
    const harness = createHarness(loanLeadAssignmentMachine, ['assignUser'], { input });
    await replayPath(harness, path, (snapshot, event, previous) => {
      const context = snapshot.context as LoanLeadAssignmentContext;
      const prior = previous.context as LoanLeadAssignmentContext;
      expect(snapshot.hasTag('busy')).toBe(snapshot.value === 'assigning');
      if (event.type === 'assignment.submit') {
        expect(snapshot.value).toBe(prior.selectedUserId ? 'assigning' : previous.value);
        if (prior.selectedUserId) expect(harness.calls.assignUser?.at(-1)).toEqual({ userId: prior.selectedUserId });
      }
      if (event.type === `xstate.done.actor.${ACTOR}`) expect(context).toMatchObject({ assignedUserId: 'u-1' });
      if (event.type === `xstate.error.actor.${ACTOR}`) {
        if (event.error === raceLost) expect(context.failure).toBe(ALREADY_ASSIGNED);
        else expect(context.failure).toBe(ASSIGNMENT_FAILED);
        expect(snapshot.value).toBe(event.error === raceLost ? 'taken' : 'unassigned');
      }
      if (snapshot.value === 'assigned') expect(context.assignedUserId).not.toBeNull();
    });
  });
});

describe('loanLeadAssignmentMachine', () => {
  it('is listed in the catalogue for /charts', () => {
    expect(machineCatalog.find((entry) => entry.id === 'loanLeadAssignment')).toMatchObject({
      file: 'machines/loan-leads/loan-lead-assignment.ts',
      exportName: 'loanLeadAssignmentMachine',
    });
  });
});
