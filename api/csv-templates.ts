import * as v from 'valibot';
import { CSV_TEMPLATE_TYPES } from '../domain/catalog/csv-templates.ts';
import { FiParams, fiEndpoint, GENERAL_SETUP_READ } from './console-endpoint.ts';

export const UNKNOWN_TEMPLATE_TYPE = `Unknown template type; use one of ${CSV_TEMPLATE_TYPES.join(', ')}`;

/**
 * `templateType` is optional in the schema so that a missing one answers the seed's own message
 * ('template type for the csv is missing', 000 §5) rather than a generic "is required"; blank counts as missing.
 */
export const TemplateQuery = v.object({
  templateType: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.transform((text) => (text === '' ? undefined : text)),
      v.optional(v.picklist(CSV_TEMPLATE_TYPES, UNKNOWN_TEMPLATE_TYPE)),
    ),
  ),
});

/** The CSV template (header and one example row) of a General Setup upload (000 §7 "GET /fi/{fiId}/download"). */
export const downloadTemplate = fiEndpoint({
  method: 'GET',
  path: '/fi/:fiId/download',
  summary: 'The CSV template of a General Setup upload (templateType: one of the uploads)',
  tags: ['lender general setup'],
  permission: GENERAL_SETUP_READ,
  params: FiParams,
  query: TemplateQuery,
  response: v.string(),
  produces: 'text/csv',
});
