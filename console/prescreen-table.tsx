import { Badge, Button, Table, Text } from '@chakra-ui/react';
import { GLOBAL_STATE, type PrescreenRow } from '../api/uc-campaigns.ts';

/** The criteria in force on a row: its own, Global's (marked), or none. */
function CriteriaCell({ row }: { row: PrescreenRow }) {
  if (!row.criteria) return <>Not configured</>;
  return (
    <>
      {`${row.field} ${row.criteria}`}
      {row.inherited ? (
        <Text as="span" color="fg.muted">
          {' '}
          (Global)
        </Text>
      ) : null}
    </>
  );
}

/** A state's review: a button to mark it complete (or reopen it) when editable, its badge otherwise. */
function ReviewCell({ row, onToggle }: { row: PrescreenRow; onToggle?: ((row: PrescreenRow) => void) | undefined }) {
  if (row.state === GLOBAL_STATE) return null;
  if (!onToggle) {
    return (
      <Badge colorPalette={row.complete ? 'green' : 'gray'} variant="subtle">
        {row.complete ? 'Complete' : 'Pending'}
      </Badge>
    );
  }
  const action = row.complete ? 'Reopen' : 'Mark complete';
  return (
    <Button
      size="xs"
      variant="outline"
      colorPalette="brand"
      onClick={() => onToggle(row)}
      aria-label={`${action} ${row.label}`}
    >
      {action}
    </Button>
  );
}

/**
 * Prescreen by state (002 §2): Global then each state, the criteria in force, the consumers they keep of all, and
 * the state's review. `onToggle` given: the reviews can be changed.
 */
export function PrescreenTable({
  rows,
  onToggle,
}: {
  rows: readonly PrescreenRow[];
  onToggle?: ((row: PrescreenRow) => void) | undefined;
}) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="lg">
      <Table.Root size="sm" aria-label="Prescreen by state">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>State</Table.ColumnHeader>
            <Table.ColumnHeader>Criteria</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Consumers</Table.ColumnHeader>
            <Table.ColumnHeader>Review</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.state} data-state-code={row.state}>
              <Table.Cell fontWeight={row.state === GLOBAL_STATE ? '700' : undefined}>{row.label}</Table.Cell>
              <Table.Cell>
                <CriteriaCell row={row} />
              </Table.Cell>
              <Table.Cell textAlign="end" data-testid={`count-${row.state}`}>
                {row.consumerCount} of {row.totalConsumers}
              </Table.Cell>
              <Table.Cell>
                <ReviewCell row={row} onToggle={onToggle} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
