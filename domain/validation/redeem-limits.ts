import * as v from 'valibot';
import { decimalLte, decimalString, formObject, wholeNumber } from './primitives.ts';

/** Ranges for redeem limits; the seed says "within a range" without values, these are ours. */
export const REDEEM_LIMIT_RANGE = {
  amount: { min: '1', max: '1000000000' },
  count: { min: 1, max: 1_000_000 },
} as const;

export const REDEEM_LIMIT_MESSAGES = {
  selectOption: 'Select at least one redeem limit option',
  amountRequired: 'Redeem limit amount is required',
  countRequired: 'Redeem limit count is required',
  amountRange: `Redeem limit amount must be between $${REDEEM_LIMIT_RANGE.amount.min} and $1,000,000,000`,
  countRange: `Redeem limit count must be between ${REDEEM_LIMIT_RANGE.count.min} and 1,000,000`,
  amountBelowRedeemed: 'New amount cannot be below the total amount already redeemed',
  countBelowRedeemed: 'New count cannot be below the current redeemed count',
} as const;

/** What has already been redeemed against the product; a new limit may not go below it. */
export interface RedeemedSoFar {
  readonly totalRedeemedAmount?: string;
  readonly redeemedCount?: number;
}

const inAmountRange = (amount: string) =>
  decimalLte(REDEEM_LIMIT_RANGE.amount.min, amount) && decimalLte(amount, REDEEM_LIMIT_RANGE.amount.max);

const limitFields = formObject({
  // An unticked box is a no (a form drops the field of a box never ticked).
  byAmount: v.optional(v.boolean(), false),
  byCount: v.optional(v.boolean(), false),
  amount: v.optional(decimalString('Redeem limit amount')),
  count: v.optional(wholeNumber('Redeem limit count')),
});
type LimitFields = v.InferOutput<typeof limitFields>;

/** A check of the amount, run only when limiting by amount; its message stands on the amount field. */
const amountCheck = (ok: (amount: string | undefined) => boolean, message: string) =>
  v.forward<LimitFields, v.PartialCheckIssue<LimitFields>, ['amount']>(
    v.partialCheck([['byAmount'], ['amount']], (input) => !input.byAmount || ok(input.amount), message),
    ['amount'],
  );

/** A check of the count, run only when limiting by count; its message stands on the count field. */
const countCheck = (ok: (count: number | undefined) => boolean, message: string) =>
  v.forward<LimitFields, v.PartialCheckIssue<LimitFields>, ['count']>(
    v.partialCheck([['byCount'], ['count']], (input) => !input.byCount || ok(input.count), message),
    ['count'],
  );

/** Redeem limits by amount and/or by count (002 §5). No option selected is refused: "unlimited" is a separate choice. */
export const redeemLimitsSchema = (redeemed: RedeemedSoFar = {}) =>
  v.pipe(
    limitFields,
    v.check((input) => input.byAmount || input.byCount, REDEEM_LIMIT_MESSAGES.selectOption),
    amountCheck((amount) => amount !== undefined, REDEEM_LIMIT_MESSAGES.amountRequired),
    amountCheck((amount) => amount === undefined || inAmountRange(amount), REDEEM_LIMIT_MESSAGES.amountRange),
    amountCheck(
      (amount) => amount === undefined || decimalLte(redeemed.totalRedeemedAmount ?? '0', amount),
      REDEEM_LIMIT_MESSAGES.amountBelowRedeemed,
    ),
    countCheck((count) => count !== undefined, REDEEM_LIMIT_MESSAGES.countRequired),
    countCheck(
      (count) =>
        count === undefined || (count >= REDEEM_LIMIT_RANGE.count.min && count <= REDEEM_LIMIT_RANGE.count.max),
      REDEEM_LIMIT_MESSAGES.countRange,
    ),
    countCheck(
      (count) => count === undefined || count >= (redeemed.redeemedCount ?? 0),
      REDEEM_LIMIT_MESSAGES.countBelowRedeemed,
    ),
  );
export type RedeemLimits = v.InferOutput<ReturnType<typeof redeemLimitsSchema>>;
