import { describe, expect, it } from 'vitest';
import {
  createHarness,
  describePath,
  type ModelEvent,
  modelPaths,
  reachedValues,
  replayPath,
} from '../redemption/model-based.test-helper.ts';
import { type OfferReEvaluationContext, offerReEvaluationMachine } from './offer-re-evaluation-machine.ts';

const input = { selection: { category: 'SHORT_TERM_LOANS' as const }, annualIncome: '45000' };
const offer = (status: string, productType = 'Short_Term_Loan') => ({
  id: `${productType}-${status}`,
  productType,
  status,
});
const eligible = [offer('ELIGIBLE'), offer('ELIGIBLE', 'New_Auto')];
// An eligible offer of another category does not make the selection eligible.
const redacted = [offer('REDACTED'), offer('ELIGIBLE', 'New_Auto')];

const events: ModelEvent[] = [
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

const { paths, edgePaths } = modelPaths(offerReEvaluationMachine, events, input);

describe('offer re-evaluation (model-based)', () => {
  it('reaches every state', () => {
    const reached = reachedValues(paths);
    for (const state of [
      'form',
      'reviewing',
      'confirm',
      'confirming',
      'ineligible',
      'reenterIncome',
      'redacted',
      'error',
      'confirmed',
    ])
      expect(reached).toContain(JSON.stringify(state));
  });

  it.each(edgePaths.map((path) => [describePath(path), path] as const))('%s', async (_, path) => {
    const h = createHarness(offerReEvaluationMachine, ['restate', 'confirmStated'], { input });
    await replayPath(h, path, (snapshot, event) => {
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
  });
});
