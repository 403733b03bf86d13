import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { deleteStipulation, listStipulations, uploadStipulation } from '../../api/stipulations.ts';
import { MAX_UPLOAD_BYTES } from '../../domain/catalog/limits.ts';
import { UPLOAD_MESSAGES } from '../../domain/validation/upload.ts';
import { ApiError } from '../http/api-error.ts';
import { consumerIdOf } from '../http/consumer-errors.ts';
import type { AppEnv } from '../http/context.ts';
import { honoPath, route } from '../http/register.ts';
import { deleteOfferStipulation, listOfferStipulations, uploadOfferStipulation } from '../redemption/stipulations.ts';

/** Room for the multipart envelope (boundaries, headers, the other fields) around a 5 MB file. */
const MULTIPART_OVERHEAD = 64 * 1024;
const UPLOAD_FIELD = 'stipDocument';
const missingDocument = () =>
  new ApiError(400, 'MISSING_REQUIRED_FIELD', `Send the document as multipart field ${UPLOAD_FIELD}.`);

export function registerStipulationRoutes(app: Hono<AppEnv>): void {
  route(app, listStipulations, async ({ auth, params, c }) =>
    listOfferStipulations(c.get('deps').db, consumerIdOf(auth), params.id),
  );

  // A larger body is refused while it streams in, before anything is buffered.
  app.post(
    honoPath(uploadStipulation),
    bodyLimit({
      maxSize: MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD,
      onError: () => {
        throw new ApiError(413, 'VALIDATION_FAILED', UPLOAD_MESSAGES.stipulationSize);
      },
    }),
  );
  route(app, uploadStipulation, async ({ auth, params, c }) => {
    const consumerId = consumerIdOf(auth);
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody();
    } catch {
      throw missingDocument();
    }
    const file = form[UPLOAD_FIELD];
    if (!(file instanceof File)) {
      throw missingDocument();
    }
    return uploadOfferStipulation(c.get('deps').db, {
      consumerId,
      offerId: params.id,
      stipulationId: params.stipulationId,
      file,
    });
  });

  route(app, deleteStipulation, async ({ auth, params, c }) =>
    deleteOfferStipulation(c.get('deps').db, {
      consumerId: consumerIdOf(auth),
      offerId: params.id,
      stipulationId: params.stipulationId,
    }),
  );
}
