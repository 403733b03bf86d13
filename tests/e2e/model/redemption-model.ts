import type { AnyMachineSnapshot } from 'xstate';
import { redemptionStepsMachine } from '../../../machines/redemption/redemption-steps-machine.ts';
import { coveringPaths, type ModelEvent } from './covering-paths.ts';
import type { Skipped } from './run-model.ts';

/*
 * The redeem journey's browser model: the machine's events a page can cause against the real server with the demo
 * consumers (docs/statecharts-paths.md). A user event is a click or a deep link; an actor's answer is the server's,
 * and which answer comes is the set-up's choice (the consumer's sandbox scenario, the offer's lender): a scenario.
 */

const stipulations = [{ id: 'stip', name: 'Document' }];
const passed = { outcome: 'passed', message: null };
const maxRetries = { outcome: 'maxRetries', message: 'max' };

export const REDEMPTION_BROWSER_EVENTS: ModelEvent[] = [
  { type: 'redeem.start' },
  { type: 'redeem.next' },
  { type: 'redeem.back' },
  { type: 'redeem.retry' },
  { type: 'redeem.confirm' },
  { type: 'document.submitted' },
  { type: 'stips.uploadLater' },
  { type: 'xstate.route', to: '#redemptionSteps.splash' },
  { type: 'xstate.route', to: '#redemptionSteps.application' },
  { type: 'xstate.done.actor.saveApplication', output: {} },
  { type: 'xstate.done.actor.passcode', output: passed },
  { type: 'xstate.done.actor.passcode', output: maxRetries },
  { type: 'xstate.done.actor.startDocumentVerification', output: { sessionId: 'scan' } },
  { type: 'xstate.done.actor.documentPolling', output: { kind: 'done', status: 'passed' } },
  { type: 'xstate.done.actor.documentPolling', output: { kind: 'done', status: 'failed' } },
  { type: 'xstate.done.actor.documentPolling', output: { kind: 'done', status: 'already_submitted' } },
  { type: 'xstate.done.actor.fetchStipulations', output: stipulations },
  { type: 'xstate.done.actor.stipulationUpload', output: { documents: [] } },
  { type: 'xstate.done.actor.sendUploadLink', output: {} },
  { type: 'xstate.done.actor.redeemOffer', output: { redirect: false } },
  { type: 'xstate.done.actor.redeemOffer', output: { redirect: true } },
  { type: 'xstate.done.actor.redirectToLender', output: {} },
];

const scanAnswer = (event: ModelEvent) =>
  event.type === 'xstate.done.actor.documentPolling' ? (event.output as { status: string }).status : null;
const redirects = (event: ModelEvent) =>
  event.type === 'xstate.done.actor.redeemOffer' && (event.output as { redirect: boolean }).redirect;

/** Each set-up and the answers it gives; the order is the order paths are built in (the widest first). */
export const REDEMPTION_SCENARIOS = {
  /** Walker (sandbox `verified`): every scan passes, the lender asks for documents, no redirect. */
  walker: (event: ModelEvent) => !redirects(event) && [null, 'passed'].includes(scanAnswer(event)),
  /** Allen (SSN ending 0005, `scanFailed`): every licence scan fails; the third is attempts exceeded. */
  allen: (event: ModelEvent) => !redirects(event) && [null, 'failed'].includes(scanAnswer(event)),
  /** Hill (0012, `scanAlreadySubmitted`): the vendor's final answer, no rescan. */
  hill: (event: ModelEvent) => !redirects(event) && [null, 'already_submitted'].includes(scanAnswer(event)),
  /** Scott's Debt Consolidation Loan: Bright Lending takes the consumer to its own site. */
  scott: (event: ModelEvent) => [null, 'passed'].includes(scanAnswer(event)),
} as const;

/** The graph keeps the scan attempt count, so the third failure (attempts exceeded) is walked to. */
const serialize = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify([snapshot.value, (snapshot.context as { documentAttempts: number }).documentAttempts]);

/**
 * A deep link is a page load, and a loaded journey continues where the server says: before the application is kept
 * that is the linked step; after it, identity (the machine's own route event no longer applies).
 */
const BEFORE_KEPT = ['splash', 'steps', 'address', 'application'];

/** A fresh consumer's journey of an offer: no pending redemption, nothing done yet. */
export const redemptionCover = () =>
  coveringPaths({
    machine: redemptionStepsMachine,
    events: REDEMPTION_BROWSER_EVENTS,
    input: { offerId: 'offer', pendingRedemption: null, progress: [] },
    scenarios: REDEMPTION_SCENARIOS,
    serialize,
    causable: (state, event) => event.type !== 'xstate.route' || BEFORE_KEPT.includes(state),
  });

/** The machine's states and events the browser set leaves out, and why (machines/redemption unit tests cover them). */
export const REDEMPTION_SKIPPED: readonly Skipped[] = [
  { what: 'state entering', reason: 'eventless: the journey passes through it on entry, no screen' },
  { what: 'state resuming', reason: 'eventless: the journey passes through it on entry, no screen' },
  {
    what: 'state pending',
    reason:
      'starts from another input (a pending redemption of another offer): redeem-pending.spec.ts walks it by hand',
  },
  { what: 'state replacingPending', reason: 'follows pending (above)' },
  { what: 'state marketplace', reason: 'follows pending (above): replacing with no offer chosen' },
  {
    what: 'state alreadyRedeemed',
    reason:
      'OFFER_ALREADY_REDEEMED needs a second redeem of a redeemed offer racing the first; redeem.spec.ts reaches the page by link',
  },
  { what: 'state redeem.rateChanged', reason: 'RATE_CHANGED needs the offer repriced between review and redeem' },
  {
    what: 'state error',
    reason:
      'a server failure (save, scan start, stipulations, upload link, redeem): no demo set-up makes the server fail',
  },
  {
    what: 'event done:passcode(sessionExpired)',
    reason: 'no demo consumer has the sessionExpired scenario (SSN ending 0003)',
  },
  { what: 'event redeem.retry from identityFailed', reason: 'follows sessionExpired/technicalError (above)' },
  {
    what: 'event done:documentPolling(PROCESSING_DOCUMENT_TIMEOUT)',
    reason: 'a server timeout: 25 polls (scanSlow) is minutes of browser time for one state already reached',
  },
  {
    what: 'event done:fetchStipulations([])',
    reason: 'every demo lender asks for documents: no offer goes straight from the scan to the review',
  },
  {
    what: 'event xstate.route after the application is kept',
    reason: 'a deep link reloads the page and the journey continues where the server says (identity), not the link',
  },
];
