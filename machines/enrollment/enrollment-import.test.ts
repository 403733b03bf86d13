import { describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES } from '../../domain/validation/upload.ts';
import { machineCatalog } from '../catalog.ts';
import { itPassesChecks } from '../guard-checks.test-helper.ts';
import { CSV_UPLOAD_FAILED } from '../import/csv-import.ts';
import {
  createHarness,
  expectReachesExactly,
  itFollowsEachPath,
  modelPaths,
  replayPath,
} from '../redemption/model-based.test-helper.ts';
import { checked, ended, enrollmentEvents, enrollmentImportChecks } from './enrollment-import.checks.test-support.ts';
import {
  ENROLLMENT_STEP_LIST,
  type EnrollmentImportContext,
  enrollmentImportMachine,
  enrollmentStepOf,
} from './enrollment-import.ts';

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
  const { paths, edgePaths } = modelPaths(enrollmentImportMachine, enrollmentEvents, {});

  it('reaches every state', () => {
    expectReachesExactly(paths, STATES);
  });

  itFollowsEachPath(edgePaths, async (path) => {
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

// Its checks are also run by the guard-mutation gate against each guard inverted (ADR 0514).
describe('enrollmentImportMachine', () => {
  itPassesChecks(enrollmentImportChecks);

  it('is listed in the catalogue', () => {
    expect(machineCatalog.map((entry) => entry.id)).toContain('enrollmentImport');
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
