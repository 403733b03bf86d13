import { messagesOf } from '../../ui/intl/define-messages.ts';

/** The words of console/text-diff-view.tsx. */
export const textDiffViewMessages = messagesOf('console.textDiffView', {
  noText: 'No text.',
});
