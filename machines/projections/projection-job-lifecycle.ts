import { setup } from 'xstate';
import { ended, moves } from '../lifecycle-config.ts';
import { statusMoves } from '../status-moves.ts';

/** A projection run's statuses as stored (api/projections.ts): the seed's job statuses PENDING, COMPLETE, FAILED
 * (000 §4), and RUNNING, ours, while the job computes it (the page shows its progress then). */
export const PROJECTION_JOB_STATUSES = ['PENDING', 'RUNNING', 'COMPLETE', 'FAILED'] as const;
export type ProjectionJobStatus = (typeof PROJECTION_JOB_STATUSES)[number];

export const PROJECTION_JOB_EVENTS = ['START', 'FINISH', 'FAIL'] as const;
export type ProjectionJobEventType = (typeof PROJECTION_JOB_EVENTS)[number];

/**
 * A lender's projection run (the `projections` queue): requested PENDING; the job STARTs it (RUNNING, progress from
 * zero) — a pg-boss retry of a run whose worker died starts it again — and it ends COMPLETE with its rows or FAILED
 * with the error. An ended run never changes: the lender requests a new one. Pure: the job asks it
 * (projectionJobMove); its UPDATEs are conditional on the statuses each move leaves (projectionStatusesTaking).
 */
export const projectionJobLifecycle = setup({
  types: { events: {} as { type: ProjectionJobEventType } },
}).createMachine({
  id: 'projectionJobLifecycle',
  initial: 'PENDING',
  states: {
    PENDING: { description: 'Requested; queued for the job', on: moves({ START: 'RUNNING' }) },
    RUNNING: {
      description: 'The job computes it; rows done / total on its row',
      on: moves({ START: 'RUNNING', FINISH: 'COMPLETE', FAIL: 'FAILED' }),
    },
    COMPLETE: ended('Its Campaign Projection Summary rows are there'),
    FAILED: ended('The run failed; its error says why'),
  },
});

// Only the job moves a run, and it asks for the next status alone: nobody is shown the refusal.
const projectionJobMoves = statusMoves<ProjectionJobStatus, ProjectionJobEventType>(
  projectionJobLifecycle,
  (status, event) => `A ${status.toLowerCase()} projection run takes no ${event}`,
);

/** The status after `event`, or null when the machine refuses it from the stored status (or knows no such status). */
export const projectionJobMove = (status: string, event: ProjectionJobEventType): ProjectionJobStatus | null =>
  projectionJobMoves.next(status as ProjectionJobStatus, event);

/** The statuses `event` leaves (a conditional UPDATE's from-states). */
export const projectionStatusesTaking = projectionJobMoves.taking;

/** The status `event` enters (each event has one target). */
export const projectionJobTarget = projectionJobMoves.target;

/** The statuses of a run not ended yet (one per lender at a time). */
export const PROJECTION_UNFINISHED: readonly ProjectionJobStatus[] = PROJECTION_JOB_STATUSES.filter(
  (status) => projectionJobLifecycle.states[status]?.type !== 'final',
);

/**
 * Whether a run shown on a screen may still change (its page and the list poll while one may: a list fetched while
 * the run was going would otherwise keep saying "Running" after it completed).
 */
export const projectionUnfinished = (status: string | undefined): boolean =>
  PROJECTION_UNFINISHED.some((unfinished) => unfinished === status);
