import { Badge, Button, Card, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import {
  type Acknowledgement,
  acknowledgeChange,
  listLenderAcknowledgements,
  rejectChange,
} from '../api/acknowledgements.ts';
import type { ApiClient } from '../api/client.ts';
import { endpointKey } from '../api/query-options.ts';
import { labelOf } from '../domain/format/labels.ts';
import { confirmationMessage } from '../domain/validation/confirmation.ts';
import { ACKNOWLEDGE_WORD, changeAcknowledgementMachine } from '../machines/campaign/change-acknowledgement.ts';
import { FormField } from '../ui/form-field.tsx';
import { acknowledgementCardMessages as m } from './messages/acknowledgement-card.ts';
import { TextDiffView } from './text-diff-view.tsx';

const STATUS_PALETTE: Record<Acknowledgement['status'], string> = {
  PENDING_ACKNOWLEDGEMENT: 'orange',
  ACKNOWLEDGED: 'green',
  REJECTED: 'red',
  CANCELLED: 'gray',
};

export function AcknowledgementStatus({ status }: { status: Acknowledgement['status'] }) {
  return <Badge colorPalette={STATUS_PALETTE[status]}>{labelOf(status)}</Badge>;
}

/** The lender's decision on one request, driven by the changeAcknowledgement statechart. */
function Decision({ ack, client, fiId }: { ack: Acknowledgement; client: ApiClient; fiId: number }) {
  const { formatMessage: t } = useIntl();
  const queryClient = useQueryClient();
  const machine = useMemo(
    () =>
      changeAcknowledgementMachine.provide({
        actors: {
          submitDecision: fromPromise(async ({ input }) => {
            const endpoint = input.decision === 'reject' ? rejectChange : acknowledgeChange;
            await client.call(endpoint, {
              params: { fiId, id: input.acknowledgementId },
              body: { confirmation: input.confirmation },
            });
            await queryClient.invalidateQueries({ queryKey: endpointKey(listLenderAcknowledgements, { fiId }) });
          }),
        },
      }),
    [client, fiId, queryClient],
  );
  const [state, send] = useMachine(machine, { input: { acknowledgementId: ack.id } });
  if (state.matches('reviewing')) {
    return (
      <HStack gap="3" wrap="wrap">
        <Button colorPalette="brand" size="sm" onClick={() => send({ type: 'ack.acknowledge' })}>
          {t(m.acknowledge)}
        </Button>
        <Button variant="outline" size="sm" onClick={() => send({ type: 'ack.reject' })}>
          {t(m.reject)}
        </Button>
      </HStack>
    );
  }
  if (state.matches('decided')) return <Text>{t(m.yourAnswerIsRecorded)}</Text>;
  const verb = state.context.decision === 'reject' ? 'Reject' : 'Acknowledge';
  return (
    <Stack
      as="form"
      gap="3"
      maxW="md"
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'ack.confirm' });
      }}
    >
      <FormField label={confirmationMessage(ACKNOWLEDGE_WORD)} errorText={state.context.error ?? undefined}>
        <Input
          value={state.context.typed}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => send({ type: 'ack.type', text: event.currentTarget.value })}
        />
      </FormField>
      <HStack gap="3">
        <Button type="submit" colorPalette="brand" size="sm" loading={state.hasTag('busy')}>
          {t(m.change, { verb })}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => send({ type: 'ack.back' })}>
          {t(m.back)}
        </Button>
      </HStack>
    </Stack>
  );
}

/** One change acknowledgement request: summary, status, the text difference and, for deciders, the decision. */
export function AcknowledgementCard(props: {
  ack: Acknowledgement;
  client: ApiClient;
  fiId: number;
  canDecide: boolean;
  actions?: React.ReactNode;
}) {
  const { formatMessage: t } = useIntl();
  const { ack } = props;
  return (
    <Card.Root>
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Card.Title as="h2">{ack.summary}</Card.Title>
          <AcknowledgementStatus status={ack.status} />
        </HStack>
        <Text color="fg.muted" fontSize="sm">
          {t(ack.decidedBy ? m.requestedAndDecided : m.requested, {
            campaignName: ack.campaignName,
            lenderName: ack.lenderName,
            requestedOn: ack.requestedAt.slice(0, 10),
            decidedBy: ack.decidedBy,
          })}
        </Text>
      </Card.Header>
      <Card.Body gap="4">
        <TextDiffView before={ack.beforeText} after={ack.afterText} />
        {props.canDecide && ack.status === 'PENDING_ACKNOWLEDGEMENT' ? (
          <Decision ack={ack} client={props.client} fiId={props.fiId} />
        ) : null}
        {props.actions}
      </Card.Body>
    </Card.Root>
  );
}
