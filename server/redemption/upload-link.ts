import { eq } from 'drizzle-orm';
import type { Locale } from '../../domain/i18n/locales.ts';
import type { Db } from '../db/pool.ts';
import { openPii } from '../db/queries/consumer-pii.ts';
import { queueMail } from '../db/queries/mail.ts';
import type { ConsumerScope } from '../db/queries/scope.ts';
import { consumers } from '../db/schema/index.ts';
import { uploadLinkTexts } from '../i18n/consumer-texts.ts';
import { sendTextMessage } from '../providers/text-message.ts';

/**
 * 001 §4 "upload later sends a link by text and email and the offer is reserved": a mail to the scope's consumer's address
 * and a text to their mobile number, whichever they have. The link opens the offer's journey, which resumes the
 * pending redemption at the documents once the consumer signs in. Answers whether anything was sent.
 */
export async function mailUploadLink(
  db: Db,
  encryptionKey: Buffer,
  scope: ConsumerScope,
  params: { redemptionId: string; origin: string; locale?: Locale | undefined },
): Promise<boolean> {
  const [row] = await db.select({ pii: consumers.pii }).from(consumers).where(eq(consumers.id, scope.consumerId));
  const { email, phone } = openPii(encryptionKey, row?.pii ?? null);
  const link = `${params.origin}/consumer/offers/pending?redemption=${params.redemptionId}`;
  const texts = uploadLinkTexts(params.locale, link);
  if (email) await queueMail(db, { to: email, subject: texts.subject, body: texts.body });
  if (phone) await sendTextMessage(db, { to: phone, body: texts.text });
  return Boolean(email || phone);
}
