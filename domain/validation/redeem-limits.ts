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

/** Redeem limits by amount and/or by count (002 §5). No option selected is refused: "unlimited" is a separate choice. */
export const redeemLimitsSchema = (redeemed: RedeemedSoFar = {}) =>
  v.pipe(
    formObject({
      // An unticked box is a no (a form drops the field of a box never ticked).
      byAmount: v.optional(v.boolean(), false),
      byCount: v.optional(v.boolean(), false),
      amount: v.optional(decimalString('Redeem limit amount')),
      count: v.optional(wholeNumber('Redeem limit count')),
    }),
    v.check((input) => input.byAmount || input.byCount, REDEEM_LIMIT_MESSAGES.selectOption),
    v.forward(
      v.partialCheck(
        [['byAmount'], ['amount']],
        (input) => !input.byAmount || input.amount !== undefined,
        REDEEM_LIMIT_MESSAGES.amountRequired,
      ),
      ['amount'],
    ),
    v.forward(
      v.partialCheck(
        [['byAmount'], ['amount']],
        (input) => !input.byAmount || input.amount === undefined || inAmountRange(input.amount),
        REDEEM_LIMIT_MESSAGES.amountRange,
      ),
      ['amount'],
    ),
    v.forward(
      v.partialCheck(
        [['byAmount'], ['amount']],
        (input) =>
          !input.byAmount ||
          input.amount === undefined ||
          decimalLte(redeemed.totalRedeemedAmount ?? '0', input.amount),
        REDEEM_LIMIT_MESSAGES.amountBelowRedeemed,
      ),
      ['amount'],
    ),
    v.forward(
      v.partialCheck(
        [['byCount'], ['count']],
        (input) => !input.byCount || input.count !== undefined,
        REDEEM_LIMIT_MESSAGES.countRequired,
      ),
      ['count'],
    ),
    v.forward(
      v.partialCheck(
        [['byCount'], ['count']],
        (input) =>
          !input.byCount ||
          input.count === undefined ||
          (input.count >= REDEEM_LIMIT_RANGE.count.min && input.count <= REDEEM_LIMIT_RANGE.count.max),
        REDEEM_LIMIT_MESSAGES.countRange,
      ),
      ['count'],
    ),
    v.forward(
      v.partialCheck(
        [['byCount'], ['count']],
        (input) => !input.byCount || input.count === undefined || input.count >= (redeemed.redeemedCount ?? 0),
        REDEEM_LIMIT_MESSAGES.countBelowRedeemed,
      ),
      ['count'],
    ),
  );
export type RedeemLimits = v.InferOutput<ReturnType<typeof redeemLimitsSchema>>;
