import { humanizeKey } from '../validation/primitives.ts';

/** A product's fields as a campaign file names them, in people's words (002 §3 product). */
const PRODUCT_FIELDS: Readonly<Record<string, string>> = {
  name: 'Product name',
  type: 'Product type',
  productClass: 'Product class',
  option: 'Product option',
  description: 'Description',
  category: 'Category',
  rule: 'Product rule',
  cardTypes: 'Card types',
  checkingTypes: 'Checking account types',
  tiers: 'Tiers',
};
/** One card or checking account type of the list, by position. */
const LIST_ITEMS: Readonly<Record<string, string>> = { cardTypes: 'Card type', checkingTypes: 'Checking account type' };

/** A tier's fields (002 §5 tier). */
const TIER_FIELDS: Readonly<Record<string, string>> = {
  name: 'Tier name',
  type: 'Tier type',
  rule: 'Tier rule',
  terms: 'Terms',
};

/** A term's fields, after "Term N" (002 §5 tier terms and promotions). */
const TERM_FIELDS: Readonly<Record<string, string>> = {
  term: 'length',
  apr: 'APR',
  limit: 'limit',
  minimum: 'minimum',
  isDefault: 'default',
  promoType: 'promotion type',
  promoApr: 'promotional APR',
  promoTerm: 'promotional term',
  promoMinimum: 'promotional minimum',
};

const position = (key: string | undefined) => (key !== undefined && /^\d+$/.test(key) ? Number(key) + 1 : null);

/** Any other path: each key in words, each position counted from 1 ('foo.0.barBaz' → 'Foo 1 bar baz'). */
const fallback = (keys: readonly string[]) =>
  keys
    .map((key, index) => {
      const n = position(key);
      if (n !== null) return String(n);
      const words = humanizeKey(key);
      return index === 0 ? words : words.toLowerCase();
    })
    .join(' ');

/**
 * The dot path of a campaign-file field as people say it: the validator checks a product (`name`, `cardTypes.1`…)
 * and each tier (`terms.0.apr`…), and the error table already names the tier and the product, so the path within
 * them is enough: 'terms.0.apr' → 'Term 1 APR', 'cardTypes.1' → 'Card type 2', 'productClass' → 'Product class'.
 * `scope` says which of the two the path belongs to.
 */
export function campaignFieldInWords(path: string, scope: 'product' | 'tier'): string {
  const keys = path.split('.').filter((key) => key !== '');
  const [first, second, third, ...rest] = keys;
  if (first === undefined) return scope === 'tier' ? 'Tier' : 'Product';
  if (scope === 'tier' && first === 'terms') {
    const n = position(second);
    if (second === undefined) return TIER_FIELDS.terms ?? 'Terms';
    if (n === null) return fallback(keys);
    if (third === undefined) return `Term ${n}`;
    const field = TERM_FIELDS[third];
    return field && rest.length === 0 ? `Term ${n} ${field}` : `Term ${n} ${fallback([third, ...rest]).toLowerCase()}`;
  }
  const fields = scope === 'tier' ? TIER_FIELDS : PRODUCT_FIELDS;
  if (second === undefined) return fields[first] ?? fallback(keys);
  const item = LIST_ITEMS[first];
  const n = position(second);
  if (scope === 'product' && item && n !== null && third === undefined) return `${item} ${n}`;
  return fallback(keys);
}

/** One validation message with its field in people's words ('Term 1 APR: APR cannot be zero'). */
export const campaignFieldDetail = (path: string, message: string, scope: 'product' | 'tier'): string =>
  path ? `${campaignFieldInWords(path, scope)}: ${message}` : message;
