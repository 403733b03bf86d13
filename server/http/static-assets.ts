import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import { etag } from 'hono/etag';
import type { AppEnv } from './context.ts';

/** Vite names every file under /assets/ by its content hash: a new build gives new names, so they never change. */
const HASHED_ASSETS = /^\/assets\//;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Pages and other unhashed files: the browser keeps them but asks each time (a 304 when the ETag still matches). */
const REVALIDATE = 'no-cache';

/**
 * The built SPA from `distDir`: precompressed brotli or gzip (written by build/vite-precompress.ts) chosen by
 * Accept-Encoding with `Content-Encoding` and `Vary: Accept-Encoding`, hashed assets cached for a year, and
 * index.html for every other path (client routes) with revalidation by ETag.
 */
export function serveBuiltApp(app: Hono<AppEnv>, distDir: string): void {
  app.use('/*', async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return;
    // Every answer here has compressed variants or may have: a shared cache must key on the encoding.
    const vary = c.res.headers.get('Vary');
    if (!vary?.toLowerCase().includes('accept-encoding'))
      c.res.headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    const immutable = HASHED_ASSETS.test(c.req.path) && c.res.status === 200;
    c.res.headers.set('Cache-Control', immutable ? IMMUTABLE : REVALIDATE);
  });
  // ETag over the bytes sent (so one per encoding); If-None-Match then answers 304 without a body. Hashed assets
  // need none: their name is their version.
  const withEtag = etag();
  app.use('/*', (c, next) => (HASHED_ASSETS.test(c.req.path) ? next() : withEtag(c, next)));
  app.use('/*', serveStatic({ root: distDir, precompressed: true }));
  // A chunk of another build is gone: a 404, not index.html, which a cache would keep for a year under its name.
  app.get('/assets/*', (c) => c.text('Not found', 404));
  app.get('/*', serveStatic({ root: distDir, path: 'index.html', precompressed: true }));
}
