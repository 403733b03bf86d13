import type { Hono } from 'hono';
import * as api from '../../api/product-disclosures.ts';
import { latestDisclosureFile } from '../db/queries/lender-campaign-files.ts';
import { notFound } from '../http/api-error.ts';
import { attachmentHeaders } from '../http/attachment.ts';
import type { AppEnv } from '../http/context.ts';
import { type ScopedHandler, scopedRoute } from '../http/register.ts';

export const NO_DISCLOSURE = 'This product has no disclosure yet';

/** The lender's product disclosure back as it was uploaded (decision 0641): the PDF under its own name. */
const downloadDisclosure: ScopedHandler<typeof api.downloadDisclosure> = async ({ params, scope, db }) => {
  const file = await latestDisclosureFile(db, scope, { productId: params.productId });
  if (!file) throw notFound(NO_DISCLOSURE);
  return new Response(new Uint8Array(Buffer.from(file.content, 'base64')), {
    headers: attachmentHeaders('application/pdf', file.fileName),
  });
};

export function registerProductDisclosureRoutes(app: Hono<AppEnv>): void {
  scopedRoute(app, api.downloadDisclosure, downloadDisclosure);
}
