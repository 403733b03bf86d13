import { Stack } from '@chakra-ui/react';
import { linkOptions } from '@tanstack/react-router';
import { type MessageDescriptor, useIntl } from 'react-intl';
import type { EmbedderCampaign } from '../../../api/embedder-campaigns.ts';
import { CampaignSections } from '../../../console/campaign-sections.tsx';
import type { ConsolePageProps } from '../../../kit/console-page.ts';
import type { RouteLink } from '../../../kit/route-link.ts';
import type { StatusSection } from '../../../kit/status-sections.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { campaignsCampaignsPageMessages as m } from '../messages/campaigns-campaigns-page.ts';
import { CampaignCard } from './campaign-card.tsx';
import { CAMPAIGNS_LOAD_FAILURE, CAMPAIGNS_ROOT, useEmbedderCampaigns } from './campaign-queries.ts';

const linkOf = ({ displayStatus, campaignId }: EmbedderCampaign): { link: RouteLink; label: MessageDescriptor } =>
  displayStatus === 'CURRENT'
    ? { link: linkOptions({ to: `${CAMPAIGNS_ROOT}/current` }), label: m.viewFigures }
    : displayStatus === 'COMPLETE'
      ? {
          link: linkOptions({ to: `${CAMPAIGNS_ROOT}/completed/$campaignId`, params: { campaignId } }),
          label: m.viewFigures,
        }
      : {
          link: linkOptions({ to: `${CAMPAIGNS_ROOT}/next`, search: { campaignId } }),
          label: m.enrollmentAndConsumerFile,
        };

const section = (
  key: string,
  statuses: readonly EmbedderCampaign['displayStatus'][],
  title: MessageDescriptor,
  empty: MessageDescriptor,
) =>
  ({ key, title, empty, holds: (c) => statuses.includes(c.displayStatus) }) satisfies StatusSection<EmbedderCampaign>;
const SECTIONS = [
  section('Current', ['CURRENT'], m.current, m.noCurrent),
  section('Next', ['NEXT', 'BLACKOUT'], m.next, m.noNext),
  section('Completed', ['COMPLETE'], m.completed, m.noCompleted),
];

const card = (campaign: EmbedderCampaign) => (
  <CampaignCard campaign={campaign} actions={[{ key: 'open', ...linkOf(campaign) }]} />
);

/** /embedder/console/campaign: the embedder's current, next and completed campaigns. */
export function CampaignsPage({ client, embedderId = 0 }: ConsolePageProps) {
  const { formatMessage: t } = useIntl();
  const campaigns = useEmbedderCampaigns(client, embedderId);
  return (
    <Stack gap="8">
      <PageHeader title={t(m.campaigns)} description={t(m.enrollInTheNextCampaign)} />
      <CampaignSections query={campaigns} failure={t(CAMPAIGNS_LOAD_FAILURE)} sections={SECTIONS} card={card} />
    </Stack>
  );
}
