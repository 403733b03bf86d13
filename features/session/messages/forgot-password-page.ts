import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/session/forgot-password-page.tsx. */
export const forgotPasswordPageMessages = messagesOf('console.forgotPasswordPage', {
  setANewPassword: 'Set a new password',
  chooseThePasswordYouWill: 'Choose the password you will sign in with from now on.',
  backToSignIn: 'Back to sign in',
  username: 'Username',
  tenantIsRequired: '{tenant} is required',
  usernameIsRequired: 'Username is required',
  sendResetLink: 'Send reset link',
  sending: 'Sending',
  resetYourPassword: 'Reset your password',
  tellUsWhoYouAre: 'Tell us who you are and we will e-mail you a link to choose a new password.',
});
