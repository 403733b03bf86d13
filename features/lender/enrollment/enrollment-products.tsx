import { Badge, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CatalogueProduct } from '../../../api/lender-campaigns.ts';
import { DataTable } from '../../../kit/data-table.tsx';
import { columnHeader } from '../../../kit/words.ts';
import { enrollmentEnrollmentProductsMessages as m } from '../messages/enrollment-enrollment-products.ts';

const column = createColumnHelper<CatalogueProduct>();
const columns = [
  column.accessor('name', {
    header: columnHeader(m.product),
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
  column.accessor('category', { header: columnHeader(m.category) }),
  column.accessor('productClass', { header: columnHeader(m.class) }),
  column.accessor('tiers', { header: columnHeader(m.tiers) }),
  column.accessor('status', {
    header: columnHeader(m.status),
    cell: ({ getValue }) => (
      <Badge colorPalette={getValue() === 'active' ? 'green' : 'gray'} variant="subtle">
        {getValue() === 'active' ? <FormattedMessage {...m.active} /> : <FormattedMessage {...m.inactive} />}
      </Badge>
    ),
  }),
  column.accessor('disclosureFile', { header: columnHeader(m.disclosure), cell: ({ getValue }) => getValue() ?? '—' }),
];

/**
 * The lender's products, read-only, each linking to the product wizard's page (features/lender/products may swap in
 * its ProductTable at merge).
 */
export function EnrollmentProducts({ products }: { products: readonly CatalogueProduct[] }) {
  const { formatMessage: t } = useIntl();
  if (products.length === 0) return <Text color="fg.muted">{t(m.noProductsYet)}</Text>;
  return <DataTable label={m.products} columns={columns} rows={products} rowKey={(product) => product.productId} />;
}
