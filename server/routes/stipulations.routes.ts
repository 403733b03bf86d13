import type { Hono } from 'hono';
import { deleteStipulation, listStipulations, uploadStipulation } from '../../api/stipulations.ts';
import type { AppEnv } from '../http/context.ts';
import { route } from '../http/register.ts';
import { deleteOfferStipulation, listOfferStipulations, uploadOfferStipulation } from '../redemption/stipulations.ts';

export function registerStipulationRoutes(app: Hono<AppEnv>): void {
  route(app, listStipulations, async ({ params, c, scope }) =>
    listOfferStipulations(c.get('deps').db, c.get('deps').encryptionKey, scope, params.id),
  );

  route(app, uploadStipulation, async ({ params, files, c, scope }) =>
    uploadOfferStipulation(c.get('deps').db, c.get('deps').encryptionKey, scope, {
      offerId: params.id,
      stipulationId: params.stipulationId,
      file: files.stipDocument as File,
    }),
  );

  route(app, deleteStipulation, async ({ params, c, scope }) =>
    deleteOfferStipulation(c.get('deps').db, c.get('deps').encryptionKey, scope, {
      offerId: params.id,
      stipulationId: params.stipulationId,
    }),
  );
}
