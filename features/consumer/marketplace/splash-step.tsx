import { Box, Button, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { offersToShow } from '../../../domain/marketplace/preselection.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { offersQuery } from '../queries.ts';
import { useConsumerServices } from '../services.ts';
import { useWorkflowNavigation } from '../workflow/navigation.ts';

/** The /further welcome before the marketplace (the /consumer workflow skips it). */
export function SplashStep() {
  const { clients } = useConsumerServices();
  const workflow = useWorkflowNavigation();
  const offers = useQuery(offersQuery(clients.consumer));
  const count = offersToShow(offers.data ?? []).length;
  return (
    <Stack gap="6" maxW="xl">
      <PageHeader
        title="Your pre-approved offers are ready"
        description={`Lenders in your area have ${count} ${count === 1 ? 'offer' : 'offers'} for you, based on your credit file. Checking them does not affect your credit score.`}
      />
      <Box>
        <Button colorPalette="brand" size="lg" onClick={() => workflow.next()}>
          See my offers
        </Button>
      </Box>
    </Stack>
  );
}
