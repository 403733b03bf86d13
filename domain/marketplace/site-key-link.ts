import { isProductType, type ProductType } from '../catalog/products.ts';
import { SITE_KEY_PATTERN } from '../validation/site-key-pattern.ts';
import { triplesFor } from './product-triples.ts';
import { categorySlugs } from './slugs.ts';

/**
 * A site key's QR link (002 §3 "QR codes per product"): the consumer sign-in page with the site key (whose
 * embedder's theme dresses the page) and the product type (whose category the marketplace opens on after sign-in).
 * The sign-in page is public and already where a consumer starts; two query parameters keep the link short, so the
 * QR code stays coarse enough for a phone to read off a printed flyer.
 */
export const SITE_LINK_PATH = '/consumer/auth/login';
export const SITE_LINK_PARAMS = { siteKey: 'site', product: 'product' } as const;

/** `${publicUrl}/consumer/auth/login?site=sk_…&product=New_Auto`; publicUrl is the server's PUBLIC_URL, never a header. */
export function siteKeyLink(publicUrl: string, siteKey: string, productType: ProductType): string {
  const url = new URL(SITE_LINK_PATH, `${publicUrl.replace(/\/+$/, '')}/`);
  url.searchParams.set(SITE_LINK_PARAMS.siteKey, siteKey);
  url.searchParams.set(SITE_LINK_PARAMS.product, productType);
  return url.toString();
}

export interface SiteLinkParams {
  readonly siteKey: string | null;
  readonly productType: ProductType | null;
}

/** What a landing URL's query names: each part only when well-formed (anything else is ignored, not an error). */
export function siteLinkParams(query: Readonly<Record<string, unknown>>): SiteLinkParams {
  const site = query[SITE_LINK_PARAMS.siteKey];
  const product = query[SITE_LINK_PARAMS.product];
  return {
    siteKey: typeof site === 'string' && SITE_KEY_PATTERN.test(site) ? site : null,
    productType: typeof product === 'string' && isProductType(product) ? product : null,
  };
}

/** Where the marketplace opens for a product type: its category's page (`/consumer/marketplace/auto`). */
export function productLandingPath(productType: ProductType): string {
  const [triple] = triplesFor(productType);
  return triple ? `/consumer/marketplace/${categorySlugs.slug(triple.category)}` : '/consumer/marketplace';
}

/** 'Used_Auto' → 'Used Auto' (HELOC stays), as the approved-products list spells product types. */
export const productTypeLabel = (productType: ProductType): string => productType.replaceAll('_', ' ');
