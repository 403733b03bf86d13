import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/users/user-row-actions.tsx. */
export const usersUserRowActionsMessages = messagesOf('admin.usersUserRowActions', {
  unlockingTheUser: 'Unlocking the user…',
  userUnlocked: 'User unlocked',
  couldNotUnlockTheUser: 'Could not unlock the user',
  saving: 'Saving…',
  saved: 'Saved',
  couldNotSaveTheChange: 'Could not save the change',
  couldNotActAsThis: 'Could not act as this user. Please try again.',
  edit: 'Edit',
  unlock: 'Unlock',
  resetPassword: 'Reset password',
  actAs: 'Act as',
  activate: 'Activate',
  deactivate: 'Deactivate',
  theirCurrentPasswordStopsWorking:
    'Their current password stops working. A temporary password is mailed to them, to be changed at sign-in.',
  theUserCanSignIn: 'The user can sign in again with their password.',
  anInactiveUserCannotSign: 'An inactive user cannot sign in until reactivated.',
  resetTitle: 'Reset the password of {username}?',
  activateTitle: 'Activate {username}?',
  deactivateTitle: 'Deactivate {username}?',
});
