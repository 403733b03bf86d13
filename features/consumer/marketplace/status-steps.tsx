import { Button } from '@chakra-ui/react';
import { ErrorScreen } from '../../../ui/error-screen.tsx';
import { useWorkflowNavigation } from '../workflow/navigation.ts';

/** 001 §8 marketplace messages; the seed paraphrases them, the wording is ours (docs/decisions/README.md). */
export const MARKETPLACE_MESSAGES = {
  noOffers: "We don't have offers for you right now. Your offers may change when your credit profile does.",
  expired: 'These offers have expired. Watch for your next pre-approved offers.',
  generic: 'Something went wrong / Please try again later',
  network: 'There was a network error. Please try again later. Thank you for your patience!',
} as const;

export function NoOffersStep() {
  const workflow = useWorkflowNavigation();
  return (
    <ErrorScreen
      title="No offers yet"
      message={MARKETPLACE_MESSAGES.noOffers}
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
