import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { InvoiceDetail } from '../../api/billing.ts';
import { pdfText, UNICODE_NAMES } from '../../tests/fixtures/pdf-text.ts';
import { invoicePdfBytes } from './invoice-pdf.ts';

const invoice = (lenderName: string, campaignName: string): InvoiceDetail => ({
  id: '00000000-0000-4000-8000-000000000001',
  number: 1042,
  lenderName,
  lenderId: 7,
  campaignName,
  campaignId: '00000000-0000-4000-8000-000000000002',
  startDate: '2026-10-01',
  endDate: '2026-10-31',
  generationDate: '2026-11-01',
  dueDate: '2026-12-01',
  pricingModel: 'FLAT',
  totalRedeems: 3,
  totalDue: '75.00',
  status: 'OPEN',
  errors: [],
  errorText: '',
  breakdown: '',
  lines: [
    {
      description: 'Préstamo Auto – Nguyễn',
      product: null,
      tier: null,
      pricePerRedeem: '25.00',
      redeems: 3,
      amount: '75.00',
      discountMet: null,
    },
  ],
});

describe('invoice PDF', () => {
  it('prints lender, campaign and line names beyond Latin-1, as poppler reads them back', async () => {
    const [polish, vietnamese, spanish] = UNICODE_NAMES;
    const bytes = await invoicePdfBytes(invoice(`${polish} Kredyt`, `${vietnamese} / ${spanish}`));
    expect((await PDFDocument.load(bytes)).getTitle()).toBe('Invoice 1042');
    const text = pdfText(bytes);
    expect(text).toContain(`${polish} Kredyt (id 7)`);
    expect(text).toContain(`${vietnamese} / ${spanish}`);
    expect(text).toContain('Préstamo Auto – Nguyễn');
    expect(text).toContain('$75.00');
  });

  it('still renders when a name holds characters DejaVu Sans lacks (CJK): they are blank, not a failure', async () => {
    const bytes = await invoicePdfBytes(invoice('客户 Lending', 'Łódź'));
    expect(pdfText(bytes)).toContain('Lending (id 7)');
  });
});
