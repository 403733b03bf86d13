import { SimpleGrid, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import type { ConsolePageProps } from '../../../kit/console-page.ts';
import { LoadFailure } from '../../../ui/load-failure.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { CAMPAIGNS_LOAD_FAILURE, day, STATUS_LABELS, useLenderCampaign } from './campaign-queries.ts';

type Props = ConsolePageProps<Record<string, never>, { campaignId: string }>;

/** campaign/$campaignId/details, /blackout and /complete: the campaign summary and the product summary (002 §3). */
export function CampaignSummaryPage({ client, fiId = 0, params }: Props) {
  const campaign = useLenderCampaign(client, fiId, params.campaignId);
  const data = campaign.data;
  const figures = data
    ? ([
        ['Offers generated', data.summary.offersGenerated.toLocaleString('en-US')],
        ['Consumers with offers', data.summary.consumers.toLocaleString('en-US')],
        ['Redeemed', data.summary.redeemed.toLocaleString('en-US')],
        ['Redeemed amount', `$${Number(data.summary.redeemedAmount).toLocaleString('en-US')}`],
      ] as const)
    : [];
  return (
    <Stack gap="6">
      <PageHeader
        title={data ? data.name : 'Campaign summary'}
        description={
          data
            ? `${STATUS_LABELS[data.displayStatus]} · offers active ${day(data.startsAt)} to ${day(data.expiresAt)} · ${data.enrollmentState}`
            : undefined
        }
      />
      {campaign.isError ? (
        <LoadFailure message={CAMPAIGNS_LOAD_FAILURE} onRetry={() => void campaign.refetch()} />
      ) : null}
      {campaign.isPending ? <Skeleton height="40" /> : null}
      {data ? (
        <>
          <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap="3" aria-label="Campaign summary">
            {figures.map(([label, value]) => (
              <Stack key={label} gap="0" borderWidth="1px" rounded="md" px="4" py="3" bg="bg">
                <Text as="dt" fontSize="sm" color="fg.muted">
                  {label}
                </Text>
                <Text as="dd" fontSize="2xl" fontWeight="700">
                  {value}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
          <Table.ScrollArea borderWidth="1px" rounded="md">
            <Table.Root size="sm" aria-label="Product summary">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Product</Table.ColumnHeader>
                  <Table.ColumnHeader>Category</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Offers generated</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Redeemed</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Redeemed amount</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {data.products.map((product) => (
                  <Table.Row key={product.productId}>
                    <Table.Cell>{product.name}</Table.Cell>
                    <Table.Cell>{product.category}</Table.Cell>
                    <Table.Cell textAlign="end">{product.offersGenerated}</Table.Cell>
                    <Table.Cell textAlign="end">{product.redeemed}</Table.Cell>
                    <Table.Cell textAlign="end">${Number(product.redeemedAmount).toLocaleString('en-US')}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          {data.products.length === 0 ? (
            <Text color="fg.muted">No offers were generated for your products in this campaign.</Text>
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}
