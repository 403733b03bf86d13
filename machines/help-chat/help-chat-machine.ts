import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { HelpAnswer } from '../../api/help-chat.ts';
import { SUPPORT_CONTACTS } from '../../domain/help/support-contacts.ts';
import { MAX_QUESTION_LENGTH } from '../../domain/validation/help-chat.ts';
import { notProvided } from '../redemption/not-provided.ts';

export type HelpRating = 'up' | 'down';

/** One line of the conversation: the user's question or the help chat's answer (with its sources and rating). */
export interface ChatMessage {
  readonly id: string;
  readonly role: 'user' | 'assistant';
  readonly text: string;
  readonly answerId?: string;
  readonly matched?: boolean;
  readonly sources?: readonly { readonly articleId: string; readonly title: string }[];
  readonly rating?: HelpRating;
}

export interface HelpChatInput {
  /** The conversation kept in the browser (chatConversation-{realm}), to carry on after a reload. */
  readonly messages?: readonly ChatMessage[];
}

export interface HelpChatContext {
  readonly messages: readonly ChatMessage[];
  /** The question being asked, or the one that failed (retried as is). */
  readonly pending: string | null;
  readonly failure: string | null;
}

export type HelpChatEvent =
  | { type: 'chat.ask'; question: string }
  | { type: 'chat.retry' }
  | { type: 'chat.rated'; answerId: string; rating: HelpRating }
  | { type: 'chat.newConversation' };

/** When the help chat cannot be reached and the server said nothing usable. */
export const HELP_CHAT_UNAVAILABLE = `The help chat is not available right now. Try again, or contact support at ${SUPPORT_CONTACTS.email}.`;

/** The server's message when it gave one (an ApiError carries a code), ours otherwise. */
export function askFailureMessage(error: unknown): string {
  if (typeof error !== 'object' || error === null) return HELP_CHAT_UNAVAILABLE;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return typeof code === 'string' && typeof message === 'string' && message.trim() !== ''
    ? message
    : HELP_CHAT_UNAVAILABLE;
}

const questionOf = (text: string) => text.trim().slice(0, MAX_QUESTION_LENGTH);

const ASK = { guard: 'isQuestion', target: 'asking', actions: 'addQuestion' } as const;
const COMMON = {
  'chat.rated': { actions: 'rate' },
  'chat.newConversation': { target: '.idle', actions: 'clear' },
} as const;

/**
 * The client-support help chat (000 §1 chat feature): idle → asking → answered, or failed → retry. A question is
 * added to the conversation at once; the answer (the help articles' passages and their sources, or the "contact
 * support" text) follows it. The conversation outlives a reload through `input.messages`; a rating marks its answer.
 * `askQuestion` is provided by the page (the realm's help-chat call with the session's chatSessionId).
 */
export const helpChatMachine = setup({
  types: {
    context: {} as HelpChatContext,
    events: {} as HelpChatEvent,
    input: {} as HelpChatInput,
  },
  actors: {
    askQuestion: fromPromise<HelpAnswer, { question: string }>(async () => notProvided('helpChat', 'askQuestion')),
  },
  guards: {
    isQuestion: ({ event }) => event.type === 'chat.ask' && questionOf(event.question) !== '',
  },
  actions: {
    addQuestion: assign(({ context, event }) => {
      assertEvent(event, 'chat.ask');
      const question = questionOf(event.question);
      const message: ChatMessage = { id: `q-${context.messages.length}`, role: 'user', text: question };
      return { messages: [...context.messages, message], pending: question, failure: null };
    }),
    addAnswer: assign(({ context }, answer: HelpAnswer) => ({
      messages: [
        ...context.messages,
        {
          id: answer.answerId,
          role: 'assistant' as const,
          text: answer.text,
          answerId: answer.answerId,
          matched: answer.matched,
          sources: answer.sources,
        },
      ],
      pending: null,
      failure: null,
    })),
    fail: assign((_, params: { error: unknown }) => ({ failure: askFailureMessage(params.error) })),
    rate: assign(({ context, event }) => {
      assertEvent(event, 'chat.rated');
      return {
        messages: context.messages.map((message) =>
          message.answerId === event.answerId ? { ...message, rating: event.rating } : message,
        ),
      };
    }),
    clear: assign({ messages: [], pending: null, failure: null }),
  },
}).createMachine({
  id: 'helpChat',
  context: ({ input }) => ({ messages: input.messages ?? [], pending: null, failure: null }),
  initial: 'idle',
  on: COMMON,
  states: {
    idle: { on: { 'chat.ask': ASK } },
    asking: {
      tags: ['busy'],
      invoke: {
        id: 'askQuestion',
        src: 'askQuestion',
        input: ({ context }) => ({ question: context.pending ?? '' }),
        onDone: { target: 'answered', actions: { type: 'addAnswer', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
      },
      // A new conversation while asking drops the question; leaving the state stops the call.
    },
    answered: { on: { 'chat.ask': ASK } },
    failed: {
      on: {
        'chat.retry': { target: 'asking', actions: assign({ failure: null }) },
        // Asking something else instead: the failed question stays in the conversation, unanswered.
        'chat.ask': ASK,
      },
    },
  },
});

export type HelpChatMachine = typeof helpChatMachine;
