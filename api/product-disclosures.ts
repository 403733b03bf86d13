import * as v from 'valibot';
import { fiEndpoint, fiParams } from './console-endpoint.ts';

/** The lender reading back the disclosure it uploaded (002 §7 "disclosure upload and download", decision 0641). */
export const downloadDisclosure = fiEndpoint({
  method: 'GET',
  path: '/fi/:fiId/products/:productId/disclosure',
  summary: 'Download a product’s disclosure document (the last PDF uploaded, under its uploaded name)',
  tags: ['lender campaigns'],
  permission: { area: 'products', action: 'read' },
  params: fiParams({ productId: v.pipe(v.string(), v.uuid('No such product')) }),
  response: v.blob(),
  produces: 'application/octet-stream',
});
