import * as v from 'valibot';
import { consumerCall } from './consumer-parts/entry.ts';

/*
 * The consumer's "why no offer" (issue 33 item 2, docs/decisions/0602-why-no-offer-reasons.md), apart from the
 * lender's trace schemas: the consumer's pages load this module, and it stays small.
 */

export const WhyNoOffer = v.object({
  /** Up to four reasons, most shared first; `key` names the catalogue entry (domain/engine/why-no-offer.ts). */
  reasons: v.array(v.object({ key: v.string(), text: v.string() })),
});
export type WhyNoOffer = v.InferOutput<typeof WhyNoOffer>;

/** The signed-in consumer's principal reasons for the products not offered (all, or one marketplace category). */
// A consumer call (consumerCall: tags, consumer-only access, /consumers/current), so its handler gets the ConsumerScope.
export const getWhyNoOffer = consumerCall({
  method: 'GET',
  path: '/whyNoOffer',
  summary: 'Up to four plain-language reasons why products were not offered (no thresholds, no bureau values)',
  query: v.object({ category: v.optional(v.pipe(v.string(), v.maxLength(60))) }),
  response: WhyNoOffer,
});
