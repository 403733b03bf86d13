import { Button, Stack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { consumerErrorPage } from '../../../domain/catalog/consumer-error-pages.ts';
import { ErrorScreen } from '../../../ui/error-screen.tsx';
import { errorMessageFor } from '../error-message.ts';
import { useWorkflowNavigation } from '../workflow/navigation.ts';

// Loaded when an error page is reached (marketplace-screen.tsx), with every code's texts: the marketplace's first
// screens do not need them (issue 17).

/** The error page of 001 §2 (/consumer/error/{error}): what happened for this code, and the way on. */
export function MarketplaceErrorStep({ code }: { code: string | null }) {
  const workflow = useWorkflowNavigation();
  const page = consumerErrorPage(code);
  const pending = code === 'OFFER_REDEMPTION_STIPS_PENDING';
  return (
    <Stack>
      <ErrorScreen
        title={page.title}
        message={errorMessageFor(code) ?? page.message}
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
