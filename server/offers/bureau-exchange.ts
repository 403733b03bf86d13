import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import QueryStream from 'pg-query-stream';
import { open } from '../auth/secret-box.ts';
import type { Db } from '../db/pool.ts';
import type { JobProgress } from '../jobs/job-progress.ts';
import { openSealedFile, type SealedWriter, sealedFileWriter } from './sealed-file.ts';

export interface BureauExchangeOptions {
  /** Where exchange files live (DATA_DIR of server/env.ts): <dataDir>/bureau/<campaign id>/. */
  readonly dataDir?: string;
  /**
   * The sealing key. Given, the export carries what a real bureau matches on (address, SSN, date of birth) opened
   * from the sealed `pii`; absent (the sandbox bureau, which needs only the consumer id), nothing sealed is opened.
   */
  readonly encryptionKey?: Buffer;
  /** Rows per transaction of the import; 20,000 unless told. */
  readonly batchSize?: number;
}

const dataDirOf = (options: BureauExchangeOptions) => options.dataDir ?? process.env.DATA_DIR ?? '.data';

/**
 * The campaign's export file: one per campaign, deleted by the import that follows it. With an encryption key it
 * holds PII and is sealed at rest (export.csv.sealed, opened only into the bureau upload); without, it holds names
 * and ids only.
 */
export const bureauExportFile = (campaignId: string, options: BureauExchangeOptions = {}) =>
  path.join(dataDirOf(options), 'bureau', campaignId, options.encryptionKey ? 'export.csv.sealed' : 'export.csv');

/** What binds a sealed export to its campaign: another campaign's file does not open as this one's. */
export const bureauExportContext = (campaignId: string) => `bureau-export:${campaignId}`;

/** The export's clear CSV: opened from the sealed file with the key, else read as is. */
export const readBureauExport = (file: string, options: BureauExchangeOptions, campaignId: string) =>
  options.encryptionKey
    ? openSealedFile(file, options.encryptionKey, bureauExportContext(campaignId))
    : Promise.resolve(createReadStream(file));

/** A clear export file (no key: no PII), behind the same interface as the sealed one. */
function clearWriter(file: string): SealedWriter {
  const out = createWriteStream(file, { mode: 0o600 });
  const failed = once(out, 'error').then(([error]) => Promise.reject(error));
  failed.catch(() => undefined);
  return {
    async write(chunk) {
      if (!out.write(chunk)) await Promise.race([once(out, 'drain'), failed]);
    },
    async close() {
      out.end();
      await Promise.race([once(out, 'finish'), failed]);
    },
  };
}

const csvCell = (value: string | null | undefined) => {
  const text = value ?? '';
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

const SEALED_COLUMNS = ['street', 'city', 'county', 'state', 'zipcode', 'ssn', 'dob'] as const;

/**
 * Writes the campaign's consumers (consumers.campaign_id) to the bureau export file, streamed from a cursor:
 * consumer_id, first and last name, and — only with an encryption key — the address, SSN and date of birth opened
 * from the sealed pii. The file is private to the server's user (0600), sealed when it holds PII (the PII is
 * never on disk in clear), and deleted by the import of the bureau's answer.
 */
export async function exportToBureau(
  db: Db,
  campaignId: string,
  progress: JobProgress,
  options: BureauExchangeOptions = {},
): Promise<{ file: string; rows: number }> {
  const file = bureauExportFile(campaignId, options);
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const count = await db.$client.query<{ n: number }>(
    'select count(*)::int as n from consumers where campaign_id = $1',
    [campaignId],
  );
  await progress.total(count.rows[0]?.n ?? 0);
  const key = options.encryptionKey;
  const out = key ? sealedFileWriter(file, key, bureauExportContext(campaignId)) : clearWriter(file);
  let closed = false;
  await out.write(`${['consumer_id', 'first_name', 'last_name', ...(key ? SEALED_COLUMNS : [])].join(',')}\n`);
  const client = await db.$client.connect();
  let rows = 0;
  let pending = 0;
  let chunk = '';
  try {
    const stream = client.query(
      new QueryStream(
        `select id::text, first_name, last_name${key ? ', pii' : ''} from consumers where campaign_id = $1 order by id`,
        [campaignId],
        { batchSize: 1000, rowMode: 'array' },
      ),
    );
    for await (const row of stream as AsyncIterable<(string | null)[]>) {
      const cells = [row[0], row[1], row[2]];
      if (key) {
        const pii = row[3] ? (JSON.parse(open(key, row[3])) as Record<string, string | undefined>) : {};
        for (const column of SEALED_COLUMNS) cells.push(pii[column] ?? null);
      }
      rows++;
      pending++;
      chunk += `${cells.map(csvCell).join(',')}\n`;
      // Sealed and written 64 KiB at a time: one cipher call per row costs more than the row.
      if (chunk.length >= 65_536) {
        await out.write(chunk);
        chunk = '';
      }
      if (pending === 10_000) {
        await progress.advance(pending);
        pending = 0;
      }
    }
    await out.write(chunk);
    closed = true;
    await out.close();
  } finally {
    client.release();
    if (!closed) await out.close().catch(() => undefined);
  }
  if (pending > 0) await progress.advance(pending);
  return { file, rows };
}
