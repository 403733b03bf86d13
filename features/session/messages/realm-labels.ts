import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/session/realm-labels.ts. */
export const realmLabelsMessages = messagesOf('console.realmLabels', {
  adminConsole: 'Admin console',
  lenderConsole: 'Lender console',
  lenderCode: 'Lender code',
  embedderConsole: 'Embedder console',
  embedderCode: 'Embedder code',
});
