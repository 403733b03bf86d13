import * as v from 'valibot';
import { ACTIVITY_STATUSES } from '../domain/catalog/statuses.ts';
import { stipulationSchema } from '../domain/validation/stipulation.ts';
import { adminEndpoint, FiParams, fiEndpoint } from './console-endpoint.ts';
import { auditTrail } from './endpoint.ts';
import { endpointGroup, resourceEndpoints } from './endpoint-group.ts';
import { type ListFields, listField } from './paged-list.ts';
import { PRODUCTS_READ } from './products.ts';

/** A stipulation of the admin's catalogue (002 §3 Stipulation: name, description, rule, status, allowed documents). */
export const CatalogueStipulation = v.object({
  id: v.string(),
  name: v.string(),
  description: v.nullable(v.string()),
  /** The rule language of domain/rules; null: asked for only by the products that list it. */
  rule: v.nullable(v.string()),
  status: v.picklist(ACTIVITY_STATUSES),
  allowedDocuments: v.array(v.string()),
  /** The document categories the allowed documents cover (address, name, income). */
  categories: v.array(v.string()),
  /** Products list it or consumers uploaded for it: it can be deactivated, not deleted. */
  inUse: v.boolean(),
});
export type CatalogueStipulation = v.InferOutput<typeof CatalogueStipulation>;

export const STIPULATION_FIELDS = {
  name: listField('STRING', 'Name'),
  status: listField('STRING_ENUM', 'Status', ACTIVITY_STATUSES),
  rule: { type: 'STRING', label: 'Rule', sortable: false, filterable: true },
} as const satisfies ListFields;

export const STIPULATION_CATALOGUE_MESSAGES = {
  duplicateName: 'A stipulation with this name already exists',
  inUse: 'This stipulation is in use: deactivate it instead',
} as const;

export const STIPULATION_ACTIONS = {
  created: 'STIPULATION_CREATED',
  modified: 'STIPULATIONS_MODIFIED',
  deleted: 'STIPULATION_DELETED',
} as const;
const AUDIT = auditTrail('CAMPAIGN', 'STIPULATION', STIPULATION_ACTIONS);
const StipulationParams = v.object({ stipulationId: v.pipe(v.string(), v.uuid('No such stipulation')) });

const stipulations = endpointGroup(adminEndpoint, {
  tags: ['stipulations'],
  area: 'stipulations',
  path: '/stipulations',
});
const stipulation = stipulations.within('/:stipulationId', StipulationParams);

const stipulationCalls = resourceEndpoints(stipulations, stipulation, {
  row: CatalogueStipulation,
  body: stipulationSchema,
  audit: { ...AUDIT, updated: AUDIT.modified },
});
export const listCatalogueStipulations = stipulationCalls.list('The stipulation catalogue (paged; format=csv exports)');
export const getCatalogueStipulation = stipulationCalls.get('One catalogue stipulation');
export const createCatalogueStipulation = stipulationCalls.create(
  'Add a stipulation (its rule is checked with the rule parser; 400 with the parser’s message)',
);
export const updateCatalogueStipulation = stipulationCalls.update(
  'Change a stipulation; INACTIVE stops the redeem journey asking for it',
);
export const deleteCatalogueStipulation = stipulationCalls.delete(
  'Remove a stipulation no product lists and no consumer uploaded for (409 otherwise)',
);

/** A catalogue stipulation as a lender picks it for a product (the wizard's Stipulations step): the admin's, less inUse. */
export const LenderCatalogueStipulation = v.omit(CatalogueStipulation, ['inUse']);
export type LenderCatalogueStipulation = v.InferOutput<typeof LenderCatalogueStipulation>;

/** The admin's catalogue, read-only for a lender configuring products (INACTIVE ones too: a product may list one). */
export const listLenderStipulationCatalogue = fiEndpoint({
  method: 'GET',
  path: '/fi/:fiId/stipulation-catalogue',
  summary: 'The stipulation catalogue a lender’s products may ask for, by name',
  tags: ['lender products'],
  permission: PRODUCTS_READ,
  params: FiParams,
  response: v.array(LenderCatalogueStipulation),
});
