import type { OfferRepaymentFrequency, PayFrequency, RepaymentFrequency } from '../catalog/consumer.ts';
import { calculatePayment } from './calculate.ts';
import { type DecimalInput, toMoney } from './decimal.ts';
import { resolveRepaymentFrequency } from './periods.ts';

/** Estimated terms of a marketplace offer (001 §3); money and rates as decimal strings. */
export interface EstimatedTerms {
  readonly estimatedPayment: string;
  readonly estimatedPaymentFrequency: RepaymentFrequency;
  readonly estimatedAPR: string;
  readonly creditLimit: string;
  readonly creditMinimum: string;
}

export const DEFAULT_ESTIMATED_TERMS: EstimatedTerms = {
  estimatedPayment: '0',
  estimatedPaymentFrequency: 'MONTHLY',
  estimatedAPR: '0',
  creditLimit: '0',
  creditMinimum: '0',
};

export interface OfferTermInput {
  /** Months; 0 or absent for revolving products (cards, lines of credit) that have no fixed payment. */
  readonly term?: number | undefined;
  readonly minimum: DecimalInput;
  readonly limit: DecimalInput;
  readonly apr: DecimalInput;
}

export interface EstimateInput {
  readonly offerTerm: OfferTermInput;
  /** The amount requested; absent means the term's limit. */
  readonly amount?: DecimalInput | undefined;
  readonly repaymentFrequency?: OfferRepaymentFrequency | undefined;
  readonly payFrequency?: PayFrequency | undefined;
  readonly paymentCalculation?: string | null | undefined;
}

const canonical = (value: DecimalInput): string => toMoney(value).toString();

/** Estimated terms for an offer term and a requested amount; no fixed term means no estimated payment. */
export const estimateTerms = (input: EstimateInput): EstimatedTerms => {
  const { offerTerm } = input;
  const frequency = resolveRepaymentFrequency(input.repaymentFrequency, input.payFrequency);
  const hasTerm = offerTerm.term !== undefined && offerTerm.term > 0;
  const estimatedPayment = hasTerm
    ? calculatePayment({
        principal: input.amount ?? offerTerm.limit,
        apr: offerTerm.apr,
        termMonths: offerTerm.term as number,
        frequency,
        calculation: input.paymentCalculation,
      })
    : '0';
  return {
    estimatedPayment,
    estimatedPaymentFrequency: frequency,
    estimatedAPR: canonical(offerTerm.apr),
    creditLimit: canonical(offerTerm.limit),
    creditMinimum: canonical(offerTerm.minimum),
  };
};
