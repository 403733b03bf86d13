import { Heading, List, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { ApiClient } from '../../api/client.ts';
import { getMissedReasons } from '../../api/offer-trace.ts';
import { endpointQuery } from '../../api/query-options.ts';
import { QueryGate } from '../../kit/query-gate.tsx';
import { offerTraceMissedReasonsTableMessages as m } from '../messages/offer-trace-missed-reasons-table.ts';

export interface MissedReasonsProps {
  readonly client: ApiClient;
  readonly fiId: number;
  readonly campaignId: string;
}

/** "Top reasons consumers missed this product": per product, the engine's decline reasons counted (issue 33 item 2). */
export function MissedReasons({ client, fiId, campaignId }: MissedReasonsProps) {
  const { formatMessage: t } = useIntl();
  const missed = useQuery(endpointQuery(client, getMissedReasons, { params: { fiId, ucCampaignId: campaignId } }));
  return (
    <Stack as="section" aria-label={t(m.topReasonsConsumersMissedYour)} gap="3">
      <Heading as="h2" size="lg">
        {t(m.topReasonsConsumersMissedYour)}
      </Heading>
      <QueryGate
        query={missed}
        failure={t(m.thereWasAnErrorGetting)}
        skeletonHeight="24"
        isEmpty={(data) => data.products.length === 0}
        empty={<Text>{t(m.noProductsOfYoursIn)}</Text>}
      >
        {(data) => (
          <Stack gap="2">
            <Text color="fg.muted" textStyle="sm">
              {t(m.basedOnConsumersOfThe, { value: data.consumers.toLocaleString('en-US') })}
            </Text>
            <Table.ScrollArea borderWidth="1px" rounded="md">
              <Table.Root size="sm" aria-label={t(m.missedReasonsByProduct)}>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t(m.product)}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t(m.offered)}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t(m.missed)}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t(m.topReasonsConsumers)}</Table.ColumnHeader>
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
