import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { notProvided } from '../redemption/not-provided.ts';

/** Shown when another user took the lead first (LOAN_LEAD_USER_ALREADY_ASSIGNED). */
export const ALREADY_ASSIGNED = 'Someone else was assigned this lead a moment ago.';
/** Shown for LOAN_LEAD_USER_ASSIGNMENT_FAILED or a failed call. */
export const ASSIGNMENT_FAILED = 'The lead could not be assigned. Try again.';

export interface LoanLeadAssignmentInput {
  /** Who has the lead now (null: nobody). */
  readonly assignedUserId: string | null;
}

export interface LoanLeadAssignmentContext {
  readonly assignedUserId: string | null;
  readonly selectedUserId: string | null;
  readonly failure: string | null;
}

export type LoanLeadAssignmentEvent =
  | { type: 'assignment.choose'; userId: string }
  | { type: 'assignment.submit' }
  /** The lead was read again (after a race): who has it now. */
  | { type: 'assignment.refresh'; assignedUserId: string | null };

const codeOf = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'code' in error
    ? String((error as { code: unknown }).code)
    : undefined;

/**
 * Assigning a loan lead to a user (002 §3, 000 §8): unassigned → choose a user → assigning (the `assignUser` actor,
 * PUT …/assignment) → assigned; when another user won the race the server answers LOAN_LEAD_USER_ALREADY_ASSIGNED and
 * the journey shows `taken` until the lead is read again; LOAN_LEAD_USER_ASSIGNMENT_FAILED or a network failure goes
 * back to unassigned with the message.
 */
export const loanLeadAssignmentMachine = setup({
  types: {
    input: {} as LoanLeadAssignmentInput,
    context: {} as LoanLeadAssignmentContext,
    events: {} as LoanLeadAssignmentEvent,
  },
  actors: {
    assignUser: fromPromise<{ assignedFIUserId: string }, { userId: string }>(async () =>
      notProvided('loanLeadAssignment', 'assignUser'),
    ),
  },
  guards: {
    hasChoice: ({ context }) => context.selectedUserId !== null,
    isAssigned: ({ context }) => context.assignedUserId !== null,
    raceLost: ({ event }) => codeOf((event as { error?: unknown }).error) === 'LOAN_LEAD_USER_ALREADY_ASSIGNED',
    refreshedAssigned: ({ event }) => event.type === 'assignment.refresh' && event.assignedUserId !== null,
  },
}).createMachine({
  id: 'loanLeadAssignment',
  context: ({ input }) => ({ assignedUserId: input.assignedUserId, selectedUserId: null, failure: null }),
  initial: 'start',
  states: {
    start: { always: [{ guard: 'isAssigned', target: 'assigned' }, { target: 'unassigned' }] },
    unassigned: {
      on: {
        'assignment.choose': {
          actions: assign({
            selectedUserId: ({ event }) => event.userId,
            failure: null,
          }),
        },
        'assignment.submit': { guard: 'hasChoice', target: 'assigning' },
        'assignment.refresh': {
          guard: 'refreshedAssigned',
          target: 'assigned',
          actions: assign({
            assignedUserId: ({ event }) => (event.type === 'assignment.refresh' ? event.assignedUserId : null),
          }),
        },
      },
    },
    assigning: {
      tags: ['busy'],
      invoke: {
        id: 'assignUser',
        src: 'assignUser',
        input: ({ context }) => ({ userId: context.selectedUserId ?? '' }),
        onDone: {
          target: 'assigned',
          actions: assign({ assignedUserId: ({ event }) => event.output.assignedFIUserId, failure: null }),
        },
        onError: [
          { guard: 'raceLost', target: 'taken', actions: assign({ failure: ALREADY_ASSIGNED }) },
          { target: 'unassigned', actions: assign({ failure: ASSIGNMENT_FAILED }) },
        ],
      },
    },
    taken: {
      on: {
        'assignment.refresh': [
          {
            guard: 'refreshedAssigned',
            target: 'assigned',
            actions: assign({
              assignedUserId: ({ event }) => {
                assertEvent(event, 'assignment.refresh');
                return event.assignedUserId;
              },
              failure: null,
            }),
          },
          { target: 'unassigned', actions: assign({ assignedUserId: null, selectedUserId: null, failure: null }) },
        ],
      },
    },
    assigned: { type: 'final' },
  },
});
