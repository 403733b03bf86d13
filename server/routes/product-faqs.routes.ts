import type { Hono } from 'hono';
import { listProductFaqs, saveProductFaqs } from '../../api/product-faqs.ts';
import { NO_SUCH_PRODUCT } from '../../domain/validation/product-faqs.ts';
import { findLenderProduct, listLenderProducts } from '../db/queries/lender-products.ts';
import { faqsOfProducts, replaceProductFaqs } from '../db/queries/product-faqs.ts';
import { notFound } from '../http/api-error.ts';
import type { AppEnv } from '../http/context.ts';
import { scopedRoute } from '../http/register.ts';

/** 002 §7 GET and POST /fi/{fiId}/productFAQs: FAQs by product (000 §3), 1 to 3 sets each (002 §5). */
export function registerProductFaqRoutes(app: Hono<AppEnv>): void {
  scopedRoute(app, listProductFaqs, async ({ scope, db }) => {
    const lenderProducts = await listLenderProducts(db, scope);
    const faqs = await faqsOfProducts(
      db,
      lenderProducts.map((product) => product.id),
    );
    return lenderProducts.map((product) => ({
      productId: product.id,
      productName: product.name,
      faqs: faqs.get(product.id) ?? [],
    }));
  });

  scopedRoute(app, saveProductFaqs, async ({ body, scope, db, audit }) => {
    const product = await findLenderProduct(db, scope, { productId: body.productId, lock: true });
    if (!product) throw notFound(NO_SUCH_PRODUCT);
    const before = (await faqsOfProducts(db, [product.id])).get(product.id) ?? [];
    await replaceProductFaqs(db, { productId: product.id, faqs: body.faqs });
    audit.record({ entityId: product.id, entityName: product.name, oldValue: before, newValue: body.faqs });
    return { productId: product.id, productName: product.name, faqs: body.faqs };
  });
}
