import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/session/second-factor-form.tsx. */
export const secondFactorFormMessages = defineMessages({
  enterTheSixDigitCode: {
    id: 'console.secondFactorForm.enterTheSixDigitCode',
    defaultMessage: 'Enter the six-digit code from your authenticator app.',
  },
  verify: { id: 'console.secondFactorForm.verify', defaultMessage: 'Verify' },
  verifying: { id: 'console.secondFactorForm.verifying', defaultMessage: 'Verifying' },
  backToSignIn: { id: 'console.secondFactorForm.backToSignIn', defaultMessage: 'Back to sign in' },
});
