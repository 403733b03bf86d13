import * as v from 'valibot';
import { LENDER_CALL_MESSAGES } from '../domain/validation/lender.ts';
import { LOGO_CONTENT_TYPES } from '../domain/validation/logo.ts';
import { generalSetup } from './general-setup.ts';

/** The stored logo's facts: what the audit keeps (never the bytes) and what PUT answers. */
export const LogoFacts = v.object({
  contentType: v.picklist(LOGO_CONTENT_TYPES),
  size: v.number(),
  sha256: v.string(),
  width: v.number(),
  height: v.number(),
});
export type LogoFacts = v.InferOutput<typeof LogoFacts>;

const logo = generalSetup.within('/logo');
/** GET answers the image bytes with their content type; the client reads image answers as a Blob. */
export const getLogo = logo({
  method: 'GET',
  summary: 'The lender’s logo image (404 when none was uploaded)',
  response: v.blob(),
  produces: 'image/*',
});

export const updateLogo = logo({
  method: 'PUT',
  summary: 'Upload the logo (multipart campaignDocument): PNG, JPEG or WebP, exactly 1008 × 645 pixels, ≤ 5 MB',
  audit: { category: 'LENDER', entity: 'LOGO', action: 'LOGO_UPDATED' },
  multipart: ['campaignDocument'],
  missingFile: LENDER_CALL_MESSAGES.logo,
  response: LogoFacts,
});
