import type { secureHeaders } from 'hono/secure-headers';

type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>;

type ContentSecurityPolicyOptions = NonNullable<SecureHeadersOptions['contentSecurityPolicy']>;

/**
 * Content-Security-Policy (issue 17 item 13; docs/decisions/0272-content-security-policy-item-13-server-http.md).
 *
 * Pages: everything from our own origin; no inline or evaluated script (the built index.html loads only
 * /assets/*.js modules). Styles allow 'unsafe-inline' because Chakra UI (emotion) writes its CSS into <style>
 * elements at run time; a nonce would need every HTML answer rewritten and emotion's cache given it, and inline
 * style cannot run script. Images also from data: (the inline favicon) and blob: (the logo preview of a chosen
 * file). The Stately inspector (`?inspect`) opens stately.ai in its own window and talks to it with postMessage:
 * neither is governed by CSP, so it needs no source here. No plugins, no <base> elsewhere, forms post only here,
 * and only our own pages may frame a page (as X-Frame-Options SAMEORIGIN already says).
 */
export const PAGE_POLICY: ContentSecurityPolicyOptions = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'self'"],
};

/**
 * The security headers of every answer (server/app.ts): the pages' policy, no cross-origin isolation (the
 * marketplace pop-up keeps its opener; COOP is set per page), and `overwrite: false` so the API's and the reference
 * page's own policies stay as they are.
 */
export const SECURE_HEADERS: SecureHeadersOptions = {
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  contentSecurityPolicy: PAGE_POLICY,
  overwrite: false,
};

/** API answers are data, never documents: nothing may load from them, nothing may frame them. */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** The API reference page (/api/docs): swagger-ui's own script and CSS from /api/docs/assets; it styles inline. */
export const DOCS_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'";
