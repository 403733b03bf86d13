import { Button, Stack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { consumerErrorPage } from '../../../domain/catalog/consumer-error-pages.ts';
import { ErrorScreen } from '../../../ui/error-screen.tsx';
import { useWorkflowNavigation } from '../workflow/navigation.ts';

/** 001 §8 marketplace messages; the seed paraphrases them, the wording is ours (docs/decisions.md). */
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

/** The error page of 001 §2 (/consumer/error/{error}): what happened for this code, and the way on. */
export function MarketplaceErrorStep({ code }: { code: string | null }) {
  const workflow = useWorkflowNavigation();
  const page = consumerErrorPage(code);
  const pending = code === 'OFFER_REDEMPTION_STIPS_PENDING';
  return (
    <Stack>
      <ErrorScreen
        title={page.title}
        message={page.message}
        actions={
          pending ? (
            <Button asChild colorPalette="brand">
              <Link to={`${workflow.prefix}/offers/pending`}>See my offer in progress</Link>
            </Button>
          ) : (
            <Button variant="outline" onClick={() => workflow.send({ type: 'marketplace.startOver' })}>
              {page.browse ? 'See my other offers' : 'Try again'}
            </Button>
          )
        }
      />
    </Stack>
  );
}
