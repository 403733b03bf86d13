import * as v from 'valibot';
import { SELF_EMPLOYED_FIELD, workflowSchema } from './workflow.ts';

/**
 * Application fields a marketplace workflow may require (002 §3 "required application fields"): the re-evaluable
 * stated fields, the self-employed group and the redeem application's own questions (001 §3).
 */
export const REQUIRED_APPLICATION_FIELDS = {
  annualIncome: 'Annual income',
  annualHouseholdIncome: 'Annual household income',
  payFrequency: 'Pay frequency',
  vehicleMileage: 'Vehicle mileage',
  vehicleYear: 'Vehicle year',
  [SELF_EMPLOYED_FIELD]: 'Self-employed',
  contactPreference: 'Contact preference',
  idType: 'ID type',
  occupancy: 'Occupancy',
  propertyType: 'Property type',
  /** Asked only where a lender's workflow requires it (002 §3 consumer record fields; decision 0702). */
  mothersMaidenName: "Mother's maiden name",
} as const satisfies Record<string, string>;
export type RequiredApplicationField = keyof typeof REQUIRED_APPLICATION_FIELDS;
export const isRequiredApplicationField = (field: string): field is RequiredApplicationField =>
  Object.hasOwn(REQUIRED_APPLICATION_FIELDS, field);

export const MARKETPLACE_SETTINGS_MESSAGES = {
  unknownField: 'Choose required fields from the list',
  reevaluationAdminOnly: 'Only an admin can enable offer re-evaluation. Contact an admin to change it.',
  unavailable: 'Marketplace workflow changes are unavailable: there is no next campaign.',
  notNext: 'Marketplace workflow changes take effect with the next campaign; this campaign’s settings are read-only.',
  readOnly: (campaign: string, status: string) =>
    `Marketplace workflow is read-only: enrollment has ended for ${campaign} (status ${status}).`,
} as const;

/** The marketplace workflow with its required fields checked against the known list. */
export const marketplaceWorkflowSchema = v.pipe(
  workflowSchema,
  v.forward(
    v.check(
      (input) => input.requiredFields.every(isRequiredApplicationField),
      MARKETPLACE_SETTINGS_MESSAGES.unknownField,
    ),
    ['requiredFields'],
  ),
);
