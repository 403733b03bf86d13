import { messagesOf } from '../../ui/intl/define-messages.ts';

/** The words of console/text-diff-view.tsx. */
export const textDiffViewMessages = messagesOf('console.textDiffView', {
  noText: 'No text.',
  added: 'added',
  deleted: 'deleted',
  modified: 'modified',
  noChange: 'no change',
});
