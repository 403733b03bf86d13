import type { redemptions } from '../db/schema/index.ts';
import { certificateLabel } from './certificate-number.ts';

/**
 * The redemption's own fields as every answer about it gives them (the new redemption's 201 and the pending
 * redemption the documents step reads), its sequence number shown as the certificate's.
 */
export const redemptionFields = (row: typeof redemptions.$inferSelect) => ({
  id: row.id,
  offerId: row.offerId,
  status: row.status,
  amount: row.amount,
  term: row.term,
  redeemType: row.redeemType,
  certificateNumber: certificateLabel(row.certificateNumber),
});
