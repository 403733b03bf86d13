import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { isReachable, wizardSteps } from '../../domain/catalog/product-wizard.ts';
import { machineCatalog } from '../catalog.ts';
import {
  createHarness,
  describePath,
  type ModelEvent,
  modelPaths,
  reachedValues,
  replayPath,
} from '../redemption/model-based.test-helper.ts';
import { type ProductWizardContext, productWizardMachine, type WizardDraft, wizardView } from './product-wizard.ts';

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

const empty: WizardDraft = { productId: null, steps: {}, completed: [] };
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
const refusal = {
  code: 'VALIDATION_FAILED',
  status: 400,
  message: 'Name is required',
  issues: [{ path: 'name', message: 'Name is required' }],
};

const events: ModelEvent[] = [
  { type: 'xstate.done.actor.loadDraft', output: empty },
  { type: 'xstate.done.actor.loadDraft', output: complete(loan) },
  { type: 'xstate.error.actor.loadDraft', error: new TypeError('Failed to fetch') },
  { type: 'wizard.retry' },
  { type: 'wizard.next', data: { name: 'x' } },
  { type: 'xstate.done.actor.saveStep', output: defined(loan) },
  { type: 'xstate.done.actor.saveStep', output: complete(checking) },
  { type: 'xstate.done.actor.saveStep', output: complete(addOnCard) },
  { type: 'xstate.error.actor.saveStep', error: refusal },
  { type: 'wizard.previous' },
  { type: 'wizard.goto', step: 'tiers' },
  { type: 'wizard.goto', step: 'addOn' },
  { type: 'wizard.goto', step: 'summary' },
  { type: 'wizard.goto', step: 'productDetails' },
  { type: 'wizard.save' },
  { type: 'xstate.done.actor.saveProduct', output: { id: 'p1' } },
  { type: 'xstate.error.actor.saveProduct', error: refusal },
];

/** States are told apart by where the wizard is and what it knows, not by the data it carries. */
const serialize = (snapshot: AnyMachineSnapshot) => {
  const c = snapshot.context as ProductWizardContext;
  return JSON.stringify({
    value: snapshot.value,
    current: c.current,
    completed: c.draft.completed,
    type: (c.draft.steps.productDetails as { type?: string } | undefined)?.type,
    failure: c.failure,
  });
};

describe('productWizard (model-based)', () => {
  const input = { draftKey: 'new' };
  const { paths, edgePaths } = modelPaths(productWizardMachine, events, input, serialize);

  it('reaches every step, the load failure and the saved end', () => {
    const reached = [...reachedValues(paths)];
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
  });

  it.each(edgePaths.map((path) => [describePath(path), path] as const))('%s', async (_, path) => {
    const h = createHarness(productWizardMachine, ['loadDraft', 'saveStep', 'saveProduct'], { input });
    await replayPath(
      h,
      path,
      (snapshot, event, previous) => {
        const context = snapshot.context as ProductWizardContext;
        const before = previous.context as ProductWizardContext;
        const view = wizardView(context);
        const active = view.steps.map((s) => s.step);
        if (snapshot.matches('editing')) {
          // The step shown is the current one, it is active, reachable, and its status is current.
          expect(snapshot.value).toEqual({ editing: context.current });
          expect(view.steps.find((s) => s.step === context.current)?.status).toBe('current');
          expect(isReachable(active, context.draft.completed, context.current)).toBe(true);
        }
        const type = (context.draft.steps.productDetails as { type?: string } | undefined)?.type;
        if (type === 'Checking_Account') expect(active).not.toContain('tiers');
        if ((context.draft.steps.productDetails as { option?: string } | undefined)?.option === 'ADD_ON')
          expect(active).not.toContain('addOn');
        if (event.type === 'wizard.goto' && previous.matches('editing')) {
          const wanted = event.step as string;
          if (isReachable(active, before.draft.completed, wanted as never)) expect(context.current).toBe(wanted);
          else expect(context.current).toBe(before.current);
        }
        if (event.type === 'wizard.previous' && previous.matches('editing') && before.current !== 'productDetails')
          expect(active.indexOf(context.current)).toBe(active.indexOf(before.current) - 1);
        if (event.type === 'xstate.error.actor.saveStep')
          expect(context).toMatchObject({
            failure: 'Name is required',
            issues: refusal.issues,
            current: before.current,
          });
        if (snapshot.hasTag('busy')) expect(snapshot.matches('editing')).toBe(false);
        if (snapshot.matches('saved')) expect(context.savedId).toBe('p1');
      },
      serialize,
    );
  });

  it('opens at a reachable requested step, else at the furthest step (a refused deep link)', async () => {
    const deep = createHarness(productWizardMachine, ['loadDraft', 'saveStep', 'saveProduct'], {
      input: { draftKey: 'new', requestedStep: 'summary' },
    });
    deep.actor.start();
    deep.pending.get('loadDraft')?.resolve(defined(loan));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(deep.actor.getSnapshot().value).toEqual({ editing: 'configureProducts' });
    const ok = createHarness(productWizardMachine, ['loadDraft', 'saveStep', 'saveProduct'], {
      input: { draftKey: 'new', requestedStep: 'tiers' },
    });
    ok.actor.start();
    ok.pending.get('loadDraft')?.resolve(complete(loan));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ok.actor.getSnapshot().value).toEqual({ editing: 'tiers' });
  });

  it('is in the catalogue with a route per step', () => {
    const entry = machineCatalog.find((candidate) => candidate.id === 'productWizard');
    expect(entry?.file).toBe('machines/product/product-wizard.ts');
    expect(productWizardMachine.root.states.editing?.states.tiers?.meta).toEqual({ route: '#tiers' });
  });
});
