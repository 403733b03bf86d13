import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { offerRowOf, satisfyRedeemPrerequisites } from '../../tests/integration/demo-consumer.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { auditLog, loanLeads, products, redemptions, stipulationCatalogue } from '../db/schema/index.ts';
import { DEMO_CONSUMERS } from '../db/seed-consumers.ts';
import { ApiError } from '../http/api-error.ts';
import { redeemOffer } from './redeem-offer.ts';

const PERSONAL_LOAN = '60000000-0000-4000-8000-000000000010';
const consumerId = (code: string) => DEMO_CONSUMERS.find((c) => c.accessCode === code)?.id ?? '';
const offerOf = async (consumer: string, productId: string) => (await offerRowOf(ctx.db, consumer, productId)).id;
const codeOf = async (attempt: Promise<unknown>) => {
  try {
    await attempt;
    return 'OK';
  } catch (error) {
    if (error instanceof ApiError) return error.code;
    throw error;
  }
};

const ctx = seededApp();
beforeAll(async () => {
  await satisfyRedeemPrerequisites(ctx.db);
});

describe('redeemOffer', () => {
  it('never sells past the redeem limit, however many redeem at once', async () => {
    const holders = ['DEMO-1001', 'DEMO-1004', 'DEMO-1005'].map(consumerId);
    await ctx.db.update(products).set({ redeemLimitCount: 2 }).where(eq(products.id, PERSONAL_LOAN));
    const attempts = await Promise.all(
      holders.map(async (id) =>
        codeOf(redeemOffer(ctx.db, { consumerId: id, offerId: await offerOf(id, PERSONAL_LOAN), amount: '5000' })),
      ),
    );
    expect(attempts.filter((code) => code === 'OK')).toHaveLength(2);
    expect(attempts.filter((code) => code === 'OFFER_PRODUCT_NOT_FOUND')).toHaveLength(1);
    const [product] = await ctx.db.select().from(products).where(eq(products.id, PERSONAL_LOAN));
    expect(product?.redeemedCount).toBe(2);
    expect(product?.redeemedAmount).toBe('10000.00');
    // The demo's own pending redemption (another consumer, another product) has a lead too: count these holders'.
    const leads = (await ctx.db.select().from(loanLeads)).filter((lead) => holders.includes(lead.consumerId));
    expect(leads).toHaveLength(2);
    const audits = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'OFFER_REDEEMED'));
    expect(audits).toHaveLength(2);
  });

  it('refuses a second redemption of the same offer, even when both arrive together', async () => {
    const id = consumerId('DEMO-1001');
    const offerId = await offerOf(id, '60000000-0000-4000-8000-000000000011');
    const both = await Promise.all([
      codeOf(redeemOffer(ctx.db, { consumerId: id, offerId, amount: '1000' })),
      codeOf(redeemOffer(ctx.db, { consumerId: id, offerId, amount: '1000' })),
    ]);
    expect(both.sort()).toEqual(['OFFER_ALREADY_REDEEMED', 'OK']);
    expect(await codeOf(redeemOffer(ctx.db, { consumerId: id, offerId, amount: '1000' }))).toBe(
      'OFFER_ALREADY_REDEEMED',
    );
  });

  it('answers a retry with the same Idempotency-Key with the first answer, and refuses the key for another request', async () => {
    const id = consumerId('DEMO-1001');
    const offerId = await offerOf(id, '60000000-0000-4000-8000-000000000001');
    const request = { consumerId: id, offerId, amount: '20000', term: 60, idempotencyKey: 'retry-key-0001' };
    const first = await redeemOffer(ctx.db, request);
    const again = await redeemOffer(ctx.db, request);
    expect(first.replayed).toBe(false);
    expect(again).toEqual({ ...first, replayed: true });
    expect(await codeOf(redeemOffer(ctx.db, { ...request, amount: '25000' }))).toBe('VALIDATION_FAILED');
    const rows = await ctx.db.select().from(redemptions).where(eq(redemptions.offerId, offerId));
    expect(rows).toHaveLength(1);
  });

  it("refuses an amount outside the offer, another consumer's offer and a redacted offer", async () => {
    const garcia = consumerId('DEMO-1001');
    const offerId = await offerOf(garcia, '60000000-0000-4000-8000-000000000002');
    expect(await codeOf(redeemOffer(ctx.db, { consumerId: garcia, offerId, amount: '999999' }))).toBe(
      'VALIDATION_FAILED',
    );
    expect(await codeOf(redeemOffer(ctx.db, { consumerId: consumerId('DEMO-1002'), offerId, amount: '9000' }))).toBe(
      'OFFER_PRODUCT_NOT_FOUND',
    );
    const brown = consumerId('DEMO-1008');
    const redacted = await offerOf(brown, '60000000-0000-4000-8000-000000000017');
    expect(await codeOf(redeemOffer(ctx.db, { consumerId: brown, offerId: redacted, amount: '500' }))).toBe(
      'OFFER_PRODUCT_NOT_FOUND',
    );
  });

  it('waits for the documents an ACTIVE catalogue stipulation asks of the consumer its rule matches', async () => {
    const turner = consumerId('DEMO-1020');
    // Not the personal loan: the first test sold it out.
    const offerId = await offerOf(turner, '60000000-0000-4000-8000-000000000002');
    await ctx.db.insert(stipulationCatalogue).values({
      name: 'Proof of legal name',
      rule: 'INQUIRIES_12M = 7',
      allowedDocuments: ["Driver's license"],
    });
    // The product's own documents are in (beforeAll); the catalogue's new one is not.
    expect(await codeOf(redeemOffer(ctx.db, { consumerId: turner, offerId, amount: '9000' }))).toBe(
      'OFFER_REDEMPTION_STIPS_PENDING',
    );
    const pending = await redeemOffer(ctx.db, { consumerId: turner, offerId, amount: '9000', uploadLater: true });
    expect(pending.body.status).toBe('PENDING_DOCUMENTS');
  });
});
