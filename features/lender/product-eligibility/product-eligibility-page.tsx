import { Alert, Box, List, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { EligibleState } from '../../../api/membership-eligibility.ts';
import { importProductEligibility, type ProductEligibility } from '../../../api/product-eligibility.ts';
import { productEligibilityCsvRowSchema } from '../../../domain/validation/eligibility-csv.ts';
import type { ConsolePageProps } from '../../../kit/console-page.ts';
import { DataTable } from '../../../kit/data-table.tsx';
import { can } from '../../../kit/permission.ts';
import { columnHeader } from '../../../kit/words.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { CsvImportSection } from '../general-setup/csv-import-section.tsx';
import { EligibleStates } from '../general-setup/eligible-states.tsx';
import { lenderProductsQuery } from '../general-setup/lender-products.ts';
import { productEligibilityProductEligibilityPageMessages as m } from '../messages/product-eligibility-product-eligibility-page.ts';

type Outside = { productName: string; state: string }[];
const column = createColumnHelper<ProductEligibility>();
const columns = [
  column.accessor('productName', {
    header: columnHeader(m.product),
    cell: ({ getValue, row }) => (
      <Box whiteSpace="normal" minW="7rem">
        {row.original.status === 'active' ? (
          getValue()
        ) : (
          <FormattedMessage {...m.nameInactive} values={{ name: getValue() }} />
        )}
      </Box>
    ),
  }),
  column.accessor('eligibility', {
    header: columnHeader(m.offeredIn),
    cell: ({ getValue, row }) => (
      // Cells wrap, so a phone shows the places without scrolling the table sideways.
      <Box whiteSpace="normal" minW="8rem">
        {getValue() === null ? (
          <FormattedMessage {...m.everywhereYouLend} />
        ) : (
          <ProductStates states={getValue() ?? []} productName={row.original.productName} />
        )}
      </Box>
    ),
  }),
];

/** /lender/console/productEligibility (002 §2): where each product may be offered, within the membership. */
/** A product's eligible places, named for a screen reader by the product's name. */
function ProductStates({ states, productName }: { states: readonly EligibleState[]; productName: string }) {
  const { formatMessage: t } = useIntl();
  return <EligibleStates states={states} label={t(m.whereOffered, { productName })} />;
}

export function ProductEligibilityPage({ client, fiId = 0, session }: ConsolePageProps) {
  const { formatMessage: t } = useIntl();
  const query = lenderProductsQuery(client, fiId);
  const products = useQuery(query);
  const [outside, setOutside] = useState<Outside>([]);
  return (
    <>
      <PageHeader title={t(m.productEligibility)} description={t(m.whereEachProductMayBe)} />
      <Stack gap="8">
        <DataTable
          label={m.productEligibility2}
          size="md"
          columns={columns}
          rows={products.data ?? []}
          rowKey={(row) => row.productId}
          loading={products.isPending}
          error={products.isError ? t(m.loadFailure) : null}
          onRetry={() => void products.refetch()}
          emptyMessage={t(m.noProductsYet)}
        />
        {outside.length > 0 ? (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t(m.outsideYourMembershipEligibilityNo)}</Alert.Title>
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
            description={t(m.oneRowPerProductAnd)}
            label={t(m.productEligibilityFile)}
            fieldName="productEligibityDoc"
            rowSchema={productEligibilityCsvRowSchema}
            confirm={t(m.theImportReplacesTheEligibility)}
            onUpload={async (_file, { files, signal }) => {
              const result = await client.call(importProductEligibility, { params: { fiId }, files, signal });
              setOutside(result.outsideMembership);
              return result;
            }}
            refresh={query.queryKey}
          />
        ) : (
          <Text color="fg.muted">{t(m.onlyUsersWithGeneralSetup)}</Text>
        )}
      </Stack>
    </>
  );
}
