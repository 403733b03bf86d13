import * as v from 'valibot';
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { BackgroundJobStatus } from '../../domain/catalog/statuses.ts';
import { csvImportFileSchema, type FileFacts } from '../../domain/validation/upload.ts';
import { notProvided } from '../redemption/not-provided.ts';
import { uploadFailureMessage } from './csv-import.ts';

/** What the page knows of a consumer file's import job (api ConsumerFile, trimmed to what the journey reads). */
export interface ConsumerFileJob {
  readonly fileId: string;
  readonly status: BackgroundJobStatus;
  readonly rowsDone: number;
  readonly rowsTotal: number;
  readonly validRows: number;
  readonly errorRows: number;
  readonly failure: string | null;
}

/** Ours (the seed names none): the progress could not be read; the import itself may still be running. */
export const PROGRESS_LOST = 'We could not read the import’s progress. Try again in a moment.';
export const JOB_FAILED = 'The import failed. Upload the file again, or choose another file.';
/** Ours: the embedder (here or in another tab) canceled the import; nothing of it goes on to processing. */
export const JOB_CANCELED = 'The import was canceled. Nothing from this file goes on to processing.';

export interface ConsumerFileImportInput {
  /** The campaign's latest file, so a reload resumes watching a running import or shows its result. */
  readonly job?: ConsumerFileJob | null;
}

export interface ConsumerFileImportContext {
  readonly file: FileFacts | null;
  readonly fileError: string | null;
  readonly job: ConsumerFileJob | null;
  readonly failure: string | null;
  /** Failed while reading the progress (the upload went through): retry polls again instead of re-uploading. */
  readonly progressLost: boolean;
}

export type ConsumerFileImportEvent =
  | { type: 'file.choose'; file: FileFacts }
  | { type: 'import.upload' }
  | { type: 'import.retry' }
  /** Replace the file: back to choosing (keeps nothing of the last one). */
  | { type: 'import.replace' }
  /** Cancel the running import (the page confirms first); the server stops it at its next batch. */
  | { type: 'import.cancel' };

/** Polls the job this often while it runs. */
export const POLL_INTERVAL_MS = 1000;

const PENDING = new Set<BackgroundJobStatus>(['scheduled', 'running', 'not run']);
const fileProblem = (file: FileFacts): string | null => {
  const result = v.safeParse(csvImportFileSchema, { name: file.name, size: file.size });
  return result.success ? null : (result.issues[0]?.message ?? null);
};

/** Once the import ended (validated, failed, canceled): replace the file, or choose the next one straight away. */
const NEXT_FILE = {
  'import.replace': { target: 'choose', actions: 'clear' },
  'file.choose': [
    { guard: 'isImportableFile', target: 'choose', actions: 'takeFile' },
    { target: 'choose', actions: 'refuseFile' },
  ],
} as const;

const FRESH = { file: null, fileError: null, job: null, failure: null, progressLost: false } as const;

/**
 * The consumer file journey of the next campaign (002 §1 "consumer file uploads and validation"): choose a CSV →
 * upload → importing (the server's job validates row by row; its progress is polled) → validated (with or without
 * row errors), failed or canceled → retry or replace. Uploading, polling and canceling are the actors `uploadFile`,
 * `fetchJob` and `cancelJob`, provided by the page (console/consumer-file-panel.tsx).
 */
export const consumerFileImportMachine = setup({
  types: {
    context: {} as ConsumerFileImportContext,
    events: {} as ConsumerFileImportEvent,
    input: {} as ConsumerFileImportInput,
  },
  actors: {
    uploadFile: fromPromise<ConsumerFileJob, { file: FileFacts }>(async () =>
      notProvided('consumerFileImport', 'uploadFile'),
    ),
    fetchJob: fromPromise<ConsumerFileJob, { fileId: string }>(async () =>
      notProvided('consumerFileImport', 'fetchJob'),
    ),
    cancelJob: fromPromise<ConsumerFileJob, { fileId: string }>(async () =>
      notProvided('consumerFileImport', 'cancelJob'),
    ),
  },
  delays: { pollInterval: POLL_INTERVAL_MS },
  guards: {
    isImportableFile: ({ event }) => event.type === 'file.choose' && fileProblem(event.file) === null,
    hasFile: ({ context }) => context.file !== null,
    jobPending: (_, params: { job: ConsumerFileJob | null | undefined }) =>
      params.job !== null && params.job !== undefined && PENDING.has(params.job.status),
    jobFailed: (_, params: { job: ConsumerFileJob | null | undefined }) => params.job?.status === 'failed',
    jobCanceled: (_, params: { job: ConsumerFileJob | null | undefined }) => params.job?.status === 'canceled',
    jobDone: (_, params: { job: ConsumerFileJob | null | undefined }) =>
      params.job !== null && params.job !== undefined,
    progressLost: ({ context }) => context.progressLost && context.job !== null,
  },
  actions: {
    takeFile: assign(({ event }) => {
      assertEvent(event, 'file.choose');
      return { ...FRESH, file: event.file };
    }),
    refuseFile: assign(({ event }) => {
      assertEvent(event, 'file.choose');
      return { ...FRESH, fileError: fileProblem(event.file) };
    }),
    takeJob: assign((_, params: { job: ConsumerFileJob }) => ({ job: params.job, failure: null, progressLost: false })),
    jobFailure: assign(({ context }) => ({ failure: context.job?.failure ?? JOB_FAILED, progressLost: false })),
    clear: assign(FRESH),
  },
}).createMachine({
  id: 'consumerFileImport',
  context: ({ input }) => ({ ...FRESH, job: input.job ?? null }),
  initial: 'start',
  states: {
    /** Resumes the campaign's latest file: still importing, or its result. */
    start: {
      always: [
        { guard: { type: 'jobPending', params: ({ context }) => ({ job: context.job }) }, target: 'importing' },
        {
          guard: { type: 'jobFailed', params: ({ context }) => ({ job: context.job }) },
          target: 'failed',
          actions: 'jobFailure',
        },
        { guard: { type: 'jobCanceled', params: ({ context }) => ({ job: context.job }) }, target: 'canceled' },
        { guard: { type: 'jobDone', params: ({ context }) => ({ job: context.job }) }, target: 'validated' },
        { target: 'choose' },
      ],
    },
    choose: {
      on: {
        'file.choose': [{ guard: 'isImportableFile', actions: 'takeFile' }, { actions: 'refuseFile' }],
        'import.upload': { guard: 'hasFile', target: 'uploading' },
      },
    },
    uploading: {
      tags: ['busy'],
      entry: assign({ job: null, failure: null, progressLost: false }),
      invoke: {
        id: 'uploadFile',
        src: 'uploadFile',
        input: ({ context }) => ({ file: context.file as FileFacts }),
        onDone: { target: 'importing', actions: { type: 'takeJob', params: ({ event }) => ({ job: event.output }) } },
        onError: {
          target: 'failed',
          actions: assign(({ event }) => ({ failure: uploadFailureMessage(event.error), progressLost: false })),
        },
      },
    },
    /** The job runs on the server; its rows done / total drive the progress bar. */
    importing: {
      tags: ['busy'],
      on: { 'import.cancel': 'canceling' },
      initial: 'waiting',
      states: {
        waiting: { after: { pollInterval: 'fetching' } },
        fetching: {
          invoke: {
            id: 'fetchJob',
            src: 'fetchJob',
            input: ({ context }) => ({ fileId: context.job?.fileId ?? '' }),
            onDone: [
              {
                guard: { type: 'jobPending', params: ({ event }) => ({ job: event.output }) },
                target: 'waiting',
                actions: { type: 'takeJob', params: ({ event }) => ({ job: event.output }) },
              },
              {
                guard: { type: 'jobFailed', params: ({ event }) => ({ job: event.output }) },
                target: '#consumerFileImport.failed',
                actions: [{ type: 'takeJob', params: ({ event }) => ({ job: event.output }) }, 'jobFailure'],
              },
              {
                guard: { type: 'jobCanceled', params: ({ event }) => ({ job: event.output }) },
                target: '#consumerFileImport.canceled',
                actions: { type: 'takeJob', params: ({ event }) => ({ job: event.output }) },
              },
              {
                target: '#consumerFileImport.validated',
                actions: { type: 'takeJob', params: ({ event }) => ({ job: event.output }) },
              },
            ],
            onError: {
              target: '#consumerFileImport.failed',
              actions: assign({ failure: PROGRESS_LOST, progressLost: true }),
            },
          },
        },
      },
    },
    /**
     * Asking the server to cancel. Refused (409: the job finished meanwhile) or unreachable, the import is watched
     * again and the next poll shows where it ended; the page's toast says why the cancel did not happen.
     */
    canceling: {
      tags: ['busy'],
      invoke: {
        id: 'cancelJob',
        src: 'cancelJob',
        input: ({ context }) => ({ fileId: context.job?.fileId ?? '' }),
        onDone: { target: 'canceled', actions: { type: 'takeJob', params: ({ event }) => ({ job: event.output }) } },
        onError: { target: 'importing' },
      },
    },
    /** Canceled (here or elsewhere): nothing is handed off; a new file may be chosen. */
    canceled: {
      on: NEXT_FILE,
    },
    /** The job finished: counts, and the per-row errors when there are any. */
    validated: {
      on: NEXT_FILE,
    },
    failed: {
      on: {
        'import.retry': [
          { guard: 'progressLost', target: 'importing' },
          { guard: 'hasFile', target: 'uploading' },
        ],
        ...NEXT_FILE,
      },
    },
  },
});

export type ConsumerFileImportMachine = typeof consumerFileImportMachine;
