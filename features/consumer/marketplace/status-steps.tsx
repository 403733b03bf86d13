import { Button } from '@chakra-ui/react';
import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { ErrorScreen } from '../../../ui/error-screen.tsx';
import { lazyExport } from '../../../ui/lazy-component.ts';
import { marketplaceStatusMessages as m } from '../i18n/messages/marketplace-status.ts';
import { useWorkflowNavigation } from '../workflow/navigation.ts';

/**
 * 001 §8 marketplace messages; the seed paraphrases them, the wording is ours (docs/decisions/README.md). The pages
 * show them from the catalogue (i18n/messages/marketplace-status.ts), whose English is this.
 */
export const MARKETPLACE_MESSAGES = {
  noOffers: m.noOffers.defaultMessage,
  expired: m.expired.defaultMessage,
  generic: m.generic.defaultMessage,
  network: 'There was a network error. Please try again later. Thank you for your patience!',
} as const;

// The reasons come after the page's first paint: their call and list stay out of the marketplace's first chunk.
const WhyNoOfferReasons = lazyExport(() => import('./why-no-offer.tsx'), 'WhyNoOfferReasons');

export function NoOffersStep() {
  const workflow = useWorkflowNavigation();
  const { formatMessage: t } = useIntl();
  return (
    <ErrorScreen
      title={t(m.noOffersTitle)}
      message={t(m.noOffers)}
      details={
        <Suspense fallback={null}>
          <WhyNoOfferReasons category={workflow.marketplace.category} />
        </Suspense>
      }
      actions={
        <Button variant="outline" onClick={() => workflow.send({ type: 'marketplace.startOver' })}>
          {t(m.startOver)}
        </Button>
      }
    />
  );
}

export function ExpiredStep() {
  const { formatMessage: t } = useIntl();
  return <ErrorScreen title={t(m.expiredTitle)} message={t(m.expired)} />;
}
