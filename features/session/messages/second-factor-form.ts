import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/session/second-factor-form.tsx. */
export const secondFactorFormMessages = messagesOf('console.secondFactorForm', {
  enterTheSixDigitCode: 'Enter the six-digit code from your authenticator app.',
  verify: 'Verify',
  verifying: 'Verifying',
  backToSignIn: 'Back to sign in',
});
