import { eq } from 'drizzle-orm';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Offer } from '../../api/consumer.ts';
import { Stipulation } from '../../api/stipulations.ts';
import { onePagePdf } from '../../tests/fixtures/pdf.ts';
import { solidPng } from '../../tests/fixtures/png.ts';
import { demoConsumerOffer } from '../../tests/integration/demo-consumer.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { isSealedBytes } from '../auth/secret-box.ts';
import { stipulationDocuments } from '../db/schema/index.ts';
import { openDocumentContent, sealStoredDocuments } from '../redemption/stipulations.ts';

/** Issue 17 item 14: documents sealed at rest, checked by what they really are, names cleaned. */
let jwt = '';
let offer: v.InferOutput<typeof Offer>;
let requested: Stipulation[] = [];
const UNSUPPORTED = "This file type isn't supported. Try uploading a JPG, PNG, or PDF.";
const SECRET_TEXT = 'Maria Featherstone 123-45-6789';

const auth = () => ({ authorization: `Bearer ${jwt}` });
const base = () => `/api/consumers/current/offers/${offer.id}/stipulations`;
const upload = (stipulationId: string, bytes: Uint8Array<ArrayBuffer>, name: string) => {
  const form = new FormData();
  form.append('stipDocument', new File([bytes], name));
  return ctx.app.request(`${base()}/${stipulationId}`, { method: 'POST', headers: auth(), body: form });
};
const stored = async (stipulationId: string) =>
  (await ctx.db.select().from(stipulationDocuments).where(eq(stipulationDocuments.stipulationId, stipulationId))).find(
    (row) => row.offerId === offer.id,
  );
const text = (value: string) => new TextEncoder().encode(value) as Uint8Array<ArrayBuffer>;

const ctx = seededApp();
beforeAll(async () => {
  ({ jwt, offer } = await demoConsumerOffer(ctx.app, 'DEMO-1005', 'Nguyen', 'Home_Improvement_Loan'));
  requested = v.parse(
    v.array(Stipulation),
    await (await ctx.app.request(base(), { method: 'POST', headers: auth() })).json(),
  );
});

describe('a stored document', () => {
  it('is sealed at rest, bytes and name, and opens to exactly what was sent', async () => {
    const [bill] = requested as [Stipulation];
    const pdf = await onePagePdf(SECRET_TEXT);
    const response = await upload(bill.id, pdf, 'maria-featherstone-bill.pdf');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ fileName: 'maria-featherstone-bill.pdf', badge: 'SATISFIED' });
    const row = await stored(bill.id);
    if (!row) throw new Error('not stored');
    expect(isSealedBytes(row.content)).toBe(true);
    expect(row.content.includes(Buffer.from('%PDF'))).toBe(false);
    expect(row.content.includes(Buffer.from('Featherstone'))).toBe(false);
    expect(row.fileName).not.toContain('featherstone');
    expect(row.size).toBe(pdf.length);
    expect(openDocumentContent(ctx.deps.encryptionKey, row).equals(Buffer.from(pdf))).toBe(true);
    // The consumer still sees their file's name.
    const list = v.parse(
      v.array(Stipulation),
      await (await ctx.app.request(base(), { method: 'POST', headers: auth() })).json(),
    );
    expect(list.find((s) => s.id === bill.id)?.fileName).toBe('maria-featherstone-bill.pdf');
    // Sealed for its row: the same bytes under another row do not open.
    expect(() => openDocumentContent(ctx.deps.encryptionKey, { ...row, stipulationId: offer.id })).toThrow();
  });

  it('stored in clear before sealing existed is still read, and sealed at start', async () => {
    const [, stub] = requested as [Stipulation, Stipulation];
    const png = new Uint8Array(solidPng(20, 10));
    await ctx.db.insert(stipulationDocuments).values({
      consumerId: (await stored(requested[0]?.id ?? ''))?.consumerId ?? '',
      offerId: offer.id,
      stipulationId: stub.id,
      fileName: 'old-stub.png',
      mediaType: 'image/png',
      size: png.length,
      content: Buffer.from(png),
    });
    const legacy = await stored(stub.id);
    if (!legacy) throw new Error('not stored');
    expect(openDocumentContent(ctx.deps.encryptionKey, legacy).equals(Buffer.from(png))).toBe(true);
    expect(await sealStoredDocuments(ctx.db, ctx.deps.encryptionKey)).toBeGreaterThanOrEqual(1);
    expect(await sealStoredDocuments(ctx.db, ctx.deps.encryptionKey)).toBe(0);
    const sealed = await stored(stub.id);
    if (!sealed) throw new Error('not stored');
    expect(isSealedBytes(sealed.content)).toBe(true);
    expect(sealed.fileName).not.toBe('old-stub.png');
    expect(openDocumentContent(ctx.deps.encryptionKey, sealed).equals(Buffer.from(png))).toBe(true);
    const list = v.parse(
      v.array(Stipulation),
      await (await ctx.app.request(base(), { method: 'POST', headers: auth() })).json(),
    );
    expect(list.find((s) => s.id === stub.id)?.fileName).toBe('old-stub.png');
  });
});

describe('a document’s content', () => {
  it('must really be what its first bytes say', async () => {
    const [bill] = requested as [Stipulation];
    const before = await stored(bill.id);
    // A valid PDF that runs script on opening, its objects compressed as pdf-lib writes them.
    const scripted = await PDFDocument.load(await onePagePdf());
    scripted.catalog.set(
      PDFName.of('OpenAction'),
      scripted.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') }),
    );
    const withScript = new Uint8Array(await scripted.save({ useObjectStreams: true }));
    const fakes: [string, Uint8Array<ArrayBuffer>][] = [
      ['%PDF header followed by HTML', text('%PDF-1.7\n<html><body><script>alert(1)</script></body></html>\n%%EOF\n')],
      ['a PDF header and nothing more', text('%PDF-1.7\n%%EOF\n')],
      ['a PDF that runs script', withScript],
      ['a PNG signature on no image', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d])],
      ['a JPEG start on HTML', new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...text('<html><script>x</script></html>')])],
    ];
    for (const [label, bytes] of fakes) {
      const response = await upload(bill.id, bytes, 'document.pdf');
      expect(response.status, label).toBe(415);
      expect(await response.json(), label).toMatchObject({ message: UNSUPPORTED });
    }
    expect(await stored(bill.id)).toEqual(before);
  });

  it('keeps a clean name: no folder parts, no control characters, limited length, the real extension', async () => {
    const [bill] = requested as [Stipulation];
    const png = new Uint8Array(solidPng(20, 10));
    const cases: [string, string][] = [
      ['../../etc/passwd.png', 'passwd.png'],
      ['C:\\Users\\maria\\bill.png', 'bill.png'],
      ['bill\u0000\u001b[31m\r\nred.png', 'bill[31m red.png'],
      ['statement\u202Egnp.exe', 'statementgnp.png'],
      [`${'x'.repeat(300)}.png`, `${'x'.repeat(96)}.png`],
    ];
    for (const [sent, kept] of cases) {
      const response = await upload(bill.id, png, sent);
      expect(response.status, sent).toBe(200);
      expect(await response.json(), sent).toMatchObject({ fileName: kept });
    }
  });
});
