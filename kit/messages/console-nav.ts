import { messagesOf } from '../../ui/intl/define-messages.ts';

/** The words of kit/console-nav.ts. */
export const consoleNavMessages = messagesOf('kit.consoleNav', {
  changePassword: 'Change password',
});
