import * as v from 'valibot';
import { PARTNER_EVENTS } from '../catalog/postbacks.ts';
import { formObject } from './primitives.ts';

export const POSTBACK_MESSAGES = {
  url: 'Enter a valid URL starting with http:// or https://',
  urlRequired: 'URL is required',
  events: 'Choose at least one event',
  privateTarget: 'The URL must not point to a private network address',
} as const;

/** An http(s) URL with a host, at most 2,000 characters; anything else (ftp:, javascript:, a bare host) is refused. */
export function isPostbackUrl(text: string): boolean {
  if (text.length > 2000) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' && !url.username;
  } catch {
    return false;
  }
}

/** The postback endpoint an embedder configures (keys/postbacks). */
export const postbackConfigSchema = formObject(
  {
    url: v.pipe(
      v.string(POSTBACK_MESSAGES.urlRequired),
      v.trim(),
      v.nonEmpty(POSTBACK_MESSAGES.urlRequired),
      v.check(isPostbackUrl, POSTBACK_MESSAGES.url),
    ),
    enabled: v.optional(v.boolean(), true),
    events: v.pipe(
      v.array(v.picklist(PARTNER_EVENTS, POSTBACK_MESSAGES.events), POSTBACK_MESSAGES.events),
      v.minLength(1, POSTBACK_MESSAGES.events),
      v.transform((events) => PARTNER_EVENTS.filter((event) => events.includes(event))),
    ),
  },
  { url: 'URL', events: 'Events' },
);
export type PostbackConfigInput = v.InferInput<typeof postbackConfigSchema>;
export type PostbackConfigFields = v.InferOutput<typeof postbackConfigSchema>;
