import { assign, getNextSnapshot, setup } from 'xstate';
import { FUNDING_STATUSES, type FundingStatus } from '../../domain/catalog/statuses.ts';
import { labelOf } from '../../domain/format/labels.ts';
import { LEAD_STATUSES, type LeadStatus } from '../../domain/loan-leads/loan-leads.ts';
import { moves } from '../lifecycle-config.ts';
import { onChart, stateValuePaths } from '../state-paths.ts';

/** What a lead's stored columns say (status, funding status): the machine's state, read back by the server. */
export interface StoredLead {
  readonly status: LeadStatus;
  readonly fundingStatus: FundingStatus;
}

/** Only whether the consumer cancelled: the funding region refuses every move of a cancelled lead. */
export interface LoanLeadLifecycleContext {
  readonly cancelled: boolean;
}

/** The lender's moves (assignment, the status select, the funding select) and the consumer's cancellation. */
export const LOAN_LEAD_EVENTS = [
  'ASSIGN',
  'START_WORK',
  'MARK_PROCESSED',
  'MARK_NEW',
  'CANCEL',
  'FUND',
  'MARK_UNABLE_TO_FUND',
  'MARK_FUNDING_PENDING',
] as const;
export type LoanLeadEventType = (typeof LOAN_LEAD_EVENTS)[number];
export type LoanLeadLifecycleEvent = { type: LoanLeadEventType };

/** The status a lender asks for (PUT …/status) as the machine's event. */
export const STATUS_EVENT = {
  NEW: 'MARK_NEW',
  IN_PROGRESS: 'START_WORK',
  PROCESSED: 'MARK_PROCESSED',
} as const satisfies Record<Exclude<LeadStatus, 'CANCELLED'>, LoanLeadEventType>;
/** The funding status a lender asks for (PUT …/funding) as the machine's event. */
export const FUNDING_EVENT = {
  PENDING: 'MARK_FUNDING_PENDING',
  FUNDED: 'FUND',
  UNABLE_TO_FUND: 'MARK_UNABLE_TO_FUND',
} as const satisfies Record<FundingStatus, LoanLeadEventType>;

/**
 * A loan lead's lifecycle (000 §3 funding status; the work status of docs/decisions/0426; the moves of
 * docs/decisions/0513): two regions judged together. `status`: NEW → IN_PROGRESS (a user is assigned or starts) →
 * PROCESSED, reopened to IN_PROGRESS; never back to NEW; CANCELLED (the consumer's side) from any and final.
 * `funding`: PENDING → FUNDED or UNABLE_TO_FUND, UNABLE_TO_FUND → FUNDED or back to PENDING; FUNDED stays (the
 * embedder was told `offer.funded`); no funding move once the lead is cancelled. Pure: the server resolves a
 * snapshot from the stored columns and asks it for the next ones (nextLeadState).
 */
export const loanLeadLifecycle = setup({
  types: {
    context: {} as LoanLeadLifecycleContext,
    events: {} as LoanLeadLifecycleEvent,
  },
  guards: {
    leadNotCancelled: ({ context }) => !context.cancelled,
  },
}).createMachine({
  id: 'loanLeadLifecycle',
  context: { cancelled: false },
  type: 'parallel',
  states: {
    status: {
      initial: 'NEW',
      states: {
        NEW: {
          description: 'Written when the consumer redeems; nobody has taken it',
          on: moves({ ASSIGN: 'IN_PROGRESS', START_WORK: 'IN_PROGRESS', MARK_PROCESSED: 'PROCESSED' }),
        },
        IN_PROGRESS: {
          description: 'A user took it (assignment or the status select)',
          // Another user taking it over leaves it in progress (who has it is claimLead's rule, not the status's).
          on: moves({ ASSIGN: 'IN_PROGRESS', MARK_PROCESSED: 'PROCESSED' }),
        },
        PROCESSED: {
          description: 'The lender finished with it (audited as loan lead processed); may be reopened',
          on: moves({ ASSIGN: 'PROCESSED', START_WORK: 'IN_PROGRESS' }),
        },
        CANCELLED: { description: 'The consumer cancelled the redemption; nothing moves any more' },
      },
      on: { CANCEL: { target: '.CANCELLED', guard: 'leadNotCancelled', actions: assign({ cancelled: true }) } },
    },
    funding: {
      initial: 'PENDING',
      states: {
        PENDING: {
          on: {
            FUND: { target: 'FUNDED', guard: 'leadNotCancelled' },
            MARK_UNABLE_TO_FUND: { target: 'UNABLE_TO_FUND', guard: 'leadNotCancelled' },
          },
        },
        UNABLE_TO_FUND: {
          on: {
            FUND: { target: 'FUNDED', guard: 'leadNotCancelled' },
            MARK_FUNDING_PENDING: { target: 'PENDING', guard: 'leadNotCancelled' },
          },
        },
        FUNDED: { description: 'Told to the embedder as offer.funded; not taken back' },
      },
    },
  },
});

const snapshotOf = (stored: StoredLead) =>
  loanLeadLifecycle.resolveState({
    value: { status: stored.status, funding: stored.fundingStatus },
    context: { cancelled: stored.status === 'CANCELLED' },
  });

/** The lead's columns after `event`, or null when the machine refuses it from the stored ones. */
export function nextLeadState(stored: StoredLead, event: LoanLeadEventType): StoredLead | null {
  const snapshot = snapshotOf(stored);
  if (!snapshot.can({ type: event })) return null;
  const next = getNextSnapshot(loanLeadLifecycle, snapshot, { type: event }).value as {
    status: LeadStatus;
    funding: FundingStatus;
  };
  return { status: next.status, fundingStatus: next.funding };
}

/** The events the machine takes from the stored columns (what the lead's page offers). */
export const allowedLeadEvents = (stored: StoredLead): LoanLeadEventType[] =>
  LOAN_LEAD_EVENTS.filter((event) => nextLeadState(stored, event) !== null);

/**
 * What the lead page's selects list: the stored status and those the machine moves to from it (so a lender is never
 * offered a move the server refuses).
 */
export function leadChoices(stored: StoredLead): { status: LeadStatus[]; funding: FundingStatus[] } {
  const reachable = <S extends string>(mapping: Record<S, LoanLeadEventType>, current: string) =>
    (Object.keys(mapping) as S[]).filter((value) => value !== current && nextLeadState(stored, mapping[value]));
  return {
    status: [stored.status, ...reachable(STATUS_EVENT, stored.status)],
    funding: [stored.fundingStatus, ...reachable(FUNDING_EVENT, stored.fundingStatus)],
  };
}

/** The statuses an UPDATE may move from for `event` (the conditional SQL of the consumer's cancellation). */
export const leadStatusesTaking = (event: LoanLeadEventType): LeadStatus[] =>
  LEAD_STATUSES.filter((status) =>
    FUNDING_STATUSES.some((fundingStatus) => nextLeadState({ status, fundingStatus }, event) !== null),
  );

const FUNDING_MOVES: readonly LoanLeadEventType[] = Object.values(FUNDING_EVENT);
/** The status `event` moves a lead to, as the machine answers from the first stored state that takes it. */
export function leadStatusAfter(event: LoanLeadEventType): LeadStatus {
  for (const status of leadStatusesTaking(event))
    for (const fundingStatus of FUNDING_STATUSES) {
      const next = nextLeadState({ status, fundingStatus }, event);
      if (next) return next.status;
    }
  throw new Error(`loanLeadLifecycle: ${event} is taken from no status`);
}

const TARGET_STATUS: Partial<Record<LoanLeadEventType, LeadStatus>> = { ASSIGN: 'IN_PROGRESS', CANCEL: 'CANCELLED' };
for (const [status, event] of Object.entries(STATUS_EVENT)) TARGET_STATUS[event] = status as LeadStatus;
const lower = (status: string) => labelOf(status).toLowerCase();

/** Why the machine refuses `event` from the stored columns (the 409's message). */
function refusal(stored: StoredLead, event: LoanLeadEventType): string {
  if (stored.status === 'CANCELLED') return 'The consumer cancelled this redemption.';
  if (FUNDING_MOVES.includes(event)) {
    if (stored.fundingStatus === 'FUNDED') return 'This loan is funded; its funding status cannot change.';
    return `The funding status is already ${lower(stored.fundingStatus)}.`;
  }
  if (event === 'MARK_NEW' && stored.status !== 'NEW')
    return 'Work on this loan lead has started; it cannot go back to new.';
  return `This loan lead is already ${lower(TARGET_STATUS[event] ?? stored.status)}.`;
}

/** The machine's answer to `event` from the stored columns: the next columns, or why not (the 409's message). */
export function leadMove(
  stored: StoredLead,
  event: LoanLeadEventType,
): { readonly next: StoredLead } | { readonly refused: string } {
  const next = nextLeadState(stored, event);
  return next === null ? { refused: refusal(stored, event) } : { next };
}

/** The lead on its machine for /charts ("Show on chart"): its state paths and each event's answer, refusals with why. */
export const leadOnChart = (stored: StoredLead) =>
  onChart(loanLeadLifecycle, stateValuePaths(snapshotOf(stored).value), LOAN_LEAD_EVENTS, (type) =>
    leadMove(stored, type),
  );
