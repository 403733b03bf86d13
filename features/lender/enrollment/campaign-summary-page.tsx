import { Link as ChakraLink, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link, Navigate, useLocation } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { MissedReasons } from '../../../console/offer-trace/missed-reasons-table.tsx';
import { formatCampaignPeriod } from '../../../domain/format/campaign-dates.ts';
import type { ParamPageProps } from '../../../kit/console-page.ts';
import { QueryGate } from '../../../kit/query-gate.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { enrollmentCampaignSummaryPageMessages as m } from '../messages/enrollment-campaign-summary-page.ts';
import {
  CAMPAIGN_ROOT,
  CAMPAIGNS_LOAD_FAILURE,
  STATUS_LABELS,
  summaryPathOf,
  useLenderCampaign,
} from './campaign-queries.ts';
import { dollars, ProductSummary } from './product-summary.tsx';

type Props = ParamPageProps<{ campaignId: string }>;

/** campaign/$campaignId/details, /blackout and /complete: the campaign summary and the product summary (002 §3). */
export function CampaignSummaryPage({ client, fiId = 0, params }: Props) {
  const { formatMessage: t } = useIntl();
  const campaign = useLenderCampaign(client, fiId, params.campaignId);
  const { pathname } = useLocation();
  const data = campaign.data;
  // Only while the address is still one of this campaign's pages (not while leaving it for another page).
  const here = pathname.startsWith(`${CAMPAIGN_ROOT}/${params.campaignId}/`);
  if (data && here && summaryPathOf(data) !== pathname)
    // A next campaign goes to the enrollment page, which is told which campaign (two can be in enrollment at once).
    return (
      <Navigate
        to={summaryPathOf(data)}
        search={data.displayStatus === 'NEXT' ? { campaignId: data.campaignId } : {}}
        replace
      />
    );
  const figures = data
    ? ([
        [m.offersGenerated, data.summary.offersGenerated.toLocaleString('en-US')],
        [m.consumersWithOffers, data.summary.consumers.toLocaleString('en-US')],
        [m.redeemed, data.summary.redeemed.toLocaleString('en-US')],
        [m.redeemedAmount, dollars(data.summary.redeemedAmount)],
      ] as const)
    : [];
  return (
    <Stack gap="6">
      <ChakraLink asChild color="brand.fg" fontSize="sm" alignSelf="start">
        <Link to={CAMPAIGN_ROOT} activeOptions={{ exact: true }}>
          {t(m.campaignManagement)}
        </Link>
      </ChakraLink>
      <PageHeader
        title={data ? data.name : t(m.campaignSummary)}
        description={
          data
            ? t(m.statusLine, {
                status: t(STATUS_LABELS[data.displayStatus]),
                period: formatCampaignPeriod(data.activeOffersPeriod),
                enrollmentState: data.enrollmentState,
              })
            : undefined
        }
      />
      <QueryGate query={campaign} failure={CAMPAIGNS_LOAD_FAILURE} skeletonHeight="40">
        {(data) => (
          <>
            <Heading as="h2" size="lg">
              {t(m.campaignSummary)}
            </Heading>
            <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap="3" aria-label={t(m.campaignSummary)}>
              {figures.map(([label, value]) => (
                <Stack key={label.id} gap="0" borderWidth="1px" rounded="md" px="4" py="3" bg="bg">
                  <Text as="dt" fontSize="sm" color="fg.muted">
                    {t(label)}
                  </Text>
                  <Text as="dd" fontSize="2xl" fontWeight="700">
                    {value}
                  </Text>
                </Stack>
              ))}
            </SimpleGrid>
            <Heading as="h2" size="lg">
              {t(m.productSummary)}
            </Heading>
            <ProductSummary
              products={data.products}
              empty={t(data.displayStatus === 'BLACKOUT' ? m.noOffersYet : m.noOffersGenerated)}
            />
            {data.summary ? <MissedReasons client={client} fiId={fiId} campaignId={params.campaignId} /> : null}
          </>
        )}
      </QueryGate>
    </Stack>
  );
}
