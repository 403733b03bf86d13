import { expect } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { HelpAnswer } from '../../api/help-chat.ts';
import { defineChecks } from '../guard-checks.test-helper.ts';
import { type ChatMessage, HELP_CHAT_UNAVAILABLE, helpChatMachine } from './help-chat-machine.ts';

/** The help chat's behaviour (the consoles' help assistant), asked of whichever machine is given. */
export const helpChatChecks = defineChecks(helpChatMachine, {
  'carries on a stored conversation': (chart) => {
    const messages: ChatMessage[] = [{ id: 'q-0', role: 'user', text: 'Hi' }];
    const actor = createActor(chart, { input: { messages } }).start();
    expect(actor.getSnapshot().context.messages).toEqual(messages);
    expect(actor.getSnapshot().value).toBe('idle');
  },

  'without .provide() asking fails with the unavailable message, never silently': async (chart) => {
    const actor = createActor(chart, { input: {} }).start();
    actor.send({ type: 'chat.ask', question: 'redeem limits' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(actor.getSnapshot().context.failure).toBe(HELP_CHAT_UNAVAILABLE);
  },

  'sends a question trimmed, and never a blank one': (chart) => {
    const asked: string[] = [];
    const machine = chart.provide({
      actors: {
        askQuestion: fromPromise<HelpAnswer, { question: string }>(async ({ input }) => {
          asked.push(input.question);
          return new Promise<HelpAnswer>(() => {});
        }),
      },
    });
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'chat.ask', question: '   ' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.messages).toEqual([]);
    actor.send({ type: 'chat.ask', question: '  What is a redeem limit?  ' });
    expect(actor.getSnapshot().value).toBe('asking');
    expect(actor.getSnapshot().context.messages).toEqual([
      { id: 'q-0', role: 'user', text: 'What is a redeem limit?' },
    ]);
    actor.stop();
  },
});
