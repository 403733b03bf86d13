import * as v from 'valibot';
import { CONSENT_CHANNELS, CONSENT_KINDS, CONSENT_TEXTS } from '../domain/compliance/consents.ts';
import { adminEndpoint } from './console-endpoint.ts';
import { consumerOnly } from './consumer-parts/entry.ts';
import { callGroup } from './endpoint.ts';

/** One consent as recorded (decision 0611): append-only, so this is also the export format. */
export const ConsentRecord = v.object({
  id: v.string(),
  kind: v.picklist(CONSENT_KINDS),
  version: v.string(),
  /** SHA-256 (hex) of the exact text agreed to. */
  textHash: v.string(),
  channel: v.picklist(CONSENT_CHANNELS),
  ipAddress: v.nullable(v.string()),
  userAgent: v.nullable(v.string()),
  givenAt: v.string(),
});
export type ConsentRecord = v.InferOutput<typeof ConsentRecord>;

export const ConsentTextSchema = v.object({
  kind: v.picklist(CONSENT_KINDS),
  version: v.string(),
  title: v.string(),
  text: v.string(),
  required: v.boolean(),
});

/** A consumer's consents, as the consumer and the admin see them. */
const consentState = {
  /** Every consent the consumer gave, oldest first. */
  records: v.array(ConsentRecord),
  /** The kinds to ask for now: required ones never given, and any given to an older text. */
  pending: v.array(v.picklist(CONSENT_KINDS)),
};

export const MyConsents = v.object({
  /** The current text of every kind. */
  texts: v.array(ConsentTextSchema),
  ...consentState,
});
export type MyConsents = v.InferOutput<typeof MyConsents>;

/** The signed-in consumer's own consents. */
const myConsents = callGroup({ tags: ['consents'], access: consumerOnly, path: '/consumers/current/consents' });

export const getMyConsents = myConsents({
  method: 'GET',
  summary: 'The consent texts, every consent the consumer gave (their export) and the ones to ask for now',
  response: MyConsents,
});

/** The consents given at once: each names the version of the text the consumer read, which must be the current one. */
export const GivenConsents = v.pipe(
  v.array(v.object({ kind: v.picklist(CONSENT_KINDS, 'Unknown consent'), version: v.string() })),
  v.minLength(1, 'No consent given'),
  v.check(
    (list) => list.every((given) => given.version === CONSENT_TEXTS[given.kind].version),
    'A consent text has changed: read it again',
  ),
);

export const giveConsents = myConsents({
  method: 'POST',
  summary: 'Record consents the consumer gave (append-only), with the site, address and browser they came from',
  body: v.object({ consents: GivenConsents, channel: v.picklist(CONSENT_CHANNELS) }),
  response: MyConsents,
});

export const ConsumerConsents = v.object({
  consumerId: v.string(),
  consumerName: v.string(),
  accessCode: v.string(),
  ...consentState,
});
export type ConsumerConsents = v.InferOutput<typeof ConsumerConsents>;

export const getConsumerConsents = adminEndpoint({
  method: 'GET',
  path: '/admin/consents',
  summary: 'A consumer’s consent records (by consumer id or access code), for support and export',
  tags: ['consents'],
  permission: { area: 'reports', action: 'read' },
  query: v.object({ consumer: v.pipe(v.string(), v.trim(), v.minLength(1, 'Enter a consumer id or access code')) }),
  response: ConsumerConsents,
});
