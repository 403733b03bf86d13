import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { PROCESSING_MESSAGES } from '../../domain/catalog/processing-steps.ts';
import type { Db } from '../db/pool.ts';
import type { JobProgress } from '../jobs/job-progress.ts';
import { bureauExportFile, exportToBureau, readBureauExport } from '../offers/bureau-exchange.ts';
import { importFromBureau } from '../offers/bureau-import.ts';
import { generateCampaignOffers } from '../offers/campaign-generation.ts';
import { SandboxBureau } from '../providers/bureau.ts';
import { bureauConnection } from './bureau-connection.ts';
import { receiveAnswer, sendExport } from './bureau-link.ts';
import { StepFailure, stopIfCanceled } from './step-progress.ts';
import { processingRoot } from './work-area.ts';

/**
 * The ONE place the processing steps meet the bureau exchange and offer generation: the same code the
 * `bench:campaign` benchmark measures (server/offers/bureau-import.ts, campaign-generation.ts). The bureau is the one
 * configured (bureau-connection.ts: the admin's settings or BUREAU_* variables, reached over SFTP + OpenPGP), else
 * the deterministic in-process sandbox (server/providers/bureau.ts).
 */
export interface StepWorkContext {
  readonly db: Db;
  readonly encryptionKey: Buffer;
  readonly campaignId: string;
  readonly progress: JobProgress;
}

/** Exchange files live beside the processing work area (PROCESSING_DIR or DATA_DIR/processing). */
const exchange = (ctx: StepWorkContext) => ({ dataDir: processingRoot(), encryptionKey: ctx.encryptionKey });

/**
 * tu-export: the campaign's consumers as the bureau's input file (sealed at rest, 0600; deleted once the answer is
 * imported), then — with a bureau connection — opened into the encrypted, signed upload. The step's result names
 * files only (the local one, the remote one with its bytes and checksum): no server path reaches an API answer.
 */
export async function runBureauExport(ctx: StepWorkContext): Promise<Record<string, string | number>> {
  const result = await exportToBureau(ctx.db, ctx.campaignId, ctx.progress, exchange(ctx));
  stopIfCanceled(ctx.progress.signal);
  const exported = { file: path.basename(result.file), rows: result.rows };
  const connection = await bureauConnection(ctx.db, ctx.encryptionKey);
  if (!connection) return exported;
  const clear = await readBureauExport(result.file, exchange(ctx), ctx.campaignId);
  const sent = await sendExport(ctx.db, ctx.encryptionKey, connection, ctx.campaignId, clear);
  return { ...exported, remote: sent.remote, bytes: sent.bytes, sha256: sent.sha256 };
}

/**
 * tu-import: the bureau's answer — polled for and downloaded from the bureau's directory with a connection, else
 * made by the in-process sandbox from the export — imported into bureau_attributes (COPY, upsert).
 */
export async function runBureauImport(ctx: StepWorkContext): Promise<{
  rows: number;
  errors: { row: number; message: string }[];
  transfer?: { remote: string; bytes: number; sha256: string };
}> {
  const file = bureauExportFile(ctx.campaignId, exchange(ctx));
  const dir = path.dirname(file);
  const connection = await bureauConnection(ctx.db, ctx.encryptionKey);
  let answer = path.join(dir, 'answer.csv');
  let transfer: Awaited<ReturnType<typeof receiveAnswer>>['transfer'] | undefined;
  if (connection) {
    ({ file: answer, transfer } = await receiveAnswer(
      ctx.db,
      ctx.encryptionKey,
      connection,
      ctx.campaignId,
      dir,
      ctx.progress.signal,
    ));
  } else {
    if (!existsSync(file)) throw new StepFailure(PROCESSING_MESSAGES.noBureauExport);
    await new SandboxBureau().answer(await readBureauExport(file, exchange(ctx), ctx.campaignId), answer);
  }
  stopIfCanceled(ctx.progress.signal);
  const result = await importFromBureau(ctx.db, ctx.campaignId, answer, ctx.progress, exchange(ctx));
  // The answer holds every consumer's credit attributes: not kept once imported.
  if (connection) await rm(dir, { recursive: true, force: true });
  stopIfCanceled(ctx.progress.signal);
  return { rows: result.rows, errors: result.errors, ...(transfer ? { transfer } : {}) };
}

/** generate-offers: the streamed, resumable generation; a cancel returns at a batch boundary and is reported here. */
export async function runOfferGeneration(ctx: StepWorkContext): Promise<{ consumers: number; offers: number }> {
  const result = await generateCampaignOffers(ctx.db, ctx.campaignId, ctx.progress);
  stopIfCanceled(ctx.progress.signal);
  return { consumers: result.consumers, offers: result.offers };
}
