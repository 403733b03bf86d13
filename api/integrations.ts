import * as v from 'valibot';
import { CONSOLE_PRODUCT_CATEGORIES } from '../domain/catalog/categories.ts';
import { DATA_PARTNERS } from '../domain/catalog/lender.ts';
import {
  INTEGRATION_STATUSES,
  integrationUpdateSchema,
  newIntegrationSchema,
} from '../domain/validation/integration.ts';
import { fiParams } from './console-endpoint.ts';
import { auditTrail } from './endpoint.ts';
import { resourceEndpoints } from './endpoint-group.ts';
import { generalSetup } from './general-setup.ts';
import { type ListFields, listField } from './paged-list.ts';

/**
 * A lender's integration with a data partner (002 §3 Integration). The access token is never answered: only its
 * masked form ('••••••••1234'), or null when none is stored.
 */
export const Integration = v.object({
  id: v.string(),
  productCategory: v.nullable(v.picklist(CONSOLE_PRODUCT_CATEGORIES)),
  type: v.picklist(DATA_PARTNERS),
  accessTokenMasked: v.nullable(v.string()),
  endpointUrl: v.nullable(v.string()),
  config: v.nullable(v.string()),
  funding: v.boolean(),
  failureNotificationEmails: v.array(v.string()),
  status: v.picklist(INTEGRATION_STATUSES),
  updatedAt: v.string(),
});
export type Integration = v.InferOutput<typeof Integration>;

export const INTEGRATION_FIELDS = {
  type: listField('STRING_ENUM', 'Type', DATA_PARTNERS),
  productCategory: listField('STRING_ENUM', 'Product category', CONSOLE_PRODUCT_CATEGORIES),
  endpointUrl: listField('STRING', 'Endpoint URL'),
  status: listField('STRING_ENUM', 'Status', INTEGRATION_STATUSES),
} as const satisfies ListFields;

export const INTEGRATION_ACTIONS = {
  added: 'INTEGRATION_ADDED',
  updated: 'INTEGRATION_UPDATED',
  deleted: 'INTEGRATION_DELETED',
} as const;
const AUDIT = auditTrail('LENDER', 'INTEGRATION', INTEGRATION_ACTIONS);

const integrations = generalSetup.within('/integrations');
const integration = integrations.within(
  '/:integrationId',
  fiParams({ integrationId: v.pipe(v.string(), v.uuid('No such integration')) }),
);

const integrationCalls = resourceEndpoints(integrations, integration, {
  row: Integration,
  body: newIntegrationSchema,
  audit: { created: AUDIT.added, updated: AUDIT.updated, deleted: AUDIT.deleted },
});
export const listIntegrations = integrationCalls.list('List the lender’s integrations (paged; tokens masked)');
export const createIntegration = integrationCalls.create(
  'Add an integration (status PENDING; the access token is sealed at rest)',
);

/** 002 §7 names no id in the path: the body carries it. */
export const updateIntegration = integrations({
  method: 'PUT',
  summary:
    'Change an integration named by `id` in the body; an absent token keeps the old one; status moves forward only',
  audit: AUDIT.updated,
  body: integrationUpdateSchema,
  response: Integration,
});

export const deleteIntegration = integrationCalls.delete('Remove an integration');
