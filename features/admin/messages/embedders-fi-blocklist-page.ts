import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/embedders/fi-blocklist-page.tsx. */
export const embeddersFiBlocklistPageMessages = messagesOf('admin.embeddersFiBlocklistPage', {
  lenders: 'Lenders',
  thisEmbedderSSiteDoes: 'This embedder’s site does not show the offers of the lenders blocked here.',
  thereWasAnErrorGetting: 'There was an error getting the lenders',
  lenderBlocklist: 'lender blocklist',
  lenderBlocklist2: 'Lender blocklist',
  lender: 'Lender',
  shown: 'Shown',
  noLendersYet: 'No lenders yet.',
});
