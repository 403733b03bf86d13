import { Badge, Box, Button, Card, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import type { MaterialReportDetail } from '../api/reports.ts';
import { formatDateTime } from '../domain/format/date.ts';
import { labelOf } from '../domain/format/labels.ts';

type Change = MaterialReportDetail['changes'][number];
const PALETTE = { added: 'green', deleted: 'red', modified: 'orange' } as const;
const shown = (value: unknown) =>
  value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);

function Value({ value, side }: { value: unknown; side: 'old' | 'new' }) {
  const text = shown(value);
  if (text === '') return <Text color="fg.muted">—</Text>;
  const old = side === 'old';
  return (
    <Box
      as={old ? 'del' : 'ins'}
      display="block"
      textDecoration="none"
      fontFamily="mono"
      fontSize="sm"
      px="2"
      py="1"
      borderRadius="sm"
      bg={old ? 'red.50' : 'green.50'}
      color={old ? 'red.800' : 'green.800'}
      wordBreak="break-word"
    >
      <span aria-hidden="true">{old ? '− ' : '+ '}</span>
      {text}
    </Box>
  );
}

/**
 * The material report's detail (002 §3: type, location, path, old and new value): each changed path of one audit
 * row, the old value struck in red and the new one in green (002 §4 text-difference states).
 */
export function AuditDiffTable({ detail, onClose }: { detail: MaterialReportDetail; onClose: () => void }) {
  return (
    <Card.Root variant="outline">
      <Card.Body gap="3">
        <HStack justify="space-between" align="flex-start" flexWrap="wrap">
          <Stack gap="0">
            <Heading size="md" as="h2">
              {labelOf(detail.action)} · {detail.entityName || labelOf(detail.entity || detail.category)}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {detail.createdBy || 'Unknown user'} · {formatDateTime(detail.createdDate)} ·{' '}
              {detail.financialInstitution || detail.embedder || detail.tenant}
            </Text>
          </Stack>
          <Button size="sm" variant="outline" onClick={onClose}>
            Close details
          </Button>
        </HStack>
        {detail.changes.length === 0 ? (
          <Text>No value changed.</Text>
        ) : (
          <>
            {/* Narrow screens: one stacked card per change, so old and new values are never scrolled out of view. */}
            <Stack as="ul" aria-label="Changes" gap="2" hideFrom="md" listStyleType="none">
              {detail.changes.map((change: Change) => (
                <Stack as="li" key={change.path} gap="1" borderWidth="1px" borderRadius="md" p="2">
                  <HStack gap="2" flexWrap="wrap">
                    <Badge colorPalette={PALETTE[change.type]} variant="subtle">
                      {change.type}
                    </Badge>
                    <Text fontFamily="mono" fontSize="sm" wordBreak="break-word">
                      {change.path}
                    </Text>
                  </HStack>
                  <Value value={change.oldValue} side="old" />
                  <Value value={change.newValue} side="new" />
                </Stack>
              ))}
            </Stack>
            <Table.ScrollArea borderWidth="1px" borderRadius="md" hideBelow="md">
              <Table.Root size="sm" aria-label="Changes">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Type</Table.ColumnHeader>
                    <Table.ColumnHeader>Location</Table.ColumnHeader>
                    <Table.ColumnHeader>Path</Table.ColumnHeader>
                    <Table.ColumnHeader>Old value</Table.ColumnHeader>
                    <Table.ColumnHeader>New value</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {detail.changes.map((change: Change) => (
                    <Table.Row key={change.path}>
                      <Table.Cell>
                        <Badge colorPalette={PALETTE[change.type]} variant="subtle">
                          {change.type}
                        </Badge>
                      </Table.Cell>
                      <Table.Cell>{change.location}</Table.Cell>
                      <Table.Cell fontFamily="mono" fontSize="sm">
                        {change.path}
                      </Table.Cell>
                      <Table.Cell minW="10rem">
                        <Value value={change.oldValue} side="old" />
                      </Table.Cell>
                      <Table.Cell minW="10rem">
                        <Value value={change.newValue} side="new" />
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          </>
        )}
      </Card.Body>
    </Card.Root>
  );
}
