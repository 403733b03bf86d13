import { Button, HStack, Link, Skeleton, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import type { ApiClient } from '../../../api/client.ts';
import { cloneProduct, deleteProduct, listProducts, type ProductRow } from '../../../api/products.ts';
import { endpointKey, endpointQuery } from '../../../api/query-options.ts';
import { CONFIRMATION_WORDS } from '../../../domain/validation/confirmation.ts';
import { useConfigMutation } from '../../../kit/toasts.ts';
import { useTypedConfirmation } from '../../../kit/typed-confirmation.tsx';
import { LoadFailure } from '../../../ui/load-failure.tsx';

export const PRODUCT_WIZARD_PATH = '/lender/console/campaign/upcoming/enrollment/product';
const cell = (value: string | number | null, suffix = '') => (value === null ? '—' : `${value}${suffix}`);

/**
 * The lender's products (002 §3 product table row) with links into the product wizard and Clone / Delete; the
 * enrollment page's "Product configuration" tab shows it.
 */
export function ProductTable({ client, fiId, canWrite }: { client: ApiClient; fiId: number; canWrite: boolean }) {
  const navigate = useNavigate();
  const confirm = useTypedConfirmation();
  const products = useQuery(endpointQuery(client, listProducts, { params: { fiId } }));
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
    onSuccess: () => navigate({ to: `${PRODUCT_WIZARD_PATH}/new` }),
  });
  const remove = useConfigMutation({
    mutationFn: (row: ProductRow) => client.call(deleteProduct, { params: { fiId, productId: row.id } }),
    toasts: { pending: 'Deleting the product…', success: 'Product deleted', error: 'Could not delete the product' },
    invalidate: [endpointKey(listProducts, { fiId })],
  });
  if (products.isError)
    return <LoadFailure message="There was an error getting the products" onRetry={() => void products.refetch()} />;
  if (!products.data) return <Skeleton height="32" />;
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            {[
              'Name',
              'Type',
              'Class',
              'Rate discount',
              'APR',
              'Limit',
              'Term',
              'Minimum',
              'Default',
              'Promo term',
              'Promo APR',
              'Promo minimum',
              'Participating',
              'Actions',
            ].map((h) => (
              <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {products.data.map((row) => (
            <Table.Row key={row.id}>
              <Table.Cell>
                <Link asChild>
                  <RouterLink to={`${PRODUCT_WIZARD_PATH}/$productId`} params={{ productId: row.id }}>
                    {row.name}
                  </RouterLink>
                </Link>
              </Table.Cell>
              <Table.Cell>{row.type.replaceAll('_', ' ')}</Table.Cell>
              <Table.Cell>{row.productClass}</Table.Cell>
              <Table.Cell>{cell(row.rateDiscount, '%')}</Table.Cell>
              <Table.Cell>{cell(row.apr, '%')}</Table.Cell>
              <Table.Cell>{cell(row.limit)}</Table.Cell>
              <Table.Cell>{cell(row.term)}</Table.Cell>
              <Table.Cell>{cell(row.minimum)}</Table.Cell>
              <Table.Cell>{row.isDefault ? 'Yes' : 'No'}</Table.Cell>
              <Table.Cell>{cell(row.promoTerm)}</Table.Cell>
              <Table.Cell>{cell(row.promoApr, '%')}</Table.Cell>
              <Table.Cell>{cell(row.promoMinimum)}</Table.Cell>
              <Table.Cell>{row.participating ? 'Yes' : 'No'}</Table.Cell>
              <Table.Cell>
                {canWrite ? (
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
                      Clone<Text srOnly> {row.name}</Text>
                    </Button>
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      onClick={() => {
                        if (window.confirm(`Delete ${row.name}?`)) remove.mutate(row);
                      }}
                    >
                      Delete<Text srOnly> {row.name}</Text>
                    </Button>
                  </HStack>
                ) : null}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
