import { QueryClient } from '@tanstack/react-query';
import { isRedirect } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../api/client.ts';
import { currentProcessingPages, inProcessingQuery } from './current-processing.ts';

const A = '70000000-0000-4000-8000-00000000000a';
const B = '70000000-0000-4000-8000-00000000000b';

/** Runs the loader of the parameter-free page at `path`, the server answering `campaigns` in processing. */
async function open(path: string, campaigns: readonly string[], params: Record<string, string> = {}) {
  const page = currentProcessingPages.find((candidate) => candidate.path === path);
  if (!page?.loader) throw new Error(`${path} has no loader`);
  const call = vi.fn(async () => ({
    content: campaigns.map((id) => ({ ucCampaignId: id, name: id, status: 'SCHEDULED' })),
  }));
  const client = { call } as unknown as ApiClient;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const context = {
    session: {} as never,
    client,
    queryClient,
    params,
    search: {},
    fiId: undefined,
    embedderId: undefined,
  };
  const outcome = await Promise.resolve((page.loader as (c: typeof context) => unknown)(context)).then(
    () => null,
    (error: unknown) => error,
  );
  return { outcome, call, queryClient, client };
}

describe('the seed’s parameter-free processing routes', () => {
  it('go straight to the one campaign in processing, at the same step', async () => {
    const pipeline = await open('uc/campaign/processing', [A]);
    expect(isRedirect(pipeline.outcome)).toBe(true);
    expect((pipeline.outcome as { options: object }).options).toMatchObject({
      to: '/admin/console/uc/campaign/$ucCampaignId/processing',
      params: { ucCampaignId: A },
      replace: true,
    });
    const step = await open('uc/campaign/processing/tu-export', [A]);
    expect((step.outcome as { options: object }).options).toMatchObject({
      to: '/admin/console/uc/campaign/$ucCampaignId/processing/tu-export',
      params: { ucCampaignId: A },
    });
    const embedder = await open('uc/campaign/processing/embedder-import/$embedderId/pgp', [A], { embedderId: '2' });
    expect((embedder.outcome as { options: object }).options).toMatchObject({
      to: '/admin/console/uc/campaign/$ucCampaignId/processing/embedder-import/$embedderId/pgp',
      params: { ucCampaignId: A, embedderId: '2' },
    });
  });

  it('stay on the picker when several or none are in processing, with the list the picker reads cached', async () => {
    for (const campaigns of [[A, B], []]) {
      const { outcome, queryClient, client } = await open('uc/campaign/processing/metrics-calc', campaigns);
      expect(outcome).toBeNull();
      const cached = queryClient.getQueryData(inProcessingQuery(client).queryKey) as { content: unknown[] };
      expect(cached.content).toHaveLength(campaigns.length);
    }
  });

  it('ask the server for the campaigns whose pipeline runs (scheduled, offers generated) only', async () => {
    const { call } = await open('uc/campaign/processing', []);
    expect(call.mock.calls[0]).toEqual([
      expect.objectContaining({ path: '/uc/campaigns' }),
      expect.objectContaining({
        query: expect.objectContaining({
          filter: JSON.stringify([{ field: 'status', operator: 'IN', value: 'SCHEDULED|OFFERS_GENERATED' }]),
        }),
      }),
    ]);
  });

  it('cover the pipeline page and every step of the seed', () => {
    expect(currentProcessingPages.map((page) => page.path.replace('uc/campaign/processing', ''))).toEqual([
      '',
      '/embedder-import',
      '/embedder-import/$embedderId/sftp',
      '/embedder-import/$embedderId/pgp',
      '/embedder-import/$embedderId/import',
      '/tu-export',
      '/tu-import',
      '/generate-offers',
      '/generate-email-payloads',
      '/metrics-calc',
    ]);
  });
});
