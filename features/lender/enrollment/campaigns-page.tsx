import { Stack } from '@chakra-ui/react';
import { linkOptions } from '@tanstack/react-router';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { type LenderCampaign, unenrollLender } from '../../../api/lender-campaigns.ts';
import { CampaignSections } from '../../../console/campaign-sections.tsx';
import { formatCampaignLastDay, formatCampaignPeriod } from '../../../domain/format/campaign-dates.ts';
import type { ConsolePageProps } from '../../../kit/console-page.ts';
import { can } from '../../../kit/permission.ts';
import { type CardAction, RecordCard } from '../../../kit/record-card.tsx';
import type { StatusSection } from '../../../kit/status-sections.tsx';
import { useConfigMutation } from '../../../kit/toasts.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { enrollmentCampaignsPageMessages as m } from '../messages/enrollment-campaigns-page.ts';
import {
  CAMPAIGN_ROOT,
  CAMPAIGNS_LOAD_FAILURE,
  campaignsKey,
  STATUS_LABELS,
  SUMMARY_PAGES,
  type SummaryPage,
  useLenderCampaigns,
} from './campaign-queries.ts';
import { enrollmentLabel } from './enrollment-label.ts';

const section = (key: LenderCampaign['displayStatus'], title: MessageDescriptor, empty: MessageDescriptor) =>
  ({ key, title, empty, holds: (c) => c.displayStatus === key }) satisfies StatusSection<LenderCampaign>;
const SECTIONS = [
  section('CURRENT', m.current, m.noCurrent),
  section('NEXT', m.next, m.noNext),
  section('BLACKOUT', m.blackout, m.noBlackout),
  section('COMPLETE', m.complete, m.noComplete),
];
const summaryPageOf = (campaign: LenderCampaign): SummaryPage | null =>
  (SUMMARY_PAGES as Partial<Record<string, SummaryPage>>)[campaign.displayStatus] ?? null;

/** A campaign's card: its summary once it started, else its enrollment and workflow (and leaving it while open). */
function CampaignCard({ campaign, props }: { campaign: LenderCampaign; props: ConsolePageProps }) {
  const { formatMessage: t } = useIntl();
  const fiId = props.fiId ?? 0;
  const { campaignId } = campaign;
  const page = summaryPageOf(campaign);
  const enrolled = campaign.enrollmentState === 'Enrolled';
  const leave = useConfigMutation({
    mutationFn: () => props.client.call(unenrollLender, { params: { fiId, campaignId } }),
    toasts: { pending: m.leavingTheCampaign, success: m.youLeftTheCampaign, error: m.couldNotLeaveTheCampaign },
    invalidate: [campaignsKey(fiId)],
  });
  const writer = can(props.session, 'campaigns') && props.session.realm === 'fi';
  const rates: CardAction = {
    key: 'rates',
    label: m.rateChanges,
    variant: 'plain',
    link: linkOptions({ to: `${CAMPAIGN_ROOT}/rates` }),
  };
  const actions: CardAction[] = page
    ? [
        {
          key: 'summary',
          label: m.viewSummary,
          link: linkOptions({ to: `${CAMPAIGN_ROOT}/$campaignId/${page}`, params: { campaignId } }),
        },
        ...(campaign.displayStatus === 'CURRENT' ? [rates] : []),
      ]
    : [
        {
          key: 'enroll',
          label: m.enrollment,
          variant: 'solid',
          link: linkOptions({ to: `${CAMPAIGN_ROOT}/upcoming/enrollment`, search: { campaignId } }),
        },
        {
          key: 'workflow',
          label: m.marketplaceWorkflow,
          link: linkOptions({ to: `${CAMPAIGN_ROOT}/$campaignId/marketplaceSettings`, params: { campaignId } }),
        },
        ...(writer && campaign.enrollmentOpen && enrolled
          ? [
              {
                key: 'leave',
                label: m.unenroll,
                palette: 'red',
                loading: leave.isPending,
                onClick: () => leave.mutate(),
              } as const,
            ]
          : []),
        rates,
      ];
  const chips = [
    { words: STATUS_LABELS[campaign.displayStatus] },
    { words: enrollmentLabel(campaign), palette: enrolled ? 'green' : 'gray', variant: 'outline' },
  ] as const;
  const ends = campaign.enrollmentPeriod
    ? t(m.enrollmentEnds, { day: formatCampaignLastDay(campaign.enrollmentPeriod) })
    : '';
  const offers = t(m.offersActive, { value: formatCampaignPeriod(campaign.activeOffersPeriod), value2: ends });
  return <RecordCard title={campaign.name} chips={chips} facts={[offers]} actions={actions} />;
}

/** /lender/console/campaign (Management): the lender's campaigns by display status with enrollment state and actions. */
export function LenderCampaignsPage(props: ConsolePageProps) {
  const { formatMessage: t } = useIntl();
  const campaigns = useLenderCampaigns(props.client, props.fiId ?? 0);
  return (
    <Stack gap="8">
      <PageHeader title={t(m.campaignManagement)} description={t(m.enrollInTheNextCampaign)} />
      <CampaignSections
        query={campaigns}
        failure={CAMPAIGNS_LOAD_FAILURE}
        sections={SECTIONS}
        card={(campaign) => <CampaignCard campaign={campaign} props={props} />}
      />
    </Stack>
  );
}
