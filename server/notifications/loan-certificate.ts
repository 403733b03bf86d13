import { eq } from 'drizzle-orm';
import { CERTIFICATE_VALID_DAYS } from '../../domain/catalog/limits.ts';
import { certificatePdf } from '../../domain/certificate/certificate-pdf.ts';
import { formatDate } from '../../domain/format/date.ts';
import { formatPercent, formatUsd } from '../../domain/format/money.ts';
import { DEFAULT_LOCALE, FORMATTING_TAGS, type Locale } from '../../domain/i18n/locales.ts';
import type { NotificationTemplateText } from '../../domain/notification-templates.ts';
import type { Db } from '../db/pool.ts';
import { openPii } from '../db/queries/consumer-pii.ts';
import { resolveNotificationTemplateForSender } from '../db/queries/notification-templates.ts';
import { consumers, financialInstitutions, offers, products, redemptions } from '../db/schema/index.ts';
import { defaultCertificateTemplate } from '../i18n/consumer-texts.ts';
import { certificateLanguage } from '../i18n/server-intl.ts';
import { certificateLabel } from '../redemption/certificate-number.ts';
import { deliverNotification } from './deliver.ts';
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
 * The lender's own template as they wrote it (no translation of a lender's words exists: theirs is shown, the seed's
 * missing-translation rule); without one, our default in the consumer's language, its placeholders filled here.
 */
async function certificateTemplate(
  db: Db,
  params: { fiId: string; productId: string },
  locale: Locale,
  values: Readonly<Record<string, string>>,
): Promise<NotificationTemplateText> {
  const own = await resolveNotificationTemplateForSender(db, { ...params, kind: 'LOAN_CERTIFICATE' });
  return own ?? defaultCertificateTemplate(locale, values);
}

/**
 * 000 §4 "loan certificate": to the consumer of a completed redemption, from the lender's template for the product
 * (e-mail; SMS when the template has one; the certificate's PDF attached when its channel is PDF), in the consumer's language. Answers what it
 * did: 'missing' (not committed yet: retried), 'skipped' (cancelled, or already sent), or 'sent'.
 */
export async function sendLoanCertificate(
  db: Db,
  encryptionKey: Buffer,
  redemptionId: string,
  locale: Locale = DEFAULT_LOCALE,
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
  const tag = FORMATTING_TAGS[locale];
  const values = {
    consumerFirstName: row.firstName,
    consumerLastName: row.lastName,
    lenderName: row.lenderName,
    productName: row.productName,
    loanAmount: formatUsd(row.amount, { cents: true, locale: tag }),
    apr: term ? formatPercent(term.apr) : '',
    termMonths: row.term ? String(row.term) : '',
    certificateNumber,
    expirationDate: formatDate(validUntil, tag),
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
    template: await certificateTemplate(db, { fiId: row.fiId, productId: row.productId }, locale, values),
    values,
    recipients: { emails: email ? [email] : [], phones: phone ? [phone] : [] },
    attachment: async () => ({
      filename: `offerwell-certificate-${certificateNumber}.pdf`,
      content: await certificatePdf(facts, await loadPdfFonts(), certificateLanguage(locale)),
      contentType: 'application/pdf',
    }),
    subject,
  });
}
