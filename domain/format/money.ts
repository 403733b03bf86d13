import { Money } from '../payments/decimal.ts';

/** Shown where a payment cannot be computed yet (001 §9). */
export const PAYMENT_PLACEHOLDER = '$----';

type Amount = string | number | null | undefined;

const parse = (value: Amount): InstanceType<typeof Money> | undefined => {
  if (value === null || value === undefined || value === '') return undefined;
  try {
    // decimal.js-light throws on anything that is not a finite decimal.
    return new Money(value);
  } catch {
    return undefined;
  }
};

/** en-US unless told: consoles and the seed's examples read '$1,235'; the consumer pages pass their language's tag. */
const DEFAULT_TAG = 'en-US';
const formatters = new Map<string, Intl.NumberFormat>();
const usd = (fractionDigits: number, tag: string): Intl.NumberFormat => {
  const key = `${tag}:${fractionDigits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(tag, {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formatters.set(key, formatter);
  }
  return formatter;
};

/**
 * US dollars, without cents by default ('$1,235'); rounding is half-to-even on the exact decimal, like payments.
 * Missing or unparseable amounts show the placeholder.
 */
export const formatUsd = (
  value: Amount,
  options: { readonly cents?: boolean; readonly locale?: string | undefined } = {},
): string => {
  const decimal = parse(value);
  if (!decimal) return PAYMENT_PLACEHOLDER;
  const digits = options.cents ? 2 : 0;
  // Intl formats a numeric string exactly, so rounding here in decimal keeps large amounts precise.
  const rounded = decimal.toDecimalPlaces(digits, Money.ROUND_HALF_EVEN);
  const text = usd(digits, options.locale ?? DEFAULT_TAG).format(rounded.toFixed(digits) as `${number}`);
  // A negative zero after rounding reads as zero, whatever the locale puts around the '$0'.
  return rounded.isZero() ? text.replace('-', '') : text;
};

const UNITS = [
  { suffix: 'B', size: new Money('1e9') },
  { suffix: 'M', size: new Money('1e6') },
  { suffix: 'K', size: new Money('1e3') },
] as const;

/**
 * Short form with K, M or B and at most one decimal ('$1.5K', '$25M', '$1B'); below a thousand it is the whole
 * dollar amount. A value that rounds up to the next unit moves to it ('$999,950' is '$1M', not '$1000K').
 */
export const formatUsdShort = (value: Amount): string => {
  const decimal = parse(value);
  if (!decimal) return PAYMENT_PLACEHOLDER;
  const sign = decimal.isNegative() ? '-' : '';
  const magnitude = decimal.abs();
  const whole = magnitude.toDecimalPlaces(0, Money.ROUND_HALF_EVEN);
  if (whole.lt(1000)) return whole.isZero() ? '$0' : `${sign}$${whole.toString()}`;
  // Smallest unit first; move up while the rounded figure would read 1000 or more.
  for (let i = UNITS.length - 1; i >= 0; i--) {
    const unit = UNITS[i] as (typeof UNITS)[number];
    const scaled = magnitude.div(unit.size).toDecimalPlaces(1, Money.ROUND_HALF_EVEN);
    if (scaled.lt(1000) || i === 0) return `${sign}$${scaled.toString()}${unit.suffix}`;
  }
  return PAYMENT_PLACEHOLDER;
};

/** A rate in percent ('6.99%'), up to three decimals, trailing zeros dropped. */
export const formatPercent = (value: Amount): string => {
  const decimal = parse(value);
  if (!decimal) return '--%';
  return `${decimal.toDecimalPlaces(3, Money.ROUND_HALF_EVEN).toString()}%`;
};
