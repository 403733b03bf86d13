import { eq } from 'drizzle-orm';
import { formatUsd } from '../../domain/format/money.ts';
import type { Db } from '../db/pool.ts';
import { financialInstitutions, products } from '../db/schema/index.ts';
import { deliverNotification, templateFor } from './deliver.ts';

async function loadLimit(db: Db, productId: string) {
  const [row] = await db
    .select({
      id: products.id,
      name: products.name,
      redeemLimitCount: products.redeemLimitCount,
      redeemLimitAmount: products.redeemLimitAmount,
      redeemedCount: products.redeemedCount,
      redeemedAmount: products.redeemedAmount,
      fiId: financialInstitutions.id,
      lenderName: financialInstitutions.name,
      loanLeadEmails: financialInstitutions.loanLeadEmails,
      phone: financialInstitutions.phone,
    })
    .from(products)
    .innerJoin(financialInstitutions, eq(financialInstitutions.id, products.fiId))
    .where(eq(products.id, productId));
  return row;
}

const NO_LIMIT = 'no limit';

/**
 * 000 §4 "redemption limit exceeded": to the lender's loan-lead addresses (and its phone when the template has an
 * SMS) once per limit: when a redemption takes the product's last unit, or one is refused for the limit. Raising
 * the limit makes a new occasion, so reaching the new one is told again; 'skipped' when already told for these
 * limits, or when the product has no limit any more.
 */
export async function sendRedeemLimitNotice(db: Db, productId: string): Promise<'missing' | 'skipped' | 'sent'> {
  const row = await loadLimit(db, productId);
  if (!row) return 'missing';
  const subject = {
    category: 'CAMPAIGN' as const,
    entityType: 'PRODUCT',
    entityId: row.id,
    entityName: row.name,
    tenantId: row.fiId,
    occasion: { redeemLimitCount: row.redeemLimitCount, redeemLimitAmount: row.redeemLimitAmount },
  };
  if (row.redeemLimitCount === null && row.redeemLimitAmount === null) return 'skipped';
  return await deliverNotification(db, {
    kind: 'REDEMPTION_LIMIT_EXCEEDED',
    template: await templateFor(db, { fiId: row.fiId, kind: 'REDEMPTION_LIMIT_EXCEEDED', productId: row.id }),
    values: {
      lenderName: row.lenderName,
      productName: row.name,
      redeemLimitCount: row.redeemLimitCount === null ? NO_LIMIT : String(row.redeemLimitCount),
      redeemedCount: String(row.redeemedCount),
      redeemLimitAmount: row.redeemLimitAmount === null ? NO_LIMIT : formatUsd(row.redeemLimitAmount, { cents: true }),
      redeemedAmount: formatUsd(row.redeemedAmount, { cents: true }),
    },
    recipients: { emails: row.loanLeadEmails, phones: row.phone ? [row.phone] : [] },
    subject,
  });
}
