import type { ProcessingStep } from '../../../api/processing.ts';

const base = '/admin/console/uc/campaign/$ucCampaignId/processing';

/** The page of a step (admin-pages.ts: the campaign steps, and embedder-import/{embedderId}/sftp, pgp, import). */
export function stepRoute(step: Pick<ProcessingStep, 'step' | 'embedderId'>) {
  const to =
    step.embedderId === null
      ? (`${base}/${step.step}` as const)
      : (`${base}/embedder-import/$embedderId/${step.step}` as const);
  return { to: to as `${typeof base}/tu-export` };
}
