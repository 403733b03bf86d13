import { Badge, Heading, List, Stack, Text } from '@chakra-ui/react';
import { createColumnHelper } from '@tanstack/react-table';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FairLendingProduct, FairLendingReport } from '../../../api/fair-lending.ts';
import {
  FOUR_FIFTHS,
  formatRate,
  formatRatio,
  INCOME_LEVEL_LABELS,
  INCOME_LEVELS,
} from '../../../domain/compliance/fair-lending.ts';
import { DataTable } from '../../../kit/data-table.tsx';
import { columnHeader } from '../../../kit/words.ts';
import { campaignsFairLendingTableMessages as m } from '../messages/campaigns-fair-lending-table.ts';

const column = createColumnHelper<FairLendingProduct>();

/** One level's cell: the offer rate, offers of consumers, and the ratio to the most-favoured level. */
const levelColumn = (level: (typeof INCOME_LEVELS)[number]) =>
  column.display({
    id: level,
    header: INCOME_LEVEL_LABELS[level],
    cell: ({ row }) => {
      const entry = row.original.levels.find((candidate) => candidate.level === level);
      if (!entry || entry.consumers === 0)
        return (
          <Text color="fg.muted">
            <FormattedMessage {...m.noConsumers} />
          </Text>
        );
      return (
        <Stack gap="0">
          <Text>
            <FormattedMessage
              {...m.of}
              values={{ value: formatRate(entry.rate), offered: entry.offered, consumers: entry.consumers }}
            />
          </Text>
          <Text fontSize="sm" fontWeight={entry.flagged ? 'semibold' : undefined}>
            <FormattedMessage
              {...m.ratio}
              values={{
                value: formatRatio(entry.impactRatio),
                flagged: entry.flagged,
                favoured: row.original.mostFavoured === level,
              }}
            />
          </Text>
        </Stack>
      );
    },
  });

const columns = [
  column.accessor('lenderName', { header: columnHeader(m.lender) }),
  column.accessor('productName', { header: columnHeader(m.product) }),
  ...INCOME_LEVELS.map(levelColumn),
  column.accessor('flagged', {
    header: columnHeader(m.fourFifthsRule),
    cell: ({ getValue }) =>
      getValue() ? (
        <Badge colorPalette="red">
          <FormattedMessage {...m.flagged} />
        </Badge>
      ) : (
        <Badge colorPalette="green" variant="subtle">
          <FormattedMessage {...m.within} />
        </Badge>
      ),
  }),
];

/** The rules behind each flagged product's difference. */
function Drivers({ products }: { products: readonly FairLendingProduct[] }) {
  const { formatMessage: t } = useIntl();
  const flagged = products.filter((product) => product.flagged);
  if (flagged.length === 0) return null;
  return (
    <Stack gap="3" as="section" aria-label={t(m.rulesThatDriveTheDifference)}>
      <Heading as="h3" size="sm">
        {t(m.rulesThatDriveTheDifference)}
      </Heading>
      {flagged.map((product) => (
        <Stack key={product.productId} gap="1">
          <Text fontWeight="medium">
            {product.lenderName} {product.productName}
          </Text>
          {product.drivers.length === 0 ? (
            <Text color="fg.muted">{t(m.noFailedRuleIsOver)}</Text>
          ) : (
            <List.Root ps="5">
              {product.drivers.map((driver) => (
                <List.Item key={driver.reason}>
                  {t(m.ofTheFlaggedLevelsConsumers, {
                    reason: driver.reason,
                    value: formatRate(driver.flaggedShare),
                    value2: formatRate(driver.favouredShare),
                  })}
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
  const { formatMessage: t } = useIntl();
  return (
    <Stack gap="4">
      <Text color="fg.muted">
        {t(m.ofConsumersPlacedInA, { placed: report.placed, consumers: report.consumers, value: FOUR_FIFTHS * 100 })}
      </Text>
      <DataTable
        label={m.offerRateByCensusTract}
        scrollRegion
        columns={columns}
        rows={report.products}
        emptyMessage={t(m.noEnrolledLenderProducts)}
      />
      <Drivers products={report.products} />
    </Stack>
  );
}
