import type { BackgroundJobStatus } from './statuses.ts';

/**
 * A consumer file whose import finished with valid rows is handed to the admin's consumer-list pipeline (PGP, SFTP,
 * TU export, offer generation: another issue) with this mark; the console shows it as "Ready for processing".
 */
export const CONSUMER_FILE_HANDOFF = 'READY_FOR_PROCESSING' as const;
export const CONSUMER_FILE_HANDOFF_LABEL = 'Ready for processing';

/** How the console names each background-job status of a consumer file (002 §4 values, sentence case). */
export const JOB_STATUS_LABELS: Readonly<Record<BackgroundJobStatus, string>> = {
  'not run': 'Not run',
  running: 'Running',
  complete: 'Complete',
  failed: 'Failed',
  skipped: 'Skipped',
  scheduled: 'Scheduled',
  canceled: 'Canceled',
  unknown: 'Unknown',
};

/** A job that may still change: the page keeps polling it. */
export const isJobPending = (status: BackgroundJobStatus): boolean =>
  status === 'scheduled' || status === 'running' || status === 'not run';

/** Refusals of enrollment and of the consumer file upload (INVALID_CAMPAIGN, 400); ours, the seed names none. */
export const ENROLLMENT_MESSAGES = {
  notNext: 'Only the next campaign takes enrollments',
  ended: 'Enrollment for this campaign has ended',
  alreadyEnrolled: 'You are already enrolled in this campaign',
  notEnrolled: 'You are not enrolled in this campaign',
  enrollFirst: 'Enroll in the campaign before uploading its consumer file',
} as const;

/** A consumer file refused as a whole (before any row is read); the seed names no texts, ours. */
export const CONSUMER_FILE_REFUSALS = {
  noRows: 'The file has no consumer rows',
  unreadable: 'The file could not be read as CSV',
} as const;
