import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Hono } from 'hono';
import { DOCS_POLICY } from '../http/content-security.ts';
import type { AppEnv } from '../http/context.ts';
import { buildOpenApiDocument } from '../openapi/document.ts';
import { loadEndpoints } from '../openapi/registry.ts';

let documentPromise: Promise<Record<string, unknown>> | undefined;

// The reference page is served from the swagger-ui-dist package itself, never a CDN: it must work offline and
// behind a strict network policy (docs/decisions/0006-dependencies.md).
const swaggerDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const ASSETS: Readonly<Record<string, string>> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

const referencePage = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Offerwell API</title>
    <link rel="icon" href="/api/docs/assets/favicon-32x32.png" />
    <link rel="stylesheet" href="/api/docs/assets/swagger-ui.css" />
  </head>
  <body>
    <main id="reference" data-spec-url="/api/openapi.json"></main>
    <script src="/api/docs/assets/swagger-ui-bundle.js"></script>
    <script src="/api/docs/assets/start.js"></script>
  </body>
</html>`;

const START_SCRIPT = `window.ui = SwaggerUIBundle({
  url: document.getElementById('reference').dataset.specUrl,
  dom_id: '#reference',
  deepLinking: true,
});
`;

/** GET /api/openapi.json (built once, on first request) and GET /api/docs, a reference page over it. */
export function registerDocsRoutes(app: Hono<AppEnv>): void {
  app.get('/openapi.json', async (c) => {
    documentPromise ??= loadEndpoints().then(buildOpenApiDocument);
    return c.json(await documentPromise);
  });
  app.get('/docs', (c) => c.html(referencePage, 200, { 'content-security-policy': DOCS_POLICY }));
  app.get('/docs/assets/:file', async (c) => {
    const file = c.req.param('file');
    // Our start script is a file of its own, not inline, so the page's policy allows no inline script.
    if (file === 'start.js') {
      return c.body(START_SCRIPT, 200, {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'public, max-age=86400',
      });
    }
    const type = ASSETS[file];
    if (!type) return c.json({ code: 'NOT_FOUND', message: 'No such asset' }, 404);
    const body = await readFile(join(swaggerDir, file));
    return c.body(body, 200, { 'content-type': type, 'cache-control': 'public, max-age=86400' });
  });
}
