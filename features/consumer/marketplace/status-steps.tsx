import { Button } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { ErrorScreen } from '../../../ui/error-screen.tsx';
import { useWorkflowNavigation } from '../workflow/navigation.ts';

/** 001 §8 marketplace messages; the seed paraphrases them, the wording is ours (docs/decisions/README.md). */
export const MARKETPLACE_MESSAGES = {
  noOffers: "We don't have offers for you right now. Your offers may change when your credit profile does.",
  expired: 'These offers have expired. Watch for your next pre-approved offers.',
  generic: 'Something went wrong / Please try again later',
  network: 'There was a network error. Please try again later. Thank you for your patience!',
} as const;

// The reasons come after the page's first paint: their call and list stay out of the marketplace's first chunk.
const WhyNoOfferReasons = lazy(() => import('./why-no-offer.tsx').then((m) => ({ default: m.WhyNoOfferReasons })));

export function NoOffersStep() {
  const workflow = useWorkflowNavigation();
  return (
    <ErrorScreen
      title="No offers yet"
      message={MARKETPLACE_MESSAGES.noOffers}
      details={
        <Suspense fallback={null}>
          <WhyNoOfferReasons category={workflow.marketplace.category} />
        </Suspense>
      }
      actions={
        <Button variant="outline" onClick={() => workflow.send({ type: 'marketplace.startOver' })}>
          Start over
        </Button>
      }
    />
  );
}

export function ExpiredStep() {
  return <ErrorScreen title="Offers expired" message={MARKETPLACE_MESSAGES.expired} />;
}
