import { Badge, Button, Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { enrollLender, type LenderCampaign, unenrollLender } from '../../../api/lender-campaigns.ts';
import { formatCampaignLastDay, formatCampaignPeriod } from '../../../domain/format/campaign-dates.ts';
import type { ConsolePageProps } from '../../../kit/console-page.ts';
import { can } from '../../../kit/permission.ts';
import { QueryGate } from '../../../kit/query-gate.tsx';
import { useConfigMutation } from '../../../kit/toasts.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { enrollmentCampaignsPageMessages as m } from '../messages/enrollment-campaigns-page.ts';
import {
  CAMPAIGN_ROOT,
  CAMPAIGNS_LOAD_FAILURE,
  campaignsKey,
  STATUS_LABELS,
  type SummaryPage,
  useLenderCampaigns,
} from './campaign-queries.ts';
import { enrollmentLabel } from './enrollment-label.ts';

const SECTIONS = [
  { status: 'CURRENT', title: 'Current', empty: 'No campaign is running now.', page: 'details' },
  { status: 'NEXT', title: 'Next', empty: 'No next campaign is open yet.', page: null },
  { status: 'BLACKOUT', title: 'Blackout', empty: 'No campaign is in blackout.', page: 'blackout' },
  { status: 'COMPLETE', title: 'Complete', empty: 'No completed campaigns yet.', page: 'complete' },
] as const;

function CampaignActions({
  campaign,
  page,
  props,
}: {
  campaign: LenderCampaign;
  page: SummaryPage | null;
  props: ConsolePageProps;
}) {
  const { formatMessage: t } = useIntl();
  const fiId = props.fiId ?? 0;
  const enrolled = campaign.enrollmentState === 'Enrolled';
  const change = useConfigMutation({
    mutationFn: () =>
      props.client.call(enrolled ? unenrollLender : enrollLender, {
        params: { fiId, campaignId: campaign.campaignId },
      }),
    toasts: enrolled
      ? { pending: m.leavingTheCampaign, success: m.youLeftTheCampaign, error: m.couldNotLeaveTheCampaign }
      : { pending: m.enrolling, success: m.enrolledInTheCampaign, error: m.couldNotEnrollInThe },
    invalidate: [campaignsKey(fiId)],
  });
  const writer = can(props.session, 'campaigns') && props.session.realm === 'fi';
  return (
    <HStack gap="2" flexWrap="wrap">
      {page ? (
        <Button asChild size="sm" variant="outline" colorPalette="brand">
          <Link to={`/lender/console/campaign/$campaignId/${page}`} params={{ campaignId: campaign.campaignId }}>
            {t(m.viewSummary)}
          </Link>
        </Button>
      ) : (
        <>
          <Button asChild size="sm" colorPalette="brand">
            <Link to={`${CAMPAIGN_ROOT}/upcoming/enrollment`} search={{ campaignId: campaign.campaignId }}>
              {t(m.enrollment)}
            </Link>
          </Button>
          <Button asChild size="sm" variant="outline" colorPalette="brand">
            <Link
              to="/lender/console/campaign/$campaignId/marketplaceSettings"
              params={{ campaignId: campaign.campaignId }}
            >
              {t(m.marketplaceWorkflow)}
            </Link>
          </Button>
        </>
      )}
      {page === null && writer && campaign.enrollmentOpen && enrolled ? (
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          loading={change.isPending}
          onClick={() => change.mutate()}
        >
          {t(m.unenroll)}
        </Button>
      ) : null}
      {campaign.displayStatus === 'CURRENT' || page === null ? (
        <Button asChild size="sm" variant="plain" colorPalette="brand">
          <Link to={`${CAMPAIGN_ROOT}/rates`}>{t(m.rateChanges)}</Link>
        </Button>
      ) : null}
    </HStack>
  );
}

/** /lender/console/campaign (Management): the lender's campaigns by display status with enrollment state and actions. */
export function LenderCampaignsPage(props: ConsolePageProps) {
  const { formatMessage: t } = useIntl();
  const campaigns = useLenderCampaigns(props.client, props.fiId ?? 0);
  return (
    <Stack gap="8">
      <PageHeader title={t(m.campaignManagement)} description={t(m.enrollInTheNextCampaign)} />
      <QueryGate query={campaigns} failure={CAMPAIGNS_LOAD_FAILURE}>
        {(data) =>
          SECTIONS.map((section) => {
            const list = data.campaigns.filter((c) => c.displayStatus === section.status);
            return (
              <Stack key={section.status} gap="3" as="section" aria-labelledby={`campaigns-${section.status}`}>
                <Heading as="h2" size="lg" id={`campaigns-${section.status}`}>
                  {section.title}
                </Heading>
                {list.length === 0 ? <Text color="fg.muted">{section.empty}</Text> : null}
                <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
                  {list.map((campaign) => (
                    <Card.Root key={campaign.campaignId} variant="outline" bg="bg">
                      <Card.Body gap="3">
                        <HStack justify="space-between" align="flex-start" flexWrap="wrap">
                          <Card.Title as="h3" fontSize="lg">
                            {campaign.name}
                          </Card.Title>
                          <HStack gap="2">
                            <Badge variant="subtle">{STATUS_LABELS[campaign.displayStatus]}</Badge>
                            <Badge
                              colorPalette={campaign.enrollmentState === 'Enrolled' ? 'green' : 'gray'}
                              variant="outline"
                            >
                              {enrollmentLabel(campaign)}
                            </Badge>
                          </HStack>
                        </HStack>
                        <Text fontSize="sm" color="fg.muted">
                          {t(m.offersActive, {
                            value: formatCampaignPeriod(campaign.activeOffersPeriod),
                            value2: campaign.enrollmentPeriod
                              ? ` · Enrollment ends ${formatCampaignLastDay(campaign.enrollmentPeriod)}`
                              : '',
                          })}
                        </Text>
                        <CampaignActions campaign={campaign} page={section.page} props={props} />
                      </Card.Body>
                    </Card.Root>
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
