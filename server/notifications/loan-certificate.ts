import { eq } from 'drizzle-orm';
import { CERTIFICATE_VALID_DAYS } from '../../domain/catalog/limits.ts';
import { certificatePdf } from '../../domain/certificate/certificate-pdf.ts';
import { formatDate } from '../../domain/format/date.ts';
import { formatPercent, formatUsd } from '../../domain/format/money.ts';
import type { Db } from '../db/pool.ts';
import { openPii } from '../db/queries/consumer-pii.ts';
import { consumers, financialInstitutions, offers, products, redemptions } from '../db/schema/index.ts';
import { certificateLabel } from '../redemption/certificate-number.ts';
import { deliverNotification, templateFor } from './deliver.ts';
import { loadPdfFonts } from './pdf-fonts.ts';

const DAY_MS = 86_400_000;

async function loadCertificate(db: Db, redemptionId: string) {
  const [row] = await db
    .select({
      id: redemptions.id,
      status: redemptions.status,
      amount: redemptions.amount,
      term: redemptions.term,
      certificateNumber: redemptions.certificateNumber,
      redeemedAt: redemptions.createdAt,
      terms: offers.terms,
      productId: products.id,
      productName: products.name,
      fiId: financialInstitutions.id,
      lenderName: financialInstitutions.name,
      firstName: consumers.firstName,
      lastName: consumers.lastName,
      pii: consumers.pii,
    })
    .from(redemptions)
    .innerJoin(offers, eq(offers.id, redemptions.offerId))
    .innerJoin(products, eq(products.id, redemptions.productId))
    .innerJoin(financialInstitutions, eq(financialInstitutions.id, products.fiId))
    .innerJoin(consumers, eq(consumers.id, redemptions.consumerId))
    .where(eq(redemptions.id, redemptionId));
  return row;
}

/**
 * 000 §4 "loan certificate": to the consumer of a completed redemption, from the lender's template for the product
 * (e-mail; SMS when the template has one; the certificate's PDF attached when its channel is PDF). Answers what it
 * did: 'missing' (not committed yet: retried), 'skipped' (cancelled, or already sent), or 'sent'.
 */
export async function sendLoanCertificate(
  db: Db,
  encryptionKey: Buffer,
  redemptionId: string,
): Promise<'missing' | 'skipped' | 'sent'> {
  const row = await loadCertificate(db, redemptionId);
  if (!row) return 'missing';
  const certificateNumber = certificateLabel(row.certificateNumber);
  const subject = {
    category: 'LOAN_LEADS' as const,
    entityType: 'redemption',
    entityId: row.id,
    entityName: certificateNumber,
    tenantId: row.fiId,
  };
  if (row.status === 'CANCELLED') return 'skipped';
  const { email, phone } = openPii(encryptionKey, row.pii);
  const term = row.terms.find((t) => (t.term || null) === (row.term ?? null)) ?? row.terms[0];
  const validUntil = new Date(row.redeemedAt.getTime() + CERTIFICATE_VALID_DAYS * DAY_MS);
  const values = {
    consumerFirstName: row.firstName,
    consumerLastName: row.lastName,
    lenderName: row.lenderName,
    productName: row.productName,
    loanAmount: formatUsd(row.amount, { cents: true }),
    apr: term ? formatPercent(term.apr) : '',
    termMonths: row.term ? String(row.term) : '',
    certificateNumber,
    expirationDate: formatDate(validUntil),
  };
  const facts = {
    certificateNumber,
    consumerName: `${row.firstName} ${row.lastName}`,
    lenderName: row.lenderName,
    offerName: row.productName,
    amount: row.amount,
    apr: term?.apr,
    termMonths: row.term,
    redeemedAt: row.redeemedAt,
    validUntil,
  };
  return await deliverNotification(db, {
    kind: 'LOAN_CERTIFICATE',
    template: await templateFor(db, { fiId: row.fiId, kind: 'LOAN_CERTIFICATE', productId: row.productId }),
    values,
    recipients: { emails: email ? [email] : [], phones: phone ? [phone] : [] },
    attachment: async () => ({
      filename: `offerwell-certificate-${certificateNumber}.pdf`,
      content: await certificatePdf(facts, await loadPdfFonts()),
      contentType: 'application/pdf',
    }),
    subject,
  });
}
