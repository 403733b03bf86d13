import { defineMessages as defineFormatjsMessages } from 'react-intl';

/** A message: a stable id, the seed's English as its default, and an optional note for translators. */
export interface Message {
  readonly id: string;
  readonly defaultMessage: string;
  readonly description?: string;
}

/**
 * FormatJS's defineMessages (same name, so its extractor finds the calls), keeping each id's literal type — the
 * catalogues are typed by them — and leaving the values untyped: react-intl 12's const overload types every
 * message as taking no values, which would refuse '{count, plural, …}' its count.
 */
export function defineMessages<const Messages extends Readonly<Record<string, Message>>>(messages: Messages): Messages {
  return defineFormatjsMessages(messages as Record<string, Message>) as unknown as Messages;
}
