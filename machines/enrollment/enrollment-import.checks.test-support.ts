import { expect } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { defineChecks } from '../guard-checks.test-helper.ts';
import type { ModelEvent } from '../redemption/model-based.test-helper.ts';
import { type EnrollmentFile, enrollmentImportMachine } from './enrollment-import.ts';

const good = { name: 'products.json', size: 2048 };
const cplx = { name: 'products.cplx', size: 2048 };
const wrongType = { name: 'products.xlsx', size: 2048 };
const oversized = { name: 'products.json', size: 5 * 1024 * 1024 + 1 };
export const checked: EnrollmentFile = { fileId: 'f-1', status: 'SYNTAX_CHECKED', productCount: 2, errors: [] };
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
export const ended = { code: 'INVALID_CAMPAIGN', status: 400, message: 'Enrollment for this campaign has ended' };

export const enrollmentEvents: ModelEvent[] = [
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

const opening = (chart: typeof enrollmentImportMachine, input: Record<string, unknown>) => {
  const snapshot = createActor(chart, { input }).start().getSnapshot();
  return { state: snapshot.value, option: snapshot.context.option };
};

/** The lender's enrollment journey (002 §1 enrollment, campaign file import), asked of whichever machine is given. */
export const enrollmentImportChecks = defineChecks(enrollmentImportMachine, {
  'opens on its end for a lender already enrolled': (chart) => {
    const actor = createActor(chart, { input: { enrolled: true } }).start();
    expect(actor.getSnapshot().value).toBe('enrolled');
  },

  'runs the file journey end to end with a fixed file after errors': async (chart) => {
    const validations = [partial, complete];
    const machine = chart.provide({
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
  },

  // Resuming (issue 28 item 5).

  'opens after the import when the server has it applied, and back leads to the import options': (chart) => {
    expect(opening(chart, { imported: true })).toEqual({ state: 'uploadDisclosures', option: null });
    const actor = createActor(chart, { input: { imported: true } }).start();
    actor.send({ type: 'step.back' });
    expect(actor.getSnapshot().value).toBe('importOption');
  },

  'opens on a step after the import when the URL names it and the import is applied': (chart) => {
    for (const step of ['uploadDisclosures', 'redeemLimits', 'configureProducts', 'summary']) {
      expect(opening(chart, { imported: true, requestedStep: step }).state).toBe(step);
      // Without the import a later step cannot be reached: the journey starts at the import options.
      expect(opening(chart, { imported: false, requestedStep: step }).state).toBe('importOption');
    }
  },

  'opens on the file picker or the import options when the URL names them, whatever the server has': (chart) => {
    expect(opening(chart, { imported: true, requestedStep: 'selectFile' })).toEqual({
      state: 'selectFile',
      option: 'FILE',
    });
    expect(opening(chart, { requestedStep: 'selectFile' })).toEqual({ state: 'selectFile', option: 'FILE' });
    expect(opening(chart, { imported: true, requestedStep: 'importOption' }).state).toBe('importOption');
  },

  'does not open on a step that needs this visit’s file (its upload, validation)': (chart) => {
    for (const step of ['dataImport', 'productConfiguration', 'validate', 'validationResults'])
      expect(opening(chart, { imported: true, requestedStep: step }).state).toBe('uploadDisclosures');
  },

  'opens on its end when enrolled, whatever the URL names': (chart) => {
    expect(opening(chart, { enrolled: true, imported: true, requestedStep: 'summary' }).state).toBe('enrolled');
  },
});
