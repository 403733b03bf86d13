import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { Offer } from '../../api/consumer.ts';
import { jsonRequest } from '../../tests/integration/db.ts';
import { redeemableDemoOffer } from '../../tests/integration/demo-consumer.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { redemptions } from '../db/schema/index.ts';

let jwt = '';
let offer: Offer;

const get = (path: string, headers: Record<string, string> = {}) =>
  ctx.app.request(`/api/consumers/current${path}`, { headers: { authorization: `Bearer ${jwt}`, ...headers } });

const ctx = seededApp();
beforeAll(async () => {
  ({ jwt, offer } = await redeemableDemoOffer(ctx));
});

describe('an offer already redeemed (issue 17 item 16)', () => {
  it('says so in the offers list and on the offer, and the list is not served stale from the ETag', async () => {
    expect(offer.redemptionStatus).toBeUndefined();
    const before = await get('/offers');
    const etag = before.headers.get('etag') ?? '';
    const term = offer.terms[0];
    const redeemed = await ctx.app.request(
      `/api/consumers/current/offers/${offer.id}/redemptions`,
      jsonRequest(
        'POST',
        {
          amount: term?.minimum,
          term: term?.term,
          contactPreference: 'Text message',
          idType: 'Drivers License',
          occupancy: 'OWN_WITH_MORTGAGE',
          propertyType: 'townhouse',
          salesOrderNumber: ' SO12345678 ',
        },
        jwt,
      ),
    );
    expect(redeemed.status).toBe(201);
    const [stored] = await ctx.db.select().from(redemptions).where(eq(redemptions.offerId, offer.id));
    expect(stored?.application).toEqual({
      contactPreference: 'Text message',
      idType: 'Drivers License',
      occupancy: 'OWN_WITH_MORTGAGE',
      propertyType: 'townhouse',
      salesOrderNumber: 'SO12345678',
    });

    const after = await get('/offers', { 'if-none-match': etag });
    expect(after.status).toBe(200);
    const listed = v.parse(v.array(Offer), await after.json()).find((o) => o.id === offer.id);
    expect(listed?.redemptionStatus).toBe('CREATED');
    const others = v.parse(v.array(Offer), await (await get('/offers')).json()).filter((o) => o.id !== offer.id);
    expect(others.every((o) => o.redemptionStatus === undefined)).toBe(true);

    const single = v.parse(Offer, await (await get(`/offers/${offer.id}`)).json());
    expect(single.redemptionStatus).toBe('CREATED');
  });
});

describe('the application questions (001 §3)', () => {
  it('refuses a sales order number without its prefix and length, with the message (001 §5)', async () => {
    const answer = await ctx.app.request(
      `/api/consumers/current/offers/${offer.id}/redemptions`,
      jsonRequest('POST', { amount: '5000', salesOrderNumber: 'SX1234' }, jwt),
    );
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({
      issues: [
        { path: 'salesOrderNumber', message: 'Sales order number must start with SO and be 10 characters long' },
      ],
    });
  });

  it('refuses an answer outside its catalogue with 400', async () => {
    const answer = await ctx.app.request(
      `/api/consumers/current/offers/${offer.id}/redemptions`,
      jsonRequest('POST', { amount: '5000', occupancy: 'CASTLE' }, jwt),
    );
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });
});
