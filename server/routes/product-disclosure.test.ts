import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { CatalogueProduct } from '../../api/lender-campaigns.ts';
import { authed, upload } from '../../tests/integration/console-auth.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { NO_DISCLOSURE } from './product-disclosure.routes.ts';

const fi = '/api/fi/1';
const ctx = seededApp({ signIns: ['cu-admin', 'cu-readonly', 'bank-admin', 'admin'] });
const { tokens, call } = ctx;

describe('product disclosure download', () => {
  it('gives the lender back the PDF it uploaded, under its name; other lenders are refused', async () => {
    const list = await call(`${fi}/catalogue`, authed('GET', tokens['cu-admin']));
    const products = ((await list.json()) as { products: CatalogueProduct[] }).products;
    const [withFile, without] = products.filter((p) => p.status === 'active');
    const pdf = await PDFDocument.create();
    pdf.addPage();
    const bytes = (await pdf.save()) as Uint8Array<ArrayBuffer>;
    const path = (id: string | undefined) => `${fi}/products/${id}/disclosure`;
    const sent = await call(
      path(withFile?.productId),
      upload(tokens['cu-admin'], 'disclosureFile', new File([bytes], 'Auto terms.pdf', { type: 'application/pdf' })),
    );
    expect(sent.status).toBe(200);

    // A Read-only user of the lender reads it too: downloading changes nothing.
    const back = await call(path(withFile?.productId), authed('GET', tokens['cu-readonly']));
    expect(back.status).toBe(200);
    expect(back.headers.get('content-type')).toBe('application/pdf');
    expect(back.headers.get('content-disposition')).toContain('Auto%20terms.pdf');
    expect(new Uint8Array(await back.arrayBuffer())).toEqual(bytes);

    const none = await call(path(without?.productId), authed('GET', tokens['cu-admin']));
    expect(none.status).toBe(404);
    expect(((await none.json()) as { message: string }).message).toBe(NO_DISCLOSURE);
    expect((await call(path(withFile?.productId), authed('GET', tokens['bank-admin']))).status).toBe(403);
    // Another lender's product under one's own fiId is not found, not served.
    expect(
      (await call(`/api/fi/2/products/${withFile?.productId}/disclosure`, authed('GET', tokens.admin))).status,
    ).toBe(404);
  });
});
