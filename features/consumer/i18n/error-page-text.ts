import { useIntl } from 'react-intl';
import { CONSUMER_ERROR_PAGES, consumerErrorPageKey } from '../../../domain/catalog/consumer-error-pages.ts';
import { errorMessageFor } from '../error-message.ts';
import { errorTextMessages, errorTitleMessages } from './messages/errors.ts';

/**
 * What a consumer error page says, in the page's language. The server's own words for the error (error-message.ts)
 * are English: an English page shows them, as before; a page in another language shows its code's translated
 * message instead (decision 0634).
 */
export function useErrorPageText(code: string | null): { title: string; message: string; browse: boolean } {
  const intl = useIntl();
  const key = consumerErrorPageKey(code);
  const english = intl.locale === intl.defaultLocale;
  const serverWords = english ? errorMessageFor(code) : null;
  return {
    title: intl.formatMessage(errorTitleMessages[key]),
    message: serverWords ?? intl.formatMessage(errorTextMessages[key]),
    browse: CONSUMER_ERROR_PAGES[key].browse,
  };
}
