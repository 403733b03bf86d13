import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import type { CampaignFigures, EmbedderCampaign } from '../../../api/embedder-campaigns.ts';
import type { DisplayCampaignStatus } from '../../../domain/catalog/campaign-status.ts';
import { formatCampaignPeriod } from '../../../domain/format/campaign-dates.ts';
import { type CardAction, RecordCard } from '../../../kit/record-card.tsx';
import { campaignsCampaignCardMessages as m } from '../messages/campaigns-campaign-card.ts';

const STATUS: Readonly<Record<DisplayCampaignStatus, { label: MessageDescriptor; palette: string }>> = {
  CURRENT: { label: m.current, palette: 'green' },
  NEXT: { label: m.next, palette: 'blue' },
  BLACKOUT: { label: m.blackout, palette: 'orange' },
  COMPLETE: { label: m.completed, palette: 'gray' },
  NONE: { label: m.created, palette: 'gray' },
  NOT_STARTED: { label: m.notStarted, palette: 'gray' },
};

/** A campaign's name, status, periods and this embedder's enrollment; `children` adds its figures or actions. */
export function CampaignCard({
  campaign,
  actions,
  children,
}: {
  campaign: EmbedderCampaign;
  actions?: readonly CardAction[];
  children?: ReactNode;
}) {
  const { formatMessage: t } = useIntl();
  const status = STATUS[campaign.displayStatus];
  return (
    <RecordCard
      title={campaign.name}
      chips={[
        { words: status.label, palette: status.palette, variant: 'subtle' },
        {
          words: campaign.enrolled ? m.enrolled : m.notEnrolled,
          palette: campaign.enrolled ? 'green' : 'gray',
          variant: 'outline',
        },
      ]}
      facts={[
        ...(campaign.enrollmentPeriod
          ? [
              t(m.enrollment, {
                value: formatCampaignPeriod(campaign.enrollmentPeriod),
                // Only the next campaign's enrollment is still open or just ended; others say no more than their dates.
                state: campaign.displayStatus === 'NEXT' ? (campaign.enrollmentOpen ? 'open' : 'ended') : 'none',
              }),
            ]
          : []),
        t(m.offersActive, { value: formatCampaignPeriod(campaign.activeOffersPeriod) }),
      ]}
      actions={actions}
    >
      {children}
    </RecordCard>
  );
}

const FIGURES: readonly [keyof CampaignFigures, MessageDescriptor][] = [
  ['consumers', m.consumers],
  ['withOffers', m.withOffers],
  ['offersViewed', m.offersViewed],
  ['redeemed', m.redeemed],
];

/** This embedder's consumers in a campaign, as four counts. */
export function CampaignFiguresGrid({ figures }: { figures: CampaignFigures }) {
  return (
    <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap="3">
      {FIGURES.map(([key, label]) => (
        <Stack key={key} gap="0" borderWidth="1px" rounded="md" px="4" py="3" bg="bg">
          <Text as="dt" fontSize="sm" color="fg.muted">
            <FormattedMessage {...label} />
          </Text>
          <Text as="dd" fontSize="2xl" fontWeight="700" data-figure={key}>
            {figures[key].toLocaleString('en-US')}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
