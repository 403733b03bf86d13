import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/embedders/fi-blocklist-page.tsx. */
export const embeddersFiBlocklistPageMessages = defineMessages({
  lenders: { id: 'admin.embeddersFiBlocklistPage.lenders', defaultMessage: 'Lenders' },
  thisEmbedderSSiteDoes: {
    id: 'admin.embeddersFiBlocklistPage.thisEmbedderSSiteDoes',
    defaultMessage: 'This embedder’s site does not show the offers of the lenders blocked here.',
  },
});
