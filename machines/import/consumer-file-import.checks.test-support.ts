import { expect } from 'vitest';
import { type AnyMachineSnapshot, createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { UPLOAD_MESSAGES } from '../../domain/validation/upload.ts';
import { defineChecks } from '../guard-checks.test-helper.ts';
import { type Harness, type ModelEvent, modelPaths, reachedValues } from '../redemption/model-based.test-helper.ts';
import {
  type ConsumerFileImportContext,
  type ConsumerFileJob,
  consumerFileImportMachine,
  JOB_FAILED,
  POLL_INTERVAL_MS,
  PROGRESS_LOST,
} from './consumer-file-import.ts';
import { CSV_UPLOAD_FAILED } from './csv-import.ts';

const MB = 1024 * 1024;
const good = { name: 'consumers.csv', size: 2048 };
const spreadsheet = { name: 'consumers.xlsx', size: 2048 };
const oversized = { name: 'consumers.csv', size: 5 * MB + 1 };
const job = (over: Partial<ConsumerFileJob>): ConsumerFileJob => ({
  fileId: 'f-1',
  status: 'scheduled',
  rowsDone: 0,
  rowsTotal: 4,
  validRows: 0,
  errorRows: 0,
  failure: null,
  ...over,
});
const scheduled = job({});
const running = job({ status: 'running', rowsDone: 2, validRows: 2 });
const withErrors = job({ status: 'complete', rowsDone: 4, validRows: 3, errorRows: 1 });
const jobFailed = job({ status: 'failed', failure: 'The file is missing the column(s) ssn' });
const jobCanceled = job({ status: 'canceled', rowsDone: 2, validRows: 2 });
/** The server's 409 when the job finished before the cancel reached it. */
const notCancelable = {
  code: 'VALIDATION_FAILED',
  status: 409,
  message: 'Only a scheduled or running import can be canceled.',
};
const serverRefusal = { code: 'INVALID_CAMPAIGN', status: 400, message: 'Enrollment for this campaign has ended' };

export const consumerFileEvents: ModelEvent[] = [
  { type: 'file.choose', file: good },
  { type: 'file.choose', file: spreadsheet },
  { type: 'file.choose', file: oversized },
  { type: 'import.upload' },
  { type: 'import.retry' },
  { type: 'import.replace' },
  { type: 'import.cancel' },
  { type: 'xstate.done.actor.uploadFile', output: scheduled },
  { type: 'xstate.error.actor.uploadFile', error: serverRefusal },
  { type: 'xstate.error.actor.uploadFile', error: new TypeError('Failed to fetch') },
  { type: 'xstate.done.actor.fetchJob', output: running },
  { type: 'xstate.done.actor.fetchJob', output: withErrors },
  { type: 'xstate.done.actor.fetchJob', output: jobFailed },
  { type: 'xstate.done.actor.fetchJob', output: jobCanceled },
  { type: 'xstate.error.actor.fetchJob', error: new TypeError('Failed to fetch') },
  { type: 'xstate.done.actor.cancelJob', output: jobCanceled },
  { type: 'xstate.error.actor.cancelJob', error: notCancelable },
];
const BUSY = ['uploading', 'importing', 'canceling'];
const STATES = [
  'choose',
  'uploading',
  '{"importing":"waiting"}',
  '{"importing":"fetching"}',
  'canceling',
  'canceled',
  'validated',
  'failed',
];
const stateText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** Where an import starts: a fresh campaign, or a reload finding its job running, finished or failed. */
export const consumerFileStarts = [
  { label: 'a fresh campaign', input: {} },
  { label: 'a running import on reload', input: { job: running } },
  { label: 'a finished import on reload', input: { job: withErrors } },
  { label: 'a failed import on reload', input: { job: jobFailed } },
  { label: 'a canceled import on reload', input: { job: jobCanceled } },
];
export const consumerFileActors = ['uploadFile', 'fetchJob', 'cancelJob'];
export const consumerFileDelays = { pollInterval: POLL_INTERVAL_MS };

/** What must hold after each replayed step (004 consumer file upload, 001 §5 upload rules), whichever machine runs. */
export const keepsConsumerFilePromises =
  (h: Harness) =>
  (snapshot: AnyMachineSnapshot, event: ModelEvent, previous: AnyMachineSnapshot): void => {
    const context = snapshot.context as ConsumerFileImportContext;
    const state = stateText(snapshot.value);
    expect(snapshot.hasTag('busy')).toBe(BUSY.some((busy) => state.includes(busy)));
    if (event.type === 'file.choose') {
      const { name, size } = event.file as { name: string; size: number };
      if (name.endsWith('.xlsx')) expect(context.fileError).toBe(UPLOAD_MESSAGES.invalidFileType);
      else if (size > 5 * MB) expect(context.fileError).toBe(UPLOAD_MESSAGES.fileSize);
      else expect(context).toMatchObject({ file: event.file, fileError: null, job: null });
      expect(state).toBe('choose');
    }
    if (event.type === 'import.upload') expect(state).toBe(context.file ? 'uploading' : 'choose');
    if (state === 'uploading' && stateText(previous.value) !== 'uploading')
      expect(h.calls.uploadFile?.at(-1)).toEqual({ file: context.file });
    if (state === '{"importing":"fetching"}') expect(h.calls.fetchJob?.at(-1)).toEqual({ fileId: 'f-1' });
    if (event.type === 'xstate.done.actor.fetchJob') expect(context.job).toEqual(event.output);
    if (state === 'validated') expect(context.job?.status).toBe('complete');
    if (state === 'canceled') expect(context.job?.status).toBe('canceled');
    if (event.type === 'import.cancel') {
      // Only a running import can be canceled; anywhere else the button is not there and the event changes nothing.
      const before = stateText(previous.value);
      expect(state).toBe(before.includes('importing') ? 'canceling' : before);
    }
    if (state === 'canceling' && stateText(previous.value) !== 'canceling')
      expect(h.calls.cancelJob?.at(-1)).toEqual({ fileId: 'f-1' });
    if (event.type === 'xstate.error.actor.cancelJob') expect(state).toBe('{"importing":"waiting"}');
    if (event.type === 'xstate.error.actor.uploadFile')
      expect(context.failure).toBe(event.error === serverRefusal ? serverRefusal.message : CSV_UPLOAD_FAILED);
    if (event.type === 'xstate.error.actor.fetchJob') expect(context).toMatchObject({ failure: PROGRESS_LOST });
    if (state === 'failed' && context.job?.status === 'failed') expect(context.failure).toBe(jobFailed.failure);
    if (event.type === 'import.retry' && stateText(previous.value) === 'failed') {
      // Progress lost → poll again; otherwise the same file is uploaded again (a resumed failure has none).
      const prior = previous.context as ConsumerFileImportContext;
      if (prior.progressLost) expect(state).toBe('{"importing":"waiting"}');
      else expect(state).toBe(prior.file ? 'uploading' : 'failed');
    }
    if (event.type === 'import.replace') expect(context).toMatchObject({ file: null, job: null, failure: null });
  };

/** The consumer-file import of a campaign, asked of whichever machine is given. */
export const consumerFileImportChecks = defineChecks(consumerFileImportMachine, {
  'reaches every state from each starting point': (chart) => {
    for (const { input } of consumerFileStarts) {
      const { paths } = modelPaths(chart, consumerFileEvents, input, undefined, 2_000);
      const reached = [...reachedValues(paths)].map((value) => stateText(JSON.parse(value)));
      expect(reached.sort()).toEqual([...STATES].sort());
    }
  },

  'polls every second until the job completes': async (chart) => {
    const clock = new SimulatedClock();
    const answers = [running, withErrors];
    const machine = chart.provide({
      actors: {
        uploadFile: fromPromise(async () => scheduled),
        fetchJob: fromPromise(async () => answers.shift() ?? withErrors),
      },
    });
    const actor = createActor(machine, { input: {}, clock }).start();
    actor.send({ type: 'file.choose', file: good });
    actor.send({ type: 'import.upload' });
    await waitFor(actor, (s) => s.matches({ importing: 'waiting' }));
    clock.increment(POLL_INTERVAL_MS);
    await waitFor(actor, (s) => s.context.job?.status === 'running');
    expect(actor.getSnapshot().context.job?.rowsDone).toBe(2);
    clock.increment(POLL_INTERVAL_MS);
    await waitFor(actor, (s) => s.matches('validated'));
    expect(actor.getSnapshot().context.job).toEqual(withErrors);
  },

  'starts by choosing a file, or on reload where the campaign’s latest file is': (chart) => {
    const startsAt = (input: { job?: ConsumerFileJob | null }) =>
      stateText(createActor(chart, { input }).start().getSnapshot().value);
    expect(startsAt({})).toBe('choose');
    expect(startsAt({ job: null })).toBe('choose');
    expect(startsAt({ job: scheduled })).toBe('{"importing":"waiting"}');
    expect(startsAt({ job: withErrors })).toBe('validated');
    expect(startsAt({ job: jobFailed })).toBe('failed');
    expect(startsAt({ job: jobCanceled })).toBe('canceled');
  },

  'cancels a running import; a refused cancel watches the import again until it ends': async (chart) => {
    const clock = new SimulatedClock();
    const cancels: unknown[] = [];
    let refuse = false;
    const polls = [running, jobCanceled];
    const machine = chart.provide({
      actors: {
        uploadFile: fromPromise(async () => scheduled),
        fetchJob: fromPromise(async () => polls.shift() ?? withErrors),
        cancelJob: fromPromise<ConsumerFileJob, { fileId: string }>(async ({ input }) => {
          cancels.push(input);
          if (refuse) throw notCancelable;
          return jobCanceled;
        }),
      },
    });
    const actor = createActor(machine, { input: { job: running }, clock }).start();
    actor.send({ type: 'import.cancel' });
    await waitFor(actor, (s) => s.matches('canceled'));
    expect(cancels).toEqual([{ fileId: 'f-1' }]);
    expect(actor.getSnapshot().context.job).toEqual(jobCanceled);
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    actor.send({ type: 'import.cancel' });
    expect(actor.getSnapshot().matches('canceled')).toBe(true);
    expect(cancels).toHaveLength(1);
    actor.send({ type: 'import.replace' });
    expect(actor.getSnapshot().matches('choose')).toBe(true);

    refuse = true;
    const again = createActor(machine, { input: { job: running }, clock }).start();
    again.send({ type: 'import.cancel' });
    await waitFor(again, (s) => s.matches({ importing: 'waiting' }));
    clock.increment(POLL_INTERVAL_MS);
    await waitFor(again, (s) => s.context.job?.status === 'running');
    clock.increment(POLL_INTERVAL_MS);
    // Canceled elsewhere (another tab): the poll itself ends the watch as canceled.
    await waitFor(again, (s) => s.matches('canceled'));
    expect(again.getSnapshot().context.job).toEqual(jobCanceled);
    actor.stop();
    again.stop();
  },

  'retries by polling again when only the progress was lost, by uploading again when the upload failed': async (
    chart,
  ) => {
    const uploads: unknown[] = [];
    let fetchFails = true;
    let uploadFails = false;
    const clock = new SimulatedClock();
    const machine = chart.provide({
      actors: {
        uploadFile: fromPromise<ConsumerFileJob, { file: { name: string; size: number } }>(async ({ input }) => {
          uploads.push(input.file);
          if (uploadFails) throw new TypeError('Failed to fetch');
          return scheduled;
        }),
        fetchJob: fromPromise<ConsumerFileJob, { fileId: string }>(async () => {
          if (fetchFails) throw new TypeError('Failed to fetch');
          return withErrors;
        }),
      },
    });
    const actor = createActor(machine, { input: {}, clock }).start();
    actor.send({ type: 'file.choose', file: good });
    actor.send({ type: 'import.upload' });
    await waitFor(actor, (s) => s.matches({ importing: 'waiting' }));
    clock.increment(POLL_INTERVAL_MS);
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.failure).toBe(PROGRESS_LOST);
    fetchFails = false;
    actor.send({ type: 'import.retry' });
    expect(actor.getSnapshot().matches({ importing: 'waiting' })).toBe(true);
    clock.increment(POLL_INTERVAL_MS);
    await waitFor(actor, (s) => s.matches('validated'));
    expect(uploads).toEqual([good]);

    actor.send({ type: 'file.choose', file: good });
    uploadFails = true;
    actor.send({ type: 'import.upload' });
    await waitFor(actor, (s) => s.matches('failed'));
    uploadFails = false;
    actor.send({ type: 'import.retry' });
    await waitFor(actor, (s) => s.matches({ importing: 'waiting' }));
    expect(uploads).toEqual([good, good, good]);
    actor.stop();
  },

  'a failed job without a message shows the generic one': async (chart) => {
    const actor = createActor(chart, { input: { job: { ...jobFailed, failure: null } } }).start();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toBe(JOB_FAILED);
  },
});
