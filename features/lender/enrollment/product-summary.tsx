import { DataList, Heading, Stack, Table, Text } from '@chakra-ui/react';
import type { LenderCampaignDetail } from '../../../api/lender-campaigns.ts';
import { labelOf } from '../../../domain/format/labels.ts';

export const dollars = (amount: string) => `$${Number(amount).toLocaleString('en-US')}`;
const count = (n: number) => n.toLocaleString('en-US');

/** The product summary (002 §3 campaign summary types): a table from md up, one card per product on a phone. */
export function ProductSummary({ products, empty }: { products: LenderCampaignDetail['products']; empty: string }) {
  if (products.length === 0) return <Text color="fg.muted">{empty}</Text>;
  return (
    <>
      <Table.ScrollArea borderWidth="1px" rounded="md" display={{ base: 'none', md: 'block' }}>
        <Table.Root size="sm" aria-label="Product summary">
          <Table.Header>
            <Table.Row>
              {['Product', 'Category', 'Offers generated', 'Redeemed', 'Redeemed amount'].map((label, i) => (
                <Table.ColumnHeader key={label} scope="col" textAlign={i > 1 ? 'end' : 'start'}>
                  {label}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {products.map((product) => (
              <Table.Row key={product.productId}>
                <Table.Cell>{product.name}</Table.Cell>
                <Table.Cell>{labelOf(product.category)}</Table.Cell>
                <Table.Cell textAlign="end">{count(product.offersGenerated)}</Table.Cell>
                <Table.Cell textAlign="end">{count(product.redeemed)}</Table.Cell>
                <Table.Cell textAlign="end">{dollars(product.redeemedAmount)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Stack as="ul" gap="3" display={{ base: 'flex', md: 'none' }} listStyleType="none" aria-label="Product summary">
        {products.map((product) => (
          <Stack as="li" key={product.productId} borderWidth="1px" rounded="md" p="4" bg="bg" gap="2">
            <Heading as="h3" size="sm">
              {product.name}{' '}
              <Text as="span" color="fg.muted" fontWeight="normal">
                · {labelOf(product.category)}
              </Text>
            </Heading>
            <DataList.Root orientation="horizontal" size="sm">
              {(
                [
                  ['Offers generated', count(product.offersGenerated)],
                  ['Redeemed', count(product.redeemed)],
                  ['Redeemed amount', dollars(product.redeemedAmount)],
                ] as const
              ).map(([label, value]) => (
                <DataList.Item key={label}>
                  <DataList.ItemLabel>{label}</DataList.ItemLabel>
                  <DataList.ItemValue>{value}</DataList.ItemValue>
                </DataList.Item>
              ))}
            </DataList.Root>
          </Stack>
        ))}
      </Stack>
    </>
  );
}
