import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** Login messages of 002 §8 (account locked; bad credentials), worded for people: the sign-in pages' alerts. */
export const loginMessages = messagesOf('console.login', {
  locked: 'Your account is locked after multiple failed attempts. Please contact an administrator.',
  badCredentials: 'The username or password is incorrect. Please try again.',
  badCode: 'That code is not correct. Check your authenticator app and try again.',
  codeIncomplete: 'Enter all six digits',
  consumerFailed: 'We could not find offers for that access code and last name. Please check them and try again.',
  generic: 'Something went wrong. Please try again later.',
  sessionEnded: 'Your session has ended. Please sign in again.',
  passwordReset: 'Your password has been changed. Sign in with your new password.',
  forgotPasswordSent:
    'If an account matches what you entered, we have sent an e-mail with a link to reset your password.',
});
