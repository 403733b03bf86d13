import * as v from 'valibot';
import { isProductType, type ProductType } from '../catalog/products.ts';
import { parseRule } from '../rules/parse-rule.ts';
import { duplicateTypeAndClass, productSchema } from '../validation/product.ts';
import { tierRulesFor, tierSchema } from '../validation/tier.ts';
import { campaignFieldDetail } from './campaign-file-fields.ts';

/**
 * A lender's campaign file (002 §2 import options "campaign file (CPLX or JSON)"): the lender's products with their
 * tiers, terms and rules. JSON is `{ "products": [CampaignFileProduct, …] }`; CPLX is the same content as a
 * pipe-delimited flat file, one line per tier term (CPLX_COLUMNS). See docs/decisions/0405-campaign-file-format.md.
 */
export interface CampaignFileTerm {
  term: number;
  apr: string;
  limit: string;
  minimum: string;
  isDefault?: boolean;
}
export interface CampaignFileTier {
  name: string;
  type: 'PREQUAL' | 'PRESCREEN';
  rule?: string;
  terms: CampaignFileTerm[];
}
export interface CampaignFileProduct {
  name: string;
  category: string;
  type: ProductType;
  productClass: string;
  option: 'STANDALONE' | 'ADD_ON' | 'BOTH';
  description?: string;
  rule?: string;
  cardTypes?: string[];
  checkingTypes?: string[];
  tiers: CampaignFileTier[];
}
export interface CampaignFile {
  products: CampaignFileProduct[];
}

/** One error of a campaign file (002 §5): lending criteria group, offer product name and details. */
export interface CampaignFileError {
  lendingCriteriaGroup: string;
  productName: string;
  details: string;
}

export const CAMPAIGN_FILE_FORMATS = ['JSON', 'CPLX'] as const;
export type CampaignFileFormat = (typeof CAMPAIGN_FILE_FORMATS)[number];

export const CPLX_COLUMNS = [
  'product',
  'category',
  'type',
  'class',
  'option',
  'productRule',
  'tier',
  'tierType',
  'tierRule',
  'term',
  'apr',
  'minimum',
  'limit',
  'default',
] as const;

export const CAMPAIGN_FILE_MESSAGES = {
  notJson: 'The campaign file is not valid JSON',
  noProducts: 'The campaign file has no products',
  shape: 'The campaign file must be an object with a "products" list',
  cplxHeader: `The CPLX header must be ${CPLX_COLUMNS.join('|')}`,
  cplxColumns: (line: number) => `Line ${line} must have ${CPLX_COLUMNS.length} fields separated by |`,
  cplxNumber: (line: number, column: string) => `Line ${line}: ${column} must be a whole number`,
  fileType: 'The campaign file must be a .json or .cplx file',
} as const;

/** The group of file-level (syntax) errors and of product-level ones; tier errors carry the tier's name. */
export const FILE_GROUP = 'File';
export const PRODUCT_GROUP = 'Product';

export type SyntaxResult = { ok: true; file: CampaignFile } | { ok: false; errors: CampaignFileError[] };

const syntaxError = (details: string): SyntaxResult => ({
  ok: false,
  errors: [{ lendingCriteriaGroup: FILE_GROUP, productName: '', details }],
});

export const formatOfFileName = (fileName: string): CampaignFileFormat | undefined => {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.json')) return 'JSON';
  if (lower.endsWith('.cplx')) return 'CPLX';
  return undefined;
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The syntax check: the text reads as a campaign file (its shape), before any product is validated. */
export function checkCampaignFileSyntax(text: string, format: CampaignFileFormat): SyntaxResult {
  if (format === 'CPLX') return parseCplx(text);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return syntaxError(CAMPAIGN_FILE_MESSAGES.notJson);
  }
  if (!isObject(parsed) || !Array.isArray(parsed.products) || !parsed.products.every(isObject)) {
    return syntaxError(CAMPAIGN_FILE_MESSAGES.shape);
  }
  if (parsed.products.length === 0) return syntaxError(CAMPAIGN_FILE_MESSAGES.noProducts);
  return { ok: true, file: parsed as unknown as CampaignFile };
}

function parseCplx(text: string): SyntaxResult {
  const lines = text
    .split(/\r?\n/)
    .map((line, index) => ({ line: line.trim(), number: index + 1 }))
    .filter(({ line }) => line !== '' && !line.startsWith('#'));
  const [header, ...rows] = lines;
  if (!header || header.line.split('|').join('|') !== CPLX_COLUMNS.join('|')) {
    return syntaxError(CAMPAIGN_FILE_MESSAGES.cplxHeader);
  }
  const products = new Map<string, CampaignFileProduct>();
  for (const { line, number } of rows) {
    const cells = line.split('|').map((cell) => cell.trim());
    if (cells.length !== CPLX_COLUMNS.length) return syntaxError(CAMPAIGN_FILE_MESSAGES.cplxColumns(number));
    const cell = Object.fromEntries(CPLX_COLUMNS.map((column, index) => [column, cells[index] ?? ''])) as Record<
      (typeof CPLX_COLUMNS)[number],
      string
    >;
    if (!/^\d+$/.test(cell.term)) return syntaxError(CAMPAIGN_FILE_MESSAGES.cplxNumber(number, 'term'));
    const product = products.get(cell.product) ?? {
      name: cell.product,
      category: cell.category,
      type: cell.type as ProductType,
      productClass: cell.class,
      option: cell.option as CampaignFileProduct['option'],
      ...(cell.productRule ? { rule: cell.productRule } : {}),
      tiers: [],
    };
    products.set(cell.product, product);
    let tier = product.tiers.find((candidate) => candidate.name === cell.tier);
    if (!tier) {
      tier = {
        name: cell.tier,
        type: cell.tierType as CampaignFileTier['type'],
        ...(cell.tierRule ? { rule: cell.tierRule } : {}),
        terms: [],
      };
      product.tiers.push(tier);
    }
    tier.terms.push({
      term: Number(cell.term),
      apr: cell.apr,
      minimum: cell.minimum,
      limit: cell.limit,
      isDefault: /^(y|yes|true|1)$/i.test(cell.default),
    });
  }
  if (products.size === 0) return syntaxError(CAMPAIGN_FILE_MESSAGES.noProducts);
  return { ok: true, file: { products: [...products.values()] } };
}

const issueDetails = (issues: readonly v.BaseIssue<unknown>[], scope: 'product' | 'tier'): string[] =>
  issues.map((issue) => campaignFieldDetail(v.getDotPath(issue) ?? '', issue.message, scope));

const ruleErrors = (rule: string | undefined, scope: 'product' | 'tier'): string[] => {
  if (rule === undefined || rule.trim() === '') return [];
  const parsed = parseRule(rule);
  return parsed.ok ? [] : parsed.issues.map((issue) => campaignFieldDetail('rule', issue.message, scope));
};

/**
 * Validates every product of a syntax-checked file with the domain rules (product, tier, rules, one product per
 * type and class) and lists each error with its lending criteria group (the tier, or "Product"), the offer product
 * name and the details. An empty list means the file can be applied.
 */
export function validateCampaignFile(file: CampaignFile): CampaignFileError[] {
  const errors: CampaignFileError[] = [];
  file.products.forEach((raw, index) => {
    const productName = typeof raw.name === 'string' && raw.name.trim() !== '' ? raw.name : `Product ${index + 1}`;
    const add = (lendingCriteriaGroup: string, details: string) =>
      errors.push({ lendingCriteriaGroup, productName, details });
    const product = v.safeParse(productSchema, {
      type: raw.type,
      productClass: raw.productClass,
      option: raw.option,
      name: raw.name,
      description: raw.description,
      cardTypes: raw.cardTypes,
      checkingTypes: raw.checkingTypes,
    });
    if (!product.success) for (const detail of issueDetails(product.issues, 'product')) add(PRODUCT_GROUP, detail);
    if (typeof raw.category !== 'string' || raw.category.trim() === '') add(PRODUCT_GROUP, 'Category is required');
    for (const detail of ruleErrors(raw.rule, 'product')) add(PRODUCT_GROUP, detail);
    const type = isProductType(raw.type) ? raw.type : undefined;
    if (!Array.isArray(raw.tiers) || raw.tiers.length === 0) {
      add(PRODUCT_GROUP, 'Add at least one tier');
      return;
    }
    raw.tiers.forEach((tier, tierIndex) => {
      const group = isObject(tier) && typeof tier.name === 'string' && tier.name ? tier.name : `Tier ${tierIndex + 1}`;
      const result = v.safeParse(tierSchema(type ? tierRulesFor(type) : {}), tier);
      if (!result.success) for (const detail of issueDetails(result.issues, 'tier')) add(group, detail);
      for (const detail of ruleErrors(isObject(tier) ? (tier.rule as string | undefined) : undefined, 'tier')) {
        add(group, detail);
      }
    });
  });
  const slots = file.products
    .filter((product) => typeof product.productClass === 'string' && typeof product.type === 'string')
    .map((product, index) => ({ ...product, id: index }));
  for (const duplicate of duplicateTypeAndClass(slots)) {
    errors.push({
      lendingCriteriaGroup: PRODUCT_GROUP,
      productName: duplicate.name,
      details: 'Only one product per type and class is allowed',
    });
  }
  return errors;
}
