import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../pool.ts';
import { productFaqs } from '../schema/index.ts';

export interface FaqText {
  question: string;
  answer: string;
}

/** FAQs of the given products, in position order, by product id. */
export async function faqsOfProducts(db: Executor, productIds: readonly string[]): Promise<Map<string, FaqText[]>> {
  const byProduct = new Map<string, FaqText[]>(productIds.map((id) => [id, []]));
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select({ productId: productFaqs.productId, question: productFaqs.question, answer: productFaqs.answer })
    .from(productFaqs)
    .where(inArray(productFaqs.productId, [...productIds]))
    .orderBy(asc(productFaqs.productId), asc(productFaqs.position));
  for (const row of rows) byProduct.get(row.productId)?.push({ question: row.question, answer: row.answer });
  return byProduct;
}

/** One product's FAQs replaced, positions 0… in the given order (consumers read them by position). */
export async function replaceProductFaqs(
  db: Executor,
  params: { productId: string; faqs: readonly FaqText[] },
): Promise<void> {
  await db.delete(productFaqs).where(eq(productFaqs.productId, params.productId));
  if (params.faqs.length === 0) return;
  await db
    .insert(productFaqs)
    .values(params.faqs.map((faq, position) => ({ productId: params.productId, position, ...faq })));
}
