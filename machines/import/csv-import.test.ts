import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { UPLOAD_MESSAGES } from '../../domain/validation/upload.ts';
import { machineCatalog } from '../catalog.ts';
import {
  createHarness,
  describePath,
  type ModelEvent,
  modelPaths,
  reachedValues,
  replayPath,
} from '../redemption/model-based.test-helper.ts';
import {
  CSV_NO_ROWS,
  CSV_UNREADABLE,
  CSV_UPLOAD_FAILED,
  type CsvImportContext,
  type CsvRowError,
  csvImportMachine,
  type ParsedCsv,
  uploadFailureMessage,
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
const serverRefusal = { code: 'VALIDATION_FAILED', status: 400, message: 'Branch names must be unique' };

const events: ModelEvent[] = [
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

const STATES = ['select', 'parsing', 'validating', 'preview', 'uploading', 'done', 'failed'];
const BUSY = new Set(['parsing', 'validating', 'uploading']);

describe.each([
  { requiresConfirmation: false, states: STATES },
  { requiresConfirmation: true, states: [...STATES, 'confirming'] },
])('csvImportMachine (model-based, confirmation $requiresConfirmation)', ({ requiresConfirmation, states }) => {
  const input = { requiresConfirmation };
  const { paths, edgePaths } = modelPaths(csvImportMachine, events, input);

  it('reaches every state, and confirming only when the import asks for it', () => {
    const reached = reachedValues(paths);
    expect([...reached].sort()).toEqual(states.map((state) => JSON.stringify(state)).sort());
  });

  it.each(edgePaths.map((path) => [describePath(path), path] as const))('%s', async (_, path) => {
    const h = createHarness(csvImportMachine, ['parseFile', 'validateRows', 'uploadFile'], { input });
    await replayPath(h, path, (snapshot, event, previous) => {
      const context = snapshot.context as CsvImportContext;
      const state = String(snapshot.value);
      expect(snapshot.hasTag('busy')).toBe(BUSY.has(state));
      if (event.type === 'file.choose') {
        const { name, size } = event.file as { name: string; size: number };
        if (name.endsWith('.xlsx')) expect(context.fileError).toBe(UPLOAD_MESSAGES.invalidFileType);
        else if (size > 5 * MB) expect(context.fileError).toBe(UPLOAD_MESSAGES.fileSize);
        else expect(context).toMatchObject({ file: event.file, fileError: null, rowErrors: [] });
        if (context.fileError) expect(state).toBe('select');
      }
      if (state === 'parsing' && previous.value !== 'parsing')
        expect(h.calls.parseFile?.at(-1)).toEqual({ file: context.file });
      if (event.type === 'xstate.done.actor.parseFile' && (event.output as ParsedCsv).rows.length === 0)
        expect(context.fileError).toBe(CSV_NO_ROWS);
      if (event.type.startsWith('xstate.error.actor.parse') || event.type.startsWith('xstate.error.actor.validate'))
        expect(context).toMatchObject({ fileError: CSV_UNREADABLE, file: null });
      if (state === 'preview') {
        // The parser's own problems and the schema's, in row order.
        const rowsWithErrors = context.rowErrors.map((error) => error.row);
        expect(rowsWithErrors).toEqual([...rowsWithErrors].sort((a, b) => a - b));
      }
      if (event.type === 'import.upload' && previous.value === 'preview') {
        // Rows with errors block the upload; the preview stays to show them.
        if (context.rowErrors.length > 0) expect(state).toBe('preview');
        else expect(state).toBe(requiresConfirmation ? 'confirming' : 'uploading');
      }
      if (state === 'uploading' && previous.value !== 'uploading') {
        expect(context).toMatchObject({ progress: null, failure: null, imported: null });
        expect(h.calls.uploadFile?.at(-1)).toMatchObject({ file: context.file });
      }
      if (event.type === 'upload.progress') expect(context.progress).toBe(40);
      if (state === 'done') expect(context).toMatchObject({ imported: 2, progress: 100 });
      if (event.type === 'xstate.error.actor.uploadFile')
        expect(context.failure).toBe(event.error === serverRefusal ? serverRefusal.message : CSV_UPLOAD_FAILED);
      if (event.type === 'import.chooseAnother') expect(context).toMatchObject({ file: null, rows: [], rowErrors: [] });
    });
  });
});

describe('csvImportMachine', () => {
  const choose = { type: 'file.choose', file: branches } as const;

  it('passes on the uploader’s progress and aborts its request when the upload is cancelled', async () => {
    let aborted = false;
    const machine = csvImportMachine.provide({
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
  });

  it('without .provide() reading fails as an unreadable file would, never silently', async () => {
    const actor = createActor(csvImportMachine, { input: {} });
    actor.subscribe({ error: () => undefined });
    actor.start();
    actor.send(choose);
    await waitFor(actor, (snapshot) => snapshot.matches('select'));
    expect(actor.getSnapshot().context.fileError).toBe(CSV_UNREADABLE);
  });

  it('shows the server’s message, else the seed’s upload message', () => {
    expect(uploadFailureMessage(serverRefusal)).toBe('Branch names must be unique');
    expect(uploadFailureMessage({ code: 'INTERNAL_ERROR', message: ' ' })).toBe(CSV_UPLOAD_FAILED);
    expect(uploadFailureMessage(new TypeError('Failed to fetch'))).toBe(CSV_UPLOAD_FAILED);
    expect(uploadFailureMessage('boom')).toBe(CSV_UPLOAD_FAILED);
    expect(CSV_UPLOAD_FAILED).toBe('We were unable to upload your file, please try to upload again.');
  });

  it('is listed in the catalogue for /charts', () => {
    expect(machineCatalog.find((entry) => entry.id === 'csvImport')).toMatchObject({
      file: 'machines/import/csv-import.ts',
      exportName: 'csvImportMachine',
    });
  });
});
