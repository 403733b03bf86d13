import type { Hono } from 'hono';
import { createRedemption } from '../../api/redemptions.ts';
import { ApiError } from '../http/api-error.ts';
import type { AppEnv } from '../http/context.ts';
import { IDEMPOTENCY_HEADER } from '../http/idempotency.ts';
import { route } from '../http/register.ts';
import { redeemOffer } from '../redemption/redeem-offer.ts';

export function registerRedemptionRoutes(app: Hono<AppEnv>): void {
  route(app, createRedemption, async ({ auth, params, body, c }) => {
    if (!auth) throw new ApiError(401, 'INVALID_SESSION', 'Sign in to continue');
    const answer = await redeemOffer(c.get('deps').db, {
      consumerId: auth.sub,
      offerId: params.id,
      amount: body.amount,
      term: body.term,
      redeemType: body.redeemType,
      addOns: body.addOns,
      idempotencyKey: c.req.header(IDEMPOTENCY_HEADER),
    });
    if (answer.replayed) c.header('Idempotent-Replayed', 'true');
    return c.json(answer.body, 201);
  });
}
