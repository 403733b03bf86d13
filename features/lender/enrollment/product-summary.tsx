import { DataList, Heading, Stack, Text } from '@chakra-ui/react';
import { createColumnHelper } from '@tanstack/react-table';
import { useIntl } from 'react-intl';
import type { LenderCampaignDetail } from '../../../api/lender-campaigns.ts';
import { labelOf } from '../../../domain/format/labels.ts';
import { DataTable } from '../../../kit/data-table.tsx';
import { columnHeader } from '../../../kit/words.ts';
import { enrollmentProductSummaryMessages as m } from '../messages/enrollment-product-summary.ts';

export const dollars = (amount: string) => `$${Number(amount).toLocaleString('en-US')}`;
const count = (n: number) => n.toLocaleString('en-US');

const column = createColumnHelper<LenderCampaignDetail['products'][number]>();
const columns = [
  column.accessor('name', { header: columnHeader(m.product) }),
  column.accessor('category', { header: columnHeader(m.category), cell: ({ getValue }) => labelOf(getValue()) }),
  column.accessor('offersGenerated', {
    header: columnHeader(m.offersGenerated),
    meta: { numeric: true },
    cell: ({ getValue }) => count(getValue()),
  }),
  column.accessor('redeemed', {
    header: columnHeader(m.redeemed),
    meta: { numeric: true },
    cell: ({ getValue }) => count(getValue()),
  }),
  column.accessor('redeemedAmount', {
    header: columnHeader(m.redeemedAmount),
    meta: { numeric: true },
    cell: ({ getValue }) => dollars(getValue()),
  }),
];

/** The product summary (002 §3 campaign summary types): a table from md up, one card per product on a phone. */
export function ProductSummary({ products, empty }: { products: LenderCampaignDetail['products']; empty: string }) {
  const { formatMessage: t } = useIntl();
  if (products.length === 0) return <Text color="fg.muted">{empty}</Text>;
  return (
    <>
      <DataTable
        label={m.productSummary}
        hideBelow="md"
        columns={columns}
        rows={products}
        rowKey={(product) => product.productId}
      />
      <Stack
        as="ul"
        gap="3"
        display={{ base: 'flex', md: 'none' }}
        listStyleType="none"
        aria-label={t(m.productSummary)}
      >
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
                  [m.offersGenerated, count(product.offersGenerated)],
                  [m.redeemed, count(product.redeemed)],
                  [m.redeemedAmount, dollars(product.redeemedAmount)],
                ] as const
              ).map(([label, value]) => (
                <DataList.Item key={label.id}>
                  <DataList.ItemLabel>{t(label)}</DataList.ItemLabel>
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
