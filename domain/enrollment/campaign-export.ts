import { defaultTermFor } from '../catalog/product-rules.ts';
import type { ProductType } from '../catalog/products.ts';
import type { CampaignFileProduct, CampaignFileTier } from './campaign-file.ts';

/** The campaign export's format version (decision 0640): bumped when a field changes meaning. */
export const CAMPAIGN_FILE_FORMAT_VERSION = 1;

export interface ExportProductRecord {
  readonly name: string;
  readonly category: string;
  readonly productType: string;
  readonly productClass: string;
  readonly productOption: string;
  readonly rule: string | null;
  /** Card types of a card, checking types of a checking account (products.types). */
  readonly types: readonly string[];
  readonly details: Record<string, unknown> | null;
}
export interface ExportTierRecord {
  readonly name: string;
  readonly tierType: 'PREQUAL' | 'PRESCREEN';
  readonly rule: string | null;
  readonly terms: readonly { term: number; apr: string; limit: string; minimum: string }[];
}

/** '5.490' → '5.49', as a lender types it in a campaign file. */
const plain = (value: string): string => String(Number(value));
const OPTIONS = new Set(['STANDALONE', 'ADD_ON', 'BOTH']);

/** The tier's default term as the wizard reads it (details.defaultTerms, else the type's), else its first term. */
function defaultTermOf(type: string, saved: number | null | undefined, terms: readonly { term: number }[]) {
  const wanted = saved ?? defaultTermFor(type as ProductType);
  return terms.some((term) => term.term === wanted) ? wanted : terms[0]?.term;
}

/** products.types under the campaign file's name for them (cardTypes, checkingTypes); other types have none. */
function typesOf(product: ExportProductRecord): Pick<CampaignFileProduct, 'cardTypes' | 'checkingTypes'> {
  if (product.productType.startsWith('Unsecured_Credit_Card')) return { cardTypes: [...product.types] };
  if (product.productType === 'Checking_Account') return { checkingTypes: [...product.types] };
  return {};
}

/**
 * One saved product (with its tiers in position order) in the campaign-file JSON shape the lender imports
 * (domain/enrollment/campaign-file.ts), so each lender's part of an export is a campaign file of its own. The
 * default term per tier is the one the wizard shows (defaultTermOf); empty rules are left out, as a file would.
 */
export function exportedProduct(product: ExportProductRecord, tiers: readonly ExportTierRecord[]): CampaignFileProduct {
  const defaults = (product.details?.defaultTerms as (number | null)[] | undefined) ?? [];
  const description = product.details?.description;
  const exportedTiers = tiers.map((tier, index): CampaignFileTier => {
    const wanted = defaultTermOf(product.productType, defaults[index], tier.terms);
    return {
      name: tier.name,
      type: tier.tierType,
      ...(tier.rule?.trim() ? { rule: tier.rule } : {}),
      terms: tier.terms.map((term) => ({
        term: term.term,
        apr: plain(term.apr),
        limit: plain(term.limit),
        minimum: plain(term.minimum),
        isDefault: wanted === term.term,
      })),
    };
  });
  return {
    name: product.name,
    category: product.category,
    type: product.productType as CampaignFileProduct['type'],
    productClass: product.productClass,
    option: (OPTIONS.has(product.productOption)
      ? product.productOption
      : 'STANDALONE') as CampaignFileProduct['option'],
    ...(typeof description === 'string' && description.trim() ? { description } : {}),
    ...(product.rule?.trim() ? { rule: product.rule } : {}),
    ...typesOf(product),
    tiers: exportedTiers,
  };
}
