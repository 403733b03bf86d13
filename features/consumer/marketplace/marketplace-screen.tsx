import { Spinner, Stack, Text } from '@chakra-ui/react';
import { useWorkflowNavigation } from '../workflow/navigation.ts';
import { ChoiceStep } from './choice-step.tsx';
import { OfferDetailsStep } from './offer-details-step.tsx';
import { OffersStep } from './offers-step.tsx';
import { IncomeStep, PayFrequencyStep, VehicleStep } from './stated-steps.tsx';
import { ExpiredStep, MarketplaceErrorStep, NoOffersStep } from './status-steps.tsx';

/** Shows the screen of the router statechart's current state; the URL follows the machine, not the other way. */
export function MarketplaceScreen() {
  const workflow = useWorkflowNavigation();
  switch (workflow.step) {
    case 'category':
      return <ChoiceStep level="category" />;
    case 'subcategory':
      return <ChoiceStep level="subcategory" />;
    case 'purpose':
      return <ChoiceStep level="purpose" />;
    case 'income':
      return <IncomeStep />;
    case 'pay':
      return <PayFrequencyStep />;
    case 'vehicle':
      return <VehicleStep />;
    case 'offers':
      return <OffersStep />;
    case 'details':
      return workflow.offerId ? <OfferDetailsStep offerId={workflow.offerId} /> : null;
    case 'noOffers':
      return <NoOffersStep />;
    case 'expired':
      return <ExpiredStep />;
    case 'error':
      return <MarketplaceErrorStep code={workflow.errorCode} />;
    default:
      return (
        <Stack align="center" py="16" gap="3" role="status">
          <Spinner size="lg" color="teal.600" />
          <Text color="fg.muted">Finding your offers…</Text>
        </Stack>
      );
  }
}
