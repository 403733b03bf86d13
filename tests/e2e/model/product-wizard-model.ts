import type { AnyMachineSnapshot } from 'xstate';
import { WIZARD_STEP_IDS, type WizardStep } from '../../../domain/catalog/product-wizard.ts';
import { type ProductWizardContext, productWizardMachine } from '../../../machines/product/product-wizard.ts';
import { coveringPaths, type ModelEvent } from './covering-paths.ts';
import type { Skipped } from './run-model.ts';

/*
 * The lender's product wizard's browser model (docs/statecharts-paths.md): a new product of a type with all nine steps
 * (New_Auto, STANDALONE), driven by Next, Previous, the step list's links and Save product against the real server.
 * A save's answer is the draft with the saved step completed: the graph keeps which steps are complete (so Previous,
 * the links and Next after a revisit are walked with the draft the server would have), while coverage names every
 * saved draft alike ("saved draft"): the browser sees the step a save leads to, not the draft's content.
 */

/** The draft the server answers a save with: the steps completed so far (the step data is the page's, not the model's). */
const savedDraft = (completed: readonly WizardStep[]) => ({
  productId: null,
  steps: {},
  completed,
  toJSON: () => 'saved draft',
});

/** Every draft a run of saves can answer: the first k steps complete, in order (a save completes the step saved). */
const DRAFTS = WIZARD_STEP_IDS.slice(0, -1).map((_, index) => savedDraft(WIZARD_STEP_IDS.slice(0, index + 1)));

/** The step list's links a path clicks: back to the first step and on to the last (the other seven are the same link). */
export const LINKED_STEPS: readonly WizardStep[] = ['productDetails', 'summary'];

export const WIZARD_BROWSER_EVENTS: ModelEvent[] = [
  { type: 'xstate.done.actor.loadDraft', output: { productId: null, steps: {}, completed: [] } },
  { type: 'wizard.next', data: {} },
  ...DRAFTS.map((output) => ({ type: 'xstate.done.actor.saveStep', output })),
  { type: 'wizard.previous' },
  ...LINKED_STEPS.map((step) => ({ type: 'wizard.goto', step })),
  { type: 'wizard.save' },
  { type: 'xstate.done.actor.saveProduct', output: { id: 'saved' } },
];

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as ProductWizardContext;

/** A save answers the draft so far with the step being saved completed; no other draft is a page's to cause. */
function causable(_state: string, event: ModelEvent, snapshot: AnyMachineSnapshot): boolean {
  if (event.type !== 'xstate.done.actor.saveStep') return true;
  const { draft, current } = contextOf(snapshot);
  const expected = new Set([...draft.completed, current]);
  const answered = (event.output as { completed: readonly WizardStep[] }).completed;
  return answered.length === expected.size && answered.every((step) => expected.has(step));
}

/** The graph keeps the step and the completed steps: what Previous, a link and a save's next step depend on. */
const serialize = (snapshot: AnyMachineSnapshot) => {
  const { current, draft } = contextOf(snapshot);
  return JSON.stringify([snapshot.value, current, draft.completed]);
};

export const productWizardCover = () =>
  coveringPaths({
    machine: productWizardMachine,
    events: WIZARD_BROWSER_EVENTS,
    input: { draftKey: 'new' },
    // Saving ends a path (a final state) and a new one must walk the nine steps again: the first path takes every
    // other transition, the second the shortest way to the save.
    scenarios: { browse: (event) => event.type !== 'wizard.save', save: () => true },
    serialize,
    causable,
  });

export const WIZARD_SKIPPED: readonly Skipped[] = [
  { what: 'state routing', reason: 'eventless: it picks the step state at once, the browser never rests in it' },
  { what: 'state loadFailed', reason: "the draft's load failing (a server or network failure); no set-up causes it" },
  { what: 'event wizard.retry', reason: 'only from loadFailed' },
  {
    what: 'event wizard.replace',
    reason: 'no page sends it: applying a template navigates to the wizard, which opens anew on the template’s draft',
  },
  {
    what: 'event error:saveStep / error:saveProduct',
    reason: "a server refusal the page's own checks stop first (required fields), or a server failure",
  },
  {
    what: 'event done:loadDraft with a started draft',
    reason: 'opening a half-done draft (a reload, a deep link): lender-wizard.spec.ts reloads at every step',
  },
  {
    what: 'event wizard.goto to the seven middle steps',
    reason: 'the same step-list link as the first and last step, which the paths click from every step',
  },
  {
    what: 'other product types and options',
    reason: 'the steps omitted (Tiers, Add-Ons) are the domain functions wizardSteps, tested in unit tests',
  },
];
