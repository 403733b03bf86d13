import type { ProcessingStep } from '../../../api/processing.ts';
import type { CampaignStep, EmbedderStep } from '../../../domain/catalog/processing-steps.ts';

const base = '/admin/console/uc/campaign/$ucCampaignId/processing';

/**
 * The page of a step (campaigns/campaign-admin-pages.ts: the campaign steps, and embedder-import/{embedderId}/sftp, pgp, import), as a
 * typed `Link`'s `to` and `params`: an embedder's step names its embedder, a campaign step only the campaign.
 */
export function stepRoute(step: Pick<ProcessingStep, 'step' | 'embedderId'>, ucCampaignId: string) {
  if (step.embedderId === null) {
    return { to: `${base}/${step.step as CampaignStep}` as const, params: { ucCampaignId } };
  }
  return {
    to: `${base}/embedder-import/$embedderId/${step.step as EmbedderStep}` as const,
    params: { ucCampaignId, embedderId: String(step.embedderId) },
  };
}
