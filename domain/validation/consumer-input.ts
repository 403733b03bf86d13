import * as v from 'valibot';
import { decimalLte, decimalString, isDecimalText } from './primitives.ts';

/** Passcode length is not given by the seed; six digits is the common one-time-passcode length. */
export const DEFAULT_OTP_LENGTH = 6;
export const OTP_MESSAGE = 'Enter all digits of the passcode';

/** Every digit of the passcode must be entered, and only digits. */
export const otpSchema = (length = DEFAULT_OTP_LENGTH) =>
  v.pipe(v.string(OTP_MESSAGE), v.regex(new RegExp(`^\\d{${length}}$`), OTP_MESSAGE));

export const loanAmountMessage = (minimum: string, maximum: string): string =>
  `Enter an amount between ${minimum} and ${maximum}`;

/** The marketplace loan amount must lie within the offered minimum and maximum, inclusive (001 §5). */
export const loanAmountSchema = (minimum: string, maximum: string, message = loanAmountMessage(minimum, maximum)) =>
  v.pipe(
    decimalString('amount'),
    v.check(
      (amount) => !isDecimalText(amount) || (decimalLte(minimum, amount) && decimalLte(amount, maximum)),
      message,
    ),
  );

/** Not shown in the seed (001 §9): sales order numbers start with 'SO' and are 10 characters long. */
export const SALES_ORDER_NUMBER = { prefix: 'SO', length: 10 } as const;

export const salesOrderMessage = (prefix: string, length: number): string =>
  `Sales order number must start with ${prefix} and be ${length} characters long`;

export const salesOrderNumberSchema = (
  prefix: string = SALES_ORDER_NUMBER.prefix,
  length: number = SALES_ORDER_NUMBER.length,
) =>
  v.pipe(
    v.string(salesOrderMessage(prefix, length)),
    v.trim(),
    v.check((text) => text.startsWith(prefix) && text.length === length, salesOrderMessage(prefix, length)),
  );

/** Not shown in the seed: vehicles up to 20 model years old; next year's models are allowed. */
export const MAX_VEHICLE_AGE_YEARS = 20;

export const vehicleYearMessage = (oldest: number, newest: number): string =>
  `Vehicle year must be between ${oldest} and ${newest}`;

export const vehicleYearSchema = (currentYear: number, maxAge = MAX_VEHICLE_AGE_YEARS) => {
  const message = vehicleYearMessage(currentYear - maxAge, currentYear + 1);
  return v.pipe(
    v.number(message),
    v.integer(message),
    v.minValue(currentYear - maxAge, message),
    v.maxValue(currentYear + 1, message),
  );
};
