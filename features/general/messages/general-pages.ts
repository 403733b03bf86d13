import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/general/general-pages.tsx. */
export const generalPagesMessages = messagesOf('console.generalPages', {
  goToTheHomePage: 'Go to the home page',
  pageNotFound: 'Page not found',
  goBack: 'Go back',
  tryAgain: 'Try again',
  thePageYouAreLooking: 'The page you are looking for does not exist or has moved.',
});
