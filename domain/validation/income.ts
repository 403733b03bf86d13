import * as v from 'valibot';
import { decimalLte, isDecimalText } from './primitives.ts';

/**
 * A stated annual income (001 §3 re-evaluable fields). The seed gives no bounds; ours: not negative, cents at most,
 * and at most $99,999,999.99, far above any consumer's income and well inside the column (numeric(14, 2)), so an
 * absurd figure is a 400 here rather than a database error (docs/decisions/0268-annual-income-item-12.md, issue 17).
 */
export const ANNUAL_INCOME_MAX = '99999999.99';
export const INCOME_MESSAGE = 'Enter an annual income between $0 and $99,999,999.99';

const INCOME_PATTERN = /^\d{1,8}(?:\.\d{1,2})?$/;

export const annualIncomeSchema = v.pipe(
  v.string(INCOME_MESSAGE),
  v.trim(),
  v.check(
    (text) => INCOME_PATTERN.test(text) && isDecimalText(text) && decimalLte(text, ANNUAL_INCOME_MAX),
    INCOME_MESSAGE,
  ),
);
