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

/** The messages of one screen: each key's id is the screen's prefix and the key, its default the given English. */
export type MessagesOf<Prefix extends string, Texts extends Readonly<Record<string, string>>> = {
  readonly [Key in keyof Texts & string]: { readonly id: `${Prefix}.${Key}`; readonly defaultMessage: Texts[Key] };
};

/**
 * defineMessages for the common case, written once per screen: `messagesOf('admin.users', { title: 'Users' })` is
 * `{ title: { id: 'admin.users.title', defaultMessage: 'Users' } }`, so an id cannot drift from its key.
 */
export function messagesOf<const Prefix extends string, const Texts extends Readonly<Record<string, string>>>(
  prefix: Prefix,
  texts: Texts,
): MessagesOf<Prefix, Texts> {
  const messages: Record<string, Message> = {};
  for (const [key, defaultMessage] of Object.entries(texts)) messages[key] = { id: `${prefix}.${key}`, defaultMessage };
  return messages as MessagesOf<Prefix, Texts>;
}
