import { asc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { Faq as ConsumerFaq } from '../../api/consumer.ts';
import { FAQS_UPDATED, ProductFaqs } from '../../api/product-faqs.ts';
import { authed } from '../../tests/integration/console-auth.ts';
import { demoConsumerOffer } from '../../tests/integration/demo-consumer.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { productFaqs } from '../db/schema/index.ts';
import { DEMO_LENDERS } from '../db/seed.ts';

const summit = DEMO_LENDERS[0];
const base = `/api/fi/${summit.number}/productFAQs`;
const NEW_AUTO = '60000000-0000-4000-8000-000000000001';
/** A harbor-bank product: not summit's to change. */
const PERSONAL_LOAN = '60000000-0000-4000-8000-000000000010';

const ctx = seededApp({ signIns: ['cu-admin', 'cu-readonly', 'bank-admin'] });
const { tokens, call } = ctx;

const faq = (question: string, answer: string) => ({ question, answer });
const storedFaqs = async (productId: string) =>
  (
    await ctx.db
      .select({ question: productFaqs.question, answer: productFaqs.answer, position: productFaqs.position })
      .from(productFaqs)
      .where(eq(productFaqs.productId, productId))
      .orderBy(asc(productFaqs.position))
  ).map(({ question, answer }) => ({ question, answer }));

describe('product FAQs', () => {
  it('lists the FAQs of every product of the lender', async () => {
    const response = await call(base, authed('GET', tokens['cu-readonly']));
    expect(response.status).toBe(200);
    const list = v.parse(v.array(ProductFaqs), await response.json());
    expect(list).toHaveLength(9);
    const newAuto = list.find((entry) => entry.productId === NEW_AUTO);
    expect(newAuto?.productName).toBe('New Auto Loan');
    expect(newAuto?.faqs).toHaveLength(2);
    expect(newAuto?.faqs[0]?.question).toBe('Will checking my New Auto Loan offer affect my credit score?');
    expect(list.some((entry) => entry.productId === PERSONAL_LOAN)).toBe(false);
  });

  it('replaces one product’s FAQs, audited with old and new, and consumers read the new ones', async () => {
    const before = await storedFaqs(NEW_AUTO);
    const faqs = [
      faq(' Can I use this for a private-party sale? ', 'Yes, with a bill of sale and the title.'),
      faq('', ''),
      faq('Is there a prepayment penalty?', 'No.'),
    ];
    const response = await call(base, authed('POST', tokens['cu-admin'], { productId: NEW_AUTO, faqs }));
    expect(response.status).toBe(200);
    const saved = v.parse(ProductFaqs, await response.json());
    const expected = [
      faq('Can I use this for a private-party sale?', 'Yes, with a bill of sale and the title.'),
      faq('Is there a prepayment penalty?', 'No.'),
    ];
    expect(saved).toEqual({ productId: NEW_AUTO, productName: 'New Auto Loan', faqs: expected });
    expect(await storedFaqs(NEW_AUTO)).toEqual(expected);
    const row = await ctx.lastAudit(FAQS_UPDATED, NEW_AUTO);
    expect(row).toMatchObject({
      category: 'LENDER',
      entityType: 'PRODUCT_FAQS',
      entityName: 'New Auto Loan',
      actorName: 'cu-admin',
      tenantId: summit.id,
      oldValue: before,
      newValue: expected,
    });

    // The consumer's offer of that product shows them, in order.
    const { jwt, offer } = await demoConsumerOffer(ctx.app, 'DEMO-1001', 'Garcia', 'New_Auto');
    expect(offer.financialInstitution.name).toBe(summit.name);
    const consumerFaqs = v.parse(
      v.array(ConsumerFaq),
      await (
        await call(`/api/consumers/current/offers/${offer.id}/faqs`, { headers: { authorization: `Bearer ${jwt}` } })
      ).json(),
    );
    expect(consumerFaqs.map(({ question, answer }) => ({ question, answer }))).toEqual(expected);
  });

  it('refuses 0 or more than 3 sets, half-filled sets and another lender’s product, changing nothing', async () => {
    const before = await storedFaqs(NEW_AUTO);
    const cases: [unknown, number, { path?: string; message: string }][] = [
      [{ productId: NEW_AUTO, faqs: [] }, 400, { path: 'faqs', message: 'Add at least one complete FAQ' }],
      [
        { productId: NEW_AUTO, faqs: [faq('1', '1'), faq('2', '2'), faq('3', '3'), faq('4', '4')] },
        400,
        { path: 'faqs', message: 'Add up to 3 FAQs' },
      ],
      [
        { productId: NEW_AUTO, faqs: [faq('Q', ' ')] },
        400,
        { path: 'faqs.0', message: 'Each FAQ needs both a question and an answer' },
      ],
      [{ faqs: [faq('Q', 'A')] }, 400, { path: 'productId', message: 'Product is required' }],
      [{ productId: 'nope', faqs: [faq('Q', 'A')] }, 400, { path: 'productId', message: 'No such product' }],
      [{ productId: PERSONAL_LOAN, faqs: [faq('Q', 'A')] }, 404, { message: 'No such product' }],
    ];
    for (const [body, status, issue] of cases) {
      const response = await call(base, authed('POST', tokens['cu-admin'], body));
      expect(response.status, JSON.stringify(body)).toBe(status);
      const answer = (await response.json()) as { message: string; issues?: unknown[] };
      if (status === 400) expect(answer.issues).toContainEqual(issue);
      else expect(answer.message).toBe(issue.message);
    }
    expect(await storedFaqs(NEW_AUTO)).toEqual(before);
    expect((await storedFaqs(PERSONAL_LOAN)).length).toBeGreaterThan(0);
  });
});

describe('tenant scope and permission', () => {
  it('refuses another lender and a Read-only user’s change', async () => {
    const before = await storedFaqs(NEW_AUTO);
    const body = { productId: NEW_AUTO, faqs: [faq('Q', 'A')] };
    expect((await call(base, authed('GET', tokens['bank-admin']))).status).toBe(403);
    expect((await call('/api/fi/2/productFAQs', authed('GET', tokens['cu-admin']))).status).toBe(403);
    expect((await call(base, authed('POST', tokens['bank-admin'], body))).status).toBe(403);
    expect((await call(base, authed('POST', tokens['cu-readonly'], body))).status).toBe(403);
    expect(await storedFaqs(NEW_AUTO)).toEqual(before);
  });
});
