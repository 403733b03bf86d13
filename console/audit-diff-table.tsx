import { Badge, Box, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { createColumnHelper } from '@tanstack/react-table';
import { useIntl } from 'react-intl';
import type { MaterialReportDetail } from '../api/reports.ts';
import { formatDateTime } from '../domain/format/date.ts';
import { labelOf } from '../domain/format/labels.ts';
import { DataTable } from '../kit/data-table.tsx';
import { columnHeader } from '../kit/words.ts';
import { auditDiffTableMessages as m } from './messages/audit-diff-table.ts';

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

const column = createColumnHelper<Change>();
const columns = [
  column.accessor('type', {
    header: columnHeader(m.type),
    cell: ({ getValue }) => (
      <Badge colorPalette={PALETTE[getValue()]} variant="subtle">
        {getValue()}
      </Badge>
    ),
  }),
  column.accessor('location', { header: columnHeader(m.location) }),
  column.accessor('path', {
    header: columnHeader(m.path),
    meta: { cellStyle: { fontFamily: 'mono', fontSize: 'sm' } },
  }),
  column.accessor('oldValue', {
    header: columnHeader(m.oldValue),
    meta: { cellStyle: { minW: '10rem' } },
    cell: ({ getValue }) => <Value value={getValue()} side="old" />,
  }),
  column.accessor('newValue', {
    header: columnHeader(m.newValue),
    meta: { cellStyle: { minW: '10rem' } },
    cell: ({ getValue }) => <Value value={getValue()} side="new" />,
  }),
];

/**
 * The material report's detail (002 §3: type, location, path, old and new value): each changed path of one audit
 * row, the old value struck in red and the new one in green (002 §4 text-difference states).
 */
export function AuditDiffTable({ detail, onClose }: { detail: MaterialReportDetail; onClose: () => void }) {
  const { formatMessage: t } = useIntl();
  return (
    <Card.Root variant="outline">
      <Card.Body gap="3">
        <HStack justify="space-between" align="flex-start" flexWrap="wrap">
          <Stack gap="0">
            <Heading size="md" as="h2">
              {labelOf(detail.action)} · {detail.entityName || labelOf(detail.entity || detail.category)}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {detail.createdBy || t(m.unknownUser)} · {formatDateTime(detail.createdDate)} ·{' '}
              {detail.financialInstitution || detail.embedder || detail.tenant}
            </Text>
          </Stack>
          <Button size="sm" variant="outline" onClick={onClose}>
            {t(m.closeDetails)}
          </Button>
        </HStack>
        {detail.changes.length === 0 ? (
          <Text>{t(m.noValueChanged)}</Text>
        ) : (
          <>
            {/* Narrow screens: one stacked card per change, so old and new values are never scrolled out of view. */}
            <Stack as="ul" aria-label={t(m.changes)} gap="2" hideFrom="md" listStyleType="none">
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
            <DataTable
              label={m.changes}
              hideBelow="md"
              columns={columns}
              rows={detail.changes}
              rowKey={(change) => change.path}
            />
          </>
        )}
      </Card.Body>
    </Card.Root>
  );
}
