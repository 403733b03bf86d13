import { Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link, linkOptions } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import type { EmbedderCampaign } from '../../../api/embedder-campaigns.ts';
import type { ConsolePageProps } from '../../../kit/console-page.ts';
import { QueryGate } from '../../../kit/query-gate.tsx';
import { linkProps, type RouteLink } from '../../../kit/route-link.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { campaignsCampaignsPageMessages as m } from '../messages/campaigns-campaigns-page.ts';
import { CampaignCard } from './campaign-card.tsx';
import { CAMPAIGNS_LOAD_FAILURE, CAMPAIGNS_ROOT, useEmbedderCampaigns } from './campaign-queries.ts';

const linkOf = (campaign: EmbedderCampaign): { link: RouteLink; label: string } =>
  campaign.displayStatus === 'CURRENT'
    ? { link: linkOptions({ to: `${CAMPAIGNS_ROOT}/current` }), label: 'View figures' }
    : campaign.displayStatus === 'COMPLETE'
      ? {
          link: linkOptions({
            to: `${CAMPAIGNS_ROOT}/completed/$campaignId`,
            params: { campaignId: campaign.campaignId },
          }),
          label: 'View figures',
        }
      : {
          link: linkOptions({ to: `${CAMPAIGNS_ROOT}/next`, search: { campaignId: campaign.campaignId } }),
          label: 'Enrollment and consumer file',
        };

const SECTIONS = [
  { title: 'Current', statuses: ['CURRENT'], empty: 'No campaign is running now.' },
  { title: 'Next', statuses: ['NEXT', 'BLACKOUT'], empty: 'No next campaign is open yet.' },
  { title: 'Completed', statuses: ['COMPLETE'], empty: 'No completed campaigns yet.' },
] as const;

/** /embedder/console/campaign: the embedder's current, next and completed campaigns. */
export function CampaignsPage({ client, embedderId = 0 }: ConsolePageProps) {
  const { formatMessage: t } = useIntl();
  const campaigns = useEmbedderCampaigns(client, embedderId);
  return (
    <Stack gap="8">
      <PageHeader title={t(m.campaigns)} description={t(m.enrollInTheNextCampaign)} />
      <QueryGate query={campaigns} failure={CAMPAIGNS_LOAD_FAILURE}>
        {(data) =>
          SECTIONS.map((section) => {
            const list = data.campaigns.filter((c) =>
              (section.statuses as readonly string[]).includes(c.displayStatus),
            );
            return (
              <Stack key={section.title} gap="3" as="section" aria-labelledby={`campaigns-${section.title}`}>
                <Heading as="h2" size="lg" id={`campaigns-${section.title}`}>
                  {section.title}
                </Heading>
                {list.length === 0 ? <Text color="fg.muted">{section.empty}</Text> : null}
                <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
                  {list.map((campaign) => (
                    <CampaignCard key={campaign.campaignId} campaign={campaign}>
                      <Button asChild size="sm" variant="outline" colorPalette="brand" alignSelf="flex-start">
                        <Link {...linkProps(linkOf(campaign).link)}>{linkOf(campaign).label}</Link>
                      </Button>
                    </CampaignCard>
                  ))}
                </SimpleGrid>
              </Stack>
            );
          })
        }
      </QueryGate>
    </Stack>
  );
}
