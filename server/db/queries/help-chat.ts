import { and, eq } from 'drizzle-orm';
import type { Executor } from '../pool.ts';
import { chatbotFeedback, helpChatAnswers } from '../schema/index.ts';

export interface AnswerRecord {
  readonly chatSessionId: string;
  readonly realm: 'fi' | 'embedder';
  readonly tenantId: string;
  readonly userId: string;
  readonly question: string;
  readonly articleIds: readonly string[];
}

/** Keeps one help-chat answer and answers its id. */
export async function insertHelpAnswer(db: Executor, record: AnswerRecord): Promise<string> {
  const [row] = await db
    .insert(helpChatAnswers)
    .values({ ...record, articleIds: [...record.articleIds] })
    .returning({ id: helpChatAnswers.id });
  if (!row) throw new Error('help_chat_answers insert returned no row');
  return row.id;
}

/** The answer, only when it was given to this user in this chat session of this console and tenant. */
export async function findOwnHelpAnswer(
  db: Executor,
  where: { answerId: string; chatSessionId: string; realm: string; tenantId: string; userId: string },
) {
  const [row] = await db
    .select()
    .from(helpChatAnswers)
    .where(
      and(
        eq(helpChatAnswers.id, where.answerId),
        eq(helpChatAnswers.chatSessionId, where.chatSessionId),
        eq(helpChatAnswers.realm, where.realm),
        eq(helpChatAnswers.tenantId, where.tenantId),
        eq(helpChatAnswers.userId, where.userId),
      ),
    );
  return row ?? null;
}

export interface FeedbackValue {
  readonly rating: string;
  readonly comment: string | null;
}

/** The rating already given to an answer, if any (locked: the caller replaces it in the same transaction). */
export async function findChatbotFeedback(db: Executor, answerId: string): Promise<FeedbackValue | null> {
  const [row] = await db
    .select({ rating: chatbotFeedback.rating, comment: chatbotFeedback.comment })
    .from(chatbotFeedback)
    .where(eq(chatbotFeedback.answerId, answerId))
    .for('update');
  return row ?? null;
}

/** Stores the rating of an answer; rating it again replaces the earlier rating and comment. */
export async function saveChatbotFeedback(
  db: Executor,
  answer: typeof helpChatAnswers.$inferSelect,
  feedback: { rating: 'up' | 'down'; comment: string | undefined },
): Promise<void> {
  const values = {
    answerId: answer.id,
    chatSessionId: answer.chatSessionId,
    realm: answer.realm,
    tenantId: answer.tenantId,
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
    });
}
