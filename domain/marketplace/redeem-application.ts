import * as v from 'valibot';
import { formatUsd } from '../format/money.ts';
import { Money } from '../payments/decimal.ts';
import type { ApplicationDetailField } from '../validation/application-details.ts';
import { salesOrderNumberSchema } from '../validation/consumer-input.ts';
import { REQUIRED_APPLICATION_FIELDS, type RequiredApplicationField } from '../validation/marketplace-settings.ts';
import { isTermAvailableFor } from './availability.ts';
import type { OfferTerm } from './offer.ts';
import { shownTerm } from './shown-term.ts';

/** What the consumer applies for when redeeming an offer: the amount, the term and any add-ons. */
export interface RedeemApplication {
  /** Decimal string, as the redemption call takes it. */
  readonly amount: string;
  /** Months; none for revolving and deposit offers. */
  readonly term: number | null;
  readonly addOns: readonly string[];
  /** The application's questions (001 §3): contact preference and ID type; occupancy and property type for homes. */
  readonly answers?: Readonly<Partial<Record<ApplicationQuestion, string>>>;
}

export type ApplicationQuestion =
  | 'contactPreference'
  | 'idType'
  | 'occupancy'
  | 'propertyType'
  | 'salesOrderNumber'
  | ApplicationDetailField;

/** A vehicle bought from a dealer (new or used auto, motorcycle, boat, RV, ATV, watercraft): a sales order may exist. */
export const isVehiclePurchase = (productType: string): boolean => /^(New|Used)_/.test(productType);

/** 001 §5: a sales order number, when given, starts with its prefix and has its length; none is fine. */
export function salesOrderProblem(application: RedeemApplication): string | null {
  const given = application.answers?.salesOrderNumber;
  if (given === undefined || given.trim() === '') return null;
  const parsed = v.safeParse(salesOrderNumberSchema(), given);
  return parsed.success ? null : (parsed.issues[0]?.message ?? null);
}

type ApplicableOffer = {
  readonly terms: readonly Pick<OfferTerm, 'term' | 'minimum' | 'limit' | 'apr'>[];
  /** Picks the default term (shown-term.ts) when the consumer saw none; absent, the offer's shortest term. */
  readonly productType?: string;
};

/**
 * The application's starting point: the amount and term the consumer was looking at in the marketplace when they
 * fit this offer, else the term's full limit (a pre-approved amount), at the term the offer was shown at.
 */
export function defaultApplication(
  offer: ApplicableOffer,
  seen: { amount?: string | undefined; term?: number | undefined } = {},
): RedeemApplication {
  // The same term rule as the offers list and the offer's page, so the splash shows what the card showed.
  const term = shownTerm(offer.terms, offer.productType ?? '', seen.term);
  const fits = term !== undefined && seen.amount !== undefined && isTermAvailableFor(term, seen.amount);
  const amount = fits ? (seen.amount ?? '0') : (term?.limit ?? '0');
  return { amount: new Money(amount).toFixed(0), term: term?.term ?? null, addOns: [] };
}

/** 001 §5: the amount must be within the offered minimum and maximum (of the chosen term). */
export function applicationProblem(offer: ApplicableOffer, application: RedeemApplication): string | null {
  if (!/^\d+(\.\d{1,2})?$/.test(application.amount)) return 'Enter an amount in dollars.';
  const term = offer.terms.find((t) => (t.term ?? null) === application.term);
  const fits = term
    ? isTermAvailableFor(term, application.amount)
    : offer.terms.some((t) => isTermAvailableFor(t, application.amount));
  if (fits) return null;
  const bounds = term ?? offer.terms[0];
  return bounds
    ? `Enter an amount between ${formatUsd(bounds.minimum)} and ${formatUsd(bounds.limit)}.`
    : 'This offer has no terms to apply for.';
}

/**
 * What the lender's marketplace workflow (002 §3 marketplace settings) asks of this offer's application: the fields
 * it requires and whether a PO box address is accepted. Absent: the built-in application applies unchanged.
 */
export interface ApplicationRules {
  readonly requiredFields: readonly string[];
  readonly poBoxAccepted: boolean;
}

/** A lender's workflow for a product type among its workflows for a campaign: the oldest naming the type. */
export const workflowForProduct = <W extends { readonly applicableProducts: readonly string[] }>(
  workflows: readonly W[] | undefined,
  productType: string,
): W | undefined => workflows?.find((workflow) => workflow.applicableProducts.includes(productType));

/** The application's own questions a workflow can require (the others are stated before: income, vehicle…). */
export const ASKED_QUESTIONS = ['contactPreference', 'idType', 'occupancy', 'propertyType'] as const;
export type AskedQuestion = (typeof ASKED_QUESTIONS)[number];

/** "Contact preference is required": the words the server answers with, from the settings' own field labels. */
export const requiredFieldMessage = (field: string): string =>
  `${REQUIRED_APPLICATION_FIELDS[field as RequiredApplicationField] ?? field} is required`;

/** The required questions the consumer left unanswered, each with its message. */
export function missingAnswers(
  rules: ApplicationRules | undefined,
  application: RedeemApplication,
): Partial<Record<AskedQuestion, string>> {
  const missing: Partial<Record<AskedQuestion, string>> = {};
  for (const question of ASKED_QUESTIONS) {
    if (rules?.requiredFields.includes(question) && !application.answers?.[question]) {
      missing[question] = requiredFieldMessage(question);
    }
  }
  return missing;
}
