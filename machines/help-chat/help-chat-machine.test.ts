import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { HelpAnswer } from '../../api/help-chat.ts';
import { NO_MATCH_ANSWER } from '../../domain/help/support-contacts.ts';
import { storageKeys } from '../../domain/realms.ts';
import { itPassesChecks } from '../guard-checks.test-helper.ts';
import { itIsListedForCharts } from '../lifecycle.test-helper.ts';
import {
  createHarness,
  expectReachesExactly,
  itFollowsEachPath,
  type ModelEvent,
  modelPaths,
  replayPath,
} from '../redemption/model-based.test-helper.ts';
import { MemoryStorage } from '../session/memory-storage.test-helper.ts';
import { createBrowserSessionStore } from '../session/session-storage.ts';
import { MAX_STORED_MESSAGES, readConversation, writeConversation } from './chat-conversation.ts';
import { helpChatChecks } from './help-chat-machine.checks.test-support.ts';
import {
  askFailureMessage,
  type ChatMessage,
  HELP_CHAT_UNAVAILABLE,
  type HelpChatContext,
  helpChatMachine,
} from './help-chat-machine.ts';

const answer = (answerId: string, matched: boolean): HelpAnswer => ({
  answerId,
  chatSessionId: 'u1-fi-1764100000000',
  question: 'What is a redeem limit?',
  matched,
  text: matched ? 'A redeem limit caps how many offers of a product can be redeemed.' : NO_MATCH_ANSWER,
  passages: [],
  sources: matched ? [{ articleId: 'redeem-limits', title: 'What are redeem limits?' }] : [],
});
const refusal = { code: 'FORBIDDEN', status: 403, message: 'You do not have the necessary permissions' };

const events: ModelEvent[] = [
  { type: 'chat.ask', question: '  What is a redeem limit?  ' },
  { type: 'chat.ask', question: '   ' },
  { type: 'xstate.done.actor.askQuestion', output: answer('a-1', true) },
  { type: 'xstate.done.actor.askQuestion', output: answer('a-2', false) },
  { type: 'xstate.error.actor.askQuestion', error: refusal },
  { type: 'xstate.error.actor.askQuestion', error: new TypeError('Failed to fetch') },
  { type: 'chat.retry' },
  { type: 'chat.rated', answerId: 'a-1', rating: 'up' },
  { type: 'chat.newConversation' },
];

/** The model abstracts the conversation's length (capped), so the graph is finite; the replay compares that. */
const abstract = (snapshot: AnyMachineSnapshot) => {
  const context = snapshot.context as HelpChatContext;
  return JSON.stringify({
    value: snapshot.value,
    messages: Math.min(context.messages.length, 4),
    rated: context.messages.some((message) => message.rating !== undefined),
    pending: context.pending,
    failure: context.failure,
  });
};

describe('helpChatMachine (model-based)', () => {
  const { paths, edgePaths } = modelPaths(helpChatMachine, events, {}, abstract);

  it('reaches idle, asking, answered and failed', () => {
    expectReachesExactly(paths, ['answered', 'asking', 'failed', 'idle']);
  });

  itFollowsEachPath(edgePaths, async (path) => {
    const h = createHarness(helpChatMachine, ['askQuestion'], { input: {} });
    await replayPath(
      h,
      path,
      (snapshot, event, previous) => {
        const context = snapshot.context as HelpChatContext;
        const before = previous.context as HelpChatContext;
        expect(snapshot.hasTag('busy')).toBe(snapshot.matches('asking'));
        if (event.type === 'chat.ask' && (event.question as string).trim() === '') {
          // A blank question is not sent and changes nothing.
          expect(snapshot.value).toEqual(previous.value);
          expect(context).toEqual(before);
        }
        if (event.type === 'chat.ask' && (event.question as string).trim() !== '') {
          expect(context.messages.at(-1)).toMatchObject({ role: 'user', text: 'What is a redeem limit?' });
          expect(h.calls.askQuestion?.at(-1)).toEqual({ question: 'What is a redeem limit?' });
        }
        if (event.type === 'xstate.done.actor.askQuestion') {
          const output = event.output as HelpAnswer;
          expect(context.messages.at(-1)).toMatchObject({
            role: 'assistant',
            answerId: output.answerId,
            text: output.text,
            sources: output.sources,
          });
          expect(context).toMatchObject({ pending: null, failure: null });
        }
        if (event.type === 'xstate.error.actor.askQuestion')
          expect(context.failure).toBe(event.error === refusal ? refusal.message : HELP_CHAT_UNAVAILABLE);
        if (event.type === 'chat.retry') {
          expect(h.calls.askQuestion?.at(-1)).toEqual({ question: before.pending });
          expect(context.failure).toBeNull();
        }
        if (event.type === 'chat.rated') {
          const rated = context.messages.find((message) => message.answerId === 'a-1');
          if (rated) expect(rated.rating).toBe('up');
        }
        if (event.type === 'chat.newConversation') {
          expect(snapshot.value).toBe('idle');
          expect(context).toEqual({ messages: [], pending: null, failure: null });
        }
      },
      abstract,
    );
  });
});

// Its checks are also run by the guard-mutation gate against each guard inverted (ADR 0514).
describe('helpChatMachine', () => {
  itPassesChecks(helpChatChecks);

  it('shows the server’s message, else its own', () => {
    expect(askFailureMessage(refusal)).toBe(refusal.message);
    expect(askFailureMessage({ code: 'INTERNAL_ERROR', message: '' })).toBe(HELP_CHAT_UNAVAILABLE);
    expect(askFailureMessage(new TypeError('Failed to fetch'))).toBe(HELP_CHAT_UNAVAILABLE);
  });

  itIsListedForCharts('helpChat', 'machines/help-chat/help-chat-machine.ts', 'helpChatMachine');
});

describe('chatConversation-{realm}', () => {
  const messages: ChatMessage[] = [
    { id: 'q-0', role: 'user', text: 'What is a redeem limit?' },
    { id: 'a-1', role: 'assistant', text: 'A redeem limit caps…', answerId: 'a-1', matched: true, rating: 'up' },
  ];

  it('keeps the conversation per realm, and an empty one removes the record', () => {
    const storage = new MemoryStorage();
    writeConversation(storage, 'fi', messages);
    expect(storage.getItem('chatConversation-fi')).not.toBeNull();
    expect(readConversation(storage, 'fi')).toEqual(messages);
    expect(readConversation(storage, 'embedder')).toEqual([]);
    writeConversation(storage, 'fi', []);
    expect(storage.getItem(storageKeys.chatConversation('fi'))).toBeNull();
  });

  it('keeps only the latest messages, and reads a damaged record as none', () => {
    const storage = new MemoryStorage();
    const many = Array.from(
      { length: MAX_STORED_MESSAGES + 5 },
      (_, i): ChatMessage => ({
        id: `q-${i}`,
        role: 'user',
        text: `question ${i}`,
      }),
    );
    writeConversation(storage, 'embedder', many);
    expect(readConversation(storage, 'embedder')).toHaveLength(MAX_STORED_MESSAGES);
    expect(readConversation(storage, 'embedder')[0]?.text).toBe('question 5');
    storage.setItem('chatConversation-fi', '{not json');
    expect(readConversation(storage, 'fi')).toEqual([]);
    storage.setItem('chatConversation-fi', '[{"role":"robot"}]');
    expect(readConversation(storage, 'fi')).toEqual([]);
  });

  it('is what logout and pass-through remove (the session store’s removeChatConversation)', () => {
    const storage = new MemoryStorage();
    writeConversation(storage, 'fi', messages);
    writeConversation(storage, 'embedder', messages);
    createBrowserSessionStore(storage).removeChatConversation('fi');
    expect(readConversation(storage, 'fi')).toEqual([]);
    expect(readConversation(storage, 'embedder')).toEqual(messages);
  });
});
