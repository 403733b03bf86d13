import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { idColumn, ownedBy, stampColumn } from './columns.ts';
import { consoleUsers } from './users.ts';

/**
 * Who asked what, where: an answer's columns, copied onto its feedback so the feedback report reads one table.
 * A function, so each table gets its own builders.
 */
const askedColumns = () => ({
  chatSessionId: text('chat_session_id').notNull(),
  /** The console the question was asked for: fi or embedder. */
  realm: text('realm').notNull(),
  /** financial_institutions.id or embedders.id (the path's tenant; an admin asks on a tenant's behalf). */
  tenantId: uuid('tenant_id').notNull(),
  userId: ownedBy('user_id', () => consoleUsers.id),
  question: text('question').notNull(),
  articleIds: jsonb('article_ids').$type<string[]>().notNull(),
});

/**
 * Every answer the help chat gave (000 §1 chat feature): who asked what in which chat session, of which console and
 * tenant, and which help articles answered (none: the "contact support" answer). Feedback names one of these.
 */
export const helpChatAnswers = pgTable(
  'help_chat_answers',
  {
    id: idColumn(),
    ...askedColumns(),
    createdAt: stampColumn('created_at'),
  },
  (t) => [index('help_chat_answers_session').on(t.chatSessionId)],
);

/** 002 §7 "Chatbot feedback": a thumbs up or down (and a comment) on one answer; a later rating replaces it. */
export const chatbotFeedback = pgTable(
  'chatbot_feedback',
  {
    answerId: uuid('answer_id')
      .primaryKey()
      .references(() => helpChatAnswers.id, { onDelete: 'cascade' }),
    ...askedColumns(),
    rating: text('rating').notNull(),
    comment: text('comment'),
    createdAt: stampColumn('created_at'),
  },
  (t) => [
    check('chatbot_feedback_rating', sql`${t.rating} in ('up', 'down')`),
    index('chatbot_feedback_tenant').on(t.tenantId, t.createdAt),
  ],
);
