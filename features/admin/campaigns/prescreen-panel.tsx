import { Badge, Button, Field, HStack, Input, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ApiClient } from '../../../api/client.ts';
import type { Session } from '../../../api/session.ts';
import {
  completeCampaignPrescreenState,
  completeLenderPrescreenState,
  exportCampaignPrescreen,
  exportLenderPrescreen,
  GLOBAL_STATE,
  getCampaignPrescreen,
  getLenderPrescreen,
  type PrescreenRow,
  putCampaignPrescreenCriteria,
  putLenderPrescreenCriteria,
} from '../../../api/uc-campaigns.ts';
import { BUREAU_FIELDS } from '../../../domain/rules/bureau-fields.ts';
import { can } from '../../../kit/permission.ts';
import { saveTextFile } from '../../../kit/save-file.ts';
import { runWithToasts, useConfigMutation } from '../../../kit/toasts.ts';
import { LoadFailure } from '../../../ui/load-failure.tsx';

/**
 * Prescreen by state (002 §2, §4): Global (id -1) and each state of the campaign's consumers, with criteria in the
 * criteria grammar (`GTE 640 LT 800`) on a bureau field and the consumers they keep, counted by the server. A state
 * is marked complete once reviewed; export waits for Global and every state. Locked after enrollment ended.
 */
export function PrescreenPanel({
  client,
  session,
  ucCampaignId,
  lenderId,
}: {
  client: ApiClient;
  session: Session;
  ucCampaignId: string;
  lenderId?: number;
}) {
  const scope = lenderId === undefined ? { ucCampaignId } : { ucCampaignId, lenderId };
  const key = ['prescreen', ucCampaignId, lenderId ?? null];
  const prescreen = useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      lenderId === undefined
        ? client.call(getCampaignPrescreen, { params: { ucCampaignId }, signal })
        : client.call(getLenderPrescreen, { params: { ucCampaignId, lenderId }, signal }),
  });
  const [state, setState] = useState(GLOBAL_STATE);
  const [field, setField] = useState('VANTAGE_SCORE');
  const [criteria, setCriteria] = useState('');
  const save = useConfigMutation({
    mutationFn: () => {
      const body = { field, criteria };
      return lenderId === undefined
        ? client.call(putCampaignPrescreenCriteria, { params: { ucCampaignId, state }, body })
        : client.call(putLenderPrescreenCriteria, { params: { ucCampaignId, lenderId, state }, body });
    },
    toasts: { pending: 'Saving the criteria…', success: 'Criteria saved' },
    invalidate: [key],
  });
  const complete = useConfigMutation({
    mutationFn: (row: PrescreenRow) => {
      const body = { complete: !row.complete };
      return lenderId === undefined
        ? client.call(completeCampaignPrescreenState, { params: { ucCampaignId, state: row.state }, body })
        : client.call(completeLenderPrescreenState, { params: { ucCampaignId, lenderId, state: row.state }, body });
    },
    toasts: { pending: 'Saving the review…', success: 'Review saved' },
    invalidate: [key],
  });
  const exportCsv = () =>
    runWithToasts(
      () =>
        lenderId === undefined
          ? client.call(exportCampaignPrescreen, { params: { ucCampaignId } })
          : client.call(exportLenderPrescreen, { params: scope as { ucCampaignId: string; lenderId: number } }),
      { pending: 'Exporting the prescreen…', success: 'Prescreen exported' },
    ).then(
      (csv) => saveTextFile(`prescreen-${ucCampaignId}.csv`, String(csv), 'text/csv;charset=utf-8'),
      () => {},
    );
  if (prescreen.isError) {
    return <LoadFailure message="There was an error getting the prescreen" onRetry={() => void prescreen.refetch()} />;
  }
  const data = prescreen.data;
  const editable = can(session, 'campaigns') && data?.locked === false;
  const rows = data ? [data.global, ...data.states] : [];
  return (
    <Stack gap="5">
      {data?.locked ? (
        <Text color="fg.muted">Prescreen criteria cannot be updated while the campaign is {data.status}.</Text>
      ) : null}
      {editable ? (
        <Stack
          as="form"
          gap="3"
          borderWidth="1px"
          borderRadius="lg"
          p="4"
          bg="bg"
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate();
          }}
        >
          <HStack gap="3" flexWrap="wrap" align="flex-end">
            <Field.Root w={{ base: 'full', sm: '48' }}>
              <Field.Label>State</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={state} onChange={(e) => setState(e.currentTarget.value)}>
                  {rows.map((row) => (
                    <option key={row.state} value={row.state}>
                      {row.label}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root w={{ base: 'full', sm: '56' }}>
              <Field.Label>Bureau field</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={field} onChange={(e) => setField(e.currentTarget.value)}>
                  {BUREAU_FIELDS.map((f) => (
                    <option key={f.name} value={f.name}>
                      {f.label}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root flex="1" minW="48">
              <Field.Label>Criteria</Field.Label>
              <Input
                value={criteria}
                placeholder="GTE 640 LT 800"
                onChange={(e) => setCriteria(e.currentTarget.value)}
              />
            </Field.Root>
            <Button type="submit" colorPalette="brand" loading={save.isPending}>
              Save criteria
            </Button>
          </HStack>
        </Stack>
      ) : null}
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
                  {row.criteria ? `${row.field} ${row.criteria}` : 'Not configured'}
                  {row.inherited && row.criteria ? (
                    <Text as="span" color="fg.muted">
                      {' '}
                      (Global)
                    </Text>
                  ) : null}
                </Table.Cell>
                <Table.Cell textAlign="end" data-testid={`count-${row.state}`}>
                  {row.consumerCount} of {row.totalConsumers}
                </Table.Cell>
                <Table.Cell>
                  {row.state === GLOBAL_STATE ? null : editable ? (
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="brand"
                      onClick={() => complete.mutate(row)}
                      aria-label={`${row.complete ? 'Reopen' : 'Mark complete'} ${row.label}`}
                    >
                      {row.complete ? 'Reopen' : 'Mark complete'}
                    </Button>
                  ) : (
                    <Badge colorPalette={row.complete ? 'green' : 'gray'} variant="subtle">
                      {row.complete ? 'Complete' : 'Pending'}
                    </Badge>
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <HStack gap="3" flexWrap="wrap">
        <Button variant="outline" colorPalette="brand" onClick={() => void exportCsv()}>
          Export CSV
        </Button>
        {data?.exportBlocked ? (
          <Text color="fg.muted" fontSize="sm">
            {data.exportBlocked}
          </Text>
        ) : null}
      </HStack>
    </Stack>
  );
}
