import { defineMessages } from '../../ui/intl/define-messages.ts';

/** The words of console/text-diff-view.tsx. */
export const textDiffViewMessages = defineMessages({
  noText: { id: 'console.textDiffView.noText', defaultMessage: 'No text.' },
});
