import { getBureauConnection } from '../../../api/bureau-connection.ts';
import type { ApiClient } from '../../../api/client.ts';
import {
  getCampaignProcessing,
  getEmbedderSftp,
  getPgpKey,
  listCampaignOfferMetrics,
  type ProcessingStep,
} from '../../../api/processing.ts';
import { endpointKey, endpointQuery } from '../../../api/query-options.ts';

// The queries of the processing pages, each built here once for the screen and its page loader
// (processing-loaders.ts): plain functions, so the eagerly loaded page table does not pull in the screens.

/** The campaign's pipeline (useProcessing adds the polling while a step runs). */
export const processingQuery = (client: ApiClient, campaignId: string) =>
  endpointQuery(client, getCampaignProcessing, { params: { campaignId } }, { suppressServerErrorRedirect: true });

/** An embedder's SFTP access (the sftp step's page). */
export const embedderSftpQuery = (client: ApiClient, embedderId: number) =>
  endpointQuery(client, getEmbedderSftp, { params: { embedderId } });

/** The platform's PGP public key (the pgp step's page). */
export const pgpKeyQuery = (client: ApiClient) => endpointQuery(client, getPgpKey);

/** The credit bureau connection in use, secrets masked (the bureau settings page). */
export const bureauConnectionQuery = (client: ApiClient) => endpointQuery(client, getBureauConnection);

/** Which run of metrics-calc the figures are from: a new run is new figures, so its own cache entry. */
export const metricsVersion = (step: Pick<ProcessingStep, 'status' | 'finishedAt'> | undefined) =>
  `${step?.status}-${step?.finishedAt}`;

/** The offer metrics metrics-calc wrote, of one run (`version`, from metricsVersion). */
export const offerMetricsQuery = (client: ApiClient, campaignId: string, version: string) => ({
  ...endpointQuery(client, listCampaignOfferMetrics, { params: { campaignId } }),
  queryKey: endpointKey(listCampaignOfferMetrics, { campaignId }, { version }),
});
