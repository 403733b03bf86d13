import { Button, HStack, Link, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { useIntl } from 'react-intl';
import type { ApiClient } from '../../../api/client.ts';
import { cloneProduct, deleteProduct, listProducts, type ProductRow } from '../../../api/products.ts';
import { endpointKey } from '../../../api/query-options.ts';
import { isLendingType } from '../../../domain/catalog/product-rules.ts';
import type { ProductType } from '../../../domain/catalog/products.ts';
import { CONFIRMATION_WORDS, productDeleteConfirmation } from '../../../domain/validation/confirmation.ts';
import { DataTable } from '../../../kit/data-table.tsx';
import { QueryGate } from '../../../kit/query-gate.tsx';
import { useConfigMutation } from '../../../kit/toasts.ts';
import { useTypedConfirmation } from '../../../kit/typed-confirmation.tsx';
import { productsProductTableMessages as m } from '../messages/products-product-table.ts';
import { productDraftQuery, productListQuery } from './product-queries.ts';

export const PRODUCT_WIZARD_PATH = '/lender/console/campaign/upcoming/enrollment/product';
const cell = (value: string | number | null, suffix = '') => (value === null ? '—' : `${value}${suffix}`);
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
/** NON-LENDING for a deposit product, CONFIRM for any other (decision 0642). */
const deleteKind = (row: ProductRow) => productDeleteConfirmation(isLendingType(row.type as ProductType));

const column = createColumnHelper<ProductRow>();
const columns = [
  column.accessor('name', {
    header: 'Name',
    cell: ({ row: { original } }) => (
      <Link asChild>
        <RouterLink to={`${PRODUCT_WIZARD_PATH}/$productId`} params={{ productId: original.id }}>
          {original.name}
        </RouterLink>
      </Link>
    ),
  }),
  column.accessor('type', { header: 'Type', cell: ({ getValue }) => getValue().replaceAll('_', ' ') }),
  column.accessor('productClass', { header: 'Class' }),
  column.accessor('rateDiscount', { header: 'Rate discount', cell: ({ getValue }) => cell(getValue(), '%') }),
  column.accessor('apr', { header: 'APR', cell: ({ getValue }) => cell(getValue(), '%') }),
  column.accessor('limit', { header: 'Limit', cell: ({ getValue }) => cell(getValue()) }),
  column.accessor('term', { header: 'Term', cell: ({ getValue }) => cell(getValue()) }),
  column.accessor('minimum', { header: 'Minimum', cell: ({ getValue }) => cell(getValue()) }),
  column.accessor('isDefault', { header: 'Default', cell: ({ getValue }) => yesNo(getValue()) }),
  column.accessor('promoTerm', { header: 'Promo term', cell: ({ getValue }) => cell(getValue()) }),
  column.accessor('promoApr', { header: 'Promo APR', cell: ({ getValue }) => cell(getValue(), '%') }),
  column.accessor('promoMinimum', { header: 'Promo minimum', cell: ({ getValue }) => cell(getValue()) }),
  column.accessor('participating', { header: 'Participating', cell: ({ getValue }) => yesNo(getValue()) }),
];

/**
 * The lender's products (002 §3 product table row) with links into the product wizard and Clone / Delete; the
 * enrollment page's "Product configuration" tab shows it.
 */
export function ProductTable({ client, fiId, canWrite }: { client: ApiClient; fiId: number; canWrite: boolean }) {
  const { formatMessage: t } = useIntl();
  const navigate = useNavigate();
  const confirm = useTypedConfirmation();
  const queryClient = useQueryClient();
  const products = useQuery(productListQuery(client, fiId));
  const clone = useConfigMutation({
    mutationFn: (row: ProductRow) =>
      client.call(cloneProduct, {
        params: { fiId, productId: row.id },
        body: { confirmation: CONFIRMATION_WORDS.cloneProduct },
      }),
    toasts: {
      pending: 'Cloning the product…',
      success: 'Product cloned: finish it in the wizard',
      error: 'Could not clone the product',
    },
    onSuccess: (draft) => {
      // The answer is the new-product draft the wizard opens on: its loader reads it instead of asking again.
      queryClient.setQueryData(productDraftQuery(client, fiId, 'new').queryKey, draft);
      return navigate({ to: `${PRODUCT_WIZARD_PATH}/new` });
    },
  });
  const remove = useConfigMutation({
    mutationFn: (row: ProductRow) =>
      client.call(deleteProduct, {
        params: { fiId, productId: row.id },
        query: { confirmation: CONFIRMATION_WORDS[deleteKind(row)] },
      }),
    toasts: { pending: 'Deleting the product…', success: 'Product deleted', error: 'Could not delete the product' },
    invalidate: [endpointKey(listProducts, { fiId })],
  });
  const actions = (row: ProductRow) => (
    <HStack gap="1">
      <Button
        size="xs"
        variant="outline"
        onClick={async () => {
          if (
            await confirm({
              kind: 'cloneProduct',
              title: `Clone ${row.name}?`,
              description: 'The new-product wizard starts as a copy of it.',
              confirmLabel: 'Clone product',
            })
          )
            clone.mutate(row);
        }}
      >
        {t(m.clone)}
        <Text srOnly> {row.name}</Text>
      </Button>
      <Button
        size="xs"
        variant="outline"
        colorPalette="red"
        onClick={async () => {
          if (
            await confirm({
              kind: deleteKind(row),
              title: `Delete ${row.name}?`,
              description: isLendingType(row.type as ProductType)
                ? 'The product and its tiers are removed.'
                : 'This is a non-lending product: the deposit offer goes with it.',
              confirmLabel: 'Delete product',
            })
          )
            remove.mutate(row);
        }}
      >
        {t(m.delete)}
        <Text srOnly> {row.name}</Text>
      </Button>
    </HStack>
  );
  return (
    <QueryGate query={products} failure="There was an error getting the products" skeletonHeight="32">
      {(data) => (
        <DataTable
          label={t(m.products)}
          size="sm"
          columns={columns}
          rows={data}
          rowKey={(row) => row.id}
          rowActions={canWrite ? actions : undefined}
        />
      )}
    </QueryGate>
  );
}
