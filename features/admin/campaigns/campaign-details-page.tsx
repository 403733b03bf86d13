import { Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { FairLendingOverride } from '../../../api/fair-lending.ts';
import { type CampaignAction, listUcCampaigns, transitionUcCampaign } from '../../../api/uc-campaigns.ts';
import { formatCampaignPeriod } from '../../../domain/format/campaign-dates.ts';
import { labelOf } from '../../../domain/format/labels.ts';
import { ShowOnChart } from '../../../kit/chart-link.tsx';
import { ConfirmDialog } from '../../../kit/confirm-dialog.tsx';
import type { ParamPageProps } from '../../../kit/console-page.ts';
import { type Fact, FactList } from '../../../kit/fact-list.tsx';
import { listQueryKey } from '../../../kit/paged-list.ts';
import { can } from '../../../kit/permission.ts';
import { useConfigMutation } from '../../../kit/toasts.ts';
import { wordsNode } from '../../../kit/words.ts';
import { campaignsCampaignDetailsPageMessages as m } from '../messages/campaigns-campaign-details-page.ts';
import { ActivationDialog, isActivation } from './activation-dialog.tsx';
import { CampaignExportButton } from './campaign-export-button.tsx';
import { campaignQueryKey } from './campaign-queries.ts';
import { CampaignFrame, DisplayStatusBadge, useCampaign } from './shared.tsx';

type Props = ParamPageProps<{ ucCampaignId: string }>;

/** Details tab: status, phase and dates, and the lifecycle actions possible now (refused ones say why). */
export function CampaignDetailsPage({ client, session, params }: Props) {
  const { formatMessage: t } = useIntl();
  const id = params.ucCampaignId;
  const campaign = useCampaign(client, id);
  const [pending, setPending] = useState<CampaignAction | null>(null);
  const move = useConfigMutation({
    mutationFn: ({ event, fairLending }: { event: CampaignAction['event']; fairLending?: FairLendingOverride }) =>
      client.call(transitionUcCampaign, {
        params: { ucCampaignId: id },
        body: fairLending ? { event, fairLending } : { event },
      }),
    toasts: { pending: m.updatingTheCampaign, success: m.campaignUpdated, error: m.couldNotUpdateTheCampaign },
    invalidate: [campaignQueryKey(id), listQueryKey(listUcCampaigns)],
  });
  const data = campaign.data;
  const rows: Fact[] = data
    ? [
        { label: m.status, value: labelOf(data.status) },
        { label: m.displayStatus, value: <DisplayStatusBadge key="badge" status={data.displayStatus} /> },
        { label: m.phase, value: data.phase },
        { label: m.enrollmentPeriod, value: formatCampaignPeriod(data.enrollmentPeriod) },
        { label: m.activeOffersPeriod, value: formatCampaignPeriod(data.activeOffersPeriod) },
        { label: m.dropDates, value: data.dropDates.join(', ') || wordsNode(m.none) },
      ]
    : [];
  return (
    <CampaignFrame client={client} id={id} section={t(m.details)}>
      {data ? (
        <Stack gap="6">
          <FactList framed facts={rows} />
          <CampaignExportButton client={client} id={id} name={data.name} />
          <ShowOnChart
            focus={{
              machine: 'campaignLifecycle',
              entity: `Campaign ${data.name}`,
              state: [data.status],
              events: data.actions.map((action) => ({
                type: action.event,
                allowed: action.allowed,
                ...(action.reason ? { reason: action.reason } : {}),
              })),
            }}
          />
          {can(session, 'campaigns') ? (
            <Stack gap="3" as="section" aria-label={t(m.campaignActions)}>
              {data.actions.map((action) => (
                <HStack key={action.event} gap="3" flexWrap="wrap">
                  <Button
                    size="sm"
                    minW="40"
                    colorPalette={action.event === 'FAIL' ? 'red' : 'brand'}
                    variant={action.allowed ? 'solid' : 'outline'}
                    disabled={!action.allowed || move.isPending}
                    onClick={() => setPending(action)}
                  >
                    {action.label}
                  </Button>
                  {action.reason ? (
                    <Text color="fg.muted" fontSize="sm">
                      {action.reason}
                    </Text>
                  ) : null}
                </HStack>
              ))}
            </Stack>
          ) : null}
        </Stack>
      ) : (
        <Skeleton height="64" />
      )}
      {pending && isActivation(pending.event) ? (
        <ActivationDialog
          client={client}
          ucCampaignId={id}
          action={pending}
          onConfirm={(fairLending) => {
            move.mutate(fairLending ? { event: pending.event, fairLending } : { event: pending.event });
            setPending(null);
          }}
          onCancel={() => setPending(null)}
        />
      ) : pending ? (
        <ConfirmDialog
          open
          title={t(m.text, { label: pending.label })}
          description={t(m.theCampaignMovesOnFrom, { value: labelOf(data?.status).toLowerCase() })}
          confirmLabel={pending.label}
          onConfirm={() => {
            move.mutate({ event: pending.event });
            setPending(null);
          }}
          onCancel={() => setPending(null)}
        />
      ) : null}
    </CampaignFrame>
  );
}
