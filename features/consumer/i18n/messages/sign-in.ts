import { messagesOf } from '../../../../ui/intl/define-messages.ts';

/** /consumer/auth/login, /further/auth and /consumer/auth (the seed's sign-in words, decision 0630). */
export const signInMessages = messagesOf('consumer.signIn', {
  eyebrow: 'Your pre-approved offers',
  title: 'See your offers',
  description: 'Enter the access code from your offer letter or e-mail and your last name.',
  accessCode: 'Access code',
  accessCodeRequired: 'Access code is required',
  lastName: 'Last name',
  lastNameRequired: 'Last name is required',
  signingIn: 'Signing in',
  continue: 'Continue',
  authFailed: 'We could not find offers for that access code and last name. Please check them and try again.',
  generic: 'Something went wrong. Please try again later.',
  landingEyebrow: 'Offerwell marketplace',
  landingTitle: 'Your offers are waiting',
  landingText: 'Sign in with the access code from your offer letter to see your pre-approved offers.',
  signIn: 'Sign in',
});
