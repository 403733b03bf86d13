import { expect } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { UPLOAD_MESSAGES } from '../../domain/validation/upload.ts';
import { defineChecks } from '../guard-checks.test-helper.ts';
import { expectReachesExactly, type ModelEvent, modelPaths } from '../redemption/model-based.test-helper.ts';
import {
  CSV_NO_ROWS,
  CSV_UNREADABLE,
  type CsvImportMachine,
  type CsvRowError,
  csvImportMachine,
  type ParsedCsv,
} from './csv-import.ts';

const MB = 1024 * 1024;
const branches = { name: 'branches.csv', size: 2 * 1024 };
const spreadsheet = { name: 'branches.xlsx', size: 2 * 1024 };
const oversized = { name: 'branches.csv', size: 5 * MB + 1 };
const parsed: ParsedCsv = {
  columns: ['Branch name', 'ZIP'],
  rows: [
    { 'Branch name': 'Main Street', ZIP: '80202' },
    { 'Branch name': 'Uptown', ZIP: '8020' },
  ],
  errors: [],
};
const splitRow: ParsedCsv = { ...parsed, errors: [{ row: 4, column: '', message: 'Too many fields' }] };
const empty: ParsedCsv = { columns: ['Branch name', 'ZIP'], rows: [], errors: [] };
const zipError: CsvRowError[] = [{ row: 3, column: 'ZIP', message: 'Enter a valid ZIP' }];
export const serverRefusal = { code: 'VALIDATION_FAILED', status: 400, message: 'Branch names must be unique' };

export const csvImportEvents: ModelEvent[] = [
  { type: 'file.choose', file: branches },
  { type: 'file.choose', file: spreadsheet },
  { type: 'file.choose', file: oversized },
  { type: 'xstate.done.actor.parseFile', output: parsed },
  { type: 'xstate.done.actor.parseFile', output: splitRow },
  { type: 'xstate.done.actor.parseFile', output: empty },
  { type: 'xstate.error.actor.parseFile', error: new Error('bad quotes') },
  { type: 'xstate.done.actor.validateRows', output: [] },
  { type: 'xstate.done.actor.validateRows', output: zipError },
  { type: 'xstate.error.actor.validateRows', error: new Error('schema threw') },
  { type: 'import.upload' },
  { type: 'import.confirm' },
  { type: 'import.cancel' },
  { type: 'import.retry' },
  { type: 'import.chooseAnother' },
  { type: 'upload.progress', percent: 40 },
  { type: 'xstate.done.actor.uploadFile', output: { imported: 2 } },
  { type: 'xstate.error.actor.uploadFile', error: serverRefusal },
  { type: 'xstate.error.actor.uploadFile', error: new TypeError('Failed to fetch') },
];

const CSV_STATES = ['select', 'parsing', 'validating', 'preview', 'uploading', 'done', 'failed'];
const choose = { type: 'file.choose', file: branches } as const;

/** The chart with a parser, a row check and an uploader that answer as given (the upload never ends). */
function answering(chart: CsvImportMachine, read: ParsedCsv, rowErrors: readonly CsvRowError[], uploads: unknown[]) {
  return chart.provide({
    actors: {
      parseFile: fromPromise(async () => read),
      validateRows: fromPromise(async (): Promise<readonly CsvRowError[]> => rowErrors),
      uploadFile: fromPromise(({ input }) => {
        uploads.push(input.file);
        return new Promise<{ imported: number }>(() => undefined);
      }),
    },
  });
}

/** The CSV import of the consoles (001 §5 upload rules; branch and enrollment files), asked of any machine given. */
export const csvImportChecks = defineChecks(csvImportMachine, {
  'reaches every state, and confirming only when the import asks for it': (chart) => {
    for (const requiresConfirmation of [false, true]) {
      const { paths } = modelPaths(chart, csvImportEvents, { requiresConfirmation }, undefined, 2_000);
      const states = requiresConfirmation ? [...CSV_STATES, 'confirming'] : CSV_STATES;
      expectReachesExactly(paths, states);
    }
  },

  'reads only a CSV of at most 5 MB; another file is refused with the seed’s message': (chart) => {
    const uploads: unknown[] = [];
    const actor = createActor(answering(chart, parsed, [], uploads), { input: {} }).start();
    actor.send({ type: 'file.choose', file: spreadsheet });
    expect(actor.getSnapshot().value).toBe('select');
    expect(actor.getSnapshot().context.fileError).toBe(UPLOAD_MESSAGES.invalidFileType);
    actor.send({ type: 'file.choose', file: oversized });
    expect(actor.getSnapshot().value).toBe('select');
    expect(actor.getSnapshot().context.fileError).toBe(UPLOAD_MESSAGES.fileSize);
    actor.send(choose);
    expect(actor.getSnapshot().value).toBe('parsing');
    actor.stop();
  },

  'refuses a file without rows, and blocks the upload while rows have errors': async (chart) => {
    const uploads: unknown[] = [];
    const noRows = createActor(answering(chart, empty, [], uploads), { input: {} }).start();
    noRows.send(choose);
    await waitFor(noRows, (s) => !s.hasTag('busy'));
    expect(noRows.getSnapshot().value).toBe('select');
    expect(noRows.getSnapshot().context.fileError).toBe(CSV_NO_ROWS);

    const withErrors = createActor(answering(chart, parsed, zipError, uploads), { input: {} }).start();
    withErrors.send(choose);
    await waitFor(withErrors, (s) => !s.hasTag('busy'));
    expect(withErrors.getSnapshot().value).toBe('preview');
    withErrors.send({ type: 'import.upload' });
    expect(withErrors.getSnapshot().value).toBe('preview');

    const clean = createActor(answering(chart, parsed, [], uploads), { input: {} }).start();
    clean.send(choose);
    await waitFor(clean, (s) => s.matches('preview'));
    clean.send({ type: 'import.upload' });
    expect(clean.getSnapshot().value).toBe('uploading');
    expect(uploads).toEqual([branches]);
    for (const actor of [noRows, withErrors, clean]) actor.stop();
  },

  'passes on the uploader’s progress and aborts its request when the upload is cancelled': async (chart) => {
    let aborted = false;
    const machine = chart.provide({
      actors: {
        parseFile: fromPromise(async () => parsed),
        validateRows: fromPromise(async (): Promise<readonly CsvRowError[]> => []),
        uploadFile: fromPromise(({ input, signal }) => {
          input.reportProgress(62.4);
          signal.addEventListener('abort', () => {
            aborted = true;
          });
          return new Promise<{ imported: number }>(() => undefined);
        }),
      },
    });
    const actor = createActor(machine, { input: {} }).start();
    actor.send(choose);
    await waitFor(actor, (snapshot) => snapshot.matches('preview'));
    actor.send({ type: 'import.upload' });
    expect(actor.getSnapshot().context.progress).toBe(62);
    actor.send({ type: 'import.cancel' });
    expect(actor.getSnapshot().value).toBe('preview');
    expect(aborted).toBe(true);
  },

  'without .provide() reading fails as an unreadable file would, never silently': async (chart) => {
    const actor = createActor(chart, { input: {} });
    actor.subscribe({ error: () => undefined });
    actor.start();
    actor.send(choose);
    await waitFor(actor, (snapshot) => snapshot.matches('select'));
    expect(actor.getSnapshot().context.fileError).toBe(CSV_UNREADABLE);
  },
});
