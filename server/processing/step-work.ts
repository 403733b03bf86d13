import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, count, eq, inArray } from 'drizzle-orm';
import { BUREAU_FIELDS } from '../../domain/rules/bureau-fields.ts';
import { open, openBytes, sealBytes } from '../auth/secret-box.ts';
import type { Db } from '../db/pool.ts';
import { bureauAttributes, consumers } from '../db/schema/index.ts';
import { parseCsvText } from '../http/csv-upload.ts';
import type { JobProgress } from '../jobs/job-progress.ts';
import { generateOffers } from '../offers/generate-offers.ts';
import { stopIfCanceled } from './step-progress.ts';
import { processingRoot, workDir } from './work-area.ts';

/**
 * The ONE place that knows how the bureau exchange and offer generation are done. The job handlers call these three;
 * for now they are implemented here minimally (a sealed CSV export, a deterministic sandbox bureau, the existing
 * generateOffers). At merge they call exportToBureau / importFromBureau (server/offers/bureau-exchange.ts) and
 * generateCampaignOffers (server/offers/campaign-generation.ts), whose signatures these mirror.
 */
export interface StepWorkContext {
  readonly db: Db;
  readonly encryptionKey: Buffer;
  readonly campaignId: string;
  readonly progress: JobProgress;
}

const BATCH = 100;
const EXPORT_COLUMNS = ['consumerId', 'firstName', 'lastName', 'street', 'city', 'county', 'state', 'zipcode'];

/** tu-export: the campaign's consumers as the bureau's input file (sealed at rest: it holds names and addresses). */
export async function runBureauExport(ctx: StepWorkContext): Promise<{ file: string; rows: number }> {
  const { db, campaignId, progress } = ctx;
  const [total] = await db.select({ n: count() }).from(consumers).where(eq(consumers.campaignId, campaignId));
  await progress.total(total?.n ?? 0);
  const lines = [EXPORT_COLUMNS.join(',')];
  const quote = (value: unknown) => `"${String(value ?? '').replaceAll('"', '""')}"`;
  let offset = 0;
  for (;;) {
    stopIfCanceled(progress.signal);
    const batch = await db
      .select({ id: consumers.id, firstName: consumers.firstName, lastName: consumers.lastName, pii: consumers.pii })
      .from(consumers)
      .where(eq(consumers.campaignId, campaignId))
      .orderBy(consumers.id)
      .limit(BATCH)
      .offset(offset);
    if (batch.length === 0) break;
    for (const row of batch) {
      const pii = row.pii ? (JSON.parse(open(ctx.encryptionKey, row.pii)) as Record<string, string>) : {};
      lines.push(
        [row.id, row.firstName, row.lastName, pii.street, pii.city, pii.county, pii.state, pii.zipcode]
          .map(quote)
          .join(','),
      );
    }
    offset += batch.length;
    await progress.advance(batch.length);
  }
  const dir = workDir(processingRoot(), campaignId);
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, 'tu-export.csv.sealed');
  await writeFile(file, sealBytes(ctx.encryptionKey, Buffer.from(`${lines.join('\n')}\n`), campaignId));
  return { file, rows: lines.length - 1 };
}

/** The sandbox bureau's attributes of a consumer: each field a deterministic value in its range (hash of the id). */
export function sandboxAttributes(consumerId: string): Record<string, number> {
  const attributes: Record<string, number> = {};
  for (const field of BUREAU_FIELDS) {
    const hash = createHash('sha256').update(`${consumerId}:${field.name}`).digest().readUInt32BE(0);
    // Scores stay in a plausible band so a sandbox campaign yields offers.
    const [min, max] = field.name === 'VANTAGE_SCORE' || field.name === 'FICO' ? [580, 820] : [field.min, field.max];
    const spread = field.max > 1000 ? Math.min(max, 60_000) : max;
    attributes[field.name] = min + (hash % (spread - min + 1));
  }
  attributes.BANKRUPTCY_COUNT = 0;
  attributes.MILITARY_LENDING_COVERED = 0;
  return attributes;
}

/** tu-import: the sandbox bureau answers the export file; each record's attributes go to bureau_attributes. */
export async function runBureauImport(
  ctx: StepWorkContext,
  file: string,
): Promise<{ rows: number; errors: { row: number; message: string }[] }> {
  const { db, campaignId, progress } = ctx;
  const text = openBytes(ctx.encryptionKey, await readFile(file), campaignId).toString('utf8');
  const { rows } = parseCsvText(text, EXPORT_COLUMNS);
  await progress.total(rows.length);
  const errors: { row: number; message: string }[] = [];
  let imported = 0;
  for (let start = 0; start < rows.length; start += BATCH) {
    stopIfCanceled(progress.signal);
    const batch = rows.slice(start, start + BATCH);
    const ids = batch.map((row) => row.consumerId ?? '').filter((id) => /^[0-9a-f-]{36}$/i.test(id));
    const known = new Set(
      ids.length
        ? (
            await db
              .select({ id: consumers.id })
              .from(consumers)
              .where(and(eq(consumers.campaignId, campaignId), inArray(consumers.id, ids)))
          ).map((row) => row.id)
        : [],
    );
    const values: (typeof bureauAttributes.$inferInsert)[] = [];
    for (const [index, row] of batch.entries()) {
      const line = start + index + 2;
      if (!row.consumerId || !known.has(row.consumerId)) {
        errors.push({ row: line, message: 'The bureau returned a record for no consumer of this campaign' });
        continue;
      }
      if (!row.state) {
        errors.push({ row: line, message: 'The bureau could not match the consumer’s address' });
        continue;
      }
      values.push({
        consumerId: row.consumerId,
        campaignId,
        attributes: sandboxAttributes(row.consumerId),
        state: row.state.toUpperCase(),
        county: row.county || null,
        zipcode: row.zipcode || null,
      });
    }
    if (values.length)
      await db
        .insert(bureauAttributes)
        .values(values)
        .onConflictDoNothing({ target: [bureauAttributes.consumerId, bureauAttributes.campaignId] });
    imported += values.length;
    await progress.advance(batch.length);
  }
  return { rows: imported, errors };
}

/** generate-offers: the offer engine over the campaign's consumers with bureau attributes. */
export async function runOfferGeneration(ctx: StepWorkContext): Promise<{ consumers: number; offers: number }> {
  const { db, campaignId, progress } = ctx;
  const [total] = await db
    .select({ n: count() })
    .from(bureauAttributes)
    .where(eq(bureauAttributes.campaignId, campaignId));
  await progress.total(total?.n ?? 0);
  stopIfCanceled(progress.signal);
  const result = await generateOffers(db, campaignId);
  await progress.advance(result.consumers);
  return { consumers: result.consumers, offers: result.eligible };
}
