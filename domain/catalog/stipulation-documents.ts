import { isOneOf } from './code-set.ts';
import { STIPULATION_DOCUMENT_CATEGORIES, type StipulationDocumentCategory } from './statuses.ts';

/**
 * 002 §3: "Document categories: address, name, income, each with named documents." The names are not shown; these
 * are the documents US lenders commonly accept (docs/decisions/0262-stipulation-catalogue-console-users-and.md). A name
 * belongs to one category only, so a stipulation's allowed documents also say which categories it covers.
 */
export const STIPULATION_DOCUMENTS = {
  address: ['Utility bill', 'Lease agreement', 'Mortgage statement', 'Bank statement'],
  name: ["Driver's license", 'Passport', 'State ID card', 'Marriage certificate'],
  income: ['Recent pay stub', 'W-2', 'Tax return', 'Benefits letter'],
} as const satisfies Record<StipulationDocumentCategory, readonly string[]>;

export type StipulationDocumentName = (typeof STIPULATION_DOCUMENTS)[StipulationDocumentCategory][number];

export const STIPULATION_DOCUMENT_NAMES: readonly StipulationDocumentName[] = STIPULATION_DOCUMENT_CATEGORIES.flatMap(
  (category) => STIPULATION_DOCUMENTS[category],
);

export function categoryOfDocument(name: string): StipulationDocumentCategory | undefined {
  return STIPULATION_DOCUMENT_CATEGORIES.find((category) => isOneOf(STIPULATION_DOCUMENTS[category], name));
}

/** The categories a list of allowed documents covers, in the catalogue's order (address, name, income). */
export function categoriesOf(documents: readonly string[]): StipulationDocumentCategory[] {
  const found = new Set(documents.map(categoryOfDocument));
  return STIPULATION_DOCUMENT_CATEGORIES.filter((category) => found.has(category));
}
