import { Button, Heading, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { cancelAcknowledgement, requestAcknowledgement } from '../../../api/acknowledgements.ts';
import { listLenders } from '../../../api/lenders.ts';
import { endpointQuery } from '../../../api/query-options.ts';
import { AcknowledgementCard } from '../../../console/acknowledgement-card.tsx';
import { ShowOnChart } from '../../../kit/chart-link.tsx';
import type { ParamPageProps } from '../../../kit/console-page.ts';
import { can } from '../../../kit/permission.ts';
import { QueryGate } from '../../../kit/query-gate.tsx';
import { SelectBox } from '../../../kit/select-box.tsx';
import { useConfigMutation } from '../../../kit/toasts.ts';
import { acknowledgementOnChart } from '../../../machines/campaign/acknowledgement-lifecycle.ts';
import { FormField } from '../../../ui/form-field.tsx';
import { campaignAcknowledgementsQuery } from '../campaigns/campaign-queries.ts';
import { CampaignFrame } from '../campaigns/shared.tsx';
import { acknowledgementsCampaignAcknowledgementsPageMessages as m } from '../messages/acknowledgements-campaign-acknowledgements-page.ts';

const EMPTY = { fiId: '', summary: '', beforeText: '', afterText: '' };

/** /admin/console/uc/campaign/{ucCampaignId}/acknowledgements: ask lenders to acknowledge a change; cancel requests. */
export function CampaignAcknowledgementsPage({ client, session, params }: ParamPageProps<{ ucCampaignId: string }>) {
  const { formatMessage: t } = useIntl();
  const { ucCampaignId } = params;
  const listQuery = campaignAcknowledgementsQuery(client, ucCampaignId);
  const queryKey = listQuery.queryKey;
  const list = useQuery(listQuery);
  const lenders = useQuery(endpointQuery(client, listLenders, { query: { size: 100 } }));
  const [draft, setDraft] = useState(EMPTY);
  const request = useConfigMutation({
    mutationFn: () =>
      client.call(requestAcknowledgement, { params: { ucCampaignId }, body: { ...draft, fiId: Number(draft.fiId) } }),
    toasts: {
      pending: m.requestingAcknowledgement,
      success: m.acknowledgementRequested,
      error: m.couldNotRequestTheAcknowledgement,
    },
    invalidate: [queryKey],
    onSuccess: () => setDraft(EMPTY),
  });
  const cancel = useConfigMutation({
    mutationFn: (id: string) => client.call(cancelAcknowledgement, { params: { ucCampaignId, id } }),
    toasts: { pending: m.cancellingTheRequest, success: m.requestCancelled, error: m.couldNotCancelTheRequest },
    invalidate: [queryKey],
  });
  const set = (name: keyof typeof EMPTY) => (event: { currentTarget: { value: string } }) =>
    setDraft({ ...draft, [name]: event.currentTarget.value });
  const editable = can(session, 'campaigns');
  return (
    <CampaignFrame client={client} id={ucCampaignId} section={t(m.changeAcknowledgements)}>
      <Text color="fg.muted" mb="6">
        {t(m.askALenderToAcknowledge)}
      </Text>
      {editable ? (
        <Stack
          as="form"
          gap="4"
          maxW="3xl"
          mb="10"
          onSubmit={(event) => {
            event.preventDefault();
            request.mutate();
          }}
        >
          <Heading as="h2" size="md">
            {t(m.requestAcknowledgement)}
          </Heading>
          <FormField label={t(m.lender)} required>
            <SelectBox
              value={draft.fiId}
              onChange={(fiId) => setDraft({ ...draft, fiId })}
              placeholder={t(m.chooseALender)}
              options={(lenders.data?.content ?? []).map((lender) => ({
                value: String(lender.fiId),
                label: lender.name,
              }))}
            />
          </FormField>
          <FormField label={t(m.summary)} required>
            <Input value={draft.summary} onChange={set('summary')} maxLength={200} />
          </FormField>
          <FormField label={t(m.textBeforeTheChange)}>
            <Textarea value={draft.beforeText} onChange={set('beforeText')} rows={4} />
          </FormField>
          <FormField label={t(m.textAfterTheChange)}>
            <Textarea value={draft.afterText} onChange={set('afterText')} rows={4} />
          </FormField>
          <Button
            type="submit"
            colorPalette="brand"
            alignSelf="start"
            loading={request.isPending}
            disabled={!draft.fiId || !draft.summary.trim()}
          >
            {t(m.requestAcknowledgement)}
          </Button>
        </Stack>
      ) : null}
      <QueryGate
        query={list}
        failure={t(m.thereWasAnErrorGetting)}
        skeletonHeight="24"
        isEmpty={(data) => data.content.length === 0}
        empty={<Text>{t(m.noAcknowledgementRequestsForThis)}</Text>}
      >
        {(data) => (
          <Stack gap="6">
            {data.content.map((ack) => (
              <AcknowledgementCard
                key={ack.id}
                ack={ack}
                client={client}
                fiId={ack.fiId}
                canDecide={false}
                actions={
                  <HStack gap="3" flexWrap="wrap">
                    {editable && ack.status === 'PENDING_ACKNOWLEDGEMENT' ? (
                      <Button variant="outline" size="sm" alignSelf="start" onClick={() => cancel.mutate(ack.id)}>
                        {t(m.cancelRequest)}
                      </Button>
                    ) : null}
                    <ShowOnChart
                      focus={{
                        ...acknowledgementOnChart(ack.status),
                        entity: t(m.chartEntity, { lender: ack.lenderName, summary: ack.summary }),
                      }}
                    />
                  </HStack>
                }
              />
            ))}
          </Stack>
        )}
      </QueryGate>
    </CampaignFrame>
  );
}
