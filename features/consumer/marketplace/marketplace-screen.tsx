import { lazy, type ReactNode, Suspense } from 'react';
import { PageSpinner } from '../../../ui/page-spinner.tsx';
import { useWorkflowNavigation } from '../workflow/navigation.ts';
import { ChoiceStep } from './choice-step.tsx';
import { CurrentLoanStep, PurposeStep, RefinanceOverviewStep, SplashStep } from './journey-steps.tsx';
import { OffersStep } from './offers-step.tsx';
import { PayFrequencyStep } from './pay-frequency-step.tsx';
import { IncomeStep, VehicleStep } from './stated-steps.tsx';
import { ExpiredStep, MarketplaceErrorStep, NoOffersStep } from './status-steps.tsx';

// An offer's details (accordion, collapsible: Chakra's zag state machines) are their own chunk: the marketplace's
// first screen does not wait for them, nor for the toast region whose chunk they would share (issue 17).
const OfferDetailsStep = lazy(() =>
  import('./offer-details-step.tsx').then((module) => ({ default: module.OfferDetailsStep })),
);

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
  if (workflow.step === '/offers/:id')
    return workflow.offerId ? (
      <Suspense fallback={<PageSpinner label="Loading the offer…" />}>
        <OfferDetailsStep offerId={workflow.offerId} />
      </Suspense>
    ) : null;
  if (workflow.step.startsWith('/error')) return <MarketplaceErrorStep code={workflow.errorCode} />;
  const screen = SCREENS[workflow.step];
  return screen ? screen() : <PageSpinner label="Finding your offers…" />;
}
