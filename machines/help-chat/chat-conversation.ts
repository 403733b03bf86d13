import * as v from 'valibot';
import { type Realm, storageKeys } from '../../domain/realms.ts';
import type { ChatMessage } from './help-chat-machine.ts';

/** How many messages are kept in the browser: the latest ones. */
export const MAX_STORED_MESSAGES = 100;

const StoredMessage = v.object({
  id: v.string(),
  role: v.picklist(['user', 'assistant']),
  text: v.string(),
  answerId: v.exactOptional(v.string()),
  matched: v.exactOptional(v.boolean()),
  sources: v.exactOptional(v.array(v.object({ articleId: v.string(), title: v.string() }))),
  rating: v.exactOptional(v.picklist(['up', 'down'])),
});
const StoredConversation = v.array(StoredMessage);

/**
 * The help-chat conversation of a realm, kept under chatConversation-{realm} (000 §3, §9) so a reload carries on.
 * Logout and pass-through remove it (machines/session/session-storage.ts removeChatConversation). A record that
 * does not parse reads as no conversation.
 */
export function readConversation(storage: Storage, realm: Realm): ChatMessage[] {
  const text = storage.getItem(storageKeys.chatConversation(realm));
  if (text === null) return [];
  try {
    const parsed = v.safeParse(StoredConversation, JSON.parse(text));
    return parsed.success ? parsed.output : [];
  } catch {
    return [];
  }
}

/** Stores the conversation (an empty one removes the record). */
export function writeConversation(storage: Storage, realm: Realm, messages: readonly ChatMessage[]): void {
  const key = storageKeys.chatConversation(realm);
  if (messages.length === 0) storage.removeItem(key);
  else storage.setItem(key, JSON.stringify(messages.slice(-MAX_STORED_MESSAGES)));
}
