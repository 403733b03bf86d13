import { Box, Button, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { offersToShow } from '../../../domain/marketplace/preselection.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { marketplaceStatusMessages as m } from '../i18n/messages/marketplace-status.ts';
import { offersQuery } from '../queries.ts';
import { useConsumerServices } from '../services.ts';
import { useWorkflowNavigation } from '../workflow/navigation.ts';

/** The /further welcome before the marketplace (the /consumer workflow skips it). */
export function SplashStep() {
  const { clients } = useConsumerServices();
  const workflow = useWorkflowNavigation();
  const offers = useQuery(offersQuery(clients.consumer));
  const count = offersToShow(offers.data ?? []).length;
  const { formatMessage: t } = useIntl();
  return (
    <Stack gap="6" maxW="xl">
      <PageHeader title={t(m.splashTitle)} description={t(m.splashText, { count })} />
      <Box>
        <Button colorPalette="brand" size="lg" onClick={() => workflow.next()}>
          {t(m.seeMyOffers)}
        </Button>
      </Box>
    </Stack>
  );
}
