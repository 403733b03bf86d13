import type { Purpose, Subcategory } from '../catalog/categories.ts';
import type { OfferCategory, ProductType } from '../catalog/products.ts';

/** Where a product type sits in the consumer's category → subcategory → purpose choice. */
export interface ProductTriple {
  readonly category: OfferCategory;
  readonly subcategory: Subcategory;
  readonly purpose: Purpose;
}

const triple = (category: OfferCategory, subcategory: Subcategory, purpose: Purpose): ProductTriple => ({
  category,
  subcategory,
  purpose,
});

/**
 * The seed fixes only Home_Improvement_Loan (both Single Family Detached and Townhouse); the rest are ours,
 * recorded in docs/decisions/0109-product-type-category-subcategory-purpose.md.
 */
export const PRODUCT_TRIPLES: Readonly<Record<ProductType, readonly ProductTriple[]>> = {
  New_Auto: [triple('AUTO', 'Automobile', 'Purchase new')],
  Used_Auto: [triple('AUTO', 'Automobile', 'Purchase used')],
  Auto_Refi: [triple('AUTO', 'Automobile', 'Refinance')],
  New_Moto: [triple('MOTORCYCLE', 'Motorcycle', 'Purchase new')],
  Used_Moto: [triple('MOTORCYCLE', 'Motorcycle', 'Purchase used')],
  New_Boat: [triple('RECREATIONAL_VEHICLES', 'Boat', 'Purchase new')],
  Used_Boat: [triple('RECREATIONAL_VEHICLES', 'Boat', 'Purchase used')],
  New_RV: [triple('RECREATIONAL_VEHICLES', 'RV', 'Purchase new')],
  Used_RV: [triple('RECREATIONAL_VEHICLES', 'RV', 'Purchase used')],
  New_ATV: [triple('RECREATIONAL_VEHICLES', 'ATV', 'Purchase new')],
  Used_ATV: [triple('RECREATIONAL_VEHICLES', 'ATV', 'Purchase used')],
  New_Watercraft: [triple('RECREATIONAL_VEHICLES', 'Watercraft', 'Purchase new')],
  Used_Watercraft: [triple('RECREATIONAL_VEHICLES', 'Watercraft', 'Purchase used')],
  Unsecured_Credit_Card: [triple('CREDIT_CARDS', 'Unsecured', 'Line of Credit')],
  Unsecured_Loan: [triple('PERSONAL_LOANS', 'Unsecured', 'Loan')],
  Short_Term_Loan: [triple('SHORT_TERM_LOANS', 'Unsecured', 'Loan')],
  Home_Equity_Loan: [triple('HOME_EQUITY', 'Home Equity', 'Loan')],
  HELOC: [triple('HOME_EQUITY', 'Home Equity', 'Line of Credit')],
  Home_Improvement_Loan: [
    triple('HOME_IMPROVEMENT', 'Single Family Detached', 'Loan'),
    triple('HOME_IMPROVEMENT', 'Townhouse', 'Loan'),
  ],
  Checking_Account: [triple('CHECKING_ACCOUNT', 'Non lending', 'Non lending')],
  Certificate_Deposit: [triple('CD', 'Non lending', 'Non lending')],
};

/** Triples of a product type; an unknown type gives none (the caller logs it, 001 §3). */
export const triplesFor = (productType: string): readonly ProductTriple[] =>
  Object.hasOwn(PRODUCT_TRIPLES, productType) ? PRODUCT_TRIPLES[productType as ProductType] : [];

/** Whether an offer of this product type belongs under the given (partial) selection. */
export const matchesSelection = (productType: string, selection: Partial<ProductTriple>): boolean =>
  triplesFor(productType).some(
    (t) =>
      (selection.category === undefined || t.category === selection.category) &&
      (selection.subcategory === undefined || t.subcategory === selection.subcategory) &&
      (selection.purpose === undefined || t.purpose === selection.purpose),
  );

/**
 * How many offers have a triple passing the test: an offer listed under two subcategories (a home improvement loan
 * for a detached house and a townhouse) still counts once in its category, as the list it opens shows it once.
 */
export const countOffersWhere = (
  offers: readonly { readonly productType: string }[],
  test: (triple: ProductTriple) => boolean,
): number => offers.filter((offer) => triplesFor(offer.productType).some(test)).length;

/** The product types among these that have no triples (001 §3: an unknown product type is logged, nothing else). */
export const unknownProductTypes = (productTypes: readonly string[]): string[] =>
  [...new Set(productTypes)].filter((productType) => !Object.hasOwn(PRODUCT_TRIPLES, productType));
