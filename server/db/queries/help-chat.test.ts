import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { twoTenantsFixture } from '../../../tests/integration/two-tenants.ts';
import { chatbotFeedback, helpChatAnswers } from '../schema/index.ts';
import { DEMO_USERS } from '../seed.ts';
import { findChatbotFeedback, findOwnHelpAnswer, insertHelpAnswer, saveChatbotFeedback } from './help-chat.ts';
import type { TenantScope } from './scope.ts';

const t = twoTenantsFixture();
const userId = DEMO_USERS.find((user) => user.username === 'admin')?.id ?? '';
const chatSessionId = `${userId}-chat-1764100000000`;

/** Answers and ratings read straight from the tables, per tenant. */
const answersOf = (tenantId: string) =>
  t.db.select().from(helpChatAnswers).where(eq(helpChatAnswers.tenantId, tenantId)).orderBy(helpChatAnswers.id);
const feedbackOf = (tenantId: string) =>
  t.db.select().from(chatbotFeedback).where(eq(chatbotFeedback.tenantId, tenantId)).orderBy(chatbotFeedback.answerId);

const ask = (scope: TenantScope, question: string) =>
  insertHelpAnswer(t.db, scope, { chatSessionId, userId, question, articleIds: ['redeem-limits'] });
const find = (scope: TenantScope, answerId: string) =>
  findOwnHelpAnswer(t.db, scope, { answerId, chatSessionId, userId });

describe('help chat queries stay within their tenant', () => {
  it('an answer is kept under the scope’s console and tenant, and found by that scope only', async () => {
    const [summit, harbor] = t.fi;
    const [acme] = t.embedder;
    const harborBefore = await answersOf(harbor.fiId);
    const summitAnswer = await ask(summit, 'What is a redeem limit?');
    const acmeAnswer = await ask(acme, 'How do I create an API key?');
    expect((await answersOf(summit.fiId)).find((row) => row.id === summitAnswer)).toMatchObject({
      realm: 'fi',
      tenantId: summit.fiId,
    });
    expect((await answersOf(acme.embedderId)).find((row) => row.id === acmeAnswer)).toMatchObject({
      realm: 'embedder',
      tenantId: acme.embedderId,
    });
    expect(await answersOf(harbor.fiId)).toEqual(harborBefore);

    expect((await find(summit, summitAnswer))?.id).toBe(summitAnswer);
    expect(await find(harbor, summitAnswer)).toBeNull();
    expect(await find(acme, summitAnswer)).toBeNull();
    expect((await find(acme, acmeAnswer))?.id).toBe(acmeAnswer);
    expect(await find(summit, acmeAnswer)).toBeNull();
  });

  it('a rating is the scope’s: another tenant neither reads nor replaces it', async () => {
    const [summit, harbor] = t.fi;
    const summitAnswer = await find(summit, await ask(summit, 'Who sees my loan leads?'));
    const harborAnswer = await find(harbor, await ask(harbor, 'Who sees my loan leads?'));
    if (!summitAnswer || !harborAnswer) throw new Error('answers not kept');
    await saveChatbotFeedback(t.db, summit, summitAnswer, { rating: 'up', comment: 'clear' });
    const summitRatings = await feedbackOf(summit.fiId);
    expect(summitRatings.find((row) => row.answerId === summitAnswer.id)).toMatchObject({
      realm: 'fi',
      tenantId: summit.fiId,
      rating: 'up',
    });
    expect(await findChatbotFeedback(t.db, summit, summitAnswer.id)).toEqual({ rating: 'up', comment: 'clear' });
    expect(await findChatbotFeedback(t.db, harbor, summitAnswer.id)).toBeNull();
    // Harbor cannot rate summit's answer; summit's rating stays as it was.
    await expect(
      saveChatbotFeedback(t.db, harbor, summitAnswer, { rating: 'down', comment: undefined }),
    ).rejects.toThrow();
    expect(await feedbackOf(summit.fiId)).toEqual(summitRatings);

    const harborBefore = await feedbackOf(harbor.fiId);
    await saveChatbotFeedback(t.db, harbor, harborAnswer, { rating: 'down', comment: undefined });
    expect(await findChatbotFeedback(t.db, harbor, harborAnswer.id)).toEqual({ rating: 'down', comment: null });
    expect((await feedbackOf(harbor.fiId)).length).toBe(harborBefore.length + 1);
    expect(await feedbackOf(summit.fiId)).toEqual(summitRatings);
  });
});
