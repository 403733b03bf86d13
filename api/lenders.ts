import * as v from 'valibot';
import { CREDIT_BUREAUS, FEE_MODELS, INSTITUTION_TYPES, INSURANCE_COVERAGES } from '../domain/catalog/lender.ts';
import { confirmationSchema } from '../domain/validation/confirmation.ts';
import {
  financialInstitutionSchema,
  lenderSettingsSchema,
  ONBOARDING_STATUSES,
} from '../domain/validation/financial-institution.ts';
import { adminEndpoint, GENERAL_SETUP_WRITE } from './console-endpoint.ts';
import { auditTrail } from './endpoint.ts';
import { endpointGroup, lenderGroup, resourceEndpoints } from './endpoint-group.ts';
import { type ListFields, listField } from './paged-list.ts';

/**
 * 002 §3 Financial institution as GET /fi/{fiId} answers it. `id` (the fiId as text), `realm`, `name`, `type` and
 * `logoUrl` keep the shape of the session's tenant (api/session.ts Tenant): the console frame reads its lender
 * through this same path.
 */
export const FinancialInstitution = v.object({
  id: v.string(),
  realm: v.literal('fi'),
  fiId: v.number(),
  /** The lender ID (002 §3): the tenant its users type at sign-in. */
  code: v.string(),
  name: v.string(),
  description: v.nullable(v.string()),
  websiteUrl: v.nullable(v.string()),
  einNumber: v.nullable(v.string()),
  type: v.picklist(INSTITUTION_TYPES),
  insuranceCoverage: v.picklist(INSURANCE_COVERAGES),
  creditBureau: v.picklist(CREDIT_BUREAUS),
  phone: v.nullable(v.string()),
  profileDescription: v.nullable(v.string()),
  yearEstablished: v.nullable(v.number()),
  primaryColor: v.nullable(v.string()),
  logoUrl: v.nullable(v.string()),
  /** Whether a logo was uploaded (GET /fi/{fiId}/logo serves it). */
  hasLogo: v.boolean(),
  documentImageEmails: v.array(v.string()),
  loanLeadEmails: v.array(v.string()),
  paymentCustomerId: v.nullable(v.string()),
  pricingModel: v.nullable(v.picklist(FEE_MODELS)),
  autoEnroll: v.boolean(),
  localPriority: v.boolean(),
  nationalPresence: v.boolean(),
  acceptsMla: v.boolean(),
  onboardingStatus: v.picklist(ONBOARDING_STATUSES),
  updatedAt: v.string(),
});
export type FinancialInstitution = v.InferOutput<typeof FinancialInstitution>;

/** One row of the admin's Lenders and Prospects tabs. */
export const LenderRow = v.object({
  fiId: v.number(),
  code: v.string(),
  name: v.string(),
  type: v.picklist(INSTITUTION_TYPES),
  insuranceCoverage: v.picklist(INSURANCE_COVERAGES),
  pricingModel: v.nullable(v.picklist(FEE_MODELS)),
  onboardingStatus: v.picklist(ONBOARDING_STATUSES),
  websiteUrl: v.nullable(v.string()),
});
export type LenderRow = v.InferOutput<typeof LenderRow>;

/** Filter `onboardingStatus EQUAL PROSPECT` for the Prospects tab, `ONBOARDED` for Lenders. */
export const LENDER_FIELDS = {
  fiId: listField('INTEGER', 'FI id'),
  name: listField('STRING', 'Name'),
  code: listField('STRING', 'Lender ID'),
  type: listField('STRING_ENUM', 'Type', INSTITUTION_TYPES),
  pricingModel: listField('STRING_ENUM', 'Pricing model', FEE_MODELS),
  onboardingStatus: listField('STRING_ENUM', 'Status', ONBOARDING_STATUSES),
} as const satisfies ListFields;

export const LENDER_ACTIONS = {
  created: 'LENDER_CREATED',
  updated: 'LENDER_UPDATED',
  promoted: 'PROSPECT_PROMOTED',
  settings: 'LENDER_SETTINGS_UPDATED',
  /** 002 §3 audit action "FI or embedder removed". */
  removed: 'FI_OR_EMBEDDER_REMOVED',
} as const;
const AUDIT = auditTrail('LENDER', 'LENDER', LENDER_ACTIONS);
/**
 * Admin-only work on lenders: no lender role holds the admin area `lenders`, so lenders are refused — but every lender
 * role may read its own profile (the console frame shows its name and logo).
 */
const RIGHTS = { READ: { area: 'dashboard', action: 'read' }, WRITE: { area: 'lenders', action: 'write' } } as const;
const lenders = endpointGroup(adminEndpoint, { tags: ['admin lenders'], area: 'lenders', path: '/fi' });
const lender = lenderGroup({ tags: ['admin lenders'], rights: RIGHTS });

const lenderCalls = resourceEndpoints(lenders, lender, {
  row: FinancialInstitution,
  body: financialInstitutionSchema,
  audit: { ...AUDIT, deleted: AUDIT.removed },
});
export const listLenders = lenderCalls.list(
  'Lenders and prospects (paged; filter onboardingStatus for the Lenders or Prospects tab; format=csv)',
  LenderRow,
);
export const getLender = lenderCalls.get('The full lender profile (admins: any lender; a lender user: its own)');
export const createLender = lenderCalls.create('Add a lender, or a prospect with onboardingStatus PROSPECT');
export const updateLender = lenderCalls.update(
  'Replace a lender’s fields (admins only; the status changes only by promoting a prospect)',
);

export const promoteProspect = lender({
  method: 'POST',
  path: '/promote',
  summary: 'Promote a prospect to a lender (onboardingStatus PROSPECT → ONBOARDED; admins only)',
  audit: AUDIT.promoted,
  response: FinancialInstitution,
});

export const updateLenderSettings = lender({
  method: 'PUT',
  path: '/settings',
  summary: 'MLA acceptance, auto-enroll, local priority and national presence (national presence: admins only)',
  permission: GENERAL_SETUP_WRITE,
  audit: { category: 'LENDER', entity: 'LENDER_SETTINGS', action: LENDER_ACTIONS.settings },
  body: lenderSettingsSchema,
  response: FinancialInstitution,
});

/** The typed confirmation of a removal (002 §5 "confirm"), in the query as for other deletions. */
export const RemoveLenderQuery = v.object({ confirmation: confirmationSchema('confirm') });
export const removeLender = lenderCalls.delete(
  'Remove a lender with nothing depending on it (no offers, loan leads, invoices or live enrollment)',
  RemoveLenderQuery,
);
