import { Heading, List, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client.ts';
import { getMissedReasons } from '../../api/offer-trace.ts';
import { endpointQuery } from '../../api/query-options.ts';
import { QueryGate } from '../../kit/query-gate.tsx';

export interface MissedReasonsProps {
  readonly client: ApiClient;
  readonly fiId: number;
  readonly campaignId: string;
}

/** "Top reasons consumers missed this product": per product, the engine's decline reasons counted (issue 33 item 2). */
export function MissedReasons({ client, fiId, campaignId }: MissedReasonsProps) {
  const missed = useQuery(endpointQuery(client, getMissedReasons, { params: { fiId, ucCampaignId: campaignId } }));
  return (
    <Stack as="section" aria-label="Top reasons consumers missed your products" gap="3">
      <Heading as="h2" size="lg">
        Top reasons consumers missed your products
      </Heading>
      <QueryGate
        query={missed}
        failure="There was an error getting the reasons"
        skeletonHeight="24"
        isEmpty={(data) => data.products.length === 0}
        empty={<Text>No products of yours in this campaign’s consumers yet.</Text>}
      >
        {(data) => (
          <Stack gap="2">
            <Text color="fg.muted" textStyle="sm">
              Based on {data.consumers.toLocaleString('en-US')} consumers of the campaign, replayed through your rules.
            </Text>
            <Table.ScrollArea borderWidth="1px" rounded="md">
              <Table.Root size="sm" aria-label="Missed reasons by product">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Product</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Offered</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Missed</Table.ColumnHeader>
                    <Table.ColumnHeader>Top reasons (consumers)</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {data.products.map((product) => (
                    <Table.Row key={product.productId}>
                      <Table.Cell>{product.productName}</Table.Cell>
                      <Table.Cell textAlign="end">{product.offered.toLocaleString('en-US')}</Table.Cell>
                      <Table.Cell textAlign="end">{product.missed.toLocaleString('en-US')}</Table.Cell>
                      <Table.Cell>
                        <List.Root ps="4" textStyle="sm">
                          {product.reasons.map((reason) => (
                            <List.Item key={reason.reason}>
                              {reason.reason} ({reason.consumers.toLocaleString('en-US')})
                            </List.Item>
                          ))}
                        </List.Root>
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          </Stack>
        )}
      </QueryGate>
    </Stack>
  );
}
