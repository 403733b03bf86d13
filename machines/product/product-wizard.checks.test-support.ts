import { expect } from 'vitest';
import { type AnyMachineSnapshot, createActor, fromPromise, waitFor } from 'xstate';
import { type WizardStep, wizardSteps } from '../../domain/catalog/product-wizard.ts';
import { defineChecks } from '../guard-checks.test-helper.ts';
import { createHarness, type ModelEvent, modelPaths, reachedValues } from '../redemption/model-based.test-helper.ts';
import { type ProductWizardContext, productWizardMachine, type WizardDraft } from './product-wizard.ts';

const loan = { type: 'New_Auto', productClass: 'Secured', option: 'STANDALONE', name: 'Auto' };
const checking = {
  type: 'Checking_Account',
  productClass: 'Deposit',
  option: 'BOTH',
  name: 'Chk',
  checkingTypes: ['BONUS'],
};
const addOnCard = {
  type: 'Unsecured_Credit_Card',
  productClass: 'Card',
  option: 'ADD_ON',
  name: 'Card',
  cardTypes: ['REWARDS'],
};

const emptyDraft: WizardDraft = { productId: null, steps: {}, completed: [] };
const defined = (details: object): WizardDraft => ({
  productId: null,
  steps: { productDetails: details },
  completed: ['productDetails'],
});
const complete = (details: object): WizardDraft => {
  const steps = wizardSteps(
    details === loan
      ? { type: 'New_Auto', option: 'STANDALONE' }
      : details === checking
        ? { type: 'Checking_Account', option: 'BOTH' }
        : { type: 'Unsecured_Credit_Card', option: 'ADD_ON' },
  ).filter((step) => step !== 'summary');
  return { productId: null, steps: { productDetails: details }, completed: steps };
};
export const wizardRefusal = {
  code: 'VALIDATION_FAILED',
  status: 400,
  message: 'Name is required',
  issues: [{ path: 'name', message: 'Name is required' }],
};

export const wizardEvents: ModelEvent[] = [
  { type: 'xstate.done.actor.loadDraft', output: emptyDraft },
  { type: 'xstate.done.actor.loadDraft', output: complete(loan) },
  { type: 'xstate.error.actor.loadDraft', error: new TypeError('Failed to fetch') },
  { type: 'wizard.retry' },
  { type: 'wizard.next', data: { name: 'x' } },
  { type: 'xstate.done.actor.saveStep', output: defined(loan) },
  { type: 'xstate.done.actor.saveStep', output: complete(checking) },
  { type: 'xstate.done.actor.saveStep', output: complete(addOnCard) },
  { type: 'xstate.error.actor.saveStep', error: wizardRefusal },
  { type: 'wizard.previous' },
  { type: 'wizard.goto', step: 'tiers' },
  { type: 'wizard.goto', step: 'addOn' },
  { type: 'wizard.goto', step: 'summary' },
  { type: 'wizard.goto', step: 'productDetails' },
  { type: 'wizard.save' },
  { type: 'xstate.done.actor.saveProduct', output: { id: 'p1' } },
  { type: 'xstate.error.actor.saveProduct', error: wizardRefusal },
];

/** States are told apart by where the wizard is and what it knows, not by the data it carries. */
export const wizardSerialize = (snapshot: AnyMachineSnapshot) => {
  const c = snapshot.context as ProductWizardContext;
  return JSON.stringify({
    value: snapshot.value,
    current: c.current,
    completed: c.draft.completed,
    type: (c.draft.steps.productDetails as { type?: string } | undefined)?.type,
    failure: c.failure,
  });
};

type Chart = typeof productWizardMachine;

/** The chart opened on `draft`, whose step saves answer the same draft and whose product save answers p1. */
async function openWizard(chart: Chart, draft: WizardDraft, requestedStep?: WizardStep) {
  const stepSaves: unknown[] = [];
  const productSaves: unknown[] = [];
  const machine = chart.provide({
    actors: {
      loadDraft: fromPromise(async () => draft),
      saveStep: fromPromise(async ({ input }) => {
        stepSaves.push(input);
        return draft;
      }),
      saveProduct: fromPromise(async ({ input }) => {
        productSaves.push(input);
        return { id: 'p1' };
      }),
    },
  });
  const actor = createActor(machine, { input: { draftKey: 'new', requestedStep } }).start();
  await waitFor(actor, (s) => !s.hasTag('busy'));
  const at = () => actor.getSnapshot().value;
  return { actor, stepSaves, productSaves, at };
}

const loanSteps = wizardSteps({ type: 'New_Auto', option: 'STANDALONE' });

/** The product wizard (002 §2 products; 000 §2 step list), asked of whichever machine is given. */
export const productWizardChecks = defineChecks(productWizardMachine, {
  'reaches every step, the load failure and the saved end': (chart) => {
    const reached = [
      ...reachedValues(modelPaths(chart, wizardEvents, { draftKey: 'new' }, wizardSerialize, 2_000).paths),
    ];
    for (const step of [
      'productDetails',
      'configureProducts',
      'productRules',
      'tiers',
      'stipulations',
      'disclosures',
      'addOn',
      'redeemLimit',
      'summary',
    ])
      expect(reached).toContain(JSON.stringify({ editing: step }));
    expect(reached).toContain(JSON.stringify('loadFailed'));
    expect(reached).toContain(JSON.stringify('saved'));
  },

  'opens at a reachable requested step, else at the furthest step (a refused deep link)': async (chart) => {
    /** The step the wizard opens at when the URL asks for `requestedStep` and the draft loaded is `draft`. */
    const opensAt = async (requestedStep: string, draft: WizardDraft) => {
      const harness = createHarness(chart, ['loadDraft', 'saveStep', 'saveProduct'], {
        input: { draftKey: 'new', requestedStep },
      });
      harness.actor.start();
      harness.pending.get('loadDraft')?.resolve(draft);
      await new Promise((resolve) => setTimeout(resolve, 0));
      return harness.actor.getSnapshot().value;
    };
    expect(await opensAt('summary', defined(loan))).toEqual({ editing: 'configureProducts' });
    expect(await opensAt('tiers', complete(loan))).toEqual({ editing: 'tiers' });
  },

  'goes to a step only when the step list lets it be reached': async (chart) => {
    const w = await openWizard(chart, defined(loan));
    expect(w.at()).toEqual({ editing: 'configureProducts' });
    w.actor.send({ type: 'wizard.goto', step: 'summary' });
    expect(w.at()).toEqual({ editing: 'configureProducts' });
    w.actor.send({ type: 'wizard.goto', step: 'productDetails' });
    expect(w.at()).toEqual({ editing: 'productDetails' });
  },

  'goes back one step of the list, and not before the first': async (chart) => {
    const w = await openWizard(chart, complete(loan), 'tiers');
    w.actor.send({ type: 'wizard.previous' });
    expect(w.at()).toEqual({ editing: loanSteps[loanSteps.indexOf('tiers') - 1] });
    w.actor.send({ type: 'wizard.goto', step: 'productDetails' });
    w.actor.send({ type: 'wizard.previous' });
    expect(w.at()).toEqual({ editing: 'productDetails' });
    expect((w.actor.getSnapshot().context as ProductWizardContext).current).toBe('productDetails');
  },

  'saves a step with Next, and the product only from the summary': async (chart) => {
    const w = await openWizard(chart, complete(loan), 'tiers');
    w.actor.send({ type: 'wizard.save' });
    expect(w.at()).toEqual({ editing: 'tiers' });
    w.actor.send({ type: 'wizard.next', data: { tiers: [] } });
    await waitFor(w.actor, (s) => !s.hasTag('busy'));
    expect(w.stepSaves).toEqual([{ draftKey: 'new', step: 'tiers', data: { tiers: [] } }]);
    w.actor.send({ type: 'wizard.goto', step: 'summary' });
    expect(w.at()).toEqual({ editing: 'summary' });
    w.actor.send({ type: 'wizard.next', data: {} });
    expect(w.at()).toEqual({ editing: 'summary' });
    expect(w.stepSaves).toHaveLength(1);
    expect(w.productSaves).toEqual([]);
    w.actor.send({ type: 'wizard.save' });
    await waitFor(w.actor, (s) => s.status === 'done');
    expect(w.productSaves).toEqual([{ draftKey: 'new' }]);
  },
});
