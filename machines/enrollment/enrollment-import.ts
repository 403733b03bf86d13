import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { isOneOf } from '../../domain/catalog/code-set.ts';
import { MAX_UPLOAD_BYTES } from '../../domain/catalog/limits.ts';
import type { DataFileStatus } from '../../domain/catalog/statuses.ts';
import { CAMPAIGN_FILE_MESSAGES, formatOfFileName } from '../../domain/enrollment/campaign-file.ts';
import { type FileFacts, UPLOAD_MESSAGES } from '../../domain/validation/upload.ts';
import { uploadFailureMessage } from '../import/csv-import.ts';
import { notProvided } from '../redemption/not-provided.ts';

/** The import options of 002 §2: a campaign file (CPLX or JSON), start from scratch, the UC blueprint, the previous campaign. */
export type ImportOption = 'FILE' | 'SCRATCH' | 'BLUEPRINT' | 'PREVCAMPAIGN';
export type SourceOption = Exclude<ImportOption, 'FILE'>;

/** A campaign file as the journey reads it (api CampaignFileRecord, trimmed). */
export interface EnrollmentFile {
  readonly fileId: string;
  readonly status: DataFileStatus;
  readonly productCount: number;
  readonly errors: readonly { lendingCriteriaGroup: string; productName: string; details: string }[];
}

export interface EnrollmentImportInput {
  /** Already enrolled in the campaign: the journey opens on its end. */
  readonly enrolled?: boolean;
  /**
   * The import the server says is applied to this campaign (a completed file, scratch, blueprint, previous campaign):
   * the journey resumes after it instead of asking for it again (issue 28 item 5).
   */
  readonly imported?: boolean;
  /** The step the URL names (a reload, a bookmark): honoured when it can be reached from what the server says. */
  readonly requestedStep?: string | undefined;
}

export interface EnrollmentImportContext {
  readonly option: ImportOption | null;
  readonly file: FileFacts | null;
  readonly fileError: string | null;
  readonly campaignFile: EnrollmentFile | null;
  readonly failure: string | null;
  /** From the input: the lender was already enrolled when the page opened. */
  readonly startEnrolled: boolean;
  /** From the input: the server has the campaign's import applied. */
  readonly startImported: boolean;
  /** From the input: the step the URL asked for when the page opened. */
  readonly requestedStep: string | null;
}

export type EnrollmentImportEvent =
  | { type: 'option.choose'; option: ImportOption }
  /** The typed word of the chosen option (data reset, blueprint, previous campaign) was entered. */
  | { type: 'source.confirm'; confirmation: string }
  | { type: 'source.cancel' }
  | { type: 'file.choose'; file: FileFacts }
  /** Upload the chosen file; the typed word "Import campaign file" comes with it. */
  | { type: 'import.upload'; confirmation: string }
  /** Back to choosing a file (after errors, or to change it). */
  | { type: 'import.replace' }
  | { type: 'step.next' }
  | { type: 'step.back' }
  | { type: 'enroll' };

/** Ours: no file-free source may follow a refused one silently. */
export const SOURCE_FAILED = 'We could not apply this import option. Try again.';

/** The page's steps, in order, by the state that shows each (002 §2 lender campaign steps). */
export const ENROLLMENT_STEPS = [
  { state: 'importOption', label: 'Import option' },
  { state: 'selectFile', label: 'Select campaign file' },
  { state: 'dataImport', label: 'Data import' },
  { state: 'productConfiguration', label: 'Product configuration' },
  { state: 'validate', label: 'Validate the campaign file' },
  { state: 'validationResults', label: 'Validation results' },
  { state: 'uploadDisclosures', label: 'Upload disclosures' },
  { state: 'redeemLimits', label: 'Set redeem limits' },
  { state: 'configureProducts', label: 'Configure products' },
  { state: 'summary', label: 'Summary' },
] as const;

/** The steps as a step list shows them (id = the state). */
export const ENROLLMENT_STEP_LIST = ENROLLMENT_STEPS.map((step) => ({ id: step.state, label: step.label }));
/** The machine's states that are not a listed step, by the step they belong to (null: the journey is over). */
const STEP_OF_STATE: Readonly<Record<string, string | null>> = {
  start: 'importOption',
  confirmSource: 'importOption',
  applyingSource: 'importOption',
  enrolling: 'summary',
  enrolled: null,
};
/** The steps after the import: a journey whose import the server has can open on any of them. */
export const AFTER_IMPORT_STEPS = ['uploadDisclosures', 'redeemLimits', 'configureProducts', 'summary'] as const;

/** The listed step a state of the machine shows as current (null once enrolled). */
export const enrollmentStepOf = (state: string): string | null =>
  state in STEP_OF_STATE ? (STEP_OF_STATE[state] ?? null) : state;

export const campaignFileProblem = (file: FileFacts): string | null => {
  if (!formatOfFileName(file.name)) return CAMPAIGN_FILE_MESSAGES.fileType;
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_MESSAGES.fileSize;
  return null;
};

const FRESH = { option: null, file: null, fileError: null, campaignFile: null, failure: null } as const;

/**
 * Lender enrollment in the next campaign (002 §2 campaign/upcoming/enrollment, §4 enrollment import steps): choose an
 * import option → (a file: select → data import (upload + syntax check) → product configuration → validate →
 * validation results, back to select on errors) or (scratch / blueprint / previous campaign: typed word → apply) →
 * upload disclosures → set redeem limits → configure products → summary → enroll. The step is the page's.
 */
export const enrollmentImportMachine = setup({
  types: {
    context: {} as EnrollmentImportContext,
    events: {} as EnrollmentImportEvent,
    input: {} as EnrollmentImportInput,
  },
  actors: {
    applySource: fromPromise<unknown, { source: SourceOption; confirmation: string }>(async () =>
      notProvided('enrollmentImport', 'applySource'),
    ),
    uploadFile: fromPromise<EnrollmentFile, { file: FileFacts; confirmation: string }>(async () =>
      notProvided('enrollmentImport', 'uploadFile'),
    ),
    validateFile: fromPromise<EnrollmentFile, { fileId: string }>(async () =>
      notProvided('enrollmentImport', 'validateFile'),
    ),
    enroll: fromPromise<unknown, Record<string, never>>(async () => notProvided('enrollmentImport', 'enroll')),
  },
  guards: {
    isFileOption: ({ event }) => event.type === 'option.choose' && event.option === 'FILE',
    isImportable: ({ event }) => event.type === 'file.choose' && campaignFileProblem(event.file) === null,
    hasFile: ({ context }) => context.file !== null,
    syntaxChecked: (_, params: { file: EnrollmentFile }) => params.file.status === 'SYNTAX_CHECKED',
    applied: ({ context }) => context.campaignFile?.status === 'COMPLETE',
    // A resumed journey has no file of this visit to go back to: back leads to the import options.
    fromFile: ({ context }) => context.option === 'FILE' && context.campaignFile !== null,
    /** The journey opens where the URL asks: `step` and, after the import, only with the import applied. */
    opensAt: ({ context }, params: { step: string }) =>
      context.requestedStep === params.step && (!isOneOf(AFTER_IMPORT_STEPS, params.step) || context.startImported),
    imported: ({ context }) => context.startImported,
  },
  actions: {
    takeOption: assign(({ event }) => {
      assertEvent(event, 'option.choose');
      return { ...FRESH, option: event.option };
    }),
    takeFile: assign(({ event }) => {
      assertEvent(event, 'file.choose');
      return { file: event.file, fileError: null, failure: null, campaignFile: null };
    }),
    refuseFile: assign(({ event }) => {
      assertEvent(event, 'file.choose');
      return { file: null, fileError: campaignFileProblem(event.file) };
    }),
    takeCampaignFile: assign((_, params: { file: EnrollmentFile }) => ({ campaignFile: params.file, failure: null })),
    fail: assign((_, params: { error: unknown }) => ({ failure: uploadFailureMessage(params.error) })),
  },
}).createMachine({
  id: 'enrollmentImport',
  context: ({ input }) => ({
    ...FRESH,
    startEnrolled: input.enrolled === true,
    startImported: input.imported === true,
    requestedStep: input.requestedStep ?? null,
  }),
  initial: 'start',
  states: {
    /** Where the page opens: the end, the step the URL names when it can be reached, after the import, or the start. */
    start: {
      always: [
        { guard: ({ context }) => context.startEnrolled, target: 'enrolled' },
        { guard: { type: 'opensAt', params: { step: 'importOption' } }, target: 'importOption' },
        {
          guard: { type: 'opensAt', params: { step: 'selectFile' } },
          target: 'selectFile',
          actions: assign({ option: 'FILE' as const }),
        },
        ...AFTER_IMPORT_STEPS.map((step) => ({ guard: { type: 'opensAt' as const, params: { step } }, target: step })),
        { guard: 'imported', target: 'uploadDisclosures' },
        { target: 'importOption' },
      ],
    },
    importOption: {
      on: {
        'option.choose': [
          { guard: 'isFileOption', target: 'selectFile', actions: 'takeOption' },
          { target: 'confirmSource', actions: 'takeOption' },
        ],
      },
    },
    /** The typed confirmation of the chosen option is open. */
    confirmSource: {
      on: {
        'source.confirm': 'applyingSource',
        'source.cancel': { target: 'importOption', actions: assign(FRESH) },
      },
    },
    applyingSource: {
      tags: ['busy'],
      invoke: {
        id: 'applySource',
        src: 'applySource',
        input: ({ context, event }) => ({
          source: context.option as SourceOption,
          confirmation: (event as { confirmation?: string }).confirmation ?? '',
        }),
        onDone: { target: 'uploadDisclosures', actions: assign({ failure: null }) },
        onError: {
          target: 'importOption',
          actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    selectFile: {
      on: {
        'file.choose': [{ guard: 'isImportable', actions: 'takeFile' }, { actions: 'refuseFile' }],
        'import.upload': { guard: 'hasFile', target: 'dataImport' },
        'step.back': { target: 'importOption', actions: assign(FRESH) },
      },
    },
    /** Upload and syntax check. */
    dataImport: {
      tags: ['busy'],
      invoke: {
        id: 'uploadFile',
        src: 'uploadFile',
        input: ({ context, event }) => ({
          file: context.file as FileFacts,
          confirmation: (event as { confirmation?: string }).confirmation ?? '',
        }),
        onDone: [
          {
            guard: { type: 'syntaxChecked', params: ({ event }) => ({ file: event.output }) },
            target: 'productConfiguration',
            actions: { type: 'takeCampaignFile', params: ({ event }) => ({ file: event.output }) },
          },
          {
            target: 'validationResults',
            actions: { type: 'takeCampaignFile', params: ({ event }) => ({ file: event.output }) },
          },
        ],
        onError: { target: 'selectFile', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    /** The file read: its products are shown before validation. */
    productConfiguration: {
      on: { 'step.next': 'validate', 'import.replace': 'selectFile' },
    },
    validate: {
      tags: ['busy'],
      invoke: {
        id: 'validateFile',
        src: 'validateFile',
        input: ({ context }) => ({ fileId: context.campaignFile?.fileId ?? '' }),
        onDone: {
          target: 'validationResults',
          actions: { type: 'takeCampaignFile', params: ({ event }) => ({ file: event.output }) },
        },
        onError: {
          target: 'productConfiguration',
          actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** Errors (lending criteria group, product, details) send the lender back to a file; an applied file goes on. */
    validationResults: {
      on: {
        'step.next': { guard: 'applied', target: 'uploadDisclosures' },
        'import.replace': 'selectFile',
      },
    },
    uploadDisclosures: {
      on: {
        'step.next': 'redeemLimits',
        'step.back': [
          { guard: 'fromFile', target: 'validationResults' },
          { target: 'importOption', actions: assign(FRESH) },
        ],
      },
    },
    redeemLimits: { on: { 'step.next': 'configureProducts', 'step.back': 'uploadDisclosures' } },
    configureProducts: { on: { 'step.next': 'summary', 'step.back': 'redeemLimits' } },
    summary: { on: { enroll: 'enrolling', 'step.back': 'configureProducts' } },
    enrolling: {
      tags: ['busy'],
      invoke: {
        id: 'enroll',
        src: 'enroll',
        input: () => ({}),
        onDone: { target: 'enrolled', actions: assign({ failure: null }) },
        onError: { target: 'summary', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    enrolled: { type: 'final' },
  },
});
