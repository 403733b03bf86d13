import { redirect } from '@tanstack/react-router';
import type { ApiClient } from '../../../api/client.ts';
import { endpointQuery } from '../../../api/query-options.ts';
import { listUcCampaigns } from '../../../api/uc-campaigns.ts';
import { PROCESSING_MESSAGES, type ProcessingStepName, STEP_TITLES } from '../../../domain/catalog/processing-steps.ts';
import { needs } from '../../../domain/permissions.ts';
import { type ConsolePageLoaderContext, defineConsolePage } from '../../../kit/console-page.ts';
import { lazyPage } from '../../../kit/lazy-page.ts';
import { campaignStatusesTagged } from '../../../machines/campaign/campaign-lifecycle.ts';
import { processingCurrentProcessingMessages as words } from '../messages/processing-current-processing.ts';
import { stepRoute } from './step-route.ts';

/*
 * The seed's parameter-free processing routes (002 §2 uc/campaign/processing and its steps): processing moved under
 * uc/campaign/{id}/processing (a campaign's own page), so these open the campaign being processed — straight there
 * when there is one, a picker when there are several, a plain "no campaign in processing" page when there is none.
 */

/** The campaigns in processing (the lifecycle's `processing` phase, where their pipeline runs), soonest first. */
export const inProcessingQuery = (client: ApiClient) =>
  endpointQuery(client, listUcCampaigns, {
    query: {
      size: 100,
      sort: 'startsAt,asc',
      // The query string carries filters as one JSON array (api/paged-list.ts).
      filter: JSON.stringify([
        { field: 'status', operator: 'IN', value: campaignStatusesTagged('processing').join('|') },
      ]),
    },
  });

/** The campaign's own page for a step (null: the pipeline page), as a typed `to` and `params`. */
export function processingRoute(step: ProcessingStepName | null, ucCampaignId: string, embedderId?: string) {
  if (step === null) {
    return { to: '/admin/console/uc/campaign/$ucCampaignId/processing' as const, params: { ucCampaignId } };
  }
  return stepRoute({ step, embedderId: embedderId === undefined ? null : Number(embedderId) }, ucCampaignId);
}

type Context = Pick<ConsolePageLoaderContext, 'client' | 'queryClient'> & {
  readonly params: { readonly embedderId?: string };
};

/** Loads the campaigns in processing; exactly one: on to its page for the step (the URL then names it). */
const loadCurrent = (step: ProcessingStepName | null) => async (context: Context) => {
  const page = await context.queryClient.fetchQuery(inProcessingQuery(context.client));
  const [only] = page.content;
  if (page.content.length === 1 && only) {
    throw redirect({ ...processingRoute(step, only.ucCampaignId, context.params.embedderId), replace: true });
  }
};

const picker = (step: ProcessingStepName | null) =>
  lazyPage(() => import('./processing-picker.tsx').then((m) => ({ default: m.pickerFor(step) })));

const base = 'uc/campaign/processing';
const common = { permission: needs('processing', 'read'), loadFailure: PROCESSING_MESSAGES.scheduledJobError };
const page = <const Path extends string>(path: Path, step: ProcessingStepName | null) =>
  defineConsolePage({
    ...common,
    path,
    title: step ? STEP_TITLES[step] : words.campaignProcessing,
    loader: loadCurrent(step),
    component: picker(step),
  });

/** uc/campaign/processing, its six campaign steps and the embedder steps, without a campaign id. */
export const currentProcessingPages = [
  page(base, null),
  page(`${base}/embedder-import`, 'embedder-import'),
  page(`${base}/embedder-import/$embedderId/sftp`, 'sftp'),
  page(`${base}/embedder-import/$embedderId/pgp`, 'pgp'),
  page(`${base}/embedder-import/$embedderId/import`, 'import'),
  page(`${base}/tu-export`, 'tu-export'),
  page(`${base}/tu-import`, 'tu-import'),
  page(`${base}/generate-offers`, 'generate-offers'),
  page(`${base}/generate-email-payloads`, 'generate-email-payloads'),
  page(`${base}/metrics-calc`, 'metrics-calc'),
] as const;
