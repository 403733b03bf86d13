import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/embedders/embedder-theme-page.tsx. */
export const embeddersEmbedderThemePageMessages = defineMessages({
  theColoursThisEmbedderS: {
    id: 'admin.embeddersEmbedderThemePage.theColoursThisEmbedderS',
    defaultMessage: 'The colours this embedder’s consumers see in the marketplace. The preview shows them live.',
  },
  saveTheme: { id: 'admin.embeddersEmbedderThemePage.saveTheme', defaultMessage: 'Save theme' },
  useOfferwellColours: {
    id: 'admin.embeddersEmbedderThemePage.useOfferwellColours',
    defaultMessage: 'Use Offerwell colours',
  },
  notThemedYetConsumersSee: {
    id: 'admin.embeddersEmbedderThemePage.notThemedYetConsumersSee',
    defaultMessage: 'Not themed yet: consumers see Offerwell’s colours.',
  },
  themeColours: { id: 'admin.embeddersEmbedderThemePage.themeColours', defaultMessage: 'Theme colours' },
});
