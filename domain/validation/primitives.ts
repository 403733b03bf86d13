import * as v from 'valibot';
import { MAX_DECIMALS, Money } from '../payments/decimal.ts';
import { INVALID_INPUT_TYPE, invalidMessage, requiredMessage } from './messages.ts';

/** Text that is required and not only spaces (template names, rule set names, FAQ answers). */
export const nonBlank = (label: string) =>
  v.pipe(
    v.string(requiredMessage(label)),
    v.check((text) => text.trim().length > 0, requiredMessage(label)),
  );

const DECIMAL_PATTERN = new RegExp(`^\\d+(?:\\.\\d{1,${MAX_DECIMALS}})?$`);

/** An unsigned decimal string as money and rates travel on the wire ('1234.50', '6.99'). */
export const decimalString = (label: string) =>
  v.pipe(v.string(requiredMessage(label)), v.regex(DECIMAL_PATTERN, invalidMessage(label)));

/** A decimal string that is not zero (002 §5: APR, limit and minimum cannot be zero). */
export const nonZeroDecimalString = (label: string) =>
  v.pipe(
    decimalString(label),
    // Valibot runs later actions even after the regex fails, so only judge text that parsed.
    v.check((text) => !DECIMAL_PATTERN.test(text) || !new Money(text).isZero(), `${label} cannot be zero`),
  );

export const isDecimalText = (text: string): boolean => DECIMAL_PATTERN.test(text);

/** a ≤ b for decimal strings. */
export const decimalLte = (a: string, b: string): boolean => new Money(a).lte(new Money(b));

export const wholeNumber = (label: string) =>
  v.pipe(v.number(requiredMessage(label)), v.integer(invalidMessage(label)));

/** 'templateName' → 'Template name'. */
export const humanizeKey = (key: string): string => {
  const words = key.replace(/([a-z\d])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * v.object whose missing keys report "<label> is required" (valibot otherwise reports a missing key with the
 * object's own message); a non-object input reports the seed's generic 'Invalid Input Type'.
 */
export const formObject = <const E extends v.ObjectEntries>(
  entries: E,
  labels: Partial<Record<keyof E & string, string>> = {},
) =>
  v.object(entries, (issue) => {
    const key = issue.path?.at(-1)?.key;
    if (issue.received === 'undefined' && typeof key === 'string' && Object.hasOwn(entries, key)) {
      return requiredMessage(labels[key as keyof E & string] ?? humanizeKey(key));
    }
    return INVALID_INPUT_TYPE;
  });

/**
 * One choice of a list (a select): no choice reads "<label> is required" (a form's blank select is unset before the
 * schema runs), a value off the list "Enter a valid <label>".
 */
export const choiceOf = <const T extends readonly string[]>(options: T, label: string) =>
  v.picklist(options, (issue) => (issue.input === undefined ? requiredMessage(label) : invalidMessage(label)));
