import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/session/idle-session-warning.tsx. */
export const idleSessionWarningMessages = defineMessages({
  areYouStillThere: { id: 'console.idleSessionWarning.areYouStillThere', defaultMessage: 'Are you still there?' },
  forYourSecurityYouWill: {
    id: 'console.idleSessionWarning.forYourSecurityYouWill',
    defaultMessage: 'For your security you will be signed out in',
  },
  becauseYouHaveNotBeen: {
    id: 'console.idleSessionWarning.becauseYouHaveNotBeen',
    defaultMessage: 'because you have not been active for a while.',
  },
  signOut: { id: 'console.idleSessionWarning.signOut', defaultMessage: 'Sign out' },
  staySignedIn: { id: 'console.idleSessionWarning.staySignedIn', defaultMessage: 'Stay signed in' },
});
