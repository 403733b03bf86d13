// A module of its own (re-exported by site-key.ts): the consumer's landing reads QR links with it, and importing
// site-key.ts would put the embedder console's site-key form schemas in the consumer's first download (issue 17).

/** A site key's public identifier: `sk_` and 24 URL-safe characters (server/db/queries/site-keys.ts makes them). */
export const SITE_KEY_PATTERN = /^sk_[A-Za-z0-9_-]{24}$/;
