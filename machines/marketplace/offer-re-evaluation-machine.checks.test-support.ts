import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { defineChecks } from '../guard-checks.test-helper.ts';
import {
  createHarness,
  expectReaches,
  type Harness,
  type ModelEvent,
  type ModelPath,
  modelPaths,
  replayPath,
} from '../redemption/model-based.test-helper.ts';
import { type OfferReEvaluationContext, offerReEvaluationMachine } from './offer-re-evaluation-machine.ts';

export const reEvaluationInput = { selection: { category: 'SHORT_TERM_LOANS' as const }, annualIncome: '45000' };
const offer = (status: string, productType = 'Short_Term_Loan') => ({
  id: `${productType}-${status}`,
  productType,
  status,
});
const eligible = [offer('ELIGIBLE'), offer('ELIGIBLE', 'New_Auto')];
// An eligible offer of another category does not make the selection eligible.
const redacted = [offer('REDACTED'), offer('ELIGIBLE', 'New_Auto')];

export const reEvaluationEvents: ModelEvent[] = [
  { type: 'stated.change', payFrequency: 'BI_WEEKLY' },
  { type: 'stated.submit' },
  { type: 'stated.confirm' },
  { type: 'stated.edit' },
  { type: 'stated.reenterIncome' },
  { type: 'stated.retry' },
  { type: 'xstate.done.actor.restate', output: eligible },
  { type: 'xstate.done.actor.restate', output: redacted },
  { type: 'xstate.error.actor.restate', error: { status: 503, code: 'NETWORK_ERROR' } },
  { type: 'xstate.done.actor.confirmStated', output: eligible },
  { type: 'xstate.done.actor.confirmStated', output: redacted },
  { type: 'xstate.error.actor.confirmStated', error: { status: 409, code: 'VALIDATION_FAILED' } },
];

/** Replays one generated path on `chart`: after each step what the consumer was promised holds. */
export async function replayReEvaluation(chart: typeof offerReEvaluationMachine, path: ModelPath): Promise<void> {
  const h: Harness = createHarness(chart, ['restate', 'confirmStated'], { input: reEvaluationInput });
  await replayPath(h, path, (snapshot: AnyMachineSnapshot, event: ModelEvent) => {
    const context = snapshot.context as OfferReEvaluationContext;
    // Nothing is sent for review or confirmation without a pay frequency.
    if (snapshot.matches('reviewing') || snapshot.matches('confirming')) expect(context.payFrequency).not.toBeNull();
    // Confirmation is asked only when the selection keeps an eligible offer.
    if (snapshot.matches('confirm'))
      expect(context.offers.some((o) => o.productType === 'Short_Term_Loan' && o.status === 'ELIGIBLE')).toBe(true);
    if (snapshot.matches('ineligible')) expect(context.offers).toBe(redacted);
    if (event.type.startsWith('xstate.error')) expect(context.errorCode).not.toBeNull();
  });
  // The stated values reviewed and confirmed are the consumer's.
  for (const call of [...(h.calls.restate ?? []), ...(h.calls.confirmStated ?? [])])
    expect(call).toEqual({ annualIncome: '45000', payFrequency: 'BI_WEEKLY' });
}

/** The stated-income re-evaluation's behaviour, asked of whichever machine is given. */
export const offerReEvaluationChecks = defineChecks(offerReEvaluationMachine, {
  'reaches every state': (chart) => {
    const { paths } = modelPaths(chart, reEvaluationEvents, reEvaluationInput, undefined, 5_000);
    expectReaches(paths, [
      'form',
      'reviewing',
      'confirm',
      'confirming',
      'ineligible',
      'reenterIncome',
      'redacted',
      'error',
      'confirmed',
    ]);
  },

  'keeps its promises along every generated path': async (chart) => {
    for (const path of modelPaths(chart, reEvaluationEvents, reEvaluationInput, undefined, 5_000).edgePaths)
      await replayReEvaluation(chart, path);
  },
});
