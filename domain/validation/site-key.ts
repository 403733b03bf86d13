import * as v from 'valibot';
import { invalidMessage } from './messages.ts';
import { formObject, nonBlank } from './primitives.ts';

export const SITE_KEY_MESSAGES = {
  originRequired: 'Origin is required',
  originScheme: 'An origin starts with https:// or http://',
  originPath: 'An origin is only scheme, host and port: leave out the path, query and #fragment',
  originCredentials: 'An origin cannot carry a user name or password',
  originInvalid: 'Enter a valid origin, e.g. https://shop.example.com',
  originDuplicate: 'Each origin may be listed only once',
  tooManyOrigins: 'A site key takes at most 20 approved origins',
} as const;

export const MAX_APPROVED_ORIGINS = 20;

export type OriginCheck = { readonly origin: string } | { readonly error: string };

/**
 * An approved origin as typed ('https://Shop.Example.com:443/', 'http://localhost:5174') → its normal form through
 * URL().origin ('https://shop.example.com', 'http://localhost:5174'), or the message saying what is wrong with it:
 * scheme + host [+ port] only; a lone trailing slash is forgiven, any other path, a query or a fragment is not.
 */
export function checkOrigin(text: string): OriginCheck {
  const typed = text.trim();
  if (typed === '') return { error: SITE_KEY_MESSAGES.originRequired };
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(typed)?.[1]?.toLowerCase();
  if (scheme !== 'http' && scheme !== 'https') return { error: SITE_KEY_MESSAGES.originScheme };
  if (!/^https?:\/\/[^/?#\s]/i.test(typed) || /\s/.test(typed)) return { error: SITE_KEY_MESSAGES.originInvalid };
  let url: URL;
  try {
    url = new URL(typed);
  } catch {
    return { error: SITE_KEY_MESSAGES.originInvalid };
  }
  if (url.username || url.password) return { error: SITE_KEY_MESSAGES.originCredentials };
  const afterAuthority = typed.replace(/^https?:\/\/[^/?#]*/i, '');
  if (afterAuthority !== '' && afterAuthority !== '/') return { error: SITE_KEY_MESSAGES.originPath };
  // A host with a '*' or other characters URL() percent-encodes is no site a browser can be on.
  if (!/^[a-z0-9.-]+$|^\[[0-9a-f:.]+\]$/i.test(url.hostname) || url.hostname.startsWith('.')) {
    return { error: SITE_KEY_MESSAGES.originInvalid };
  }
  return { origin: url.origin };
}

/** The origin's normal form; throws for text that is not one (callers that validated already). */
export const normalizeOrigin = (text: string): string => {
  const checked = checkOrigin(text);
  if ('error' in checked) throw new Error(checked.error);
  return checked.origin;
};

const origin = v.pipe(
  v.string(SITE_KEY_MESSAGES.originRequired),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const checked = checkOrigin(dataset.value);
    if ('error' in checked) {
      addIssue({ message: checked.error });
      return NEVER;
    }
    return checked.origin;
  }),
);

/** 002 §3 Site key: name, enabled, approved origins (the key itself is made by the server, never sent). */
export const siteKeySchema = formObject(
  {
    name: v.pipe(nonBlank('Name'), v.trim(), v.maxLength(120, invalidMessage('Name'))),
    enabled: v.optional(v.boolean(), true),
    approvedOrigins: v.pipe(
      v.array(origin, invalidMessage('Approved origins')),
      v.maxLength(MAX_APPROVED_ORIGINS, SITE_KEY_MESSAGES.tooManyOrigins),
      // Compared after normalising: 'https://a.example' and 'https://A.example:443/' are one origin.
      v.check((origins) => new Set(origins).size === origins.length, SITE_KEY_MESSAGES.originDuplicate),
    ),
  },
  { approvedOrigins: 'Approved origins' },
);
export type SiteKeyInput = v.InferInput<typeof siteKeySchema>;
export type SiteKeyFields = v.InferOutput<typeof siteKeySchema>;

export { SITE_KEY_PATTERN } from './site-key-pattern.ts';
