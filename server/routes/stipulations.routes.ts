import type { Hono } from 'hono';
import { deleteStipulation, listStipulations, uploadStipulation } from '../../api/stipulations.ts';
import { consumerIdOf } from '../http/consumer-errors.ts';
import type { AppEnv } from '../http/context.ts';
import { route } from '../http/register.ts';
import { deleteOfferStipulation, listOfferStipulations, uploadOfferStipulation } from '../redemption/stipulations.ts';

export function registerStipulationRoutes(app: Hono<AppEnv>): void {
  route(app, listStipulations, async ({ auth, params, c }) =>
    listOfferStipulations(c.get('deps').db, c.get('deps').encryptionKey, consumerIdOf(auth), params.id),
  );

  route(app, uploadStipulation, async ({ auth, params, files, c }) =>
    uploadOfferStipulation(c.get('deps').db, c.get('deps').encryptionKey, {
      consumerId: consumerIdOf(auth),
      offerId: params.id,
      stipulationId: params.stipulationId,
      file: files.stipDocument as File,
    }),
  );

  route(app, deleteStipulation, async ({ auth, params, c }) =>
    deleteOfferStipulation(c.get('deps').db, c.get('deps').encryptionKey, {
      consumerId: consumerIdOf(auth),
      offerId: params.id,
      stipulationId: params.stipulationId,
    }),
  );
}
