import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/session/forgot-password-page.tsx. */
export const forgotPasswordPageMessages = defineMessages({
  setANewPassword: { id: 'console.forgotPasswordPage.setANewPassword', defaultMessage: 'Set a new password' },
  chooseThePasswordYouWill: {
    id: 'console.forgotPasswordPage.chooseThePasswordYouWill',
    defaultMessage: 'Choose the password you will sign in with from now on.',
  },
  backToSignIn: { id: 'console.forgotPasswordPage.backToSignIn', defaultMessage: 'Back to sign in' },
  username: { id: 'console.forgotPasswordPage.username', defaultMessage: 'Username' },
  sendResetLink: { id: 'console.forgotPasswordPage.sendResetLink', defaultMessage: 'Send reset link' },
  sending: { id: 'console.forgotPasswordPage.sending', defaultMessage: 'Sending' },
  resetYourPassword: { id: 'console.forgotPasswordPage.resetYourPassword', defaultMessage: 'Reset your password' },
  tellUsWhoYouAre: {
    id: 'console.forgotPasswordPage.tellUsWhoYouAre',
    defaultMessage: 'Tell us who you are and we will e-mail you a link to choose a new password.',
  },
});
