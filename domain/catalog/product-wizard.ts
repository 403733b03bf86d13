import { isOneOf } from './code-set.ts';
import type { ProductOption } from './product-details.ts';
import { isLendingType } from './product-rules.ts';
import type { ProductType } from './products.ts';

/** The product wizard's nine steps with their anchors, in order (000 §2, 002 §2). The anchor is the step's id. */
export const WIZARD_STEPS = [
  { id: 'productDetails', label: 'Define product' },
  { id: 'configureProducts', label: 'Configure product' },
  { id: 'productRules', label: 'Rules' },
  { id: 'tiers', label: 'Tiers' },
  { id: 'stipulations', label: 'Stipulations' },
  { id: 'disclosures', label: 'Disclosure' },
  { id: 'addOn', label: 'Add-Ons' },
  { id: 'redeemLimit', label: 'Redeem Limit' },
  { id: 'summary', label: 'Summary' },
] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number]['id'];
export const WIZARD_STEP_IDS: readonly WizardStep[] = WIZARD_STEPS.map((step) => step.id);
export const isWizardStep = (value: string): value is WizardStep => isOneOf(WIZARD_STEP_IDS, value);
export const stepLabel = (step: WizardStep): string => WIZARD_STEPS.find((s) => s.id === step)?.label ?? step;

/** Each step is upcoming, current or complete (000 §2). */
export type StepStatus = 'upcoming' | 'current' | 'complete';

/** What the step list depends on: the product's type and option as Define product set them. */
export interface WizardProfile {
  readonly type?: ProductType | undefined;
  readonly option?: ProductOption | undefined;
}

/**
 * Per-product setting "tiers on or off" (000 §3), by type: lending products are priced by tiers; checking and CD
 * (non-lending) are not — their offer comes from Configure product (APY, minimum deposit, rate adjustment).
 */
export const tiersEnabledFor = (type: ProductType): boolean => isLendingType(type);

/**
 * The steps a product goes through (docs/decisions/0414-steps-omitted-product-wizard.md): Tiers is omitted when the
 * type has tiers off (non-lending products); Add-Ons is omitted for an add-on-only product (it cannot carry add-ons
 * itself). Redeem Limit stays for every type: 000 §3 orders it for cards, checking and CD as well as loans.
 */
export function wizardSteps(profile: WizardProfile): WizardStep[] {
  return WIZARD_STEP_IDS.filter((step) => {
    if (step === 'tiers') return profile.type === undefined || tiersEnabledFor(profile.type);
    if (step === 'addOn') return profile.option !== 'ADD_ON';
    return true;
  });
}

/** The next and previous step of the active list (null at either end). */
export function nextStep(steps: readonly WizardStep[], current: WizardStep): WizardStep | null {
  const index = steps.indexOf(current);
  return index < 0 ? (steps[0] ?? null) : (steps[index + 1] ?? null);
}
export function previousStep(steps: readonly WizardStep[], current: WizardStep): WizardStep | null {
  const index = steps.indexOf(current);
  return index <= 0 ? null : (steps[index - 1] ?? null);
}

/** The first active step not yet complete: the furthest a user may go. */
export function furthestStep(steps: readonly WizardStep[], completed: readonly WizardStep[]): WizardStep {
  return steps.find((step) => !completed.includes(step)) ?? steps[steps.length - 1] ?? 'productDetails';
}

/** A step may be opened (a link, a deep link, a reload) when it is active and every active step before it is complete. */
export function isReachable(steps: readonly WizardStep[], completed: readonly WizardStep[], step: WizardStep): boolean {
  const index = steps.indexOf(step);
  return index >= 0 && index <= steps.indexOf(furthestStep(steps, completed));
}

export function stepStatus(step: WizardStep, current: WizardStep, completed: readonly WizardStep[]): StepStatus {
  if (step === current) return 'current';
  return completed.includes(step) ? 'complete' : 'upcoming';
}

/** Console category name (002 §3) of a product type. */
export const CATEGORY_OF_TYPE: Readonly<Record<ProductType, string>> = {
  New_Auto: 'AUTO',
  Used_Auto: 'AUTO',
  Auto_Refi: 'AUTO',
  New_Moto: 'MOTORCYCLE',
  Used_Moto: 'MOTORCYCLE',
  New_Boat: 'RECREATIONAL VEHICLES',
  Used_Boat: 'RECREATIONAL VEHICLES',
  New_RV: 'RECREATIONAL VEHICLES',
  Used_RV: 'RECREATIONAL VEHICLES',
  New_ATV: 'RECREATIONAL VEHICLES',
  Used_ATV: 'RECREATIONAL VEHICLES',
  New_Watercraft: 'RECREATIONAL VEHICLES',
  Used_Watercraft: 'RECREATIONAL VEHICLES',
  Unsecured_Credit_Card: 'CREDIT CARDS',
  Unsecured_Loan: 'PERSONAL LOANS',
  Short_Term_Loan: 'SHORT-TERM LOANS',
  Home_Equity_Loan: 'HOME EQUITY',
  HELOC: 'HOME EQUITY',
  Home_Improvement_Loan: 'HOME IMPROVEMENT',
  Checking_Account: 'CHECKING ACCOUNT',
  Certificate_Deposit: 'CD',
};
