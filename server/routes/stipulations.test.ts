import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Offer } from '../../api/consumer.ts';
import { Stipulation } from '../../api/stipulations.ts';
import { onePagePdf } from '../../tests/fixtures/pdf.ts';
import { solidPng } from '../../tests/fixtures/png.ts';
import { demoConsumerOffer } from '../../tests/integration/demo-consumer.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';

let jwt = '';
let offer: v.InferOutput<typeof Offer>;

const auth = () => ({ authorization: `Bearer ${jwt}` });
const base = () => `/api/consumers/current/offers/${offer.id}/stipulations`;
const list = async () =>
  v.parse(v.array(Stipulation), await (await ctx.app.request(base(), { method: 'POST', headers: auth() })).json());
const upload = (stipulationId: string, bytes: Uint8Array<ArrayBuffer>, name: string) => {
  const form = new FormData();
  form.append('stipDocument', new File([bytes], name));
  return ctx.app.request(`${base()}/${stipulationId}`, { method: 'POST', headers: auth(), body: form });
};

// Real files: what the server looks at, whatever the name says.
const PNG = new Uint8Array(solidPng(40, 30));
let PDF: Uint8Array<ArrayBuffer>;
const TEXT = new TextEncoder().encode('just some text, not a document at all');

const ctx = seededApp();
beforeAll(async () => {
  PDF = await onePagePdf();
  ({ jwt, offer } = await demoConsumerOffer(ctx.app, 'DEMO-1005', 'Nguyen', 'Home_Improvement_Loan'));
});

describe('stipulations of an offer', () => {
  it('lists the requested documents as PENDING, takes a PNG and a PDF by their content, and removes one', async () => {
    const requested = await list();
    expect(requested.map((s) => [s.category, s.name, s.badge])).toEqual([
      ['address', 'Utility bill', 'PENDING'],
      ['income', 'Recent pay stub', 'PENDING'],
    ]);
    const [bill, stub] = requested as [Stipulation, Stipulation];
    const png = await upload(bill.id, PNG, 'bill.png');
    expect(png.status).toBe(200);
    expect(v.parse(Stipulation, await png.json())).toMatchObject({ badge: 'SATISFIED', fileName: 'bill.png' });
    // The name does not matter, the bytes do: a PDF called .txt is a PDF, and is named so.
    const renamed = await upload(stub.id, PDF, 'paystub.txt');
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({ fileName: 'paystub.pdf' });
    expect((await list()).map((s) => s.badge)).toEqual(['SATISFIED', 'SATISFIED']);
    const removed = await ctx.app.request(`${base()}/${stub.id}`, { method: 'DELETE', headers: auth() });
    expect(v.parse(Stipulation, await removed.json())).toMatchObject({ id: stub.id, badge: 'PENDING' });
    expect((await list()).map((s) => s.badge)).toEqual(['SATISFIED', 'PENDING']);
  });

  it("refuses a file that is not a JPG, PNG or PDF inside, and one over 5 MB, with the seed's messages", async () => {
    const [bill] = (await list()) as [Stipulation];
    const renamed = await upload(bill.id, TEXT, 'looks-like.pdf');
    expect(renamed.status).toBe(415);
    expect(await renamed.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: "This file type isn't supported. Try uploading a JPG, PNG, or PDF.",
    });
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG);
    const oversized = await upload(bill.id, big, 'huge.png');
    expect(oversized.status).toBe(413);
    expect(await oversized.json()).toMatchObject({
      message: 'File exceeds maximum size. Please upload a file that is 5MB or less.',
    });
    // The earlier upload is untouched by the refused ones.
    expect((await list())[0]).toMatchObject({ badge: 'SATISFIED', fileName: 'bill.png' });
  });

  it('answers clearly for a missing field, an unknown stipulation and an offer that is not the consumer’s', async () => {
    const [bill] = (await list()) as [Stipulation];
    const empty = await ctx.app.request(`${base()}/${bill.id}`, {
      method: 'POST',
      headers: auth(),
      body: new FormData(),
    });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ code: 'MISSING_REQUIRED_FIELD' });
    const unknown = await upload('00000000-0000-4000-8000-000000000000', PNG, 'x.png');
    expect(unknown.status).toBe(404);
    const foreign = await ctx.app.request(
      '/api/consumers/current/offers/00000000-0000-4000-8000-000000000000/stipulations',
      { method: 'POST', headers: auth() },
    );
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toMatchObject({ code: 'OFFER_PRODUCT_NOT_FOUND' });
  });
});
