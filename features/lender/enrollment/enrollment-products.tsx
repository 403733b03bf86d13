import { Badge, Table, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { CatalogueProduct } from '../../../api/lender-campaigns.ts';

/**
 * The lender's products, read-only, each linking to the product wizard's page (features/lender/products may swap in
 * its ProductTable at merge).
 */
export function EnrollmentProducts({ products }: { products: readonly CatalogueProduct[] }) {
  if (products.length === 0) return <Text color="fg.muted">No products yet.</Text>;
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label="Products">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Product</Table.ColumnHeader>
            <Table.ColumnHeader>Category</Table.ColumnHeader>
            <Table.ColumnHeader>Class</Table.ColumnHeader>
            <Table.ColumnHeader>Tiers</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader>Disclosure</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {products.map((product) => (
            <Table.Row key={product.productId}>
              <Table.Cell>
                <Link
                  to="/lender/console/campaign/upcoming/enrollment/product/$productId"
                  params={{ productId: product.productId }}
                  style={{ textDecoration: 'underline' }}
                >
                  {product.name}
                </Link>
              </Table.Cell>
              <Table.Cell>{product.category}</Table.Cell>
              <Table.Cell>{product.productClass}</Table.Cell>
              <Table.Cell>{product.tiers}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={product.status === 'active' ? 'green' : 'gray'} variant="subtle">
                  {product.status === 'active' ? 'Active' : 'Inactive'}
                </Badge>
              </Table.Cell>
              <Table.Cell>{product.disclosureFile ?? '—'}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
