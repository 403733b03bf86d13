import * as v from 'valibot';
import { REEVALUABLE_FIELDS } from '../catalog/consumer.ts';
import { CATEGORY_OF_TYPE } from '../catalog/product-wizard.ts';
import { PRODUCT_TYPES, type ProductType } from '../catalog/products.ts';
import { formObject } from './primitives.ts';

/** The self-employed question group (002 §5). */
export const SELF_EMPLOYED_FIELD = 'selfEmployed';

/** The product types of these console categories, in the catalogue's order. */
const typesOf = (...categories: string[]): ProductType[] =>
  PRODUCT_TYPES.filter((type) => categories.includes(CATEGORY_OF_TYPE[type]));
const AUTO = typesOf('AUTO');
const RECREATIONAL = typesOf('MOTORCYCLE', 'RECREATIONAL VEHICLES');

/** Required fields that only fit certain products, with the message naming the fit (002 §5, 000 §5). */
export const FIELD_PRODUCT_FIT: Readonly<Record<string, { products: readonly ProductType[]; message: string }>> = {
  annualHouseholdIncome: {
    products: ['Unsecured_Credit_Card'],
    message: 'Annual household income works only with credit cards',
  },
  payFrequency: { products: ['Short_Term_Loan'], message: 'Pay frequency works only with short-term loans' },
  vehicleMileage: { products: ['Auto_Refi'], message: 'Vehicle mileage works only with auto refinance' },
  vehicleYear: { products: ['Auto_Refi'], message: 'Vehicle year works only with auto refinance' },
  [SELF_EMPLOYED_FIELD]: {
    products: [
      ...AUTO,
      ...RECREATIONAL,
      'Unsecured_Credit_Card',
      'Home_Equity_Loan',
      'HELOC',
      'Home_Improvement_Loan',
      'Unsecured_Loan',
    ],
    message:
      'The self-employed group works only with auto, recreational, credit card, home equity, home improvement and loan products',
  },
};

export const WORKFLOW_MESSAGES = {
  atLeastOneProduct: 'Select at least one product',
  bothIncomes: 'Annual income and annual household income cannot both be used',
  reevaluationField: 'Select a field to re-evaluate',
  oneReevaluationField: 'Only one field can be re-evaluated for now',
  reevaluationNotRequired: 'A re-evaluated field must also be a required field',
} as const;

/** Conflicts between the fields a workflow uses and its products, and between the income fields. */
export const workflowFieldConflicts = (fields: readonly string[], products: readonly ProductType[]): string[] => {
  const used = new Set(fields);
  const conflicts: string[] = [];
  if (used.has('annualIncome') && used.has('annualHouseholdIncome')) conflicts.push(WORKFLOW_MESSAGES.bothIncomes);
  for (const field of used) {
    const fit = FIELD_PRODUCT_FIT[field];
    if (fit && products.some((product) => !fit.products.includes(product))) conflicts.push(fit.message);
  }
  return conflicts;
};

/** Marketplace workflow (marketplace settings) of a lender (002 §3, §5). */
export const workflowSchema = v.pipe(
  formObject({
    applicableProducts: v.pipe(v.array(v.picklist(PRODUCT_TYPES)), v.minLength(1, WORKFLOW_MESSAGES.atLeastOneProduct)),
    requiredFields: v.array(v.string()),
    poBoxAccepted: v.boolean(),
    reevaluate: v.boolean(),
    reevaluationFields: v.array(v.picklist(REEVALUABLE_FIELDS)),
    allowedProductClass: v.optional(v.string()),
    allowAddOns: v.boolean(),
    allowStipulations: v.boolean(),
  }),
  v.forward(
    v.partialCheck(
      [['reevaluate'], ['reevaluationFields']],
      (input) => !input.reevaluate || input.reevaluationFields.length > 0,
      WORKFLOW_MESSAGES.reevaluationField,
    ),
    ['reevaluationFields'],
  ),
  v.forward(
    v.partialCheck(
      [['reevaluationFields']],
      (input) => input.reevaluationFields.length <= 1,
      WORKFLOW_MESSAGES.oneReevaluationField,
    ),
    ['reevaluationFields'],
  ),
  v.forward(
    v.partialCheck(
      [['reevaluate'], ['reevaluationFields'], ['requiredFields']],
      (input) => !input.reevaluate || input.reevaluationFields.every((field) => input.requiredFields.includes(field)),
      WORKFLOW_MESSAGES.reevaluationNotRequired,
    ),
    ['reevaluationFields'],
  ),
  v.forward(
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const { requiredFields, reevaluationFields, reevaluate, applicableProducts } = dataset.value;
      const fields = reevaluate ? [...requiredFields, ...reevaluationFields] : requiredFields;
      for (const message of workflowFieldConflicts(fields, applicableProducts)) addIssue({ message });
    }),
    ['requiredFields'],
  ),
);
export type Workflow = v.InferOutput<typeof workflowSchema>;

export type WorkflowEditability = 'editable' | 'readOnly' | 'unavailable';
