import { Alert, Box, List, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { importProductEligibility, type ProductEligibility } from '../../../api/product-eligibility.ts';
import { productEligibilityCsvRowSchema } from '../../../domain/validation/eligibility-csv.ts';
import type { ConsolePageProps } from '../../../kit/console-page.ts';
import { DataTable } from '../../../kit/data-table.tsx';
import { can } from '../../../kit/permission.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { CsvImportSection } from '../general-setup/csv-import-section.tsx';
import { EligibleStates } from '../general-setup/eligible-states.tsx';
import { lenderProductsQuery } from '../general-setup/lender-products.ts';

type Outside = { productName: string; state: string }[];
const column = createColumnHelper<ProductEligibility>();
const columns = [
  column.accessor('productName', {
    header: 'Product',
    cell: ({ getValue, row }) => (
      <Box whiteSpace="normal" minW="7rem">
        {row.original.status === 'active' ? getValue() : `${getValue()} (inactive)`}
      </Box>
    ),
  }),
  column.accessor('eligibility', {
    header: 'Offered in',
    cell: ({ getValue, row }) => (
      // Cells wrap, so a phone shows the places without scrolling the table sideways.
      <Box whiteSpace="normal" minW="8rem">
        {getValue() === null ? (
          'Everywhere you lend'
        ) : (
          <EligibleStates states={getValue() ?? []} label={`Where ${row.original.productName} is offered`} />
        )}
      </Box>
    ),
  }),
];

/** /lender/console/productEligibility (002 §2): where each product may be offered, within the membership. */
export function ProductEligibilityPage({ client, fiId = 0, session }: ConsolePageProps) {
  const queryClient = useQueryClient();
  const query = lenderProductsQuery(client, fiId);
  const products = useQuery(query);
  const [outside, setOutside] = useState<Outside>([]);
  return (
    <>
      <PageHeader
        title="Product Eligibility"
        description="Where each product may be offered, within your membership eligibility."
      />
      <Stack gap="8">
        <DataTable
          label="Product eligibility"
          columns={columns}
          rows={products.data ?? []}
          rowKey={(row) => row.productId}
          loading={products.isPending}
          error={products.isError ? 'There was an error getting the product eligibility' : null}
          onRetry={() => void products.refetch()}
          emptyMessage="No products yet."
        />
        {outside.length > 0 ? (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Outside your membership eligibility: no offers can go out there</Alert.Title>
              <List.Root ps="4">
                {outside.map((o) => (
                  <List.Item key={`${o.productName}/${o.state}`}>
                    {o.productName}: {o.state}
                  </List.Item>
                ))}
              </List.Root>
            </Alert.Content>
          </Alert.Root>
        ) : null}
        {can(session, 'generalSetup') ? (
          <CsvImportSection
            client={client}
            fiId={fiId}
            templateType="productEligibility"
            title="Import from a CSV file"
            description="One row per product and state, county or zip code (state * = everywhere you lend). The import replaces the eligibility of the products named in the file; other products keep theirs."
            label="Product eligibility file"
            fieldName="productEligibityDoc"
            rowSchema={productEligibilityCsvRowSchema}
            confirm="The import replaces the eligibility of every product named in the file."
            onUpload={async (_file, { files, signal }) => {
              const result = await client.call(importProductEligibility, { params: { fiId }, files, signal });
              setOutside(result.outsideMembership);
              return result;
            }}
            onDone={() => void queryClient.invalidateQueries({ queryKey: query.queryKey })}
          />
        ) : (
          <Text color="fg.muted">Only users with General Setup rights can change product eligibility.</Text>
        )}
      </Stack>
    </>
  );
}
