import { type ReactNode, Suspense, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { lazyExport as later, preloadWhenIdle } from '../../../ui/lazy-component.ts';
import { PageSpinner } from '../../../ui/page-spinner.tsx';
import { marketplaceStatusMessages as m } from '../i18n/messages/marketplace-status.ts';
import { shellMessages } from '../i18n/messages/shell.ts';
import { useWorkflowNavigation } from '../workflow/navigation.ts';
import { ChoiceStep } from './choice-step.tsx';
import { SplashStep } from './splash-step.tsx';
import { ExpiredStep, NoOffersStep } from './status-steps.tsx';

// The marketplace's first screens (splash, the category choice, the status pages) come with the shell; the steps of
// particular flows load when reached (issue 17: the bytes before the marketplace's first paint). The offers list
// (cards, sorting, payment estimates) is not needed before a category is picked: the shell starts its download once
// it has rendered (consumer-shell.tsx), so it is there by then. An offer's details (accordion, collapsible: Chakra's
// zag state machines) also keep the toast region's chunk, whose dependencies they share, off the marketplace's path.
const OffersStep = later(() => import('./offers-step.tsx'), 'OffersStep');
/** The offers list's chunk, which the shell starts early (consumer-shell.tsx): shown at once when a category is picked. */
export const loadOffersStep = OffersStep.preload;
// The error pages with every code's texts, when one is reached.
const MarketplaceErrorStep = later(() => import('./error-step.tsx'), 'MarketplaceErrorStep');
const OfferDetailsStep = later(() => import('./offer-details-step.tsx'), 'OfferDetailsStep');
const PurposeStep = later(() => import('./journey-steps.tsx'), 'PurposeStep');
const RefinanceOverviewStep = later(() => import('./journey-steps.tsx'), 'RefinanceOverviewStep');
const CurrentLoanStep = later(() => import('./journey-steps.tsx'), 'CurrentLoanStep');
const IncomeStep = later(() => import('./stated-steps.tsx'), 'IncomeStep');
const VehicleStep = later(() => import('./stated-steps.tsx'), 'VehicleStep');
const PayFrequencyStep = later(() => import('./pay-frequency-step.tsx'), 'PayFrequencyStep');

const PURPOSE = '/marketplace/:productCategory/:productSubcategory/:productPurpose';

/** The screen of each page of the workflow definition, by its path template. */
const SCREENS: Readonly<Record<string, () => ReactNode>> = {
  '/marketplace/splash': () => <SplashStep />,
  '/marketplace': () => <ChoiceStep level="category" />,
  '/marketplace/:productCategory': () => <ChoiceStep level="subcategory" />,
  '/marketplace/:productCategory/:productSubcategory': () => <ChoiceStep level="purpose" />,
  '/marketplace/:productCategory/income': () => <IncomeStep />,
  '/marketplace/:productCategory/pay': () => <PayFrequencyStep />,
  '/marketplace/:productCategory/nooffers': () => <NoOffersStep />,
  [PURPOSE]: () => <PurposeStep />,
  [`${PURPOSE}/overview`]: () => <RefinanceOverviewStep />,
  [`${PURPOSE}/vehicle`]: () => <VehicleStep />,
  [`${PURPOSE}/loan`]: () => <CurrentLoanStep />,
  [`${PURPOSE}/nooffers`]: () => <NoOffersStep />,
  '/marketplace/offers': () => <OffersStep />,
  '/marketplace/nooffers': () => <NoOffersStep />,
  '/marketplace/expired': () => <ExpiredStep />,
};

/** Shows the screen of the router statechart's current page; the URL follows the machine, not the other way. */
export function MarketplaceScreen() {
  const workflow = useWorkflowNavigation();
  const { formatMessage: t } = useIntl();
  // The offers list leads to an offer's details: their chunk comes while the list is read, so the click shows them.
  const onOffers = workflow.step === '/marketplace/offers';
  useEffect(() => (onOffers ? preloadWhenIdle(OfferDetailsStep.preload) : undefined), [onOffers]);
  if (workflow.step === '/offers/:id')
    return workflow.offerId ? (
      <Suspense fallback={<PageSpinner label={t(m.loadingOffer)} />}>
        <OfferDetailsStep offerId={workflow.offerId} />
      </Suspense>
    ) : null;
  if (workflow.step.startsWith('/error'))
    return (
      <Suspense fallback={<PageSpinner label={t(shellMessages.loading)} />}>
        <MarketplaceErrorStep code={workflow.errorCode} />
      </Suspense>
    );
  const screen = SCREENS[workflow.step];
  const spinner = <PageSpinner label={t(m.findingOffers)} />;
  return screen ? <Suspense fallback={spinner}>{screen()}</Suspense> : spinner;
}
