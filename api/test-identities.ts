import * as v from 'valibot';
import { newTestIdentitySchema, testIdentityUpdateSchema } from '../domain/validation/test-identity.ts';
import { fiParams } from './console-endpoint.ts';
import { auditTrail } from './endpoint.ts';
import { generalSetup } from './general-setup.ts';
import { type ListFields, ListQuery, listField, pageOf } from './paged-list.ts';

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

export const listTestIdentities = testIdentities({
  method: 'GET',
  summary: 'List the lender’s test identities (paged; SSN last four only)',
  query: ListQuery,
  response: pageOf(TestIdentity),
});

export const createTestIdentity = testIdentities({
  method: 'POST',
  summary: 'Add a test identity (the SSN is sealed at rest)',
  audit: AUDIT.added,
  body: newTestIdentitySchema,
  response: TestIdentity,
  status: 201,
});

export const updateTestIdentity = testIdentity({
  method: 'PUT',
  summary: 'Change a test identity; an absent SSN keeps the stored one',
  audit: AUDIT.updated,
  body: testIdentityUpdateSchema,
  response: TestIdentity,
});

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
