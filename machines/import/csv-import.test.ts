import { describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES } from '../../domain/validation/upload.ts';
import { itPassesChecks } from '../guard-checks.test-helper.ts';
import { itIsListedForCharts } from '../lifecycle.test-helper.ts';
import { createHarness, itFollowsEachPath, modelPaths, replayPath } from '../redemption/model-based.test-helper.ts';
import { csvImportChecks, csvImportEvents, serverRefusal } from './csv-import.checks.test-support.ts';
import {
  CSV_NO_ROWS,
  CSV_UNREADABLE,
  CSV_UPLOAD_FAILED,
  type CsvImportContext,
  csvImportMachine,
  type ParsedCsv,
  uploadFailureMessage,
} from './csv-import.ts';

const MB = 1024 * 1024;
const BUSY = new Set(['parsing', 'validating', 'uploading']);

describe.each([{ requiresConfirmation: false }, { requiresConfirmation: true }])(
  'csvImportMachine (model-based, confirmation $requiresConfirmation)',
  ({ requiresConfirmation }) => {
    const input = { requiresConfirmation };
    const { edgePaths } = modelPaths(csvImportMachine, csvImportEvents, input);

    itFollowsEachPath(edgePaths, async (path) => {
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
        if (event.type === 'import.chooseAnother')
          expect(context).toMatchObject({ file: null, rows: [], rowErrors: [] });
      });
    });
  },
);

// Its checks are also run by the guard-mutation gate against each guard inverted (ADR 0514).
describe('csvImportMachine', () => {
  itPassesChecks(csvImportChecks);

  it('shows the server’s message, else the seed’s upload message', () => {
    expect(uploadFailureMessage(serverRefusal)).toBe('Branch names must be unique');
    expect(uploadFailureMessage({ code: 'INTERNAL_ERROR', message: ' ' })).toBe(CSV_UPLOAD_FAILED);
    expect(uploadFailureMessage(new TypeError('Failed to fetch'))).toBe(CSV_UPLOAD_FAILED);
    expect(uploadFailureMessage('boom')).toBe(CSV_UPLOAD_FAILED);
    expect(CSV_UPLOAD_FAILED).toBe('We were unable to upload your file, please try to upload again.');
  });

  itIsListedForCharts('csvImport', 'machines/import/csv-import.ts', 'csvImportMachine');
});
