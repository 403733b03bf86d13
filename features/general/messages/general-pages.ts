import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/general/general-pages.tsx. */
export const generalPagesMessages = defineMessages({
  goToTheHomePage: { id: 'console.generalPages.goToTheHomePage', defaultMessage: 'Go to the home page' },
  pageNotFound: { id: 'console.generalPages.pageNotFound', defaultMessage: 'Page not found' },
  goBack: { id: 'console.generalPages.goBack', defaultMessage: 'Go back' },
  tryAgain: { id: 'console.generalPages.tryAgain', defaultMessage: 'Try again' },
});
