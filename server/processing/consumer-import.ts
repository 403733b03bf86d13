import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { CONSUMER_FILE_HANDOFF } from '../../domain/catalog/consumer-files.ts';
import {
  CONSUMER_FILE_COLUMNS,
  type ConsumerFileRow,
  consumerFileLineIssues,
  ssnDigits,
} from '../../domain/validation/consumer-file.ts';
import { utcCalendarDay } from '../../domain/validation/dates.ts';
import { open, seal } from '../auth/secret-box.ts';
import type { Db } from '../db/pool.ts';
import {
  campaignConsumerSources,
  consumerFileRows,
  consumerFiles,
  consumers,
  processingStepErrors,
} from '../db/schema/index.ts';
import { parseCsvText } from '../http/csv-upload.ts';
import type { JobProgress } from '../jobs/job-progress.ts';
import { stopIfCanceled } from './step-progress.ts';

/** A consumer as a file gives it: the embedder's uuid, the names in clear, the rest to seal. */
export interface IncomingConsumer {
  readonly uuid: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly pii: Record<string, string | undefined>;
}

const BATCH = 100;
const ACCESS_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A consumer's access code (OW- and 8 characters without look-alikes): what the e-mail payload sends them. */
export const newAccessCode = (): string =>
  `OW-${[...randomBytes(8)].map((byte) => ACCESS_ALPHABET[byte % ACCESS_ALPHABET.length]).join('')}`;

/** The sealed PII in the consumers table's shape (the seed's: street, city, county, state, zipcode, ssn, email, dob…). */
function consumerPii(pii: IncomingConsumer['pii']) {
  const { address, ...rest } = pii;
  return { phone: '', ...rest, street: address ?? '' };
}

/**
 * Creates the campaign's consumers (access code, names; PII sealed), one per embedder uuid: a rerun (retry) skips
 * those already created. Batches of 100, progress after each, cancel honoured between batches.
 */
export async function createConsumers(
  db: Db,
  encryptionKey: Buffer,
  target: { campaignId: string; embedderId: string },
  incoming: readonly IncomingConsumer[],
  progress: JobProgress,
): Promise<number> {
  let created = 0;
  for (let start = 0; start < incoming.length; start += BATCH) {
    stopIfCanceled(progress.signal);
    const batch = incoming.slice(start, start + BATCH);
    await db.transaction(async (tx) => {
      const known = await tx
        .select({ uuid: campaignConsumerSources.embedderConsumerUuid })
        .from(campaignConsumerSources)
        .where(
          and(
            eq(campaignConsumerSources.campaignId, target.campaignId),
            eq(campaignConsumerSources.embedderId, target.embedderId),
            inArray(
              campaignConsumerSources.embedderConsumerUuid,
              batch.map((row) => row.uuid),
            ),
          ),
        );
      const skip = new Set(known.map((row) => row.uuid));
      const fresh = batch.filter((row) => !skip.has(row.uuid));
      if (fresh.length === 0) return;
      const inserted = await tx
        .insert(consumers)
        .values(
          fresh.map((row) => ({
            accessCode: newAccessCode(),
            firstName: row.firstName,
            lastName: row.lastName,
            campaignId: target.campaignId,
            embedderId: target.embedderId,
            workflowState: ['IMPORTED'],
            pii: seal(encryptionKey, JSON.stringify(consumerPii(row.pii))),
          })),
        )
        .returning({ id: consumers.id });
      await tx.insert(campaignConsumerSources).values(
        fresh.map((row, index) => ({
          campaignId: target.campaignId,
          embedderId: target.embedderId,
          embedderConsumerUuid: row.uuid,
          consumerId: inserted[index]?.id ?? '',
        })),
      );
      created += fresh.length;
    });
    await progress.advance(batch.length);
  }
  return created;
}

/**
 * `embedder-import`: the consumer files embedders uploaded in their console and whose import handed them over
 * (consumer_files.processing = READY_FOR_PROCESSING) become the campaign's consumers — their validated rows.
 */
export async function importConsoleUploads(db: Db, encryptionKey: Buffer, campaignId: string, progress: JobProgress) {
  const files = await db
    .select({ id: consumerFiles.id, embedderId: consumerFiles.embedderId })
    .from(consumerFiles)
    .where(and(eq(consumerFiles.campaignId, campaignId), eq(consumerFiles.processing, CONSUMER_FILE_HANDOFF)));
  const rows = files.length
    ? await db
        .select({
          fileId: consumerFileRows.fileId,
          uuid: consumerFileRows.embedderConsumerUuid,
          firstName: consumerFileRows.firstName,
          lastName: consumerFileRows.lastName,
          pii: consumerFileRows.pii,
        })
        .from(consumerFileRows)
        .where(
          inArray(
            consumerFileRows.fileId,
            files.map((file) => file.id),
          ),
        )
        .orderBy(consumerFileRows.fileId, consumerFileRows.row)
    : [];
  await progress.total(rows.length);
  let created = 0;
  for (const file of files) {
    const own = rows
      .filter((row) => row.fileId === file.id)
      .map((row) => ({
        uuid: row.uuid,
        firstName: row.firstName,
        lastName: row.lastName,
        pii: JSON.parse(open(encryptionKey, row.pii)) as Record<string, string>,
      }));
    created += await createConsumers(db, encryptionKey, { campaignId, embedderId: file.embedderId }, own, progress);
  }
  return { files: files.length, rows: rows.length, created };
}

/**
 * `import`: the embedder's decrypted CSV in the consumer file format, validated row by row exactly as the embedder
 * console's upload is (consumerFileRowIssues, uuids unique); each problem is logged on the step with its row.
 */
export async function importConsumerCsv(
  db: Db,
  encryptionKey: Buffer,
  target: { campaignId: string; embedderId: string; stepId: string },
  text: string,
  progress: JobProgress,
  now: Date,
) {
  const { rows, errors: shapeErrors } = parseCsvText(text, CONSUMER_FILE_COLUMNS);
  await progress.total(rows.length);
  const badShape = new Set(shapeErrors.flatMap((error) => (error.row === undefined ? [] : [error.row])));
  const today = utcCalendarDay(now);
  const seen = new Set<string>();
  const valid: IncomingConsumer[] = [];
  const problems: { stepId: string; row: number; field: string; message: string }[] = [];
  rows.forEach((raw, index) => {
    const row = raw as unknown as ConsumerFileRow;
    const issues = consumerFileLineIssues(row, { badShape: badShape.has(index), seen, today });
    const uuid = (row.uuid ?? '').trim();
    if (issues.length > 0)
      problems.push(...issues.map((issue) => ({ stepId: target.stepId, row: index + 2, ...issue })));
    else {
      const { uuid: _uuid, firstName, lastName, ...rest } = row;
      valid.push({
        uuid,
        firstName,
        lastName,
        pii: { ...rest, state: row.state.toUpperCase(), ssn: ssnDigits(row.ssn) },
      });
    }
  });
  for (let start = 0; start < problems.length; start += 500)
    await db.insert(processingStepErrors).values(problems.slice(start, start + 500));
  const errorRows = new Set(problems.map((problem) => problem.row)).size;
  // Rows with problems count as handled: the bar reaches the total.
  if (errorRows > 0) await progress.advance(errorRows);
  const created = await createConsumers(db, encryptionKey, target, valid, progress);
  return { rows: rows.length, valid: valid.length, errorRows, created };
}
