import { messagesOf } from '../../ui/intl/define-messages.ts';

/** The words of kit/server-issues.ts. */
export const serverIssuesMessages = messagesOf('kit.serverIssues', {
  genericFailure: 'Oops! Something went wrong.',
});
