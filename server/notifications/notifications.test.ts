import { and, desc, eq, gt } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_TEMPLATE_MESSAGES } from '../../domain/validation/notification-template.ts';
import { pdfText } from '../../tests/fixtures/pdf-text.ts';
import { authed } from '../../tests/integration/console-auth.ts';
import { offerRowOf, satisfyRedeemPrerequisites } from '../../tests/integration/demo-consumer.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { auditLog, mailOutbox, products } from '../db/schema/index.ts';
import { DEMO_LENDERS } from '../db/seed.ts';
import { DEMO_CONSUMERS } from '../db/seed-consumers.ts';
import type { JobSender } from '../postbacks/outbox.ts';
import { redeemOffer } from '../redemption/redeem-offer.ts';
import { NOTIFICATION_SENT } from './deliver.ts';
import { NOTIFICATION_QUEUE, type NotificationJob } from './notification-jobs.ts';
import { runNotificationJob } from './run-notification-job.ts';

const NEW_AUTO = '60000000-0000-4000-8000-000000000001'; // Summit: its own certificate template
const PERSONAL_LOAN = '60000000-0000-4000-8000-000000000010'; // Harbor: no template, the default (PDF, SMS)
const HARBOR = DEMO_LENDERS[1]?.id ?? '';
const consumer = (code: string) => {
  const found = DEMO_CONSUMERS.find((c) => c.accessCode === code);
  if (!found) throw new Error(code);
  return found;
};

const queued: { name: string; data: NotificationJob; inTransaction: boolean }[] = [];
/** pg-boss as the redemption sees it: records each job, and whether it rides the redemption's transaction. */
const jobs = {
  send: async (name: string, data: NotificationJob, options?: { db?: unknown }) => {
    queued.push({ name, data, inTransaction: options?.db !== undefined });
    return 'job';
  },
} as unknown as JobSender;

const ctx = seededApp({ signIns: ['cu-admin'] });
beforeAll(async () => {
  await satisfyRedeemPrerequisites(ctx.db);
});

async function redeem(code: string, productId: string, amount: string, locale?: 'en' | 'es') {
  const id = consumer(code).id;
  const offer = await offerRowOf(ctx.db, id, productId);
  return await redeemOffer(ctx.db, {
    consumerId: id,
    offerId: offer.id,
    amount,
    term: offer.terms[0]?.term,
    jobs,
    locale,
  });
}

/** Runs the notification jobs queued since `from` as the worker would; answers their outcomes. */
const runQueued = async (from: number) =>
  Promise.all(
    queued
      .slice(from)
      .filter((job) => job.name === NOTIFICATION_QUEUE)
      .map((job) => runNotificationJob(ctx.db, ctx.deps.encryptionKey, job.data)),
  );
const outboxSince = (at: Date) =>
  ctx.db.select().from(mailOutbox).where(gt(mailOutbox.createdAt, at)).orderBy(desc(mailOutbox.createdAt));
const sentAudits = (entityId: string) =>
  ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, NOTIFICATION_SENT), eq(auditLog.entityId, entityId)));

describe('loan certificate notice (000 §4)', () => {
  it('mails the certificate as a PDF and texts the consumer, from the default template, once', async () => {
    const maria = consumer('DEMO-1001');
    const start = queued.length;
    const since = new Date();
    const redeemed = await redeem('DEMO-1001', PERSONAL_LOAN, '5000');
    const redemptionId = redeemed.body.id;
    // Queued in the redemption's transaction: no mail is sent, or waited for, while the consumer redeems.
    expect(queued.slice(start).filter((job) => job.name === NOTIFICATION_QUEUE)).toEqual([
      { name: NOTIFICATION_QUEUE, data: { kind: 'LOAN_CERTIFICATE', redemptionId }, inTransaction: true },
    ]);
    expect(await runQueued(start)).toEqual(['sent']);

    const rows = await outboxSince(since);
    const mail = rows.find((row) => row.channel === 'PDF');
    expect(mail).toMatchObject({ to: maria.pii.email, subject: 'Your Personal Loan certificate from Harbor Bank' });
    expect(mail?.body).toContain(redeemed.body.certificateNumber);
    expect(mail?.raw).toContain('Content-Type: application/pdf');
    expect(mail?.raw).toContain(`offerwell-certificate-${redeemed.body.certificateNumber}.pdf`);
    expect(pdfText(attachedPdf(mail?.raw ?? ''))).toContain('Certificate of redeemed offer');
    const text = rows.find((row) => row.channel === 'SMS');
    expect(text).toMatchObject({ to: maria.pii.phone });
    expect(text?.body).toContain(redeemed.body.certificateNumber);
    expect(await sentAudits(redemptionId)).toMatchObject([
      {
        category: 'LOAN_LEADS',
        tenantId: HARBOR,
        newValue: { kind: 'LOAN_CERTIFICATE', channel: 'PDF', emails: 1, texts: 1 },
      },
    ]);

    // A retried job sends nothing twice.
    expect(await runNotificationJob(ctx.db, ctx.deps.encryptionKey, { kind: 'LOAN_CERTIFICATE', redemptionId })).toBe(
      'skipped',
    );
    expect(await outboxSince(since)).toHaveLength(2);
  });

  it('sends the product’s own template on the channel the lender chose in the console (e-mail only)', async () => {
    const path = `/api/fi/1/notificationTemplates/LOAN_CERTIFICATE/product/${NEW_AUTO}`;
    const before = await (await ctx.call(path, authed('GET', ctx.tokens['cu-admin']))).json();
    expect(before).toMatchObject({ source: 'product', channel: 'EMAIL' });
    const refused = await ctx.call(
      '/api/fi/1/notificationTemplates/REDEMPTION_LIMIT_EXCEEDED/product/0',
      authed('POST', ctx.tokens['cu-admin'], { emailSubject: 'Limit', emailBody: 'Reached', channel: 'PDF' }),
    );
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain(NOTIFICATION_TEMPLATE_MESSAGES.pdfOnlyCertificate);

    const start = queued.length;
    const since = new Date();
    const redeemed = await redeem('DEMO-1001', NEW_AUTO, '20000');
    expect(await runQueued(start)).toEqual(['sent']);
    const rows = await outboxSince(since);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ channel: 'EMAIL', subject: 'Your new car is closer: New Auto Loan certificate' });
    expect(rows[0]?.raw).not.toContain('application/pdf');
    expect(await sentAudits(redeemed.body.id)).toMatchObject([{ newValue: { channel: 'EMAIL', texts: 0 } }]);
  });
});

/** The PDF attached to a raw MIME message (base64, as nodemailer writes it). */
function attachedPdf(raw: string): Uint8Array {
  const part = raw.slice(raw.indexOf('Content-Type: application/pdf'));
  const body = part.slice(part.search(/\r?\n\r?\n/)).trimStart();
  return new Uint8Array(Buffer.from(body.slice(0, body.indexOf('--')).replace(/\s/g, ''), 'base64'));
}

describe('loan certificate notice in the consumer’s language (000-8.32)', () => {
  it('sends a Spanish consumer the mail, the text and the PDF in Spanish', async () => {
    const start = queued.length;
    const since = new Date();
    const redeemed = await redeem('DEMO-1011', PERSONAL_LOAN, '5000', 'es');
    const redemptionId = redeemed.body.id;
    // The worker sends it later: the language rides in the job.
    expect(queued.slice(start).find((job) => job.name === NOTIFICATION_QUEUE)?.data).toEqual({
      kind: 'LOAN_CERTIFICATE',
      redemptionId,
      locale: 'es',
    });
    expect(await runQueued(start)).toEqual(['sent']);
    const rows = await outboxSince(since);
    const mail = rows.find((row) => row.channel === 'PDF');
    expect(mail?.subject).toBe('Su certificado de Personal Loan de Harbor Bank');
    expect(mail?.body).toContain('Gracias por elegir Harbor Bank.');
    expect(rows.find((row) => row.channel === 'SMS')?.body).toMatch(/^Harbor Bank: su certificado de Personal Loan /);
    const pdf = pdfText(attachedPdf(mail?.raw ?? ''));
    expect(pdf).toContain('Certificado de oferta aceptada');
    expect(pdf).toContain(`Número de certificado ${redeemed.body.certificateNumber}`);
    expect(pdf).not.toContain('Certificate of redeemed offer');
  });
});

describe('redemption limit exceeded notice (000 §4)', () => {
  it('tells the lender once when a redemption takes the last unit and another is refused', async () => {
    const [product] = await ctx.db.select().from(products).where(eq(products.id, PERSONAL_LOAN));
    await ctx.db
      .update(products)
      .set({ redeemLimitCount: (product?.redeemedCount ?? 0) + 1 })
      .where(eq(products.id, PERSONAL_LOAN));
    const start = queued.length;
    const since = new Date();
    await redeem('DEMO-1004', PERSONAL_LOAN, '5000');
    await expect(redeem('DEMO-1005', PERSONAL_LOAN, '5000')).rejects.toMatchObject({ code: 'OFFER_PRODUCT_NOT_FOUND' });
    const limitJobs = queued.slice(start).filter((job) => job.data.kind === 'REDEMPTION_LIMIT_EXCEEDED');
    // The last unit's job is queued once the redemption has committed (its inventory is taken by the statement that
    // travels with the COMMIT, decision 0795); the refusal's after its rollback. The job sends one notice per limit.
    expect(limitJobs.map((job) => job.inTransaction)).toEqual([false, false]);
    const outcomes = await runQueued(start);
    expect(outcomes.filter((outcome) => outcome === 'sent')).toHaveLength(2); // the certificate and one limit notice
    expect(outcomes).toContain('skipped');

    const lenderMail = (await outboxSince(since)).filter((row) => row.to === 'leads@harbor-bank.example');
    expect(lenderMail).toHaveLength(1);
    expect(lenderMail[0]?.subject).toBe('Personal Loan reached its redeem limit');
    expect(lenderMail[0]?.body).toContain(
      `${(product?.redeemedCount ?? 0) + 1} of ${(product?.redeemedCount ?? 0) + 1}`,
    );
    expect(await sentAudits(PERSONAL_LOAN)).toMatchObject([
      {
        category: 'CAMPAIGN',
        entityType: 'PRODUCT',
        tenantId: HARBOR,
        newValue: { kind: 'REDEMPTION_LIMIT_EXCEEDED', channel: 'EMAIL', emails: 1, texts: 0 },
      },
    ]);
  });
});
