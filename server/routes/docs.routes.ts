import { Scalar } from '@scalar/hono-api-reference';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/context.ts';
import { buildOpenApiDocument } from '../openapi/document.ts';
import { loadEndpoints } from '../openapi/registry.ts';

let documentPromise: Promise<Record<string, unknown>> | undefined;

/** GET /api/openapi.json (built once, on first request) and GET /api/docs, a Scalar reference page over it. */
export function registerDocsRoutes(app: Hono<AppEnv>): void {
  app.get('/openapi.json', async (c) => {
    documentPromise ??= loadEndpoints().then(buildOpenApiDocument);
    return c.json(await documentPromise);
  });
  app.get('/docs', Scalar({ url: '/api/openapi.json', pageTitle: 'Offerwell API' }));
}
