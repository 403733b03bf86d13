import { describe, expect, it } from 'vitest';
import { acknowledgementOnChart } from './campaign/acknowledgement-lifecycle.ts';
import { pipelineStepOnChart } from './campaign/processing-pipeline.ts';
import { leadOnChart } from './loan-leads/loan-lead-lifecycle.ts';
import { stateValuePaths } from './state-paths.ts';

const answer = (events: readonly { type: string; allowed: boolean; reason?: string }[], type: string) =>
  events.find((event) => event.type === type);

describe('entities on their charts ("Show on chart", issue 28 item 6)', () => {
  it('names the leaf states of flat and parallel values', () => {
    expect(stateValuePaths('OFFERS_GENERATED')).toEqual(['OFFERS_GENERATED']);
    expect(stateValuePaths({ status: 'NEW', funding: 'PENDING' })).toEqual(['status.NEW', 'funding.PENDING']);
    expect(stateValuePaths({ signedIn: { console: 'idle' } })).toEqual(['signedIn.console.idle']);
  });

  it('shows a funded lead in both regions, with funding moves refused and why', () => {
    const focus = leadOnChart({ status: 'IN_PROGRESS', fundingStatus: 'FUNDED' });
    expect(focus.machine).toBe('loanLeadLifecycle');
    expect(focus.state).toEqual(['status.IN_PROGRESS', 'funding.FUNDED']);
    expect(answer(focus.events, 'MARK_PROCESSED')).toEqual({ type: 'MARK_PROCESSED', allowed: true });
    expect(answer(focus.events, 'MARK_UNABLE_TO_FUND')).toEqual({
      type: 'MARK_UNABLE_TO_FUND',
      allowed: false,
      reason: 'This loan is funded; its funding status cannot change.',
    });
  });

  it('shows a decided acknowledgement request refusing every event', () => {
    const focus = acknowledgementOnChart('ACKNOWLEDGED');
    expect(focus.state).toEqual(['ACKNOWLEDGED']);
    expect(focus.events.every((event) => !event.allowed)).toBe(true);
    expect(acknowledgementOnChart('PENDING_ACKNOWLEDGEMENT').events.every((event) => event.allowed)).toBe(true);
  });

  it('shows a processing step whose predecessors are not complete', () => {
    const focus = pipelineStepOnChart({ embedders: [], steps: {} }, 'tu-export');
    expect(focus.state).toEqual(['processing']);
    expect(answer(focus.events, 'step.start')).toEqual({
      type: 'step.start',
      allowed: false,
      reason: 'The steps before it are not complete',
    });
    expect(answer(focus.events, 'step.cancel')?.reason).toBe('Not while the step is not run');
    const ready = pipelineStepOnChart({ embedders: [], steps: { 'embedder-import': 'complete' } }, 'tu-export');
    expect(answer(ready.events, 'step.start')?.allowed).toBe(true);
  });
});
