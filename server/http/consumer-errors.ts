import { ApiError } from './api-error.ts';

/** The signed-in consumer's id; consumer routes pass `access: ['consumer']`, so a missing one means no session. */
export const consumerIdOf = (auth: { sub: string } | null): string => {
  if (!auth) throw new ApiError(401, 'INVALID_SESSION', 'Sign in to continue');
  return auth.sub;
};

/** An offer that is not the consumer's, or no longer offered (001 §8 OFFER_PRODUCT_NOT_FOUND). */
export const offerNotFound = () => new ApiError(404, 'OFFER_PRODUCT_NOT_FOUND', 'This offer is no longer available.');
