import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../api/client.ts';
import { getCampaignProcessing, listProcessingStepErrors } from '../../../api/processing.ts';
import { listUcCampaigns } from '../../../api/uc-campaigns.ts';
import { marketplaceSettingsQuery } from '../../../console/marketplace-settings-query.ts';
import type { ConsolePage } from '../../../kit/console-page.ts';
import { pagedListQueryOptions } from '../../../kit/paged-list.ts';
import { lenderQuery } from '../lenders/use-lender.ts';
import { lenderMarketplaceAdminPages } from '../marketplace-settings/marketplace-admin-pages.ts';
import { metricsVersion, offerMetricsQuery, pgpKeyQuery, processingQuery } from '../processing/processing-queries.ts';
import { campaignAdminPages, processingAdminPages } from './campaign-admin-pages.ts';
import {
  adminRedeemLimitsQuery,
  campaignAcknowledgementsQuery,
  campaignEmbeddersQuery,
  campaignLendersQuery,
  campaignQuery,
  prescreenLenderId,
  prescreenQuery,
  productInsightsQuery,
} from './campaign-queries.ts';

const ID = '70000000-0000-4000-8000-000000000001';
const WINTER = '70000000-0000-4000-8000-000000000003';
const SEARCH = { page: 0 };
const pages: readonly ConsolePage[] = [...campaignAdminPages, ...processingAdminPages, ...lenderMarketplaceAdminPages];

const metricsStep = { key: 'metrics-calc', stepId: 'b1e7', status: 'complete', finishedAt: '2026-11-27T12:00:00Z' };
const ANSWERS: Record<string, unknown> = {
  [listUcCampaigns.path]: {
    content: [
      { ucCampaignId: ID, status: 'DONE' },
      { ucCampaignId: WINTER, status: 'ENROLLMENT_STARTED' },
    ],
  },
  [getCampaignProcessing.path]: { steps: [metricsStep, { key: 'tu-export', stepId: null }], embedders: [] },
};

/** Runs the loader of the page at `path` with a client that records its calls; the screen's cache to inspect. */
async function load(path: string, params: Record<string, string>, search: Record<string, unknown> = {}) {
  const page = pages.find((candidate) => candidate.path === path);
  if (!page?.loader) throw new Error(`${path} has no loader`);
  const call = vi.fn(
    async (endpoint: { path: string }, _request?: unknown) => ANSWERS[endpoint.path] ?? { answered: endpoint.path },
  );
  const client = { call } as unknown as ApiClient;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await page.loader({
    session: {} as never,
    client,
    queryClient,
    params,
    search,
    fiId: undefined,
    embedderId: undefined,
  });
  const cached = (key: QueryKey) => queryClient.getQueryData(key);
  const paths = call.mock.calls.map(([endpoint]) => endpoint.path);
  return { client, cached, paths, calls: call.mock.calls };
}

describe('campaign page loaders fill the cache entries their screens read', () => {
  const TABS: readonly [string, (client: ApiClient, id: string) => { queryKey: QueryKey }][] = [
    ['uc/campaign/$ucCampaignId/lender', campaignLendersQuery],
    ['uc/campaign/$ucCampaignId/acknowledgements', campaignAcknowledgementsQuery],
    ['uc/campaign/$ucCampaignId/productInsights', productInsightsQuery],
    ['uc/campaign/$ucCampaignId/embedder', campaignEmbeddersQuery],
    ['uc/campaign/$ucCampaignId/prescreen', (client, id) => prescreenQuery(client, id)],
  ];
  it.each(TABS)('%s: the campaign (the tab frame) and the tab’s own query, one call each', async (path, query) => {
    const { client, cached, paths } = await load(path, { ucCampaignId: ID });
    expect(cached(campaignQuery(client, ID).queryKey)).toBeDefined();
    expect(cached(query(client, ID).queryKey)).toBeDefined();
    expect(paths).toHaveLength(2);
  });

  it('a lender’s prescreen and redeem limits: the lender id of the route as the screen converts it', async () => {
    const prescreen = await load('uc/campaign/$ucCampaignId/lender/$lenderId/preScreen', {
      ucCampaignId: ID,
      lenderId: '7',
    });
    expect(prescreen.cached(prescreenQuery(prescreen.client, ID, prescreenLenderId('7')).queryKey)).toBeDefined();
    const limits = await load('uc/campaign/$ucCampaignId/lender/$lenderId/redeemLimit', {
      ucCampaignId: ID,
      lenderId: '7',
    });
    expect(limits.cached(adminRedeemLimitsQuery(limits.client, ID, '7').queryKey)).toBeDefined();
  });

  it('the campaign list: the first page PagedTable asks for, with the URL’s sort', async () => {
    const search = { ...SEARCH, sort: 'name,asc' };
    const { client, cached, paths } = await load('uc/campaign', {}, search);
    expect(cached(pagedListQueryOptions({ endpoint: listUcCampaigns, client, search }).queryKey)).toBeDefined();
    expect(paths).toEqual([listUcCampaigns.path]);
  });

  it('a step page: the pipeline, then the step’s row errors and what the step shows beside its card', async () => {
    const { client, cached } = await load(
      'uc/campaign/$ucCampaignId/processing/metrics-calc',
      { ucCampaignId: ID },
      SEARCH,
    );
    expect(cached(processingQuery(client, ID).queryKey)).toBeDefined();
    const errors = {
      endpoint: listProcessingStepErrors,
      client,
      params: { campaignId: ID, stepId: 'b1e7' },
      search: SEARCH,
    };
    expect(cached(pagedListQueryOptions(errors).queryKey)).toBeDefined();
    expect(cached(offerMetricsQuery(client, ID, metricsVersion(metricsStep as never)).queryKey)).toBeDefined();
  });

  it('a step that has not run has no error log to load; one the pipeline lacks loads nothing more', async () => {
    const notRun = await load('uc/campaign/$ucCampaignId/processing/tu-export', { ucCampaignId: ID }, SEARCH);
    expect(notRun.paths).not.toContain(listProcessingStepErrors.path);
    const missing = await load(
      'uc/campaign/$ucCampaignId/processing/embedder-import/$embedderId/pgp',
      { ucCampaignId: ID, embedderId: '9' },
      SEARCH,
    );
    expect(missing.cached(pgpKeyQuery(missing.client).queryKey)).toBeUndefined();
    expect(missing.paths).toHaveLength(2);
  });

  it('a lender’s workflows of the `next` campaign: the upcoming campaign is found first, as the screen finds it', async () => {
    const path = 'lenders/$lenderId/ucCampaign/$ucCampaignId/marketplaceSettings';
    const { client, cached, calls } = await load(path, { lenderId: '1', ucCampaignId: 'next' });
    expect(cached(lenderQuery(client, '1').queryKey)).toBeDefined();
    expect(cached(marketplaceSettingsQuery(client, 1, WINTER).queryKey)).toBeDefined();
    expect(calls.at(-1)?.[1]).toMatchObject({ query: { ucCampaignId: WINTER } });
  });
});
