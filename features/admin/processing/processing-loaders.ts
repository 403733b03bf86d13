import { listProcessingStepErrors, type ProcessingStep } from '../../../api/processing.ts';
import { type ProcessingStepName, stepKey } from '../../../domain/catalog/processing-steps.ts';
import type { ConsolePageLoaderContext } from '../../../kit/console-page.ts';
import type { ListSearch } from '../../../kit/list-search.ts';
import { ensurePagedList } from '../../../kit/page-loader.ts';
import { ensureCampaign } from '../campaigns/campaign-loaders.ts';
import {
  embedderSftpQuery,
  metricsVersion,
  offerMetricsQuery,
  pgpKeyQuery,
  processingQuery,
} from './processing-queries.ts';

type Params = { readonly ucCampaignId: string; readonly embedderId?: string };
type ProcessingLoaderContext = Pick<ConsolePageLoaderContext, 'client' | 'queryClient'> & { readonly params: Params };
type StepLoaderContext = ProcessingLoaderContext & { readonly search: ListSearch };

/** What a step page shows beside the step's card (StepPage's `extra`), loaded once the step is known. */
type StepExtra = (context: StepLoaderContext, step: ProcessingStep) => Promise<unknown>;

const ensurePipeline = ({ client, queryClient, params }: ProcessingLoaderContext) =>
  queryClient.ensureQueryData(processingQuery(client, params.ucCampaignId));

/** uc/campaign/{id}/processing: the campaign (the frame) and its pipeline. */
export const loadProcessing = (context: ProcessingLoaderContext) =>
  Promise.all([ensureCampaign(context), ensurePipeline(context)]);

/**
 * A step page's loader (step-pages.tsx): the campaign and its pipeline, then what the page shows of the step: its
 * first page of row errors (the StepPage table's own source) and the step's `extra`. A step the pipeline does not
 * have (an embedder not enrolled) shows a message and loads nothing more.
 */
export const stepLoader = (name: ProcessingStepName, extra?: StepExtra) => async (context: StepLoaderContext) => {
  const [, pipeline] = await loadProcessing(context);
  const { client, params, search } = context;
  const step = pipeline.steps.find((s) => s.key === stepKey(name, params.embedderId));
  if (!step) return;
  const errors = step.stepId
    ? ensurePagedList(context, {
        endpoint: listProcessingStepErrors,
        client,
        params: { campaignId: params.ucCampaignId, stepId: step.stepId },
        search,
      })
    : undefined;
  await Promise.all([errors, extra?.(context, step)]);
};

/** The pgp step shows the platform's public key. */
export const pgpExtra: StepExtra = ({ client, queryClient }) => queryClient.ensureQueryData(pgpKeyQuery(client));

/** The sftp step shows the embedder's SFTP access (SftpStepPage's `Number(embedderId)`). */
export const sftpExtra: StepExtra = ({ client, queryClient, params }) =>
  queryClient.ensureQueryData(embedderSftpQuery(client, Number(params.embedderId)));

/** metrics-calc shows the figures of its latest run. */
export const metricsExtra: StepExtra = ({ client, queryClient, params }, step) =>
  queryClient.ensureQueryData(offerMetricsQuery(client, params.ucCampaignId, metricsVersion(step)));
