import type { RGB } from 'pdf-lib';
import { formatDate } from '../format/date.ts';
import { formatPercent, formatUsd } from '../format/money.ts';
import { loadPdfLib } from '../pdf/load-pdf-lib.ts';
import { type CertificateFormat, englishCertificateFormat, certificateMessages as m } from './certificate-messages.ts';

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

/** The reader's language: its message formatter and the BCP 47 tag amounts and dates are written with. */
export interface CertificateLanguage {
  readonly format: CertificateFormat;
  readonly tag: string;
}

const ENGLISH: CertificateLanguage = { format: englishCertificateFormat, tag: 'en-US' };
/** The text column: US Letter less an inch each side. */
const TEXT_WIDTH = 612 - 2 * 72;

/** Splits a text into lines no wider than the column, at spaces (a translation is not as long as the English). */
function wrap(text: string, width: (line: string) => number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    const next = current ? `${current} ${word}` : word;
    if (current && width(next) > TEXT_WIDTH) {
      lines.push(current);
      current = word;
    } else current = next;
  }
  return current ? [...lines, current] : lines;
}

/**
 * The certificate as a one-page US Letter PDF (pdf-lib), in the reader's language (English when none is given).
 * The lender reads the certificate number and the loan lead behind it; the consumer keeps the terms they redeemed.
 * Set in embedded DejaVu Sans (subset to the glyphs used), as standard Helvetica speaks WinAnsi only and threw for
 * "Łukasz Żółć" (issue 29).
 */
export async function certificatePdf(
  facts: CertificateFacts,
  fonts: CertificateFonts,
  language: CertificateLanguage = ENGLISH,
): Promise<Uint8Array> {
  const { PDFDocument, rgb, fontkit } = await loadPdfLib();
  const { format: t, tag } = language;
  const BRAND = rgb(0.043, 0.4, 0.376);
  const MUTED = rgb(0.35, 0.38, 0.42);
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const number = facts.certificateNumber;
  const offerFrom = t(m.offerFrom, { offer: facts.offerName, lender: facts.lenderName });
  pdf.setTitle(t(m.documentTitle, { number }));
  pdf.setSubject(offerFrom);
  pdf.setAuthor('Offerwell');
  pdf.setCreationDate(facts.redeemedAt);
  const page = pdf.addPage([612, 792]);
  const regular = await pdf.embedFont(fonts.regular, { subset: true });
  const bold = await pdf.embedFont(fonts.bold, { subset: true });
  let y = 720;
  const line = (text: string, options: { size?: number; font?: typeof regular; color?: RGB } = {}) => {
    const size = options.size ?? 12;
    const font = options.font ?? regular;
    for (const part of wrap(text, (candidate) => font.widthOfTextAtSize(candidate, size))) {
      page.drawText(part, { x: 72, y, size, font, color: options.color ?? rgb(0.1, 0.1, 0.1) });
      y -= size * 1.8;
    }
  };
  line('Offerwell', { size: 14, font: bold, color: BRAND });
  line(t(m.title), { size: 24, font: bold });
  line(t(m.number, { number }), { color: MUTED });
  y -= 12;
  line(t(m.issuedTo, { name: facts.consumerName }), { size: 14, font: bold });
  line(offerFrom, { size: 14 });
  y -= 6;
  line(t(m.amount, { amount: formatUsd(facts.amount, { cents: true, locale: tag }) }));
  if (facts.apr) line(t(m.apr, { apr: formatPercent(facts.apr) }));
  if (facts.termMonths) line(t(m.term, { months: String(facts.termMonths) }));
  const dates = { redeemedAt: formatDate(facts.redeemedAt, tag), validUntil: formatDate(facts.validUntil, tag) };
  line(t(m.dates, dates));
  y -= 12;
  line(t(m.note), { size: 10, color: MUTED });
  return pdf.save();
}
