import { inflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { certificateNumber, certificatePdf } from './certificate-pdf.ts';

const facts = {
  redemptionId: '5f0e2c1a-9b7d-4c3e-8a21-0d9f6b4e7c12',
  consumerName: 'Maria Garcia',
  lenderName: 'Summit Credit Union',
  offerName: 'New Auto Loan',
  amount: '20000',
  apr: '5.49',
  termMonths: 60,
  redeemedAt: new Date('2026-11-23T10:00:00Z'),
  validUntil: new Date('2026-12-23T10:00:00Z'),
};

/** The text drawn on the pages: pdf-lib writes each page's content stream Flate-compressed, with hex strings. */
async function drawnText(bytes: Uint8Array): Promise<string> {
  const raw = Buffer.from(bytes).toString('latin1');
  const streams = [...raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].map((match) => {
    const body = Buffer.from(match[1] ?? '', 'latin1');
    try {
      return inflateSync(body).toString('latin1');
    } catch {
      return body.toString('latin1');
    }
  });
  const hex = streams.join('\n').matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g);
  return [...hex].map((m) => Buffer.from(m[1] ?? '', 'hex').toString('latin1')).join('\n');
}

describe('redeemed-offer certificate PDF', () => {
  it('is a one-page PDF that states who, what, how much and the certificate number', async () => {
    const bytes = await certificatePdf(facts);
    expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe('Offerwell certificate OW-5F0E2C1A');
    const text = await drawnText(bytes);
    for (const expected of [
      'Certificate number OW-5F0E2C1A',
      'Issued to Maria Garcia',
      'New Auto Loan from Summit Credit Union',
      'Amount: $20,000.00',
      'APR: 5.49%',
      'Term: 60 months',
      'Redeemed on 11/23/2026; valid until 12/23/2026',
    ])
      expect(text).toContain(expected);
  });

  it('leaves out what a deposit offer does not have', async () => {
    const text = await drawnText(await certificatePdf({ ...facts, apr: undefined, termMonths: null }));
    expect(text).not.toContain('APR');
    expect(text).not.toContain('Term:');
  });

  it('numbers certificates from the redemption id', () => {
    expect(certificateNumber('00ab12cd-0000-4000-8000-000000000000')).toBe('OW-00AB12CD');
  });
});
