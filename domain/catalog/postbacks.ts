import { labelledCodes } from './labelled-codes.ts';

/**
 * Postbacks (issue 16): the events Offerwell POSTs to an embedder's URL, and how a delivery can stand. The wire
 * format and signature are documented in docs/decisions/0320-signature-postbacks.md and the README's partner section.
 */
export const { codes: PARTNER_EVENTS, labels: PARTNER_EVENT_LABELS } = labelledCodes({
  'offer.viewed': 'Offer viewed',
  'offer.redeemed': 'Offer redeemed',
  'offer.funded': 'Offer funded',
});
export type PartnerEvent = (typeof PARTNER_EVENTS)[number];

/** PENDING until an attempt answers 2xx (DELIVERED) or the last retry fails (FAILED). */
export const DELIVERY_STATUSES = ['PENDING', 'DELIVERED', 'FAILED'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** Request headers of every postback. */
export const POSTBACK_HEADERS = {
  event: 'Offerwell-Event',
  delivery: 'Offerwell-Delivery',
  signature: 'Offerwell-Signature',
} as const;

/** One attempt may take this long before it counts as failed. */
export const POSTBACK_TIMEOUT_MS = 10_000;
/** Retries after the first attempt, the first retry's delay (seconds) and whether delays double each time. */
export const POSTBACK_RETRY = { retryLimit: 5, retryDelay: 30, retryBackoff: true } as const;
