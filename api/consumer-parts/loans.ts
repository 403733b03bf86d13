import * as v from 'valibot';
import { OFFER_CATEGORIES } from '../../domain/catalog/products.ts';
import {
  MAX_VEHICLE_AGE_YEARS,
  vehicleYearMessage,
  vehicleYearSchema,
} from '../../domain/validation/consumer-input.ts';
import { consumerCall, Money } from './entry.ts';

// The consumer's current loans (the marketplace shell reads them for auto refinance), apart from the calls of later
// steps; api/consumer.ts re-exports them (see entry.ts).

/** Checked against the current year at validation time (a long-running server crosses new year). */
function isVehicleYearAllowed(year: number): boolean {
  return v.is(vehicleYearSchema(new Date().getUTCFullYear()), year);
}

export const Vehicle = v.object({
  /** 001 §5: vehicle age limited by a maximum (ours: 20 model years; next year's models allowed). */
  year: v.pipe(
    v.number(),
    v.integer(),
    v.check(isVehicleYearAllowed, () => {
      const year = new Date().getUTCFullYear();
      return vehicleYearMessage(year - MAX_VEHICLE_AGE_YEARS, year + 1);
    }),
  ),
  make: v.pipe(v.string(), v.trim(), v.minLength(1, 'Make is required'), v.maxLength(40)),
  model: v.pipe(v.string(), v.trim(), v.minLength(1, 'Model is required'), v.maxLength(40)),
  trim: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(40))),
  mileage: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0, 'Enter a valid mileage'))),
});
export type Vehicle = v.InferOutput<typeof Vehicle>;

export const Loan = v.object({
  id: v.string(),
  productCategory: v.picklist(OFFER_CATEGORIES),
  lenderName: v.string(),
  estimatedBalance: Money,
  apr: v.nullable(Money),
  monthlyPayment: v.nullable(Money),
  remainingTermMonths: v.nullable(v.number()),
  collateral: v.nullable(Vehicle),
});
export type Loan = v.InferOutput<typeof Loan>;

export const listLoans = consumerCall({
  method: 'GET',
  path: '/loans',
  summary: "The consumer's current loans (from the bureau file), optionally of one category",
  query: v.object({ productCategory: v.optional(v.picklist(OFFER_CATEGORIES)) }),
  response: v.array(Loan),
});
