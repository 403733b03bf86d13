import { assign, fromPromise, setup } from 'xstate';
import { DOCUMENT_POLLING } from '../../domain/catalog/limits.ts';
import { documentPollingDecision } from '../../domain/document-polling.ts';
import type { NamedErrorCode } from '../../domain/error-codes.ts';
import { notProvided } from '../redemption/not-provided.ts';

/** 001 §8, verbatim with N and M filled in. */
export const processingTimeoutMessage = (attempts: number, intervalMs: number) =>
  `Operation timed out after ${attempts} attempts at ${intervalMs} ms intervals.`;

export interface DocumentPollingInput {
  sessionId: string;
  maxAttempts?: number;
  intervalMs?: number;
}

export interface DocumentPollingContext {
  sessionId: string;
  maxAttempts: number;
  intervalMs: number;
  /** Status checks answered so far (bounded by maxAttempts). */
  attempts: number;
  status: string | null;
  error: { code: NamedErrorCode | 'INTERNAL_ERROR'; message: string } | null;
}

export type DocumentPollingOutput =
  | { kind: 'done'; status: string }
  | { kind: 'failed'; error: NonNullable<DocumentPollingContext['error']> };

/**
 * Polls the license-scan session status (001 §4, §9): 'processing' keeps polling every intervalMs, any other status
 * ends; still processing after maxAttempts fails with PROCESSING_DOCUMENT_TIMEOUT. The decision is the domain's
 * documentPollingDecision; the status call is the injected fetchDocumentStatus actor.
 */
export const documentPollingMachine = setup({
  types: {
    context: {} as DocumentPollingContext,
    input: {} as DocumentPollingInput,
    output: {} as DocumentPollingOutput,
  },
  actors: {
    fetchDocumentStatus: fromPromise<string, { sessionId: string }>(async () =>
      notProvided('documentPollingMachine', 'fetchDocumentStatus'),
    ),
  },
  delays: {
    pollInterval: ({ context }) => context.intervalMs,
  },
  guards: {
    keepsPolling: ({ context }, params: { status: string }) =>
      documentPollingDecision(params.status, context.attempts + 1, context).kind === 'poll',
    timesOut: ({ context }, params: { status: string }) =>
      documentPollingDecision(params.status, context.attempts + 1, context).kind === 'timeout',
  },
  actions: {
    recordStatus: assign(({ context }, params: { status: string }) => ({
      attempts: context.attempts + 1,
      status: params.status,
    })),
    assignTimeout: assign(({ context }) => ({
      error: {
        code: 'PROCESSING_DOCUMENT_TIMEOUT' as const,
        message: processingTimeoutMessage(context.maxAttempts, context.intervalMs),
      },
    })),
    assignFailure: assign((_, params: { error: unknown }) => {
      const message = (params.error as { message?: unknown } | null)?.message;
      return {
        error: {
          code: 'INTERNAL_ERROR' as const,
          message: typeof message === 'string' ? message : 'Status unavailable',
        },
      };
    }),
  },
}).createMachine({
  id: 'documentPolling',
  context: ({ input }) => ({
    sessionId: input.sessionId,
    maxAttempts: input.maxAttempts ?? DOCUMENT_POLLING.maxAttempts,
    intervalMs: input.intervalMs ?? DOCUMENT_POLLING.intervalMs,
    attempts: 0,
    status: null,
    error: null,
  }),
  initial: 'checking',
  output: ({ context }): DocumentPollingOutput =>
    context.error ? { kind: 'failed', error: context.error } : { kind: 'done', status: context.status ?? '' },
  states: {
    checking: {
      tags: ['busy'],
      invoke: {
        id: 'fetchDocumentStatus',
        src: 'fetchDocumentStatus',
        input: ({ context }) => ({ sessionId: context.sessionId }),
        onDone: [
          {
            guard: { type: 'keepsPolling', params: ({ event }) => ({ status: event.output }) },
            target: 'waiting',
            actions: { type: 'recordStatus', params: ({ event }) => ({ status: event.output }) },
          },
          {
            guard: { type: 'timesOut', params: ({ event }) => ({ status: event.output }) },
            target: 'failed',
            actions: [{ type: 'recordStatus', params: ({ event }) => ({ status: event.output }) }, 'assignTimeout'],
          },
          {
            target: 'done',
            actions: { type: 'recordStatus', params: ({ event }) => ({ status: event.output }) },
          },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** Still processing: the next check runs after the interval. */
    waiting: { tags: ['busy'], after: { pollInterval: 'checking' } },
    done: { type: 'final' },
    failed: { type: 'final' },
  },
});
