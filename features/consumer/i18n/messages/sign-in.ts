import { defineMessages } from '../../../../ui/intl/define-messages.ts';

/** /consumer/auth/login, /further/auth and /consumer/auth (the seed's sign-in words, decision 0630). */
export const signInMessages = defineMessages({
  eyebrow: { id: 'consumer.signIn.eyebrow', defaultMessage: 'Your pre-approved offers' },
  title: { id: 'consumer.signIn.title', defaultMessage: 'See your offers' },
  description: {
    id: 'consumer.signIn.description',
    defaultMessage: 'Enter the access code from your offer letter or e-mail and your last name.',
  },
  accessCode: { id: 'consumer.signIn.accessCode', defaultMessage: 'Access code' },
  accessCodeRequired: { id: 'consumer.signIn.accessCodeRequired', defaultMessage: 'Access code is required' },
  lastName: { id: 'consumer.signIn.lastName', defaultMessage: 'Last name' },
  lastNameRequired: { id: 'consumer.signIn.lastNameRequired', defaultMessage: 'Last name is required' },
  signingIn: { id: 'consumer.signIn.signingIn', defaultMessage: 'Signing in' },
  continue: { id: 'consumer.signIn.continue', defaultMessage: 'Continue' },
  authFailed: {
    id: 'consumer.signIn.authFailed',
    defaultMessage: 'We could not find offers for that access code and last name. Please check them and try again.',
  },
  generic: { id: 'consumer.signIn.generic', defaultMessage: 'Something went wrong. Please try again later.' },
  landingEyebrow: { id: 'consumer.signIn.landingEyebrow', defaultMessage: 'Offerwell marketplace' },
  landingTitle: { id: 'consumer.signIn.landingTitle', defaultMessage: 'Your offers are waiting' },
  landingText: {
    id: 'consumer.signIn.landingText',
    defaultMessage: 'Sign in with the access code from your offer letter to see your pre-approved offers.',
  },
  signIn: { id: 'consumer.signIn.signIn', defaultMessage: 'Sign in' },
});
