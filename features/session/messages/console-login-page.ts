import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/session/console-login-page.tsx. */
export const consoleLoginPageMessages = messagesOf('console.consoleLoginPage', {
  twoStepVerification: 'Two-step verification',
  signIn: 'Sign in',
  welcomeBackSignInTo: 'Welcome back. Sign in to continue.',
  newToOfferwell: 'New to Offerwell?',
});
