import { useIntl } from 'react-intl';
import type { Message } from '../../../ui/intl/define-messages.ts';
import { requiredFieldMessages, seedTextMessages, unknownErrorMessages } from './messages/seed-texts.ts';

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each seed text as a pattern of its English, its `{placeholders}` captured by name. */
const PATTERNS = Object.values(seedTextMessages).map((message: Message) => {
  const names: string[] = [];
  const source = message.defaultMessage
    .split(/\{(\w+)\}/)
    .map((part, index) => {
      if (index % 2 === 0) return literal(part);
      names.push(part);
      return '(.+?)';
    })
    .join('');
  return { message, names, pattern: new RegExp(`^${source}$`) };
});

const FIELDS = new Map<string, Message>(
  Object.values(requiredFieldMessages).map((message) => [message.defaultMessage, message]),
);

/** What translating needs of an intl object: react-intl's on the page, @formatjs/intl's in a test or the server. */
interface Formatter {
  readonly locale: string;
  readonly defaultLocale: string;
  formatMessage(descriptor: Message, values?: Record<string, string>): string;
}

/**
 * A domain text in the page's language: the seed text it is, with its values. A text the catalogue does not know (a
 * server's refusal added later, a vendor's words) is shown as it is on an English page, and as the translated
 * generic message on any other: never English, nor a code, in the middle of a Spanish page.
 */
export function translateSeedText(intl: Formatter, text: string): string {
  for (const { message, names, pattern } of PATTERNS) {
    const found = pattern.exec(text);
    if (!found) continue;
    const values = Object.fromEntries(names.map((name, index) => [name, found[index + 1] ?? '']));
    const field = values.field === undefined ? undefined : FIELDS.get(values.field);
    if (field) values.field = intl.formatMessage(field);
    return intl.formatMessage(message, values);
  }
  return intl.locale === intl.defaultLocale ? text : intl.formatMessage(unknownErrorMessages.unknown);
}

/** translateSeedText bound to the page's language; null stays null. */
export function useSeedText(): <T extends string | null | undefined>(text: T) => T | string {
  const intl = useIntl();
  return (text) => (text ? translateSeedText(intl, text) : text);
}
