import * as v from 'valibot';
import { REDEEM_TYPES } from '../domain/catalog/statuses.ts';
import { endpoint } from './endpoint.ts';

/** POST /consumers/current/offers/{id}/redemptions (001 §7). Send an Idempotency-Key header to make retries safe. */
export const RedemptionRequest = v.object({
  amount: v.pipe(v.string(), v.regex(/^\d+(\.\d{1,2})?$/, 'Enter an amount')),
  term: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(360))),
  redeemType: v.optional(v.picklist(REDEEM_TYPES)),
  addOns: v.optional(v.array(v.string())),
});

export const Redemption = v.object({
  id: v.string(),
  offerId: v.string(),
  /** Redeem status (001 §3): CREATED, PENDING_DOCUMENTS, COMPLETE, CANCELLED, EXPIRED. */
  status: v.string(),
  amount: v.string(),
  term: v.nullable(v.number()),
  redeemType: v.string(),
  loanLeadId: v.string(),
});

export const createRedemption = endpoint({
  method: 'POST',
  path: '/consumers/current/offers/:id/redemptions',
  summary: 'Redeem an offer (one transaction; redeem limits can never be exceeded; Idempotency-Key supported)',
  tags: ['redemption'],
  access: ['consumer'],
  params: v.object({ id: v.pipe(v.string(), v.uuid('Not found')) }),
  body: RedemptionRequest,
  response: Redemption,
  status: 201,
});
