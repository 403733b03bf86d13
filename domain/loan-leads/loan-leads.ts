import type { TierTerm } from '../engine/engine-types.ts';
import { calculatePayment } from '../payments/calculate.ts';

/** 002 §3 lead assignment views. */
export const LEAD_VIEWS = ['Unassigned', 'Assigned', 'Assigned to me', 'All'] as const;
export type LeadView = (typeof LEAD_VIEWS)[number];

/**
 * A lead's own work status (002 §3 "status"; the values are ours, docs/decisions/0426-lead-status-loan-leads.md): NEW
 * when written, IN_PROGRESS once a user takes it, PROCESSED when the lender has finished with it (the audit's "loan
 * lead processed").
 */
export const LEAD_STATUSES = ['NEW', 'IN_PROGRESS', 'PROCESSED', 'CANCELLED'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
/** What a user may set (CANCELLED comes only from the consumer's side). */
export const SETTABLE_LEAD_STATUSES = ['NEW', 'IN_PROGRESS', 'PROCESSED'] as const;

export const PUSH_STATUSES = ['NOT_PUSHED', 'QUEUED', 'PUSHED', 'FAILED'] as const;
export type PushStatus = (typeof PUSH_STATUSES)[number];

/** 000 §9 velocity thresholds and 002 §3 tiers. */
export const VELOCITY_THRESHOLDS = [20, 80] as const;
export const VELOCITY_TIERS = ['Unassigned', 'Low', 'Medium', 'High'] as const;
export type VelocityTier = (typeof VELOCITY_TIERS)[number];

/**
 * A lead's velocity (docs/decisions/0425-velocity-loan-leads.md): how many hours it has waited since the consumer
 * accepted the offer. A lead nobody has taken is Unassigned whatever its age; an assigned one is Low under 20 hours,
 * Medium from 20 to under 80, High (overdue) from 80. Processed leads stop the clock and count as Low.
 */
export function velocityTier(
  lead: { assigned: boolean; status: string; acceptedAt: Date },
  now: Date,
  thresholds: readonly [number, number] = VELOCITY_THRESHOLDS,
): VelocityTier {
  if (!lead.assigned) return 'Unassigned';
  if (lead.status === 'PROCESSED') return 'Low';
  const hours = (now.getTime() - lead.acceptedAt.getTime()) / 3_600_000;
  if (hours < thresholds[0]) return 'Low';
  if (hours < thresholds[1]) return 'Medium';
  return 'High';
}

/** Hours since acceptance, one decimal. */
export const velocityHours = (acceptedAt: Date, now: Date): number =>
  Math.round(((now.getTime() - acceptedAt.getTime()) / 3_600_000) * 10) / 10;

/** The lead's loan number: LN- and the first ten hex digits of its id (stable, so a lead written before has one). */
export const loanNumberOf = (loanLeadId: string): string =>
  `LN-${loanLeadId.replace(/-/g, '').slice(0, 10).toUpperCase()}`;

/** The accepted term's APR and estimated monthly payment (null for deposits and revolving credit). */
export function acceptedTerms(
  terms: readonly TierTerm[],
  amount: string,
  term: number | null,
): { apr: string | null; monthlyPayment: string | null } {
  const chosen = terms.find((t) => t.term === term) ?? (terms.length === 1 ? terms[0] : undefined);
  if (!chosen || chosen.apy) return { apr: null, monthlyPayment: null };
  if (!term || term <= 0) return { apr: chosen.apr, monthlyPayment: null };
  try {
    return {
      apr: chosen.apr,
      monthlyPayment: calculatePayment({ principal: amount, apr: chosen.apr, termMonths: term, frequency: 'MONTHLY' }),
    };
  } catch {
    return { apr: chosen.apr, monthlyPayment: null };
  }
}

/** Masks a sealed value for the list and detail until revealed: only the last four characters show. */
export const maskValue = (value: string | null | undefined): string | null =>
  value ? `${'•'.repeat(Math.max(0, Math.min(value.length - 4, 8)))}${value.slice(-4)}` : null;
