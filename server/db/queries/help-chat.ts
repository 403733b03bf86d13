import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../pool.ts';
import { chatbotFeedback, helpChatAnswers } from '../schema/index.ts';
import { type TenantScope, tenantIdOf } from './scope.ts';

/*
 * The help chat's answers and their ratings (000 §1 chat feature, 002 §7 "Chatbot feedback"). Every one is the
 * scope's tenant's (docs/decisions/0505-query-layer.md): the console (`realm`) and tenant id written and matched come
 * from the scope, never from the caller's params. An admin asks on a tenant's behalf with that tenant's scope.
 */

/** The console and tenant a scope names, as the help-chat tables keep them. */
function ownerOf(scope: TenantScope): { realm: 'fi' | 'embedder'; tenantId: string } {
  return { realm: scope.kind, tenantId: tenantIdOf(scope) };
}

export interface AnswerRecord {
  readonly chatSessionId: string;
  readonly userId: string;
  readonly question: string;
  readonly articleIds: readonly string[];
}

/** Keeps one help-chat answer of the scope's console and tenant and answers its id. */
export async function insertHelpAnswer(db: Executor, scope: TenantScope, record: AnswerRecord): Promise<string> {
  const [row] = await db
    .insert(helpChatAnswers)
    .values({ ...record, ...ownerOf(scope), articleIds: [...record.articleIds] })
    .returning({ id: helpChatAnswers.id });
  if (!row) throw new Error('help_chat_answers insert returned no row');
  return row.id;
}

/** The answer, only when it was given to this user in this chat session of the scope's console and tenant. */
export async function findOwnHelpAnswer(
  db: Executor,
  scope: TenantScope,
  where: { answerId: string; chatSessionId: string; userId: string },
) {
  const { realm, tenantId } = ownerOf(scope);
  const [row] = await db
    .select()
    .from(helpChatAnswers)
    .where(
      and(
        eq(helpChatAnswers.id, where.answerId),
        eq(helpChatAnswers.chatSessionId, where.chatSessionId),
        eq(helpChatAnswers.realm, realm),
        eq(helpChatAnswers.tenantId, tenantId),
        eq(helpChatAnswers.userId, where.userId),
      ),
    );
  return row ?? null;
}

export interface FeedbackValue {
  readonly rating: string;
  readonly comment: string | null;
}

/**
 * The rating already given to one of the scope's answers, if any (locked: the caller replaces it in the same
 * transaction).
 */
export async function findChatbotFeedback(
  db: Executor,
  scope: TenantScope,
  answerId: string,
): Promise<FeedbackValue | null> {
  const { realm, tenantId } = ownerOf(scope);
  const [row] = await db
    .select({ rating: chatbotFeedback.rating, comment: chatbotFeedback.comment })
    .from(chatbotFeedback)
    .where(
      and(
        eq(chatbotFeedback.answerId, answerId),
        eq(chatbotFeedback.realm, realm),
        eq(chatbotFeedback.tenantId, tenantId),
      ),
    )
    .for('update');
  return row ?? null;
}

/**
 * Stores the rating of one of the scope's answers (as findOwnHelpAnswer found it); rating it again replaces the earlier
 * rating and comment. Another tenant's answer is refused, and another tenant's rating is never replaced.
 */
export async function saveChatbotFeedback(
  db: Executor,
  scope: TenantScope,
  answer: typeof helpChatAnswers.$inferSelect,
  feedback: { rating: 'up' | 'down'; comment: string | undefined },
): Promise<void> {
  const owner = ownerOf(scope);
  if (answer.realm !== owner.realm || answer.tenantId !== owner.tenantId) {
    throw new Error('saveChatbotFeedback: the answer is not the scope’s tenant’s');
  }
  const values = {
    answerId: answer.id,
    chatSessionId: answer.chatSessionId,
    ...owner,
    userId: answer.userId,
    question: answer.question,
    articleIds: answer.articleIds,
    rating: feedback.rating,
    comment: feedback.comment ?? null,
  };
  await db
    .insert(chatbotFeedback)
    .values(values)
    .onConflictDoUpdate({
      target: chatbotFeedback.answerId,
      set: { rating: values.rating, comment: values.comment, createdAt: new Date() },
      setWhere: sql`${chatbotFeedback.realm} = ${owner.realm} and ${chatbotFeedback.tenantId} = ${owner.tenantId}`,
    });
}
