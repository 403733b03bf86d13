import * as v from 'valibot';
import { newTestIdentitySchema, testIdentityUpdateSchema } from '../domain/validation/test-identity.ts';
import { fiParams } from './console-endpoint.ts';
import { auditTrail } from './endpoint.ts';
import { resourceEndpoints } from './endpoint-group.ts';
import { generalSetup } from './general-setup.ts';
import { type ListFields, listField } from './paged-list.ts';

export const TEST_IDENTITY_OUTCOMES = ['PASSED', 'FAILED'] as const;

/** The last run of a test identity against the identity vendor: outcome, the vendor's code when refused, a sentence. */
export const TestIdentityValidation = v.object({
  outcome: v.picklist(TEST_IDENTITY_OUTCOMES),
  code: v.nullable(v.string()),
  message: v.string(),
  at: v.string(),
});
export type TestIdentityValidation = v.InferOutput<typeof TestIdentityValidation>;

/** A lender's test identity (002 §1, §3); the SSN is sealed and only its last four are answered. */
export const TestIdentity = v.object({
  id: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  dateOfBirth: v.string(),
  ssnLastFour: v.string(),
  address: v.nullable(v.string()),
  city: v.nullable(v.string()),
  state: v.nullable(v.string()),
  zipcode: v.nullable(v.string()),
  email: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  lastValidation: v.nullable(TestIdentityValidation),
});
export type TestIdentity = v.InferOutput<typeof TestIdentity>;

export const TEST_IDENTITY_FIELDS = {
  lastName: listField('STRING', 'Last name'),
  firstName: listField('STRING', 'First name'),
  ssnLastFour: listField('STRING', 'SSN last 4'),
  state: listField('STRING', 'State'),
} as const satisfies ListFields;

export const TEST_IDENTITY_ACTIONS = {
  added: 'TEST_IDENTITY_ADDED',
  updated: 'TEST_IDENTITY_UPDATED',
  validated: 'TEST_IDENTITY_VALIDATED',
} as const;
const AUDIT = auditTrail('LENDER', 'TEST_IDENTITY', TEST_IDENTITY_ACTIONS);
const TestIdentityParams = fiParams({ id: v.pipe(v.string(), v.uuid('No such test identity')) });

const testIdentities = generalSetup.within('/testIdentities');
const testIdentity = testIdentities.within('/:id', TestIdentityParams);

const testIdentityCalls = resourceEndpoints(testIdentities, testIdentity, {
  row: TestIdentity,
  body: newTestIdentitySchema,
  audit: { created: AUDIT.added, updated: AUDIT.updated },
});
export const listTestIdentities = testIdentityCalls.list(
  'List the lender’s test identities (paged; SSN last four only)',
);
export const createTestIdentity = testIdentityCalls.create('Add a test identity (the SSN is sealed at rest)');
export const updateTestIdentity = testIdentityCalls.update(
  'Change a test identity; an absent SSN keeps the stored one',
  testIdentityUpdateSchema,
);

/**
 * "Validate test identities" (002 §7 names the operation only): runs the identity through the identity vendor —
 * passcode, knowledge questions, licence scan — and keeps the outcome on the identity.
 */
export const validateTestIdentity = testIdentity({
  method: 'POST',
  path: '/validate',
  summary: 'Run a test identity against the (sandbox) identity vendor and keep the outcome',
  audit: AUDIT.validated,
  response: TestIdentity,
});
