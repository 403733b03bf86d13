import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { HELP_CHAT_ACTIONS, HelpAnswer } from '../../api/help-chat.ts';
import { NO_MATCH_ANSWER } from '../../domain/help/support-contacts.ts';
import { authed, latestAudit } from '../../tests/integration/console-auth.ts';
import { jsonRequest } from '../../tests/integration/db.ts';
import { signInConsumer } from '../../tests/integration/demo-consumer.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { chatbotFeedback, helpChatAnswers } from '../db/schema/index.ts';
import { DEMO_CONSUMERS, DEMO_EMBEDDER, DEMO_EMBEDDER_NUMBER, DEMO_LENDERS, DEMO_USERS } from '../db/seed.ts';

const summit = DEMO_LENDERS[0];
const other = DEMO_LENDERS[1];
const lenderPath = (fiId: number, call: string) => `/api/fi/${fiId}/clientSupport/${call}`;
const embedderPath = (embedderId: number, call: string) => `/api/embedder/${embedderId}/clientSupport/${call}`;
const userId = (username: string) => DEMO_USERS.find((user) => user.username === username)?.id ?? '';
const chatSession = (username: string, realm: string) => `${userId(username)}-${realm}-1764100000000`;

const post = async (path: string, token: string, body: unknown) => {
  const response = await ctx.app.request(path, authed('POST', token, body));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
/** A question asked as a demo user (signed in below) in its chat session of `realm`. */
const ask = async (path: string, username: keyof typeof tokens, realm: string, question: string) =>
  post(path, tokens[username] ?? '', { chatSessionId: chatSession(username, realm), question });
/** A question to Summit's lender articles, by its admin unless said. */
const askSummit = async (question: string, username: keyof typeof tokens = 'cu-admin') =>
  ask(lenderPath(summit.number, 'questions'), username, 'fi', question);

let consumerJwt = '';
const ctx = seededApp({ signIns: ['admin', 'cu-admin', 'cu-readonly', 'cu-analyst', 'embedder-admin', 'bank-admin'] });
const { tokens } = ctx;
beforeAll(async () => {
  const consumer = DEMO_CONSUMERS[0];
  consumerJwt = await signInConsumer(ctx.app, consumer);
});

describe('help chat questions', () => {
  it('answers a lender from the lender articles, with the passage and its title as the source, and keeps it', async () => {
    const res = await askSummit('What is a redeem limit?');
    expect(res.status).toBe(200);
    const answer = v.parse(HelpAnswer, res.body);
    expect(answer.matched).toBe(true);
    expect(answer.sources[0]).toEqual({ articleId: 'redeem-limits', title: 'What are redeem limits?' });
    expect(answer.text).toContain('A redeem limit caps how many offers');
    const [row] = await ctx.db.select().from(helpChatAnswers).where(eq(helpChatAnswers.id, answer.answerId));
    expect(row).toMatchObject({
      realm: 'fi',
      tenantId: summit.id,
      userId: userId('cu-admin'),
      question: 'What is a redeem limit?',
      articleIds: ['redeem-limits'],
      chatSessionId: chatSession('cu-admin', 'fi'),
    });
    const audit = await latestAudit(ctx.db, HELP_CHAT_ACTIONS.asked);
    expect(audit).toMatchObject({ category: 'LENDER', entityId: answer.answerId, tenantId: summit.id });
  });

  it('scopes the articles to the console: embedder articles for an embedder, never for a lender', async () => {
    const question = 'How do I create an API key?';
    const embedder = v.parse(
      HelpAnswer,
      (await ask(embedderPath(DEMO_EMBEDDER_NUMBER, 'questions'), 'embedder-admin', 'embedder', question)).body,
    );
    expect(embedder.sources.map((s) => s.articleId)).toEqual(['api-keys']);
    const lender = v.parse(HelpAnswer, (await askSummit(question)).body);
    expect(lender.sources.map((s) => s.articleId)).not.toContain('api-keys');
  });

  it('answers honestly when no article matches', async () => {
    const res = await askSummit('What is the weather in Paris?');
    const answer = v.parse(HelpAnswer, res.body);
    expect(answer).toMatchObject({ matched: false, text: NO_MATCH_ANSWER, passages: [], sources: [] });
    expect(NO_MATCH_ANSWER).toMatch(/^I could not find that in the help articles — contact support at /);
  });

  it('lets a Read-only lender and an admin (on a tenant’s behalf) ask', async () => {
    const readOnly = await askSummit('loan leads', 'cu-readonly');
    expect(readOnly.status).toBe(200);
    const admin = await ask(embedderPath(DEMO_EMBEDDER_NUMBER, 'questions'), 'admin', 'super', 'QR code');
    expect(admin.status).toBe(200);
    const [row] = await ctx.db
      .select()
      .from(helpChatAnswers)
      .where(eq(helpChatAnswers.userId, userId('admin')));
    expect(row).toMatchObject({ realm: 'embedder', tenantId: DEMO_EMBEDDER.id });
  });

  it('refuses a foreign tenant, the other console, a user without clientSupport and a consumer', async () => {
    const body = { chatSessionId: chatSession('cu-admin', 'fi'), question: 'redeem limit' };
    expect((await post(lenderPath(other.number, 'questions'), tokens['cu-admin'] ?? '', body)).status).toBe(403);
    expect((await post(embedderPath(DEMO_EMBEDDER_NUMBER, 'questions'), tokens['cu-admin'] ?? '', body)).status).toBe(
      403,
    );
    expect((await post(lenderPath(summit.number, 'questions'), tokens['embedder-admin'] ?? '', body)).status).toBe(403);
    const analyst = { chatSessionId: chatSession('cu-analyst', 'fi'), question: 'redeem limit' };
    expect((await post(lenderPath(summit.number, 'questions'), tokens['cu-analyst'] ?? '', analyst)).status).toBe(403);
    expect((await post(lenderPath(summit.number, 'questions'), consumerJwt, body)).status).toBe(403);
    expect((await ctx.app.request(lenderPath(summit.number, 'questions'), jsonRequest('POST', body))).status).toBe(401);
  });

  it('refuses bad input with 400 and the field’s message, never a 500', async () => {
    const path = lenderPath(summit.number, 'questions');
    const token = tokens['cu-admin'] ?? '';
    const blank = await post(path, token, { chatSessionId: chatSession('cu-admin', 'fi'), question: '   ' });
    expect(blank).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    expect(blank.body.issues).toContainEqual({ path: 'question', message: 'Question is required' });
    const long = await post(path, token, { chatSessionId: chatSession('cu-admin', 'fi'), question: 'x'.repeat(501) });
    expect(long.status).toBe(400);
    expect((await post(path, token, { question: 'redeem' })).body.issues).toContainEqual({
      path: 'chatSessionId',
      message: 'Chat session is required',
    });
    expect((await post(path, token, { chatSessionId: 'nonsense', question: 'redeem' })).status).toBe(400);
    // Another user's chat session.
    const foreign = await post(path, token, { chatSessionId: chatSession('cu-readonly', 'fi'), question: 'redeem' });
    expect(foreign).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    expect((await post(path, token, 'not an object')).status).toBe(400);
  });
});

describe('chatbot feedback', () => {
  it('stores a thumbs up with the session, realm, user, tenant, question and articles; a second rating replaces it', async () => {
    const token = tokens['embedder-admin'] ?? '';
    const chatSessionId = chatSession('embedder-admin', 'embedder');
    const answer = v.parse(
      HelpAnswer,
      (await ask(embedderPath(DEMO_EMBEDDER_NUMBER, 'questions'), 'embedder-admin', 'embedder', 'What are site keys?'))
        .body,
    );
    const up = await post(embedderPath(DEMO_EMBEDDER_NUMBER, 'feedback'), token, {
      chatSessionId,
      answerId: answer.answerId,
      rating: 'up',
    });
    expect(up).toMatchObject({ status: 200, body: { answerId: answer.answerId, rating: 'up' } });
    const [row] = await ctx.db.select().from(chatbotFeedback).where(eq(chatbotFeedback.answerId, answer.answerId));
    expect(row).toMatchObject({
      chatSessionId,
      realm: 'embedder',
      userId: userId('embedder-admin'),
      tenantId: DEMO_EMBEDDER.id,
      question: 'What are site keys?',
      articleIds: answer.sources.map((s) => s.articleId),
      rating: 'up',
      comment: null,
    });
    expect(row?.createdAt).toBeInstanceOf(Date);
    await post(embedderPath(DEMO_EMBEDDER_NUMBER, 'feedback'), token, {
      chatSessionId,
      answerId: answer.answerId,
      rating: 'down',
      comment: '  Did not say how to download the QR code  ',
    });
    const rows = await ctx.db.select().from(chatbotFeedback).where(eq(chatbotFeedback.answerId, answer.answerId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ rating: 'down', comment: 'Did not say how to download the QR code' });
    const audit = await latestAudit(ctx.db, HELP_CHAT_ACTIONS.feedback);
    expect(audit).toMatchObject({
      category: 'EMBEDDER',
      entityId: answer.answerId,
      oldValue: { rating: 'up', comment: null },
      newValue: { rating: 'down', comment: 'Did not say how to download the QR code' },
    });
  });

  it('refuses feedback on someone else’s answer (404), bad ratings (400) and other tenants (403)', async () => {
    const chatSessionId = chatSession('cu-admin', 'fi');
    const answer = v.parse(HelpAnswer, (await askSummit('branches')).body);
    const feedback = { chatSessionId: chatSession('cu-readonly', 'fi'), answerId: answer.answerId, rating: 'up' };
    expect((await post(lenderPath(summit.number, 'feedback'), tokens['cu-readonly'] ?? '', feedback)).status).toBe(404);
    const bad = await post(lenderPath(summit.number, 'feedback'), tokens['cu-admin'] ?? '', {
      chatSessionId,
      answerId: answer.answerId,
      rating: 'meh',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.issues).toContainEqual({ path: 'rating', message: 'Enter a valid Rating' });
    const notUuid = await post(lenderPath(summit.number, 'feedback'), tokens['cu-admin'] ?? '', {
      chatSessionId,
      answerId: '42',
      rating: 'up',
    });
    expect(notUuid.status).toBe(400);
    const own = { chatSessionId, answerId: answer.answerId, rating: 'up' };
    expect((await post(lenderPath(other.number, 'feedback'), tokens['cu-admin'] ?? '', own)).status).toBe(403);
    expect((await post(lenderPath(summit.number, 'feedback'), consumerJwt, own)).status).toBe(403);
    expect((await post(lenderPath(summit.number, 'feedback'), tokens['cu-admin'] ?? '', own)).status).toBe(200);
  });
});
