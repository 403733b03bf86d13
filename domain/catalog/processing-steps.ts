import { isOneOf } from './code-set.ts';
import type { BackgroundJobStatus } from './statuses.ts';

/**
 * The campaign processing pipeline (002 §2 uc/campaign/processing, §4 consumer list jobs), in order: the embedders'
 * console uploads are imported (`embedder-import`), each embedder delivering by SFTP has its own SFTP copy → PGP
 * decryption → import, then the bureau export and import, offer generation, e-mail payloads and the metrics.
 */
export const CAMPAIGN_STEPS = [
  'embedder-import',
  'tu-export',
  'tu-import',
  'generate-offers',
  'generate-email-payloads',
  'metrics-calc',
] as const;
export type CampaignStep = (typeof CAMPAIGN_STEPS)[number];

/** An embedder's own delivery, after `embedder-import` (route embedder-import/{embedderId}/sftp, pgp, import). */
export const EMBEDDER_STEPS = ['sftp', 'pgp', 'import'] as const;
export type EmbedderStep = (typeof EMBEDDER_STEPS)[number];

export type ProcessingStepName = CampaignStep | EmbedderStep;
export const PROCESSING_STEP_NAMES: readonly ProcessingStepName[] = [...CAMPAIGN_STEPS, ...EMBEDDER_STEPS];

/** The page titles of the step pages (features/admin/campaigns/campaign-admin-pages.ts), one per step. */
export const STEP_TITLES: Readonly<Record<ProcessingStepName, string>> = {
  'embedder-import': 'Embedder import',
  sftp: 'SFTP copy',
  pgp: 'PGP decryption',
  import: 'File import',
  'tu-export': 'Bureau export',
  'tu-import': 'Bureau import',
  'generate-offers': 'Generate offers',
  'generate-email-payloads': 'E-mail payloads',
  'metrics-calc': 'Metrics',
};

/** A step of one embedder is keyed `{embedderId}/{step}` (the embedder's number, as in its route). */
export type StepKey = CampaignStep | `${string}/${EmbedderStep}`;
export const isEmbedderStep = (step: string): step is EmbedderStep => isOneOf(EMBEDDER_STEPS, step);
export const stepKey = (step: ProcessingStepName, embedderId?: string | number | null): StepKey =>
  isEmbedderStep(step) ? `${embedderId}/${step}` : (step as StepKey);

/** The statuses a step row takes (002 §4 background job statuses); a step with no row is `not run`. */
export type StepStatus = Extract<
  BackgroundJobStatus,
  'not run' | 'scheduled' | 'running' | 'complete' | 'failed' | 'canceled'
>;
export const STEP_STATUSES: readonly StepStatus[] = [
  'not run',
  'scheduled',
  'running',
  'complete',
  'failed',
  'canceled',
];

/** Refusals (400 INVALID_CAMPAIGN / BAD_REQUEST); ours, the seed names none but "scheduled job error". */
export const PROCESSING_MESSAGES = {
  notScheduled: 'Campaign processing runs only while the campaign is scheduled or its offers are generated',
  notNow: 'This step cannot run now: the steps before it must be complete first',
  notRetryable: 'Only a failed or canceled step can be retried',
  notCancelable: 'Only a scheduled or running step can be canceled',
  alreadyStarted: 'This step has already been started: retry it if it failed or was canceled',
  embedderRequired: 'Choose the embedder this step is for',
  notEnrolled: 'This embedder is not enrolled in the campaign',
  noInboxFile: 'No file in the embedder’s SFTP inbox',
  noReceivedFile: 'Copy the embedder’s file by SFTP first',
  notPgp: 'The file is not a PGP message encrypted to the platform key',
  noBureauExport: 'Run the bureau export first',
  publishAt: 'Enter a valid publish date and time',
  scheduledJobError: 'Scheduled job error',
} as const;

/** Rows per second and the seconds left, from the step's progress (null until there is something to measure). */
export function progressRate(
  progress: { rowsDone: number; rowsTotal: number; startedAt: string | null; finishedAt: string | null },
  now: Date,
): { rate: number | null; etaSeconds: number | null } {
  if (!progress.startedAt || progress.rowsDone <= 0) return { rate: null, etaSeconds: null };
  const end = progress.finishedAt ? new Date(progress.finishedAt) : now;
  const seconds = Math.max((end.getTime() - new Date(progress.startedAt).getTime()) / 1000, 0.001);
  const rate = progress.rowsDone / seconds;
  const left = Math.max(progress.rowsTotal - progress.rowsDone, 0);
  return { rate, etaSeconds: progress.finishedAt ? 0 : Math.ceil(left / rate) };
}
