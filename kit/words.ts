import { createElement, isValidElement, type ReactNode } from 'react';
import { FormattedMessage, type IntlShape, type MessageDescriptor, useIntl } from 'react-intl';

/** The values of a message's placeholders (`{count}`, `{name}`). */
export type WordValues = Readonly<Record<string, string | number | boolean | Date | null | undefined>>;

/**
 * Words a kit part shows for a screen outside JSX — a toast's title, a column's header (issue 32 item 8): a
 * message of the screen's catalogue, with its values when it has placeholders; or a text that already is words for
 * people (a server's message, the domain catalogue's seed toasts such as CONFIG_TOASTS), shown as given.
 */
export type Words = string | MessageDescriptor | { readonly message: MessageDescriptor; readonly values: WordValues };

/** A message with its values, as Words: `said(m.imported, { count })`. */
export const said = (message: MessageDescriptor, values: WordValues): Words => ({ message, values });

/** The text of some words in the reader's language. */
export function wordsOf(intl: IntlShape, words: Words): string {
  if (typeof words === 'string') return words;
  if ('message' in words) return intl.formatMessage(words.message, words.values);
  return intl.formatMessage(words);
}

/**
 * A table column's header from the catalogue: `header: columnHeader(m.amount)`. TanStack renders a function header
 * where the table is, under the console's IntlProvider, so a screen's columns need no useIntl of their own. A column
 * whose header was its id (an accessor function, a display column) names its id itself.
 */
export function columnHeader(message: MessageDescriptor, values?: WordValues): () => ReactNode {
  return () => createElement(FormattedMessage, { ...message, ...(values ? { values } : {}) });
}

/**
 * Words where a kit part draws them (a form field's or a select option's label): a message renders as
 * `<FormattedMessage>` under the console's IntlProvider, so a screen's field list can stay a module constant.
 */
export function wordsNode(words: Words | undefined): ReactNode {
  if (words === undefined || typeof words === 'string') return words;
  if ('message' in words) return createElement(FormattedMessage, { ...words.message, values: words.values });
  return createElement(FormattedMessage, words);
}

/** Words as text where only text will do (an <option>'s, an aria-label's): `const say = useWords(); say(option.label)`. */
export function useWords(): (words: Words) => string {
  const intl = useIntl();
  return (words) => wordsOf(intl, words);
}

/**
 * A part's words that may also be drawn content (a confirmation's description with a link or a list in it): a
 * message, a message with values, or any React node as it is.
 */
export type Content = Words | ReactNode;

const isMessage = (content: Content): content is Exclude<Words, string> =>
  typeof content === 'object' &&
  content !== null &&
  !isValidElement(content) &&
  !Array.isArray(content) &&
  ('id' in content || 'message' in content);

/** Content where a kit part draws it: a message renders as `<FormattedMessage>`, anything else as it is. */
export function contentNode(content: Content): ReactNode {
  return isMessage(content) ? wordsNode(content) : content;
}
