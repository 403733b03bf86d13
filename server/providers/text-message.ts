import type { Executor } from '../db/pool.ts';
import { mailOutbox } from '../db/schema/index.ts';

export interface OutgoingText {
  /** The consumer's mobile number, as stored (digits). */
  to: string;
  body: string;
}

/**
 * Sends one text message. Offerwell has no SMS gateway contract yet, so every text lands in the sandbox outbox
 * (channel SMS) that a signed-in admin reads, beside the mail; a gateway plugs in here, as SMTP_URL does for mail.
 */
export async function sendTextMessage(db: Executor, text: OutgoingText): Promise<void> {
  await db.insert(mailOutbox).values({
    channel: 'SMS',
    to: text.to,
    from: 'Offerwell',
    subject: 'Text message',
    body: text.body,
  });
}
