import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { consoleUsers } from './users.ts';

/**
 * Every answer the help chat gave (000 §1 chat feature): who asked what in which chat session, of which console and
 * tenant, and which help articles answered (none: the "contact support" answer). Feedback names one of these.
 */
export const helpChatAnswers = pgTable(
  'help_chat_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    chatSessionId: text('chat_session_id').notNull(),
    /** The console the question was asked for: fi or embedder. */
    realm: text('realm').notNull(),
    /** financial_institutions.id or embedders.id (the path's tenant; an admin asks on a tenant's behalf). */
    tenantId: uuid('tenant_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => consoleUsers.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    articleIds: jsonb('article_ids').$type<string[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
    chatSessionId: text('chat_session_id').notNull(),
    realm: text('realm').notNull(),
    tenantId: uuid('tenant_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => consoleUsers.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    articleIds: jsonb('article_ids').$type<string[]>().notNull(),
    rating: text('rating').notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('chatbot_feedback_rating', sql`${t.rating} in ('up', 'down')`),
    index('chatbot_feedback_tenant').on(t.tenantId, t.createdAt),
  ],
);
