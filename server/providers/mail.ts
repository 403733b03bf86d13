import nodemailer, { type Transporter } from 'nodemailer';
import type { Executor } from '../db/pool.ts';
import { mailOutbox } from '../db/schema/index.ts';

/** A file sent with a mail (the loan certificate's PDF). */
export interface MailAttachment {
  readonly filename: string;
  readonly content: Uint8Array;
  readonly contentType: string;
}

/** One mail as the product writes it: plain text to one address, with any attachments. */
export interface OutgoingMail {
  readonly to: string;
  readonly subject: string;
  readonly body: string;
  readonly attachments?: readonly MailAttachment[] | undefined;
  /** The notification channel the outbox files it under: EMAIL (default), or PDF when it carries the certificate. */
  readonly channel?: 'EMAIL' | 'PDF' | undefined;
}

export interface MailSettings {
  /** smtp:// or smtps:// URL of a mail server; unset, mail lands in the sandbox outbox (mail_outbox). */
  readonly smtpUrl?: string | undefined;
  /** The From header. */
  readonly from?: string | undefined;
}

export const DEFAULT_MAIL_FROM = 'Offerwell <no-reply@offerwell.local>';

// Renders the real RFC 822 message without sending it: what the sandbox outbox keeps.
const renderer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

let smtp: Transporter | null = null;
let from = DEFAULT_MAIL_FROM;

/**
 * Chooses where mail goes, once at boot (server/start.ts): a process-wide setting so every sender keeps its
 * `queueMail(db, mail)` call whatever the mode. Without it (tests, a plain `npm start`) mail goes to the outbox.
 */
export function configureMail(settings: MailSettings): void {
  smtp?.close();
  smtp = settings.smtpUrl ? nodemailer.createTransport(settings.smtpUrl) : null;
  from = settings.from ?? DEFAULT_MAIL_FROM;
}

/** The mode a running server sends in, for its start-up log. */
export const mailMode = (): 'smtp' | 'outbox' => (smtp ? 'smtp' : 'outbox');

/**
 * Sends one mail through nodemailer: to the SMTP server when configured, else renders it and stores the rendered
 * message in the sandbox outbox, which only a signed-in admin can read (GET /api/admin/outbox).
 */
export async function sendMail(db: Executor, mail: OutgoingMail): Promise<void> {
  const attachments = (mail.attachments ?? []).map((file) => ({
    filename: file.filename,
    content: Buffer.from(file.content),
    contentType: file.contentType,
  }));
  const message = { from, to: mail.to, subject: mail.subject, text: mail.body, attachments };
  if (smtp) {
    await smtp.sendMail(message);
    return;
  }
  const rendered = await renderer.sendMail(message);
  await db.insert(mailOutbox).values({
    to: mail.to,
    from,
    subject: mail.subject,
    body: mail.body,
    messageId: rendered.messageId,
    raw: rendered.message.toString('utf8'),
    channel: mail.channel ?? 'EMAIL',
  });
}
