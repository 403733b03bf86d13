import { setup } from 'xstate';
import type { BackgroundJobStatus } from '../../domain/catalog/statuses.ts';
import { ended, moves } from '../lifecycle-config.ts';
import { statusMoves } from '../status-moves.ts';

/** The import job's moves (claim, resume after a dead worker, finish, fail) and the embedder's cancel. */
export const CONSUMER_FILE_EVENTS = ['START', 'RESUME', 'FINISH', 'FAIL', 'CANCEL'] as const;
export type ConsumerFileEventType = (typeof CONSUMER_FILE_EVENTS)[number];
export type ConsumerFileLifecycleEvent = { type: ConsumerFileEventType };

/** The statuses a consumer file takes: the 002 §4 background-job statuses its import job uses. */
export type ConsumerFileStatus = Extract<
  BackgroundJobStatus,
  'scheduled' | 'running' | 'complete' | 'failed' | 'canceled'
>;

/** Ours (the seed names no text): what the embedder's cancel of an import that ended answers (409). */
export const NOT_CANCELABLE_MESSAGE = 'Only a scheduled or running import can be canceled.';

/**
 * A consumer file's import (002 §4 consumer list job `import`, background-job statuses): uploaded `scheduled`; the
 * job claims it (`running`), and a re-queued run after a dead worker resumes it where its last batch committed; it
 * ends `complete` (its valid rows handed to processing) or `failed` (unreadable), or the embedder cancels it while
 * scheduled or running. An ended import never changes again: a new upload is a new file. Pure: the server resolves
 * the stored status and asks it (consumerFileMove); the job's UPDATEs are conditional on the statuses each move
 * leaves (consumerFileStatusesTaking), so a cancel between the job's read and its write wins.
 */
export const consumerFileLifecycle = setup({
  types: { events: {} as ConsumerFileLifecycleEvent },
}).createMachine({
  id: 'consumerFileLifecycle',
  initial: 'scheduled',
  states: {
    scheduled: {
      description: 'Uploaded; the import job has not claimed it yet',
      on: moves({ START: 'running', FAIL: 'failed', CANCEL: 'canceled' }),
    },
    running: {
      description: 'Rows are being checked, a batch at a time',
      on: moves({ RESUME: 'running', FINISH: 'complete', FAIL: 'failed', CANCEL: 'canceled' }),
    },
    complete: ended('Every row checked; any valid rows handed to processing'),
    failed: ended('The file could not be read; its failure says why'),
    canceled: ended('The embedder stopped it; nothing of it goes on to processing'),
  },
});

const consumerFileMoves = statusMoves<ConsumerFileStatus, ConsumerFileEventType>(
  consumerFileLifecycle,
  (status, event) => (event === 'CANCEL' ? NOT_CANCELABLE_MESSAGE : `The import is ${status}: it takes no ${event}`),
);

/** The machine's answer to `event` from the stored status: the next status, or why not. */
export const consumerFileMove = consumerFileMoves.move;

/** The statuses `event` leaves (a conditional UPDATE's from-states). */
export const consumerFileStatusesTaking = consumerFileMoves.taking;

/** The status `event` enters (taken from any of its from-states: each event has one target). */
export const consumerFileTarget = consumerFileMoves.target;

/** Whether the import ended (a final status, or one the machine does not know): a rerun of its job does nothing. */
export const consumerFileEnded = (status: string): boolean =>
  !(status in consumerFileLifecycle.states) || consumerFileLifecycle.resolveState({ value: status }).status === 'done';

/** The status an uploaded file is stored with. */
export const CONSUMER_FILE_UPLOADED = consumerFileLifecycle.config.initial as ConsumerFileStatus;
