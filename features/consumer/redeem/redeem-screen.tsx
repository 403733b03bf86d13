import { useIntl } from 'react-intl';
import { PageSpinner } from '../../../ui/page-spinner.tsx';
import { redeemFrameMessages } from '../i18n/messages/redeem-intro.ts';
import { AttemptsExceededScreen, ProcessingScreen, ScanFailedScreen, ScanScreen } from './document-steps.tsx';
import { IdentityScreen } from './identity-step.tsx';
import { AddressScreen, ApplicationScreen, SplashScreen, StepsScreen } from './intro-steps.tsx';
import {
  AlreadyRedeemedScreen,
  CertificateScreen,
  PendingScreen,
  RedeemedScreen,
  RedeemReviewScreen,
  RedirectingScreen,
} from './outcome-steps.tsx';
import { useRedeemJourney } from './redeem-context.ts';
import { StipsScreen } from './stips-step.tsx';

export { StandaloneJourneyPage } from './outcome-steps.tsx';

/** The screen of each state of the redemption steps statechart, checked in order (a child state before its parent). */
const SCREENS: readonly [
  state: Parameters<ReturnType<typeof useRedeemJourney>['snapshot']['matches']>[0],
  () => React.ReactNode,
][] = [
  ['pending', () => <PendingScreen />],
  ['replacingPending', () => <PendingScreen />],
  ['splash', () => <SplashScreen />],
  ['steps', () => <StepsScreen />],
  ['address', () => <AddressScreen />],
  ['application', () => <ApplicationScreen />],
  // Kept by the server before identity verification: the form stays while it is.
  ['savingApplication', () => <ApplicationScreen />],
  ['idverify', () => <IdentityScreen />],
  ['identityFailed', () => <IdentityScreen />],
  [{ documentverify: 'scanning' }, () => <ScanScreen />],
  [{ documentprocessing: 'polling' }, () => <ProcessingScreen />],
  [{ documentprocessing: 'failed' }, () => <ScanFailedScreen />],
  [{ documentprocessing: 'attemptsExceeded' }, () => <AttemptsExceededScreen />],
  ['stips', () => <StipsScreen />],
  ['redeem', () => <RedeemReviewScreen />],
  ['redeemed', () => <RedeemedScreen />],
  ['certificate', () => <CertificateScreen />],
  ['redirecting', () => <RedirectingScreen />],
  ['redirected', () => <RedirectingScreen />],
  ['alreadyRedeemed', () => <AlreadyRedeemedScreen />],
];

export function RedeemScreen() {
  const { snapshot } = useRedeemJourney();
  const intl = useIntl();
  const screen = SCREENS.find(([state]) => snapshot.matches(state));
  return screen ? screen[1]() : <PageSpinner label={intl.formatMessage(redeemFrameMessages.oneMoment)} />;
}
