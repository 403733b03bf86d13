import { Table } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { endpointQuery } from '../../../api/query-options.ts';
import { listCampaignEmbedders, listCampaignProductInsights } from '../../../api/uc-campaigns.ts';
import type { ConsolePageProps } from '../../../kit/console-page.ts';
import { LoadFailure } from '../../../ui/load-failure.tsx';
import { CampaignFrame } from './shared.tsx';

type Props = ConsolePageProps<Record<string, never>, { ucCampaignId: string }>;
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

function SimpleTable({
  label,
  headers,
  rows,
  empty,
}: {
  label: string;
  headers: string[];
  rows: ReactNode[][];
  empty: string;
}) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="lg">
      <Table.Root size="sm" aria-label={label}>
        <Table.Header>
          <Table.Row>
            {headers.map((h) => (
              <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={headers.length}>{empty}</Table.Cell>
            </Table.Row>
          ) : (
            rows.map((cells, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are read-only figures in server order.
              <Table.Row key={index}>
                {cells.map((cell, i) => (
                  <Table.Cell key={headers[i]}>{cell}</Table.Cell>
                ))}
              </Table.Row>
            ))
          )}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** Product Insights tab: per enrolled lender's product, offers generated, viewed and redeemed (count, amount). */
export function ProductInsightsPage({ client, params }: Props) {
  const id = params.ucCampaignId;
  const insights = useQuery(endpointQuery(client, listCampaignProductInsights, { params: { ucCampaignId: id } }));
  return (
    <CampaignFrame client={client} id={id} section="Product Insights">
      {insights.isError ? (
        <LoadFailure
          message="There was an error getting the product insights"
          onRetry={() => void insights.refetch()}
        />
      ) : (
        <SimpleTable
          label="Product insights"
          empty="No enrolled lender products."
          headers={['Lender', 'Product', 'Offers generated', 'Offers viewed', 'Redeemed', 'Redeemed amount']}
          rows={(insights.data?.products ?? []).map((p) => [
            p.lenderName,
            p.productName,
            p.offersGenerated,
            p.offersViewed,
            p.redeemedCount,
            money.format(p.redeemedAmount),
          ])}
        />
      )}
    </CampaignFrame>
  );
}

/** Embedders tab: the embedders enrolled in the campaign and their consumer files. */
export function CampaignEmbeddersPage({ client, params }: Props) {
  const id = params.ucCampaignId;
  const embedders = useQuery(endpointQuery(client, listCampaignEmbedders, { params: { ucCampaignId: id } }));
  return (
    <CampaignFrame client={client} id={id} section="Embedders">
      {embedders.isError ? (
        <LoadFailure message="There was an error getting the embedders" onRetry={() => void embedders.refetch()} />
      ) : (
        <SimpleTable
          label="Campaign embedders"
          empty="No embedder enrolled yet."
          headers={['Embedder', 'Enrolled', 'Enrolled by', 'Consumer files']}
          rows={(embedders.data?.embedders ?? []).map((e) => [
            e.name,
            e.enrolledAt.slice(0, 10),
            e.enrolledBy ?? '—',
            e.consumerFiles,
          ])}
        />
      )}
    </CampaignFrame>
  );
}
