import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/session/sign-in-form.tsx. */
export const signInFormMessages = defineMessages({
  username: { id: 'console.signInForm.username', defaultMessage: 'Username' },
  password: { id: 'console.signInForm.password', defaultMessage: 'Password' },
  signIn: { id: 'console.signInForm.signIn', defaultMessage: 'Sign in' },
  signingIn: { id: 'console.signInForm.signingIn', defaultMessage: 'Signing in' },
  rememberMe: { id: 'console.signInForm.rememberMe', defaultMessage: 'Remember me' },
  forgotPassword: { id: 'console.signInForm.forgotPassword', defaultMessage: 'Forgot password?' },
});
