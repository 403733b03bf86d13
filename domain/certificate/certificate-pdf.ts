import type { RGB } from 'pdf-lib';
import { formatDate } from '../format/date.ts';
import { formatPercent, formatUsd } from '../format/money.ts';
import { loadPdfLib } from '../pdf/load-pdf-lib.ts';

/** What the redeemed-offer certificate states (001 §2 certificate page). */
export interface CertificateFacts {
  /** The redemption's certificate number as the server gave it (OW-10000001). */
  readonly certificateNumber: string;
  readonly consumerName: string;
  readonly lenderName: string;
  readonly offerName: string;
  readonly amount: string;
  readonly apr?: string | undefined;
  readonly termMonths?: number | null | undefined;
  readonly redeemedAt: Date;
  readonly validUntil: Date;
}

/** The TTF bytes the certificate is set in (certificate-fonts.ts fetches them in the browser). */
export interface CertificateFonts {
  readonly regular: Uint8Array;
  readonly bold: Uint8Array;
}

/**
 * The certificate as a one-page US Letter PDF (pdf-lib). The lender reads the certificate number and the loan lead
 * behind it; the consumer keeps the terms they redeemed. Set in embedded DejaVu Sans (subset to the glyphs used), as
 * standard Helvetica speaks WinAnsi only and threw for "Łukasz Żółć" (issue 29).
 */
export async function certificatePdf(facts: CertificateFacts, fonts: CertificateFonts): Promise<Uint8Array> {
  const { PDFDocument, rgb, fontkit } = await loadPdfLib();
  const BRAND = rgb(0.043, 0.4, 0.376);
  const MUTED = rgb(0.35, 0.38, 0.42);
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const number = facts.certificateNumber;
  pdf.setTitle(`Offerwell certificate ${number}`);
  pdf.setSubject(`${facts.offerName} from ${facts.lenderName}`);
  pdf.setAuthor('Offerwell');
  pdf.setCreationDate(facts.redeemedAt);
  const page = pdf.addPage([612, 792]);
  const regular = await pdf.embedFont(fonts.regular, { subset: true });
  const bold = await pdf.embedFont(fonts.bold, { subset: true });
  let y = 720;
  const line = (text: string, options: { size?: number; font?: typeof regular; color?: RGB } = {}) => {
    const size = options.size ?? 12;
    page.drawText(text, { x: 72, y, size, font: options.font ?? regular, color: options.color ?? rgb(0.1, 0.1, 0.1) });
    y -= size * 1.8;
  };
  line('Offerwell', { size: 14, font: bold, color: BRAND });
  line('Certificate of redeemed offer', { size: 24, font: bold });
  line(`Certificate number ${number}`, { color: MUTED });
  y -= 12;
  line(`Issued to ${facts.consumerName}`, { size: 14, font: bold });
  line(`${facts.offerName} from ${facts.lenderName}`, { size: 14 });
  y -= 6;
  line(`Amount: ${formatUsd(facts.amount, { cents: true })}`);
  if (facts.apr) line(`APR: ${formatPercent(facts.apr)}`);
  if (facts.termMonths) line(`Term: ${facts.termMonths} months`);
  line(`Redeemed on ${formatDate(facts.redeemedAt)}; valid until ${formatDate(facts.validUntil)}`);
  y -= 12;
  line('Bring or quote this certificate when the lender contacts you. Final terms are subject to the', {
    size: 10,
    color: MUTED,
  });
  line("lender's review of your application.", { size: 10, color: MUTED });
  return pdf.save();
}
