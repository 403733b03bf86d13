import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/session/console-login-page.tsx. */
export const consoleLoginPageMessages = defineMessages({
  twoStepVerification: { id: 'console.consoleLoginPage.twoStepVerification', defaultMessage: 'Two-step verification' },
  signIn: { id: 'console.consoleLoginPage.signIn', defaultMessage: 'Sign in' },
  welcomeBackSignInTo: {
    id: 'console.consoleLoginPage.welcomeBackSignInTo',
    defaultMessage: 'Welcome back. Sign in to continue.',
  },
  newToOfferwell: { id: 'console.consoleLoginPage.newToOfferwell', defaultMessage: 'New to Offerwell?' },
});
