import { ApiError } from './api-error.ts';

/** An offer that is not the consumer's, or no longer offered (001 §8 OFFER_PRODUCT_NOT_FOUND). */
export const offerNotFound = () => new ApiError(404, 'OFFER_PRODUCT_NOT_FOUND', 'This offer is no longer available.');
