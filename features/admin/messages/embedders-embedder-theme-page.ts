import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/embedders/embedder-theme-page.tsx. */
export const embeddersEmbedderThemePageMessages = messagesOf('admin.embeddersEmbedderThemePage', {
  theColoursThisEmbedderS: 'The colours this embedder’s consumers see in the marketplace. The preview shows them live.',
  saveTheme: 'Save theme',
  useOfferwellColours: 'Use Offerwell colours',
  notThemedYetConsumersSee: 'Not themed yet: consumers see Offerwell’s colours.',
  themeColours: 'Theme colours',
  savingTheTheme: 'Saving the theme…',
  themeSaved: 'Theme saved',
  couldNotSaveTheTheme: 'Could not save the theme',
  thereWasAnErrorGetting: 'There was an error getting the theme',
  contrastHint: 'Contrast with {other} is {ratio}:1 (aim for 4.5:1)',
  theEmbedderSSite: 'the embedder’s site',
  embedderTheme: 'Embedder theme',
  nameTheme: '{name} theme',
});
