import type { Message } from '../ui/intl/define-messages.ts';
import type { Catalogue } from '../ui/intl/intl-root.tsx';

/**
 * Every messages file of the consoles (issue 32 item 8): the admin, lender and embedder features, the shared console
 * features (session, charts, general), console/, kit/ and ui/. Found by the bundler, so a messages file added to one
 * of these folders is in the catalogue without being listed; the consumer's messages are the consumer catalogue's
 * (features/consumer/i18n/catalogue.ts). Loaded with the consoles, not in the consumer's download.
 */
const FILES = import.meta.glob<Readonly<Record<string, Readonly<Record<string, Message>>>>>(
  [
    '../features/{admin,lender,embedder,session,charts,general}/messages/*.ts',
    '../console/messages/*.ts',
    '../kit/messages/*.ts',
    '../ui/messages/*.ts',
  ],
  { eager: true },
);

/** Every console message, each once. */
export const CONSOLE_MESSAGES: readonly Message[] = Object.values(FILES).flatMap((file) =>
  Object.values(file).flatMap((group) => Object.values(group)),
);

/** The consoles' English catalogue: the seed's exact strings, which are the messages' defaults (decision 0780). */
export const CONSOLE_ENGLISH: Catalogue = Object.fromEntries(
  CONSOLE_MESSAGES.map((message) => [message.id, message.defaultMessage]),
);
