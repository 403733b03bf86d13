import { and, asc, count, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { CreditBureau } from '../../domain/catalog/lender.ts';
import { longNotice, PRESCREEN_NOTICES, shortNotice } from '../../domain/compliance/prescreen-notice.ts';
import { open, seal } from '../auth/secret-box.ts';
import type { Db, Executor } from '../db/pool.ts';
import { consumers, emailPayloads, financialInstitutions, offers, products } from '../db/schema/index.ts';
import type { JobProgress } from '../jobs/job-progress.ts';
import { sendMail } from '../providers/mail.ts';
import { stopIfCanceled } from './step-progress.ts';

const BATCH = 100;
export const OFFERS_MAIL_SUBJECT = 'Your pre-approved offers are ready';

/**
 * The bureaus behind a consumer's offers of credit (deposit accounts carry no prescreen notice), as text: an array of
 * the enum comes back from the driver as one unparsed string.
 */
const creditBureaus = sql<CreditBureau[]>`coalesce(
  array_agg(distinct ${financialInstitutions.creditBureau}::text)
    filter (where ${products.productType} not in ('Checking_Account', 'Certificate_Deposit')),
  '{}')`;

/**
 * The offer letter. It is the written solicitation of FCRA §615(d), so it carries the short prescreen notice near the
 * top and the long notice of each bureau whose prescreen file made the offers at the end (decision 0610).
 */
export function offersMailBody(
  firstName: string,
  accessCode: string,
  offerCount: number,
  bureaus: readonly CreditBureau[] = [],
): string {
  const letter = [
    `Hello ${firstName},`,
    '',
    `You have ${offerCount} pre-approved ${offerCount === 1 ? 'offer' : 'offers'} waiting for you.`,
    `Sign in with your access code ${accessCode} and your last name to see them.`,
  ];
  if (bureaus.length === 0) return letter.join('\n');
  const notices = [...new Set(bureaus)].sort().flatMap((bureau) => ['', ...longNotice(PRESCREEN_NOTICES[bureau])]);
  return [...letter, '', shortNotice('the end of this e-mail'), '', '—', ...notices].join('\n');
}

/**
 * generate-email-payloads: one e-mail per consumer with offers (and an e-mail address), to publish at `publishAt`.
 * A rerun keeps payloads already made (one per consumer and campaign).
 */
export async function generateEmailPayloads(
  db: Db,
  encryptionKey: Buffer,
  campaignId: string,
  publishAt: Date,
  progress: JobProgress,
): Promise<{ consumers: number; payloads: number; withoutEmail: number }> {
  const withOffers = await db
    .select({
      consumerId: offers.consumerId,
      offers: count(),
      bureaus: creditBureaus,
    })
    .from(offers)
    .innerJoin(products, eq(products.id, offers.productId))
    .innerJoin(financialInstitutions, eq(financialInstitutions.id, products.fiId))
    .where(and(eq(offers.campaignId, campaignId), eq(offers.status, 'ELIGIBLE')))
    .groupBy(offers.consumerId)
    .orderBy(offers.consumerId);
  await progress.total(withOffers.length);
  let payloads = 0;
  let withoutEmail = 0;
  for (let start = 0; start < withOffers.length; start += BATCH) {
    stopIfCanceled(progress.signal);
    const batch = withOffers.slice(start, start + BATCH);
    const people = await db
      .select({
        id: consumers.id,
        firstName: consumers.firstName,
        accessCode: consumers.accessCode,
        pii: consumers.pii,
      })
      .from(consumers)
      .where(
        inArray(
          consumers.id,
          batch.map((row) => row.consumerId),
        ),
      );
    const values: (typeof emailPayloads.$inferInsert)[] = [];
    for (const row of batch) {
      const person = people.find((p) => p.id === row.consumerId);
      const email = person?.pii ? (JSON.parse(open(encryptionKey, person.pii)) as { email?: string }).email : undefined;
      if (!person || !email) {
        withoutEmail++;
        continue;
      }
      values.push({
        campaignId,
        consumerId: person.id,
        recipient: seal(encryptionKey, email),
        subject: OFFERS_MAIL_SUBJECT,
        body: offersMailBody(person.firstName, person.accessCode, row.offers, row.bureaus),
        publishAt,
      });
    }
    if (values.length) {
      const inserted = await db
        .insert(emailPayloads)
        .values(values)
        .onConflictDoUpdate({
          target: [emailPayloads.campaignId, emailPayloads.consumerId],
          set: { publishAt },
          where: isNull(emailPayloads.publishedAt),
        })
        .returning({ id: emailPayloads.id });
      payloads += inserted.length;
    }
    await progress.advance(batch.length);
  }
  return { consumers: withOffers.length, payloads, withoutEmail };
}

/** The publish job: sends every payload whose time has come (sandbox outbox without SMTP), oldest first. */
export async function publishDuePayloads(db: Db, encryptionKey: Buffer, now: Date, limit = 500): Promise<number> {
  const due = await db
    .select()
    .from(emailPayloads)
    .where(and(isNull(emailPayloads.publishedAt), lte(emailPayloads.publishAt, now)))
    .orderBy(asc(emailPayloads.publishAt))
    .limit(limit);
  let sent = 0;
  for (const payload of due) {
    // Claimed first so two workers never send the same mail.
    const claimed = await db
      .update(emailPayloads)
      .set({ publishedAt: now })
      .where(and(eq(emailPayloads.id, payload.id), isNull(emailPayloads.publishedAt)))
      .returning({ id: emailPayloads.id });
    if (claimed.length === 0) continue;
    try {
      await sendMail(db, { to: open(encryptionKey, payload.recipient), subject: payload.subject, body: payload.body });
      sent++;
    } catch (error) {
      await db.update(emailPayloads).set({ publishedAt: null }).where(eq(emailPayloads.id, payload.id));
      throw error;
    }
  }
  return sent;
}

/** Payload counts of a campaign: made, published, still waiting. */
export async function payloadCounts(db: Executor, campaignId: string) {
  const [row] = await db
    .select({
      total: count(),
      published: sql<number>`count(${emailPayloads.publishedAt})::int`,
      nextPublishAt: sql<
        string | null
      >`min(${emailPayloads.publishAt}) filter (where ${emailPayloads.publishedAt} is null)`,
    })
    .from(emailPayloads)
    .where(eq(emailPayloads.campaignId, campaignId));
  return { total: row?.total ?? 0, published: row?.published ?? 0, nextPublishAt: row?.nextPublishAt ?? null };
}
