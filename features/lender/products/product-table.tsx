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
import { columnHeader } from '../../../kit/words.ts';
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
    header: columnHeader(m.name),
    cell: ({ row: { original } }) => (
      <Link asChild>
        <RouterLink to={`${PRODUCT_WIZARD_PATH}/$productId`} params={{ productId: original.id }}>
          {original.name}
        </RouterLink>
      </Link>
    ),
  }),
  column.accessor('type', { header: columnHeader(m.type), cell: ({ getValue }) => getValue().replaceAll('_', ' ') }),
  column.accessor('productClass', { header: columnHeader(m.class) }),
  column.accessor('rateDiscount', {
    header: columnHeader(m.rateDiscount),
    cell: ({ getValue }) => cell(getValue(), '%'),
  }),
  column.accessor('apr', { header: columnHeader(m.apr), cell: ({ getValue }) => cell(getValue(), '%') }),
  column.accessor('limit', { header: columnHeader(m.limit), cell: ({ getValue }) => cell(getValue()) }),
  column.accessor('term', { header: columnHeader(m.term), cell: ({ getValue }) => cell(getValue()) }),
  column.accessor('minimum', { header: columnHeader(m.minimum), cell: ({ getValue }) => cell(getValue()) }),
  column.accessor('isDefault', { header: columnHeader(m.default), cell: ({ getValue }) => yesNo(getValue()) }),
  column.accessor('promoTerm', { header: columnHeader(m.promoTerm), cell: ({ getValue }) => cell(getValue()) }),
  column.accessor('promoApr', { header: columnHeader(m.promoApr), cell: ({ getValue }) => cell(getValue(), '%') }),
  column.accessor('promoMinimum', { header: columnHeader(m.promoMinimum), cell: ({ getValue }) => cell(getValue()) }),
  column.accessor('participating', {
    header: columnHeader(m.participating),
    cell: ({ getValue }) => yesNo(getValue()),
  }),
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
      pending: m.cloningTheProduct,
      success: m.productClonedFinishItIn,
      error: m.couldNotCloneTheProduct,
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
    toasts: { pending: m.deletingTheProduct, success: m.productDeleted, error: m.couldNotDeleteTheProduct },
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
