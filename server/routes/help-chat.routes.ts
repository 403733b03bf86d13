import type { Hono } from 'hono';
import { HELP_CHAT_CALLS } from '../../api/help-chat.ts';
import { NO_MATCH_ANSWER } from '../../domain/help/support-contacts.ts';
import type { SessionClaims } from '../auth/tokens.ts';
import {
  findChatbotFeedback,
  findOwnHelpAnswer,
  insertHelpAnswer,
  saveChatbotFeedback,
} from '../db/queries/help-chat.ts';
import { searchHelp } from '../help/help-search.ts';
import { ApiError, notFound, unauthorized } from '../http/api-error.ts';
import type { AppEnv } from '../http/context.ts';
import { scopedRoute } from '../http/register.ts';

const UNKNOWN_CHAT_SESSION = 'Enter a valid Chat session';

/** 000 §3: a chat session id starts with the id of the user it was made for; another user's is refused. */
function ownChatSession(claims: SessionClaims | null, chatSessionId: string): SessionClaims {
  if (!claims) throw unauthorized();
  if (!chatSessionId.startsWith(`${claims.sub}-`)) {
    throw new ApiError(400, 'VALIDATION_FAILED', UNKNOWN_CHAT_SESSION, [
      { path: 'chatSessionId', message: UNKNOWN_CHAT_SESSION },
    ]);
  }
  return claims;
}

/**
 * The help chat of the lender and embedder client-support pages (000 §1 chat feature, 002 §2 clientSupport): a
 * question is answered from the console's own help articles (server/help/help-search.ts, no outside service), the
 * answer is kept, and feedback on it is stored (002 §7 "Chatbot feedback"). Tenant and permission: the endpoints.
 */
export function registerHelpChatRoutes(app: Hono<AppEnv>): void {
  for (const realm of ['fi', 'embedder'] as const) {
    const calls = HELP_CHAT_CALLS[realm];
    scopedRoute(app, calls.ask, async ({ body, auth, scope, db, audit }) => {
      const claims = ownChatSession(auth, body.chatSessionId);
      const found = searchHelp(realm, body.question);
      const matched = found.passages.length > 0;
      const answerId = await insertHelpAnswer(db, scope, {
        chatSessionId: body.chatSessionId,
        userId: claims.sub,
        question: body.question,
        articleIds: found.sources.map((source) => source.articleId),
      });
      audit.record({
        entityId: answerId,
        entityName: body.question.slice(0, 120),
        oldValue: null,
        newValue: { chatSessionId: body.chatSessionId, matched, articleIds: found.sources.map((s) => s.articleId) },
      });
      return {
        answerId,
        chatSessionId: body.chatSessionId,
        question: body.question,
        matched,
        text: matched ? found.passages.map((passage) => passage.text).join('\n\n') : NO_MATCH_ANSWER,
        passages: [...found.passages],
        sources: [...found.sources],
      };
    });
    scopedRoute(app, calls.feedback, async ({ body, auth, scope, db, audit }) => {
      const claims = ownChatSession(auth, body.chatSessionId);
      const answer = await findOwnHelpAnswer(db, scope, {
        answerId: body.answerId,
        chatSessionId: body.chatSessionId,
        userId: claims.sub,
      });
      if (!answer) throw notFound('No such answer');
      const before = await findChatbotFeedback(db, scope, answer.id);
      await saveChatbotFeedback(db, scope, answer, { rating: body.rating, comment: body.comment });
      audit.record({
        entityId: answer.id,
        entityName: answer.question.slice(0, 120),
        oldValue: before,
        newValue: { rating: body.rating, comment: body.comment ?? null },
      });
      return { answerId: answer.id, rating: body.rating };
    });
  }
}
