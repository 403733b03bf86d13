import { Badge, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { useIntl } from 'react-intl';
import type { CatalogueProduct } from '../../../api/lender-campaigns.ts';
import { DataTable } from '../../../kit/data-table.tsx';
import { enrollmentEnrollmentProductsMessages as m } from '../messages/enrollment-enrollment-products.ts';

const column = createColumnHelper<CatalogueProduct>();
const columns = [
  column.accessor('name', {
    header: 'Product',
    cell: ({ row: { original } }) => (
      <Link
        to="/lender/console/campaign/upcoming/enrollment/product/$productId"
        params={{ productId: original.productId }}
        style={{ textDecoration: 'underline' }}
      >
        {original.name}
      </Link>
    ),
  }),
  column.accessor('category', { header: 'Category' }),
  column.accessor('productClass', { header: 'Class' }),
  column.accessor('tiers', { header: 'Tiers' }),
  column.accessor('status', {
    header: 'Status',
    cell: ({ getValue }) => (
      <Badge colorPalette={getValue() === 'active' ? 'green' : 'gray'} variant="subtle">
        {getValue() === 'active' ? 'Active' : 'Inactive'}
      </Badge>
    ),
  }),
  column.accessor('disclosureFile', { header: 'Disclosure', cell: ({ getValue }) => getValue() ?? '—' }),
];

/**
 * The lender's products, read-only, each linking to the product wizard's page (features/lender/products may swap in
 * its ProductTable at merge).
 */
export function EnrollmentProducts({ products }: { products: readonly CatalogueProduct[] }) {
  const { formatMessage: t } = useIntl();
  if (products.length === 0) return <Text color="fg.muted">{t(m.noProductsYet)}</Text>;
  return (
    <DataTable
      label={t(m.products)}
      size="sm"
      columns={columns}
      rows={products}
      rowKey={(product) => product.productId}
    />
  );
}
