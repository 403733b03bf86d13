import { describe, expect, it } from 'vitest';
import { isReachable } from '../../domain/catalog/product-wizard.ts';
import { machineCatalog } from '../catalog.ts';
import { itPassesChecks } from '../guard-checks.test-helper.ts';
import { createHarness, itFollowsEachPath, modelPaths, replayPath } from '../redemption/model-based.test-helper.ts';
import {
  productWizardChecks,
  wizardEvents,
  wizardRefusal,
  wizardSerialize,
} from './product-wizard.checks.test-support.ts';
import { type ProductWizardContext, productWizardMachine, wizardView } from './product-wizard.ts';

// Its checks are also run by the guard-mutation gate against each guard inverted (ADR 0514).
describe('productWizard (model-based)', () => {
  const input = { draftKey: 'new' };
  const { edgePaths } = modelPaths(productWizardMachine, wizardEvents, input, wizardSerialize);

  itFollowsEachPath(edgePaths, async (path) => {
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
            issues: wizardRefusal.issues,
            current: before.current,
          });
        if (snapshot.hasTag('busy')) expect(snapshot.matches('editing')).toBe(false);
        if (snapshot.matches('saved')) expect(context.savedId).toBe('p1');
      },
      wizardSerialize,
    );
  });

  itPassesChecks(productWizardChecks);

  it('is in the catalogue with a route per step', () => {
    const entry = machineCatalog.find((candidate) => candidate.id === 'productWizard');
    expect(entry?.file).toBe('machines/product/product-wizard.ts');
    expect(productWizardMachine.root.states.editing?.states.tiers?.meta).toEqual({ route: '#tiers' });
  });
});
