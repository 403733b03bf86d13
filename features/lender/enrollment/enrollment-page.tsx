import { Alert, Button, Heading, HStack, Skeleton, Stack, Tabs, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { nextCampaignOf } from '../../../console/next-campaign.ts';
import type { ConsolePageProps } from '../../../kit/console-page.ts';
import { can } from '../../../kit/permission.ts';
import { useWords } from '../../../kit/words.ts';
import { LoadFailure } from '../../../ui/load-failure.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { enrollmentEnrollmentPageMessages as m } from '../messages/enrollment-enrollment-page.ts';
import { PRODUCT_WIZARD_PATH, ProductTable } from '../products/product-table.tsx';
import { ProductTemplates } from '../products/product-templates.tsx';
import { CAMPAIGNS_LOAD_FAILURE, PRODUCTS_LOAD_FAILURE, useCatalogue, useLenderCampaigns } from './campaign-queries.ts';
import { EnrollmentJourney } from './enrollment-journey.tsx';
import { enrollmentLabel } from './enrollment-label.ts';
import type { EnrollmentSearch } from './enrollment-search.ts';

/**
 * /lender/console/campaign/upcoming/enrollment[?campaignId=]: a next campaign's enrollment (the one named, else the
 * first), tabs Product configuration / Product template.
 */
export function EnrollmentPage({ client, fiId = 0, session, search }: ConsolePageProps<EnrollmentSearch>) {
  const { formatMessage: t } = useIntl();
  const say = useWords();
  const canWrite = can(session, 'products');
  const campaigns = useLenderCampaigns(client, fiId);
  const catalogue = useCatalogue(client, fiId);
  const next = nextCampaignOf(campaigns.data?.campaigns, search.campaignId);
  return (
    <Stack gap="6">
      <PageHeader
        title={t(m.campaignEnrollment)}
        description={next ? `${next.name} · ${say(enrollmentLabel(next))}` : undefined}
      />
      {campaigns.isError ? (
        <LoadFailure message={t(CAMPAIGNS_LOAD_FAILURE)} onRetry={() => void campaigns.refetch()} />
      ) : null}
      {catalogue.isError ? (
        <LoadFailure message={t(PRODUCTS_LOAD_FAILURE)} onRetry={() => void catalogue.refetch()} />
      ) : null}
      {campaigns.isPending || catalogue.isPending ? <Skeleton height="40" /> : null}
      {campaigns.data && !next ? <Text>{t(m.noNextCampaignIsOpen)}</Text> : null}
      {next && !next.enrollmentOpen ? (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{t(m.enrollmentForHasEnded, { name: next.name })}</Alert.Title>
        </Alert.Root>
      ) : null}
      {next?.enrollmentOpen && catalogue.data ? (
        <Tabs.Root defaultValue="configuration" variant="line">
          <Tabs.List gap="4">
            <Tabs.Trigger value="configuration">{t(m.productConfiguration)}</Tabs.Trigger>
            <Tabs.Trigger value="template">{t(m.productTemplate)}</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="configuration">
            <Stack gap="8">
              <EnrollmentJourney
                client={client}
                fiId={fiId}
                campaign={next}
                products={catalogue.data.products}
                search={search}
              />
              <Stack gap="3" as="section" aria-labelledby="products-heading">
                <HStack justify="space-between" wrap="wrap">
                  <Heading as="h2" size="md" id="products-heading">
                    {t(m.products)}
                  </Heading>
                  {canWrite ? (
                    <Button asChild size="sm" colorPalette="brand">
                      <Link to={`${PRODUCT_WIZARD_PATH}/new`}>{t(m.newProduct)}</Link>
                    </Button>
                  ) : null}
                </HStack>
                <ProductTable client={client} fiId={fiId} canWrite={canWrite} />
              </Stack>
            </Stack>
          </Tabs.Content>
          <Tabs.Content value="template">
            <ProductTemplates client={client} fiId={fiId} canWrite={canWrite} />
          </Tabs.Content>
        </Tabs.Root>
      ) : null}
    </Stack>
  );
}
