import * as v from 'valibot';
import { and, assertEvent, assign, fromPromise, setup } from 'xstate';
import { csvImportFileSchema, type FileFacts } from '../../domain/validation/upload.ts';
import { notProvided } from '../redemption/not-provided.ts';

/** 002 §8, verbatim: an upload the server refused without saying why. */
export const CSV_UPLOAD_FAILED = 'We were unable to upload your file, please try to upload again.';
/**
 * The seed names no text for a file that cannot be read as CSV, nor for one without rows; ours
 * (docs/decisions/0245-csv-import-console-kit.md).
 */
export const CSV_UNREADABLE = 'We were unable to read your file. Check that it is a CSV file and try again.';
export const CSV_NO_ROWS = 'The file has no rows to import.';

/** A file as the machine needs it; a browser File satisfies it, and the app's upload actor sends that File. */
export type CsvImportFile = FileFacts;

/** One problem in the file: the spreadsheet row (the header is row 1), the column's label and the message. */
export interface CsvRowError {
  readonly row: number;
  readonly column: string;
  readonly message: string;
}

/** What parseFile answers: the header, each row by column, and the rows the parser itself could not split. */
export interface ParsedCsv {
  readonly columns: readonly string[];
  readonly rows: readonly Readonly<Record<string, string>>[];
  readonly errors: readonly CsvRowError[];
}

export interface UploadFileInput {
  readonly file: CsvImportFile;
  /** The upload's progress in percent (0–100), for uploaders that can tell it. */
  readonly reportProgress: (percent: number) => void;
}

export interface CsvImportInput {
  /** The import replaces data (e.g. every branch): the user must confirm before the upload starts. */
  readonly requiresConfirmation?: boolean;
}

export interface CsvImportContext {
  readonly requiresConfirmation: boolean;
  readonly file: CsvImportFile | null;
  /** Why the chosen file was refused before reading it (type, size), or why it could not be read. */
  readonly fileError: string | null;
  readonly columns: readonly string[];
  readonly rows: readonly Readonly<Record<string, string>>[];
  readonly rowErrors: readonly CsvRowError[];
  /** Upload progress in percent; null before any is reported. */
  readonly progress: number | null;
  readonly imported: number | null;
  readonly failure: string | null;
}

export type CsvImportEvent =
  | { type: 'file.choose'; file: CsvImportFile }
  | { type: 'import.upload' }
  | { type: 'import.confirm' }
  /** Back one step: closes the confirmation, stops an upload (back to the preview), or drops a file being read. */
  | { type: 'import.cancel' }
  | { type: 'import.retry' }
  | { type: 'import.chooseAnother' }
  | { type: 'upload.progress'; percent: number };

const fileProblem = (file: CsvImportFile): string | null => {
  const result = v.safeParse(csvImportFileSchema, { name: file.name, size: file.size });
  return result.success ? null : (result.issues[0]?.message ?? null);
};

/** The server's message when it gave one (an ApiError carries a code); the seed's upload message otherwise. */
export function uploadFailureMessage(error: unknown): string {
  if (typeof error !== 'object' || error === null) return CSV_UPLOAD_FAILED;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return typeof code === 'string' && typeof message === 'string' && message.trim() !== '' ? message : CSV_UPLOAD_FAILED;
}

/** A chosen file is read when its kind and size are right; otherwise the choice shows why (whatever was shown before). */
const CHOOSE_FILE = [
  { guard: 'isImportableFile', target: 'parsing', actions: 'takeFile' },
  { target: 'select', actions: 'refuseFile' },
] as const;

const EMPTY_FILE: Pick<
  CsvImportContext,
  'file' | 'fileError' | 'columns' | 'rows' | 'rowErrors' | 'progress' | 'imported' | 'failure'
> = {
  file: null,
  fileError: null,
  columns: [],
  rows: [],
  rowErrors: [],
  progress: null,
  imported: null,
  failure: null,
};

/**
 * A CSV import (002 §5 "CSV upload accepts .csv"): choose a file → read it → validate its rows → preview → upload →
 * done or failed. The file's kind and size are checked first with the seed's messages; rows with errors block the
 * upload, and the preview lists them. Reading, validating and uploading are the named actors `parseFile`,
 * `validateRows` and `uploadFile`, provided with `.provide()` (kit/csv-import-panel.tsx gives papaparse, a valibot
 * row schema and the caller's upload call).
 */
export const csvImportMachine = setup({
  types: {
    context: {} as CsvImportContext,
    events: {} as CsvImportEvent,
    input: {} as CsvImportInput,
  },
  actors: {
    parseFile: fromPromise<ParsedCsv, { file: CsvImportFile }>(async () => notProvided('csvImport', 'parseFile')),
    validateRows: fromPromise<readonly CsvRowError[], Pick<ParsedCsv, 'columns' | 'rows'>>(async () =>
      notProvided('csvImport', 'validateRows'),
    ),
    uploadFile: fromPromise<{ imported: number }, UploadFileInput>(async () => notProvided('csvImport', 'uploadFile')),
  },
  guards: {
    isImportableFile: ({ event }) => event.type === 'file.choose' && fileProblem(event.file) === null,
    hasRows: (_, params: { parsed: ParsedCsv }) => params.parsed.rows.length > 0,
    rowsAreValid: ({ context }) => context.rowErrors.length === 0,
    requiresConfirmation: ({ context }) => context.requiresConfirmation,
  },
  actions: {
    takeFile: assign(({ event }) => {
      assertEvent(event, 'file.choose');
      return { ...EMPTY_FILE, file: event.file };
    }),
    refuseFile: assign(({ event }) => {
      assertEvent(event, 'file.choose');
      return { ...EMPTY_FILE, fileError: fileProblem(event.file) };
    }),
    dropFile: assign(EMPTY_FILE),
    takeParsed: assign((_, params: { parsed: ParsedCsv }) => ({
      columns: params.parsed.columns,
      rows: params.parsed.rows,
      rowErrors: params.parsed.errors,
    })),
    refuseRead: assign((_, params: { message: string }) => ({ ...EMPTY_FILE, fileError: params.message })),
    takeRowErrors: assign(({ context }, params: { errors: readonly CsvRowError[] }) => ({
      rowErrors: [...context.rowErrors, ...params.errors].sort((a, b) => a.row - b.row),
    })),
    startUpload: assign({ progress: null, imported: null, failure: null }),
    takeProgress: assign(({ event }) => {
      assertEvent(event, 'upload.progress');
      return { progress: Math.min(100, Math.max(0, Math.round(event.percent))) };
    }),
  },
}).createMachine({
  id: 'csvImport',
  context: ({ input }) => ({ requiresConfirmation: input.requiresConfirmation ?? false, ...EMPTY_FILE }),
  initial: 'select',
  states: {
    select: {
      on: {
        'file.choose': CHOOSE_FILE,
      },
    },
    parsing: {
      tags: ['busy'],
      invoke: {
        id: 'parseFile',
        src: 'parseFile',
        input: ({ context }) => ({ file: context.file as CsvImportFile }),
        onDone: [
          {
            guard: { type: 'hasRows', params: ({ event }) => ({ parsed: event.output }) },
            target: 'validating',
            actions: { type: 'takeParsed', params: ({ event }) => ({ parsed: event.output }) },
          },
          { target: 'select', actions: { type: 'refuseRead', params: { message: CSV_NO_ROWS } } },
        ],
        onError: { target: 'select', actions: { type: 'refuseRead', params: { message: CSV_UNREADABLE } } },
      },
      on: { 'import.cancel': { target: 'select', actions: 'dropFile' } },
    },
    validating: {
      tags: ['busy'],
      invoke: {
        id: 'validateRows',
        src: 'validateRows',
        input: ({ context }) => ({ columns: context.columns, rows: context.rows }),
        onDone: {
          target: 'preview',
          actions: { type: 'takeRowErrors', params: ({ event }) => ({ errors: event.output }) },
        },
        onError: { target: 'select', actions: { type: 'refuseRead', params: { message: CSV_UNREADABLE } } },
      },
      on: { 'import.cancel': { target: 'select', actions: 'dropFile' } },
    },
    /** The first rows, the row count and every row error; rows with errors block the upload. */
    preview: {
      on: {
        'import.upload': [
          { guard: and(['rowsAreValid', 'requiresConfirmation']), target: 'confirming' },
          { guard: 'rowsAreValid', target: 'uploading' },
        ],
        'file.choose': CHOOSE_FILE,
        'import.chooseAnother': { target: 'select', actions: 'dropFile' },
      },
    },
    /** The import replaces data: the user accepts that before anything is sent. */
    confirming: {
      on: { 'import.confirm': 'uploading', 'import.cancel': 'preview' },
    },
    uploading: {
      tags: ['busy'],
      entry: 'startUpload',
      invoke: {
        id: 'uploadFile',
        src: 'uploadFile',
        input: ({ context, self }) => ({
          file: context.file as CsvImportFile,
          reportProgress: (percent: number) => self.send({ type: 'upload.progress', percent }),
        }),
        onDone: {
          target: 'done',
          actions: assign(({ event }) => ({ imported: event.output.imported, progress: 100 })),
        },
        onError: { target: 'failed', actions: assign(({ event }) => ({ failure: uploadFailureMessage(event.error) })) },
      },
      on: {
        'upload.progress': { actions: 'takeProgress' },
        // Leaving the state stops the upload actor, which aborts its request.
        'import.cancel': 'preview',
      },
    },
    done: {
      on: {
        'import.chooseAnother': { target: 'select', actions: 'dropFile' },
        'file.choose': CHOOSE_FILE,
      },
    },
    failed: {
      on: {
        'import.retry': 'uploading',
        'import.chooseAnother': { target: 'select', actions: 'dropFile' },
        'file.choose': CHOOSE_FILE,
      },
    },
  },
});

export type CsvImportMachine = typeof csvImportMachine;
