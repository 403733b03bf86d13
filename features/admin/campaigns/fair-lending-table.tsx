import { Badge, Heading, List, Stack, Text } from '@chakra-ui/react';
import { createColumnHelper } from '@tanstack/react-table';
import type { FairLendingProduct, FairLendingReport } from '../../../api/fair-lending.ts';
import {
  FOUR_FIFTHS,
  formatRate,
  formatRatio,
  INCOME_LEVEL_LABELS,
  INCOME_LEVELS,
} from '../../../domain/compliance/fair-lending.ts';
import { DataTable } from '../../../kit/data-table.tsx';

const column = createColumnHelper<FairLendingProduct>();

/** One level's cell: the offer rate, offers of consumers, and the ratio to the most-favoured level. */
const levelColumn = (level: (typeof INCOME_LEVELS)[number]) =>
  column.display({
    id: level,
    header: INCOME_LEVEL_LABELS[level],
    cell: ({ row }) => {
      const entry = row.original.levels.find((candidate) => candidate.level === level);
      if (!entry || entry.consumers === 0) return <Text color="fg.muted">No consumers</Text>;
      return (
        <Stack gap="0">
          <Text>
            {formatRate(entry.rate)} ({entry.offered} of {entry.consumers})
          </Text>
          <Text fontSize="sm" fontWeight={entry.flagged ? 'semibold' : undefined}>
            Ratio {formatRatio(entry.impactRatio)}
            {entry.flagged ? ', under 0.8' : ''}
            {row.original.mostFavoured === level ? ' (most favoured)' : ''}
          </Text>
        </Stack>
      );
    },
  });

const columns = [
  column.accessor('lenderName', { header: 'Lender' }),
  column.accessor('productName', { header: 'Product' }),
  ...INCOME_LEVELS.map(levelColumn),
  column.accessor('flagged', {
    header: 'Four-fifths rule',
    cell: ({ getValue }) =>
      getValue() ? (
        <Badge colorPalette="red">Flagged</Badge>
      ) : (
        <Badge colorPalette="green" variant="subtle">
          Within
        </Badge>
      ),
  }),
];

/** The rules behind each flagged product's difference. */
function Drivers({ products }: { products: readonly FairLendingProduct[] }) {
  const flagged = products.filter((product) => product.flagged);
  if (flagged.length === 0) return null;
  return (
    <Stack gap="3" as="section" aria-label="Rules that drive the difference">
      <Heading as="h3" size="sm">
        Rules that drive the difference
      </Heading>
      {flagged.map((product) => (
        <Stack key={product.productId} gap="1">
          <Text fontWeight="medium">
            {product.lenderName} {product.productName}
          </Text>
          {product.drivers.length === 0 ? (
            <Text color="fg.muted">No failed rule is over-represented in the flagged levels.</Text>
          ) : (
            <List.Root ps="5">
              {product.drivers.map((driver) => (
                <List.Item key={driver.reason}>
                  {driver.reason}: {formatRate(driver.flaggedShare)} of the flagged levels’ consumers,{' '}
                  {formatRate(driver.favouredShare)} of the most-favoured level’s
                </List.Item>
              ))}
            </List.Root>
          )}
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * The fair-lending pre-check of a campaign (decision 0652): per product, each income level's offer rate and its
 * ratio to the most-favoured level, flagged under four fifths, then the rules that drive each flagged difference.
 */
export function FairLendingTable({ report }: { report: FairLendingReport }) {
  return (
    <Stack gap="4">
      <Text color="fg.muted">
        {report.placed} of {report.consumers} consumers placed in a census tract with a known income level. A level
        whose offer rate is under {FOUR_FIFTHS * 100}% of the most-favoured level’s is flagged (the four-fifths rule);
        small levels give unsteady ratios, so read the counts with them.
      </Text>
      <DataTable
        label="Offer rate by census-tract income level"
        size="sm"
        scrollRegion
        columns={columns}
        rows={report.products}
        emptyMessage="No enrolled lender products."
      />
      <Drivers products={report.products} />
    </Stack>
  );
}
