import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { dejaVuFonts, pdfText, UNICODE_NAMES } from '../../tests/fixtures/pdf-text.ts';
import { certificatePdf } from './certificate-pdf.ts';

const facts = {
  certificateNumber: 'OW-10000042',
  consumerName: 'Maria Garcia',
  lenderName: 'Summit Credit Union',
  offerName: 'New Auto Loan',
  amount: '20000',
  apr: '5.49',
  termMonths: 60,
  redeemedAt: new Date('2026-11-23T10:00:00Z'),
  validUntil: new Date('2026-12-23T10:00:00Z'),
};
const fonts = dejaVuFonts();

describe('redeemed-offer certificate PDF', () => {
  it('is a one-page PDF that states who, what, how much and the certificate number', async () => {
    const bytes = await certificatePdf(facts, fonts);
    expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe('Offerwell certificate OW-10000042');
    const text = pdfText(bytes);
    for (const expected of [
      'Certificate number OW-10000042',
      'Issued to Maria Garcia',
      'New Auto Loan from Summit Credit Union',
      'Amount: $20,000.00',
      'APR: 5.49%',
      'Term: 60 months',
      'Redeemed on 11/23/2026; valid until 12/23/2026',
    ])
      expect(text).toContain(expected);
  });

  it('prints names beyond Latin-1 (Polish, Vietnamese, Spanish) as poppler reads them back', async () => {
    for (const name of UNICODE_NAMES) {
      const bytes = await certificatePdf({ ...facts, consumerName: name, lenderName: `${name} Credit Union` }, fonts);
      const text = pdfText(bytes);
      expect(text).toContain(`Issued to ${name}`);
      expect(text).toContain(`New Auto Loan from ${name} Credit Union`);
    }
  });

  it('leaves out what a deposit offer does not have', async () => {
    const text = pdfText(await certificatePdf({ ...facts, apr: undefined, termMonths: null }, fonts));
    expect(text).not.toContain('APR');
    expect(text).not.toContain('Term:');
  });
});
