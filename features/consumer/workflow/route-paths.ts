import type { MarketplaceSelection } from '../../../domain/marketplace/auto-select.ts';
import { categorySlugs, purposeSlugs, subcategorySlugs } from '../../../domain/marketplace/slugs.ts';

/** The marketplace paths of 001 §2, relative to /consumer or /further; the app declares a route for each. */
export const MARKETPLACE_PATHS = [
  '/marketplace',
  '/marketplace/splash',
  '/marketplace/offers',
  '/marketplace/expired',
  '/marketplace/nooffers',
  '/marketplace/$productCategory',
  '/marketplace/$productCategory/income',
  '/marketplace/$productCategory/pay',
  '/marketplace/$productCategory/nooffers',
  '/marketplace/$productCategory/$productSubcategory',
  '/marketplace/$productCategory/$productSubcategory/$productPurpose',
  '/marketplace/$productCategory/$productSubcategory/$productPurpose/overview',
  '/marketplace/$productCategory/$productSubcategory/$productPurpose/vehicle',
  '/marketplace/$productCategory/$productSubcategory/$productPurpose/loan',
  '/marketplace/$productCategory/$productSubcategory/$productPurpose/nooffers',
  '/offers/$id',
  '/error',
  '/error/$error',
] as const;

export interface PathValues {
  selection: MarketplaceSelection;
  offerId: string | null;
  errorCode: string | null;
}

/** Fills a state's meta.route template (`:productCategory`, …) from the machine's context. */
export function fillRoute(template: string, values: PathValues): string {
  const { selection } = values;
  return template
    .replace(':productCategory', selection.category ? categorySlugs.slug(selection.category) : 'all')
    .replace(':productSubcategory', selection.subcategory ? subcategorySlugs.slug(selection.subcategory) : 'all')
    .replace(':productPurpose', selection.purpose ? purposeSlugs.slug(selection.purpose) : 'all')
    .replace(':id', values.offerId ?? '')
    .replace(':error', values.errorCode ?? 'unknown');
}

/** Which router state a path asks for (URL → machine); undefined when it names no routable step. */
export function stateForPath(path: string): { id: string; offerId?: string } | undefined {
  const parts = path.split('/').filter(Boolean);
  if (parts[0] === 'offers' && parts[1]) return { id: 'marketplace.details', offerId: parts[1] };
  if (parts[0] !== 'marketplace') return undefined;
  if (parts.length === 1) return { id: 'marketplace.category' };
  if (parts[1] === 'offers' && parts.length === 2) return { id: 'marketplace.offers' };
  if (parts.length === 2) return { id: 'marketplace.subcategory' };
  if (parts.length === 3) return { id: 'marketplace.purpose' };
  return undefined;
}

/** Whether a path (without the prefix) belongs to the marketplace the router statechart drives. */
export const isMarketplacePath = (path: string): boolean => /^\/(marketplace|offers|error)(\/|$)/.test(path);
