import type { PDFFont } from 'pdf-lib';
import type { InvoiceDetail } from '../../api/billing.ts';
import { loadPdfLib } from '../../domain/pdf/load-pdf-lib.ts';
import { attachmentHeaders } from '../http/attachment.ts';
import { loadPdfFonts } from '../notifications/pdf-fonts.ts';

/** The invoice as a one-page (or more) PDF: header, lender and campaign, one line per product or tier, totals. */
export async function invoicePdfBytes(invoice: InvoiceDetail): Promise<Uint8Array> {
  const { PDFDocument, rgb, fontkit } = await loadPdfLib();
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Invoice ${invoice.number}`);
  pdf.setAuthor('Offerwell');
  pdf.registerFontkit(fontkit);
  const fonts = await loadPdfFonts();
  const font = await pdf.embedFont(fonts.regular, { subset: true });
  const bold = await pdf.embedFont(fonts.bold, { subset: true });
  let page = pdf.addPage([612, 792]);
  let y = 740;
  const text = (value: string, x: number, size = 10, face: PDFFont = font) =>
    page.drawText(value, { x, y, size, font: face, color: rgb(0.1, 0.1, 0.15) });
  const right = (value: string, xRight: number, size = 10, face: PDFFont = font) =>
    page.drawText(value, { x: xRight - face.widthOfTextAtSize(value, size), y, size, font: face });

  text('Offerwell', 50, 20, bold);
  right(`Invoice ${invoice.number}`, 562, 16, bold);
  y -= 36;
  const facts: [string, string][] = [
    ['Lender', `${invoice.lenderName} (id ${invoice.lenderId})`],
    ['Campaign', invoice.campaignName],
    ['Campaign dates', `${invoice.startDate} to ${invoice.endDate}`],
    ['Generated', invoice.generationDate ?? '-'],
    ['Due date', invoice.dueDate ?? '-'],
    ['Pricing model', invoice.pricingModel ?? '-'],
    ['Status', invoice.status],
  ];
  for (const [label, value] of facts) {
    text(label, 50, 10, bold);
    text(value, 160, 10);
    y -= 16;
  }
  y -= 16;
  const header = () => {
    text('Description', 50, 10, bold);
    right('Redeems', 380, 10, bold);
    right('Price per redeem', 480, 10, bold);
    right('Amount', 562, 10, bold);
    y -= 6;
    page.drawLine({ start: { x: 50, y }, end: { x: 562, y }, thickness: 0.5 });
    y -= 14;
  };
  header();
  for (const line of invoice.lines) {
    if (y < 80) {
      page = pdf.addPage([612, 792]);
      y = 740;
      header();
    }
    const description =
      line.discountMet === null ? line.description : `${line.description}${line.discountMet ? ' (discount met)' : ''}`;
    text(description.slice(0, 60), 50);
    right(String(line.redeems), 380);
    right(`$${line.pricePerRedeem}`, 480);
    right(`$${line.amount}`, 562);
    y -= 16;
  }
  for (const error of invoice.errors) {
    text(`${error.code}: ${error.message}`.slice(0, 90), 50);
    y -= 16;
  }
  y -= 4;
  page.drawLine({ start: { x: 300, y: y + 10 }, end: { x: 562, y: y + 10 }, thickness: 0.5 });
  text('Total redeems', 300, 10, bold);
  right(String(invoice.totalRedeems), 562, 10, bold);
  y -= 16;
  text('Total due', 300, 12, bold);
  right(invoice.totalDue ? `$${invoice.totalDue}` : '-', 562, 12, bold);
  return pdf.save();
}

export function pdfResponse(bytes: Uint8Array, name: string): Response {
  return new Response(new Uint8Array(bytes), {
    headers: attachmentHeaders('application/pdf', `${name}.pdf`),
  });
}
