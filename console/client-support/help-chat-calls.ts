import type { ApiClient } from '../../api/client.ts';
import {
  askEmbedderHelp,
  askLenderHelp,
  embedderHelpFeedback,
  type HelpAnswer,
  lenderHelpFeedback,
} from '../../api/help-chat.ts';
import type { HelpRating } from '../../machines/help-chat/help-chat-machine.ts';

/** Where the help chat asks: the console (lender or embedder), its tenant number and the session's chat session. */
export interface HelpChatTarget {
  readonly realm: 'fi' | 'embedder';
  /** The console's tenant number (fiId or embedderId). */
  readonly tenant: number;
  readonly chatSessionId: string;
}

/** Asks the console's help chat (a 5xx stays in the panel as a failure rather than leaving the page). */
export function askHelpChat(
  client: ApiClient,
  target: HelpChatTarget,
  question: string,
  signal?: AbortSignal,
): Promise<HelpAnswer> {
  const body = { chatSessionId: target.chatSessionId, question };
  const options = { body, signal, suppressServerErrorRedirect: true };
  return target.realm === 'fi'
    ? client.call(askLenderHelp, { ...options, params: { fiId: target.tenant } })
    : client.call(askEmbedderHelp, { ...options, params: { embedderId: target.tenant } });
}

/** Chatbot feedback (002 §7) on one answer. */
export async function rateHelpAnswer(
  client: ApiClient,
  target: HelpChatTarget,
  answerId: string,
  rating: HelpRating,
): Promise<void> {
  const body = { chatSessionId: target.chatSessionId, answerId, rating };
  if (target.realm === 'fi') await client.call(lenderHelpFeedback, { body, params: { fiId: target.tenant } });
  else await client.call(embedderHelpFeedback, { body, params: { embedderId: target.tenant } });
}
