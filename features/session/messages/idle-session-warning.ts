import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/session/idle-session-warning.tsx. */
export const idleSessionWarningMessages = messagesOf('console.idleSessionWarning', {
  areYouStillThere: 'Are you still there?',
  forYourSecurityYouWill: 'For your security you will be signed out in',
  becauseYouHaveNotBeen: 'because you have not been active for a while.',
  signOut: 'Sign out',
  staySignedIn: 'Stay signed in',
});
