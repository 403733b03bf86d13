import { Alert, Skeleton, Stack, Tabs, Text } from '@chakra-ui/react';
import type { ConsolePageProps } from '../../../kit/console-page.ts';
import { LoadFailure } from '../../../ui/load-failure.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { CAMPAIGNS_LOAD_FAILURE, PRODUCTS_LOAD_FAILURE, useCatalogue, useLenderCampaigns } from './campaign-queries.ts';
import { EnrollmentJourney } from './enrollment-journey.tsx';
import { EnrollmentProducts } from './enrollment-products.tsx';

/** /lender/console/campaign/upcoming/enrollment: the next campaign's enrollment, tabs Product configuration / Product template. */
export function EnrollmentPage({ client, fiId = 0 }: ConsolePageProps) {
  const campaigns = useLenderCampaigns(client, fiId);
  const catalogue = useCatalogue(client, fiId);
  const next = campaigns.data?.campaigns.find((c) => c.displayStatus === 'NEXT');
  return (
    <Stack gap="6">
      <PageHeader
        title="Campaign enrollment"
        description={
          next
            ? `${next.name} · ${next.enrollmentState === 'None' ? 'Not enrolled yet' : next.enrollmentState}`
            : undefined
        }
      />
      {campaigns.isError ? (
        <LoadFailure message={CAMPAIGNS_LOAD_FAILURE} onRetry={() => void campaigns.refetch()} />
      ) : null}
      {catalogue.isError ? (
        <LoadFailure message={PRODUCTS_LOAD_FAILURE} onRetry={() => void catalogue.refetch()} />
      ) : null}
      {campaigns.isPending || catalogue.isPending ? <Skeleton height="40" /> : null}
      {campaigns.data && !next ? <Text>No next campaign is open for enrollment.</Text> : null}
      {next && !next.enrollmentOpen ? (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>Enrollment for {next.name} has ended.</Alert.Title>
        </Alert.Root>
      ) : null}
      {next?.enrollmentOpen && catalogue.data ? (
        <Tabs.Root defaultValue="configuration" variant="line">
          <Tabs.List gap="4">
            <Tabs.Trigger value="configuration">Product configuration</Tabs.Trigger>
            <Tabs.Trigger value="template">Product template</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="configuration">
            <EnrollmentJourney client={client} fiId={fiId} campaign={next} products={catalogue.data.products} />
          </Tabs.Content>
          <Tabs.Content value="template">
            <Stack gap="3">
              <Text color="fg.muted">
                Your products as they stand; open one to configure it or save it as a template.
              </Text>
              <EnrollmentProducts products={catalogue.data.products} />
            </Stack>
          </Tabs.Content>
        </Tabs.Root>
      ) : null}
    </Stack>
  );
}
