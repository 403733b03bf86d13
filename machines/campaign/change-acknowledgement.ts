import * as v from 'valibot';
import { assign, fromPromise, setup } from 'xstate';
import { CONFIRMATION_WORDS, confirmationSchema } from '../../domain/validation/confirmation.ts';
import { notProvided } from '../redemption/not-provided.ts';

export type AcknowledgementDecision = 'acknowledge' | 'reject';

export interface ChangeAcknowledgementContext {
  acknowledgementId: string;
  decision: AcknowledgementDecision | null;
  /** What the user typed in the confirmation box. */
  typed: string;
  /** The confirmation's or the server's message, shown in the dialog. */
  error: string | null;
}

export type ChangeAcknowledgementEvent =
  | { type: 'ack.acknowledge' }
  | { type: 'ack.reject' }
  | { type: 'ack.type'; text: string }
  | { type: 'ack.confirm' }
  | { type: 'ack.back' };

export const ACKNOWLEDGEMENT_FAILED = 'Could not record your answer. Please try again.';
const CONFIRMATION = confirmationSchema('acknowledge');
/** The word the lender types (002 §5 "acknowledge"), shown in the dialog. */
export const ACKNOWLEDGE_WORD = CONFIRMATION_WORDS.acknowledge;

/**
 * A lender's answer to a change acknowledgement request (000 §4): review the change and its text difference, choose
 * acknowledge or reject, type the confirmation word, submit. A refused submit returns to the confirmation with the
 * message; an answer recorded ends the journey (the request is then ACKNOWLEDGED or REJECTED).
 */
export const changeAcknowledgementMachine = setup({
  types: {
    context: {} as ChangeAcknowledgementContext,
    events: {} as ChangeAcknowledgementEvent,
    input: {} as { acknowledgementId: string },
  },
  actors: {
    submitDecision: fromPromise<
      unknown,
      { acknowledgementId: string; decision: AcknowledgementDecision; confirmation: string }
    >(async () => notProvided('changeAcknowledgement', 'submitDecision')),
  },
  guards: {
    confirmed: ({ context }) => v.is(CONFIRMATION, context.typed),
  },
}).createMachine({
  id: 'changeAcknowledgement',
  context: ({ input }) => ({ acknowledgementId: input.acknowledgementId, decision: null, typed: '', error: null }),
  initial: 'reviewing',
  states: {
    reviewing: {
      description: 'The change, its summary and the text difference (added, deleted, modified, no change).',
      on: {
        'ack.acknowledge': {
          target: 'confirming',
          actions: assign({ decision: 'acknowledge', typed: '', error: null }),
        },
        'ack.reject': { target: 'confirming', actions: assign({ decision: 'reject', typed: '', error: null }) },
      },
    },
    confirming: {
      description: 'The typed confirmation: the lender types the word to go on.',
      on: {
        'ack.type': { actions: assign({ typed: ({ event }) => event.text, error: null }) },
        'ack.confirm': [
          { guard: 'confirmed', target: 'submitting' },
          { actions: assign({ error: () => v.safeParse(CONFIRMATION, '').issues?.[0]?.message ?? null }) },
        ],
        'ack.back': { target: 'reviewing', actions: assign({ decision: null, typed: '', error: null }) },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'submitDecision',
        src: 'submitDecision',
        input: ({ context }) => ({
          acknowledgementId: context.acknowledgementId,
          decision: context.decision ?? 'acknowledge',
          confirmation: context.typed,
        }),
        onDone: { target: 'decided' },
        onError: {
          target: 'confirming',
          actions: assign({
            error: ({ event }) => (event.error as { message?: string } | undefined)?.message ?? ACKNOWLEDGEMENT_FAILED,
          }),
        },
      },
    },
    decided: { type: 'final', description: 'The answer is recorded.' },
  },
});
