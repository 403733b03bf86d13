import { fileTypeFromBuffer } from 'file-type';
import type { Hono } from 'hono';
import { imageSize } from 'image-size';
import * as v from 'valibot';
import { getLogo, updateLogo } from '../../api/logo.ts';
import { MAX_UPLOAD_BYTES } from '../../domain/catalog/limits.ts';
import { isLogoContentType } from '../../domain/validation/logo.ts';
import { imageSizeSchema, UPLOAD_MESSAGES } from '../../domain/validation/upload.ts';
import { logoDigest, readLogo, writeLogo } from '../db/queries/logo.ts';
import { ApiError, notFound } from '../http/api-error.ts';
import type { AppEnv } from '../http/context.ts';
import { scopedRoute } from '../http/register.ts';

const FIELD = 'campaignDocument';
const refuse = (message: string) => new ApiError(400, 'VALIDATION_FAILED', message, [{ path: FIELD, message }]);

/** The pixels of an image, or null when its header cannot be read (a truncated or disguised file). */
function pixelsOf(bytes: Uint8Array): { width: number; height: number } | null {
  try {
    const { width, height } = imageSize(bytes);
    return { width, height };
  } catch {
    return null;
  }
}

/** GET/PUT /fi/{fiId}/logo (002 §7): the image itself, checked by content and by its 1008 × 645 size (002 §5). */
export function registerLogoRoutes(app: Hono<AppEnv>): void {
  scopedRoute(app, getLogo, async ({ scope, db }) => {
    const logo = await readLogo(db, scope);
    if (!logo) throw notFound('No logo has been uploaded');
    return new Response(new Uint8Array(logo.image), {
      headers: { 'content-type': logo.contentType, 'content-length': String(logo.image.length) },
    });
  });

  scopedRoute(app, updateLogo, async ({ files, scope, db, audit }) => {
    const file = files[FIELD] as File;
    if (file.size > MAX_UPLOAD_BYTES) throw refuse(UPLOAD_MESSAGES.stipulationSize);
    const bytes = new Uint8Array(await file.arrayBuffer());
    // By content, never by the name or the browser's claimed type.
    const contentType = (await fileTypeFromBuffer(bytes))?.mime;
    if (!isLogoContentType(contentType)) throw refuse(UPLOAD_MESSAGES.invalidFileType);
    const pixels = pixelsOf(bytes);
    if (!pixels) throw refuse(UPLOAD_MESSAGES.invalidFileType);
    const sized = v.safeParse(imageSizeSchema, pixels);
    if (!sized.success) throw refuse(sized.issues[0].message);

    const before = await readLogo(db, scope, { lock: true });
    const logo = { image: Buffer.from(bytes), contentType };
    await writeLogo(db, scope, { logo });
    const after = logoDigest(logo);
    audit.record({
      entityId: null,
      entityName: 'Logo',
      oldValue: before ? logoDigest(before) : null,
      newValue: after,
    });
    return { ...after, contentType, ...pixels };
  });
}
