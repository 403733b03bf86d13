import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/session/console-layout.tsx. */
export const consoleLayoutMessages = messagesOf('console.consoleLayout', {
  actingAsThisUser: 'Acting as this user',
});
