import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useIntl } from 'react-intl';
import type { CampaignEmbedder, ProductInsight } from '../../../api/uc-campaigns.ts';
import { offersGenerated } from '../../../domain/catalog/campaign-status.ts';
import { CONFIG_TOASTS } from '../../../domain/validation/config-toasts.ts';
import type { ParamPageProps } from '../../../kit/console-page.ts';
import { DataTable } from '../../../kit/data-table.tsx';
import { useLoadFailureToast, useNoticeToast } from '../../../kit/load-failure-toast.ts';
import { columnHeader } from '../../../kit/words.ts';
import { LoadFailure } from '../../../ui/load-failure.tsx';
import { campaignsCampaignFiguresPagesMessages as m } from '../messages/campaigns-campaign-figures-pages.ts';
import { campaignEmbeddersQuery, productInsightsQuery } from './campaign-queries.ts';
import { CampaignFrame, useCampaign } from './shared.tsx';

type Props = ParamPageProps<{ ucCampaignId: string }>;
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const insight = createColumnHelper<ProductInsight>();
const insightColumns = [
  insight.accessor('lenderName', { header: columnHeader(m.lender) }),
  insight.accessor('productName', { header: columnHeader(m.product) }),
  insight.accessor('offersGenerated', { header: columnHeader(m.offersGenerated) }),
  insight.accessor('offersViewed', { header: columnHeader(m.offersViewed) }),
  insight.accessor('redeemedCount', { header: columnHeader(m.redeemed) }),
  insight.accessor('redeemedAmount', {
    header: columnHeader(m.redeemedAmount),
    cell: ({ getValue }) => money.format(getValue()),
  }),
];

const embedder = createColumnHelper<CampaignEmbedder>();
const embedderColumns = [
  embedder.accessor('name', { header: columnHeader(m.embedder) }),
  embedder.accessor('enrolledAt', {
    header: columnHeader(m.enrolled),
    cell: ({ getValue }) => getValue().slice(0, 10),
  }),
  embedder.accessor('enrolledBy', { header: columnHeader(m.enrolledBy), cell: ({ getValue }) => getValue() ?? '—' }),
  embedder.accessor('consumerFiles', { header: columnHeader(m.consumerFiles) }),
];

/** Product Insights tab: per enrolled lender's product, offers generated, viewed and redeemed (count, amount). */
export function ProductInsightsPage({ client, params }: Props) {
  const { formatMessage: t } = useIntl();
  const id = params.ucCampaignId;
  const insights = useQuery(productInsightsQuery(client, id));
  const status = useCampaign(client, id).data?.status;
  useLoadFailureToast(insights.error, CONFIG_TOASTS.offersGeneratedReportFailed);
  useNoticeToast(status !== undefined && !offersGenerated(status), CONFIG_TOASTS.reportsNotGenerated);
  return (
    <CampaignFrame client={client} id={id} section={t(m.productInsights2)}>
      {insights.isError ? (
        <LoadFailure message={CONFIG_TOASTS.offersGeneratedReportFailed} onRetry={() => void insights.refetch()} />
      ) : (
        <DataTable
          label={m.productInsights}
          columns={insightColumns}
          rows={insights.data?.products ?? []}
          loading={insights.isPending}
          emptyMessage={t(m.noEnrolledLenderProducts)}
        />
      )}
    </CampaignFrame>
  );
}

/** Embedders tab: the embedders enrolled in the campaign and their consumer files. */
export function CampaignEmbeddersPage({ client, params }: Props) {
  const { formatMessage: t } = useIntl();
  const id = params.ucCampaignId;
  const embedders = useQuery(campaignEmbeddersQuery(client, id));
  return (
    <CampaignFrame client={client} id={id} section={t(m.embedders)}>
      {embedders.isError ? (
        <LoadFailure message={t(m.thereWasAnErrorGetting)} onRetry={() => void embedders.refetch()} />
      ) : (
        <DataTable
          label={m.campaignEmbedders}
          columns={embedderColumns}
          rows={embedders.data?.embedders ?? []}
          rowKey={(e) => String(e.embedderId)}
          loading={embedders.isPending}
          emptyMessage={t(m.noEmbedderEnrolledYet)}
        />
      )}
    </CampaignFrame>
  );
}
