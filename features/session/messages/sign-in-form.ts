import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/session/sign-in-form.tsx. */
export const signInFormMessages = messagesOf('console.signInForm', {
  username: 'Username',
  password: 'Password',
  signIn: 'Sign in',
  signingIn: 'Signing in',
  rememberMe: 'Remember me',
  forgotPassword: 'Forgot password?',
  yourOrganizationSCodeFor: "Your organization's code, for example summit-cu",
  tenantIsRequired: '{tenant} is required',
  usernameIsRequired: 'Username is required',
  passwordIsRequired: 'Password is required',
});
