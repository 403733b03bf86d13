import type { AnyMachineSnapshot } from 'xstate';
import {
  type EnrollmentImportContext,
  enrollmentImportMachine,
} from '../../../machines/enrollment/enrollment-import.ts';
import { coveringPaths, type ModelEvent } from './covering-paths.ts';
import type { Skipped } from './run-model.ts';

/*
 * The lender enrollment journey's browser model (docs/statecharts-paths.md): a lender not yet enrolled in the next
 * campaign imports a campaign file (one with an error first, or a valid one: the file chosen decides the validation's
 * answer), goes through the steps after the import with Next and Previous, and enrolls. The file-free import options
 * are opened and cancelled, never applied.
 */

const file = (status: 'SYNTAX_CHECKED' | 'COMPLETE' | 'PARTIAL', errors: number) => ({
  fileId: 'file',
  status,
  productCount: 1,
  errors: Array.from({ length: errors }, () => ({ lendingCriteriaGroup: 'Tier A', productName: 'P', details: 'APR' })),
});

/** The campaign file chosen decides the validation's answer: applied, or an error listed (an APR of zero). */
const VALID_FILE = 'valid.json';
const ERRORS_FILE = 'errors.json';

export const ENROLLMENT_BROWSER_EVENTS: ModelEvent[] = [
  { type: 'option.choose', option: 'FILE' },
  { type: 'option.choose', option: 'SCRATCH' },
  { type: 'source.cancel' },
  { type: 'file.choose', file: { name: VALID_FILE, size: 400 } },
  { type: 'file.choose', file: { name: ERRORS_FILE, size: 400 } },
  { type: 'import.upload', confirmation: 'IMPORT' },
  { type: 'xstate.done.actor.uploadFile', output: file('SYNTAX_CHECKED', 0) },
  { type: 'xstate.done.actor.validateFile', output: file('COMPLETE', 0) },
  { type: 'xstate.done.actor.validateFile', output: file('PARTIAL', 1) },
  { type: 'import.replace' },
  { type: 'step.next' },
  { type: 'step.back' },
  { type: 'enroll' },
  { type: 'xstate.done.actor.enroll', output: {} },
];

/** The graph keeps what the guards and the answers read: the file chosen, the campaign file's status, the option. */
const serialize = (snapshot: AnyMachineSnapshot) => {
  const context = snapshot.context as EnrollmentImportContext;
  return JSON.stringify([snapshot.value, context.option, context.file?.name, context.campaignFile?.status ?? null]);
};

/** A validation answers what the file uploaded holds. */
function causable(_state: string, event: ModelEvent, snapshot: AnyMachineSnapshot): boolean {
  if (event.type !== 'xstate.done.actor.validateFile') return true;
  const chosen = (snapshot.context as EnrollmentImportContext).file?.name;
  return (event.output as { status: string }).status === (chosen === VALID_FILE ? 'COMPLETE' : 'PARTIAL');
}

/** Summit CU, not enrolled in Winter 2027 and with no import applied: the journey opens at the import options. */
export const enrollmentCover = () =>
  coveringPaths({
    machine: enrollmentImportMachine,
    events: ENROLLMENT_BROWSER_EVENTS,
    input: {},
    // Enrolling ends a path (a final state) and a new one walks the import again: the first path takes every other
    // transition, the second the shortest way to the enrollment.
    scenarios: { browse: (event) => event.type !== 'enroll', enroll: () => true },
    serialize,
    causable,
  });

export const ENROLLMENT_SKIPPED: readonly Skipped[] = [
  { what: 'state start', reason: 'eventless: it picks where the page opens, the browser never rests in it' },
  {
    what: 'state applyingSource',
    reason:
      "applying scratch, the UC blueprint or the previous campaign replaces Summit CU's next-campaign products, " +
      'which later specs and the demo expect (the typed confirmation is opened and cancelled instead)',
  },
  {
    what: 'event done:uploadFile with errors',
    reason:
      "a file the syntax check refuses goes straight to the results: the server's parser (unit-tested) decides it",
  },
  {
    what: 'event error:uploadFile / error:validateFile / error:enroll',
    reason: 'a server failure; no set-up makes it fail',
  },
  {
    what: 'event file.choose of a refused file',
    reason: 'stays on the same step (an inline message): no transition; campaign-file unit tests cover the check',
  },
  {
    what: 'opening at a step (the URL, an applied import, already enrolled)',
    reason: 'a page load, not an event: lender-wizard.spec.ts reloads at every step, back and forward included',
  },
];
