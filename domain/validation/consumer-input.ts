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
