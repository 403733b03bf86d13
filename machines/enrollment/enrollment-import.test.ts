import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { UPLOAD_MESSAGES } from '../../domain/validation/upload.ts';
import { machineCatalog } from '../catalog.ts';
import { CSV_UPLOAD_FAILED } from '../import/csv-import.ts';
import {
  createHarness,
  describePath,
  type ModelEvent,
  modelPaths,
  reachedValues,
  replayPath,
} from '../redemption/model-based.test-helper.ts';
import {
  ENROLLMENT_STEP_LIST,
  type EnrollmentFile,
  type EnrollmentImportContext,
  enrollmentImportMachine,
  enrollmentStepOf,
} from './enrollment-import.ts';

const good = { name: 'products.json', size: 2048 };
const cplx = { name: 'products.cplx', size: 2048 };
const wrongType = { name: 'products.xlsx', size: 2048 };
const oversized = { name: 'products.json', size: 5 * 1024 * 1024 + 1 };
const checked: EnrollmentFile = { fileId: 'f-1', status: 'SYNTAX_CHECKED', productCount: 2, errors: [] };
const unreadable: EnrollmentFile = {
  fileId: 'f-2',
  status: 'UPLOADED',
  productCount: 0,
  errors: [{ lendingCriteriaGroup: 'File', productName: '', details: 'The campaign file is not valid JSON' }],
};
const partial: EnrollmentFile = {
  ...checked,
  status: 'PARTIAL',
  errors: [{ lendingCriteriaGroup: 'Tier A', productName: 'Boat', details: 'APR cannot be zero' }],
};
const complete: EnrollmentFile = { ...checked, status: 'COMPLETE' };
const ended = { code: 'INVALID_CAMPAIGN', status: 400, message: 'Enrollment for this campaign has ended' };

const events: ModelEvent[] = [
  { type: 'option.choose', option: 'FILE' },
  { type: 'option.choose', option: 'SCRATCH' },
  { type: 'option.choose', option: 'BLUEPRINT' },
  { type: 'source.confirm', confirmation: 'RESET' },
  { type: 'source.cancel' },
  { type: 'file.choose', file: good },
  { type: 'file.choose', file: cplx },
  { type: 'file.choose', file: wrongType },
  { type: 'file.choose', file: oversized },
  { type: 'import.upload', confirmation: 'IMPORT' },
  { type: 'import.replace' },
  { type: 'step.next' },
  { type: 'step.back' },
  { type: 'enroll' },
  { type: 'xstate.done.actor.applySource', output: {} },
  { type: 'xstate.error.actor.applySource', error: ended },
  { type: 'xstate.done.actor.uploadFile', output: checked },
  { type: 'xstate.done.actor.uploadFile', output: unreadable },
  { type: 'xstate.error.actor.uploadFile', error: new TypeError('Failed to fetch') },
  { type: 'xstate.done.actor.validateFile', output: partial },
  { type: 'xstate.done.actor.validateFile', output: complete },
  { type: 'xstate.error.actor.validateFile', error: ended },
  { type: 'xstate.done.actor.enroll', output: {} },
  { type: 'xstate.error.actor.enroll', error: ended },
];
const STATES = [
  'importOption',
  'confirmSource',
  'applyingSource',
  'selectFile',
  'dataImport',
  'productConfiguration',
  'validate',
  'validationResults',
  'uploadDisclosures',
  'redeemLimits',
  'configureProducts',
  'summary',
  'enrolling',
  'enrolled',
];
const BUSY = ['applyingSource', 'dataImport', 'validate', 'enrolling'];
const ACTORS = ['applySource', 'uploadFile', 'validateFile', 'enroll'];

describe('enrollmentImportMachine (model-based)', () => {
  const { paths, edgePaths } = modelPaths(enrollmentImportMachine, events, {});

  it('reaches every state', () => {
    const reached = [...reachedValues(paths)].map((value) => JSON.parse(value) as string);
    expect(reached.sort()).toEqual([...STATES].sort());
  });

  it.each(edgePaths.map((path) => [describePath(path), path] as const))('%s', async (_, path) => {
    const h = createHarness(enrollmentImportMachine, ACTORS, { input: {} });
    await replayPath(h, path, (snapshot, event, previous) => {
      const context = snapshot.context as EnrollmentImportContext;
      const state = snapshot.value as string;
      const before = previous.value as string;
      expect(snapshot.hasTag('busy')).toBe(BUSY.includes(state));
      if (event.type === 'option.choose') {
        expect(context.option).toBe(event.option);
        expect(state).toBe(event.option === 'FILE' ? 'selectFile' : 'confirmSource');
      }
      if (event.type === 'file.choose') {
        const file = event.file as { name: string; size: number };
        if (file.name.endsWith('.xlsx'))
          expect(context.fileError).toBe('The campaign file must be a .json or .cplx file');
        else if (file.size > 5 * 1024 * 1024) expect(context.fileError).toBe(UPLOAD_MESSAGES.fileSize);
        else expect(context).toMatchObject({ file, fileError: null });
      }
      if (event.type === 'import.upload') {
        expect(state).toBe((previous.context as EnrollmentImportContext).file ? 'dataImport' : 'selectFile');
        if (state === 'dataImport') {
          expect(h.calls.uploadFile?.at(-1)).toEqual({ file: context.file, confirmation: 'IMPORT' });
        }
      }
      if (event.type === 'source.confirm') {
        expect(state).toBe('applyingSource');
        expect(h.calls.applySource?.at(-1)).toEqual({ source: context.option, confirmation: 'RESET' });
      }
      if (event.type === 'xstate.done.actor.uploadFile') {
        expect(context.campaignFile).toEqual(event.output);
        expect(state).toBe(event.output === checked ? 'productConfiguration' : 'validationResults');
      }
      if (event.type === 'xstate.error.actor.uploadFile') {
        expect(state).toBe('selectFile');
        expect(context.failure).toBe(CSV_UPLOAD_FAILED);
      }
      if (state === 'validate' && before !== 'validate')
        expect(h.calls.validateFile?.at(-1)).toEqual({ fileId: 'f-1' });
      if (event.type === 'xstate.done.actor.validateFile') expect(context.campaignFile).toEqual(event.output);
      if (event.type === 'xstate.error.actor.validateFile' || event.type === 'xstate.error.actor.applySource') {
        expect(context.failure).toBe(ended.message);
      }
      if (event.type === 'xstate.error.actor.enroll') expect(state).toBe('summary');
      // Errors never lead on: only an applied file (COMPLETE) passes validation results.
      if (before === 'validationResults' && event.type === 'step.next') {
        const prior = (previous.context as EnrollmentImportContext).campaignFile;
        expect(state).toBe(prior?.status === 'COMPLETE' ? 'uploadDisclosures' : 'validationResults');
      }
      if (event.type === 'import.replace' && before !== state) expect(state).toBe('selectFile');
    });
  });
});

describe('enrollmentImportMachine', () => {
  it('opens on its end for a lender already enrolled', () => {
    const actor = createActor(enrollmentImportMachine, { input: { enrolled: true } }).start();
    expect(actor.getSnapshot().value).toBe('enrolled');
  });

  it('runs the file journey end to end with a fixed file after errors', async () => {
    const validations = [partial, complete];
    const machine = enrollmentImportMachine.provide({
      actors: {
        uploadFile: fromPromise(async () => checked),
        validateFile: fromPromise(async () => validations.shift() ?? complete),
        enroll: fromPromise<unknown, Record<string, never>>(async () => ({})),
      },
    });
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'option.choose', option: 'FILE' });
    actor.send({ type: 'file.choose', file: good });
    actor.send({ type: 'import.upload', confirmation: 'IMPORT' });
    await waitFor(actor, (s) => s.matches('productConfiguration'));
    actor.send({ type: 'step.next' });
    await waitFor(actor, (s) => s.matches('validationResults'));
    expect(actor.getSnapshot().context.campaignFile?.errors).toHaveLength(1);
    actor.send({ type: 'import.replace' });
    actor.send({ type: 'file.choose', file: cplx });
    actor.send({ type: 'import.upload', confirmation: 'IMPORT' });
    await waitFor(actor, (s) => s.matches('productConfiguration'));
    actor.send({ type: 'step.next' });
    await waitFor(actor, (s) => s.matches('validationResults'));
    for (const step of ['uploadDisclosures', 'redeemLimits', 'configureProducts', 'summary']) {
      actor.send({ type: 'step.next' });
      expect(actor.getSnapshot().value).toBe(step);
    }
    actor.send({ type: 'enroll' });
    await waitFor(actor, (s) => s.matches('enrolled'));
  });

  it('is listed in the catalogue', () => {
    expect(machineCatalog.map((entry) => entry.id)).toContain('enrollmentImport');
  });
});

describe('enrollmentImportMachine resuming (issue 28 item 5)', () => {
  const opening = (input: Record<string, unknown>) => {
    const snapshot = createActor(enrollmentImportMachine, { input }).start().getSnapshot();
    return { state: snapshot.value, option: snapshot.context.option };
  };

  it('opens after the import when the server has it applied, and back leads to the import options', () => {
    expect(opening({ imported: true })).toEqual({ state: 'uploadDisclosures', option: null });
    const actor = createActor(enrollmentImportMachine, { input: { imported: true } }).start();
    actor.send({ type: 'step.back' });
    expect(actor.getSnapshot().value).toBe('importOption');
  });

  it.each(['uploadDisclosures', 'redeemLimits', 'configureProducts', 'summary'])(
    'opens on %s when the URL names it and the import is applied',
    (step) => {
      expect(opening({ imported: true, requestedStep: step }).state).toBe(step);
      // Without the import a later step cannot be reached: the journey starts at the import options.
      expect(opening({ imported: false, requestedStep: step }).state).toBe('importOption');
    },
  );

  it('opens on the file picker or the import options when the URL names them, whatever the server has', () => {
    expect(opening({ imported: true, requestedStep: 'selectFile' })).toEqual({ state: 'selectFile', option: 'FILE' });
    expect(opening({ requestedStep: 'selectFile' })).toEqual({ state: 'selectFile', option: 'FILE' });
    expect(opening({ imported: true, requestedStep: 'importOption' }).state).toBe('importOption');
  });

  it('does not open on a step that needs this visit’s file (its upload, validation)', () => {
    for (const step of ['dataImport', 'productConfiguration', 'validate', 'validationResults'])
      expect(opening({ imported: true, requestedStep: step }).state).toBe('uploadDisclosures');
  });

  it('opens on its end when enrolled, whatever the URL names', () => {
    expect(opening({ enrolled: true, imported: true, requestedStep: 'summary' }).state).toBe('enrolled');
  });
});

describe('enrollmentStepOf', () => {
  it('shows each state under its listed step, and no current step once enrolled', () => {
    expect(enrollmentStepOf('confirmSource')).toBe('importOption');
    expect(enrollmentStepOf('enrolling')).toBe('summary');
    expect(enrollmentStepOf('validate')).toBe('validate');
    expect(enrollmentStepOf('enrolled')).toBeNull();
    for (const state of Object.keys(enrollmentImportMachine.config.states ?? {}))
      expect(
        enrollmentStepOf(state) === null || ENROLLMENT_STEP_LIST.some((s) => s.id === enrollmentStepOf(state)),
      ).toBe(true);
  });
});
