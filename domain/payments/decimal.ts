import Decimal from 'decimal.js-light';

/**
 * A private decimal.js-light constructor (decimal.js without NaN, Infinity and trigonometry: a third of the size in
 * the consumer's download, same author and API): 64 significant digits keeps (1 + r)^-n exact to far below a cent even for
 * daily payments over 30 years, and half-to-even is the rounding 001 §9 asks for. Cloning keeps the global
 * Decimal untouched for other callers.
 */
export const Money = Decimal.clone({ precision: 64, rounding: Decimal.ROUND_HALF_EVEN });
export type Money = InstanceType<typeof Money>;

/** Money and rates cross the boundary as decimal strings; numbers are accepted for convenience. */
export type DecimalInput = string | number;

export const MAX_DECIMALS = 20;
export const TOO_MANY_DECIMALS = 'Cannot handle more than 20 decimals';

/** Parses a decimal input; more than 20 fractional digits is refused, verbatim message of 001 §5. */
export const toMoney = (value: DecimalInput | Money): Money => {
  let decimal: Money;
  try {
    decimal = value instanceof Money ? value : new Money(value);
  } catch {
    // decimal.js-light has no NaN or Infinity: anything that is not a finite decimal is refused here.
    throw new Error(`Not a finite decimal: ${String(value)}`);
  }
  if (decimal.decimalPlaces() > MAX_DECIMALS) throw new Error(TOO_MANY_DECIMALS);
  return decimal;
};

/** Rounds half-to-even to cents and renders a fixed two-decimal string ('1234.50'). */
export const roundToCents = (value: Money): string => {
  const rounded = value.toDecimalPlaces(2, Money.ROUND_HALF_EVEN);
  return (rounded.isZero() ? new Money(0) : rounded).toFixed(2);
};
