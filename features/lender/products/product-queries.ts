import type { ApiClient } from '../../../api/client.ts';
import { getProductDraft, listProducts } from '../../../api/products.ts';
import { endpointQuery } from '../../../api/query-options.ts';
import { productsProductQueriesMessages as m } from '../messages/products-product-queries.ts';

// The product screens' queries, for their components and their pages' loaders (enrollment/campaign-pages.ts).

/** The wizard's load-failure message (its LoadGate and its route's error component). */
export const PRODUCT_LOAD_FAILURE = m.loadFailure;

/** The lender's products (the enrollment page's product table, the wizard's add-on and summary steps). */
export const productListQuery = (client: ApiClient, fiId: number) =>
  endpointQuery(client, listProducts, { params: { fiId } });

/**
 * The wizard draft of a new product (`new`) or of a product (its id). The draft changes on the server behind the
 * cache (each step saved, a clone, a template applied), so its readers fetch it unless it is a couple of seconds
 * old (the app's staleTime): the page's loader fills it and the wizard's first load reads that answer.
 */
export const productDraftQuery = (client: ApiClient, fiId: number, draftKey: string) =>
  endpointQuery(client, getProductDraft, { params: { fiId, draftKey } });
