import { describe, expect, it } from 'vitest';
import { fieldErrors } from './field-errors.ts';
import { FIELD_PRODUCT_FIT, WORKFLOW_MESSAGES as M, workflowFieldConflicts, workflowSchema } from './workflow.ts';

const workflow = (overrides: Record<string, unknown> = {}) => ({
  applicableProducts: ['Unsecured_Loan'],
  requiredFields: ['annualIncome'],
  poBoxAccepted: false,
  reevaluate: false,
  reevaluationFields: [],
  allowAddOns: true,
  allowStipulations: true,
  ...overrides,
});

describe('workflow', () => {
  it('accepts a valid workflow', () => {
    expect(fieldErrors(workflowSchema, workflow())).toEqual({});
    expect(fieldErrors(workflowSchema, workflow({ reevaluate: true, reevaluationFields: ['annualIncome'] }))).toEqual(
      {},
    );
  });

  it('needs at least one product', () => {
    expect(fieldErrors(workflowSchema, workflow({ applicableProducts: [] }))).toEqual({
      applicableProducts: [M.atLeastOneProduct],
    });
  });

  it('needs exactly one re-evaluation field when re-evaluating, and it must be required', () => {
    expect(fieldErrors(workflowSchema, workflow({ reevaluate: true }))).toEqual({
      reevaluationFields: [M.reevaluationField],
    });
    expect(
      fieldErrors(
        workflowSchema,
        workflow({
          applicableProducts: ['Auto_Refi'],
          requiredFields: ['vehicleMileage', 'vehicleYear'],
          reevaluate: true,
          reevaluationFields: ['vehicleMileage', 'vehicleYear'],
        }),
      ),
    ).toEqual({ reevaluationFields: [M.oneReevaluationField] });
    expect(
      fieldErrors(
        workflowSchema,
        workflow({ requiredFields: [], reevaluate: true, reevaluationFields: ['annualIncome'] }),
      ),
    ).toEqual({ reevaluationFields: [M.reevaluationNotRequired] });
  });

  it('refuses both income fields together', () => {
    expect(
      fieldErrors(
        workflowSchema,
        workflow({
          applicableProducts: ['Unsecured_Credit_Card'],
          requiredFields: ['annualIncome', 'annualHouseholdIncome'],
        }),
      ),
    ).toEqual({ requiredFields: [M.bothIncomes] });
  });

  it('fits each field to its products', () => {
    expect(workflowFieldConflicts(['annualHouseholdIncome'], ['Unsecured_Credit_Card'])).toEqual([]);
    expect(workflowFieldConflicts(['annualHouseholdIncome'], ['Unsecured_Credit_Card', 'New_Auto'])).toEqual([
      'Annual household income works only with credit cards',
    ]);
    expect(workflowFieldConflicts(['payFrequency'], ['Short_Term_Loan'])).toEqual([]);
    expect(workflowFieldConflicts(['payFrequency'], ['Unsecured_Loan'])).toEqual([
      'Pay frequency works only with short-term loans',
    ]);
    expect(workflowFieldConflicts(['vehicleMileage', 'vehicleYear'], ['Auto_Refi'])).toEqual([]);
    expect(workflowFieldConflicts(['vehicleYear'], ['Used_Auto'])).toEqual([
      'Vehicle year works only with auto refinance',
    ]);
    expect(workflowFieldConflicts(['selfEmployed'], ['New_Boat', 'HELOC', 'Unsecured_Credit_Card'])).toEqual([]);
    expect(workflowFieldConflicts(['selfEmployed'], ['Short_Term_Loan'])).toEqual([
      FIELD_PRODUCT_FIT.selfEmployed?.message,
    ]);
    expect(workflowFieldConflicts(['employer'], ['Checking_Account'])).toEqual([]);
  });

  it('checks re-evaluated fields only when re-evaluating', () => {
    const base = { applicableProducts: ['Unsecured_Loan'], requiredFields: ['payFrequency'] };
    expect(fieldErrors(workflowSchema, workflow(base))).toEqual({
      requiredFields: ['Pay frequency works only with short-term loans'],
    });
    expect(
      fieldErrors(
        workflowSchema,
        workflow({
          applicableProducts: ['Short_Term_Loan'],
          requiredFields: ['payFrequency'],
          reevaluationFields: ['annualHouseholdIncome'],
        }),
      ),
    ).toEqual({});
  });
});
