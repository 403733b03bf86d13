import { Table } from '@chakra-ui/react';
import type { OfferMetric } from '../api/processing.ts';

/** Offer metrics (002 §3) per lender and product: one row per metric. */
export function OfferMetricsTable({ metrics }: { metrics: readonly OfferMetric[] }) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" aria-label="Offer metrics">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Lender</Table.ColumnHeader>
            <Table.ColumnHeader>Product</Table.ColumnHeader>
            <Table.ColumnHeader>Metric</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Value</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {metrics.map((m) => (
            <Table.Row key={`${m.lender}-${m.product}-${m.metric}`}>
              <Table.Cell>{m.lender}</Table.Cell>
              <Table.Cell>{m.product}</Table.Cell>
              <Table.Cell>{m.metric}</Table.Cell>
              <Table.Cell textAlign="end">{m.value}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
