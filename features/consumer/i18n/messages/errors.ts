import { CONSUMER_ERROR_PAGES, type ConsumerErrorPageKey } from '../../../../domain/catalog/consumer-error-pages.ts';
import { messagesOf } from '../../../../ui/intl/define-messages.ts';
import { labelMessages } from '../label-messages.ts';

const field = (part: 'title' | 'message') =>
  Object.fromEntries(Object.entries(CONSUMER_ERROR_PAGES).map(([key, page]) => [key, page[part]])) as Record<
    ConsumerErrorPageKey,
    string
  >;

/** The consumer error pages (001 §2 /consumer/error/{code}), by the page a code shows. */
export const errorTitleMessages = labelMessages('consumer.error.title', field('title'));
export const errorTextMessages = labelMessages('consumer.error.message', field('message'));

export const errorActionMessages = messagesOf('consumer.error', {
  seePending: 'See my offer in progress',
  browse: 'See my other offers',
  tryAgain: 'Try again',
  signIn: 'Sign in',
});
