import { getNextSnapshot, setup } from 'xstate';

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
    PENDING: { description: 'Requested; queued for the job', on: { START: { target: 'RUNNING' } } },
    RUNNING: {
      description: 'The job computes it; rows done / total on its row',
      on: { START: { target: 'RUNNING' }, FINISH: { target: 'COMPLETE' }, FAIL: { target: 'FAILED' } },
    },
    COMPLETE: { type: 'final', description: 'Its Campaign Projection Summary rows are there' },
    FAILED: { type: 'final', description: 'The run failed; its error says why' },
  },
});

/** The status after `event`, or null when the machine refuses it from the stored status. */
export function projectionJobMove(status: string, event: ProjectionJobEventType): ProjectionJobStatus | null {
  if (!(status in projectionJobLifecycle.states)) return null;
  const snapshot = projectionJobLifecycle.resolveState({ value: status });
  if (snapshot.status !== 'active' || !snapshot.can({ type: event })) return null;
  return getNextSnapshot(projectionJobLifecycle, snapshot, { type: event }).value as ProjectionJobStatus;
}

/** The statuses `event` leaves (a conditional UPDATE's from-states). */
export const projectionStatusesTaking = (event: ProjectionJobEventType): ProjectionJobStatus[] =>
  PROJECTION_JOB_STATUSES.filter((status) => projectionJobMove(status, event) !== null);

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

/** The status `event` enters (each event has one target). */
export function projectionJobTarget(event: ProjectionJobEventType): ProjectionJobStatus {
  const [from] = projectionStatusesTaking(event);
  const next = from ? projectionJobMove(from, event) : null;
  if (!next) throw new Error(`projectionJobLifecycle: ${event} is taken nowhere`);
  return next;
}
