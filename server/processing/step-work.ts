import { existsSync } from 'node:fs';
import path from 'node:path';
import { PROCESSING_MESSAGES } from '../../domain/catalog/processing-steps.ts';
import type { Db } from '../db/pool.ts';
import type { JobProgress } from '../jobs/job-progress.ts';
import { bureauExportFile, exportToBureau, readBureauExport } from '../offers/bureau-exchange.ts';
import { importFromBureau } from '../offers/bureau-import.ts';
import { generateCampaignOffers } from '../offers/campaign-generation.ts';
import { SandboxBureau } from '../providers/bureau.ts';
import { StepFailure, stopIfCanceled } from './step-progress.ts';
import { processingRoot } from './work-area.ts';

/**
 * The ONE place the processing steps meet the bureau exchange and offer generation: the same code the
 * `bench:campaign` benchmark measures (server/offers/bureau-import.ts, campaign-generation.ts). The bureau is the
 * deterministic sandbox (server/providers/bureau.ts) until a real one is configured.
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
 * imported). The step's result names the file only: no server path reaches an API answer.
 */
export async function runBureauExport(ctx: StepWorkContext): Promise<{ file: string; rows: number }> {
  const result = await exportToBureau(ctx.db, ctx.campaignId, ctx.progress, exchange(ctx));
  stopIfCanceled(ctx.progress.signal);
  return { file: path.basename(result.file), rows: result.rows };
}

/** tu-import: the bureau answers the export file; each record's attributes go to bureau_attributes (COPY, upsert). */
export async function runBureauImport(
  ctx: StepWorkContext,
): Promise<{ rows: number; errors: { row: number; message: string }[] }> {
  const file = bureauExportFile(ctx.campaignId, exchange(ctx));
  if (!existsSync(file)) throw new StepFailure(PROCESSING_MESSAGES.noBureauExport);
  const answer = path.join(path.dirname(file), 'answer.csv');
  await new SandboxBureau().answer(await readBureauExport(file, exchange(ctx), ctx.campaignId), answer);
  const result = await importFromBureau(ctx.db, ctx.campaignId, answer, ctx.progress, exchange(ctx));
  stopIfCanceled(ctx.progress.signal);
  return { rows: result.rows, errors: result.errors };
}

/** generate-offers: the streamed, resumable generation; a cancel returns at a batch boundary and is reported here. */
export async function runOfferGeneration(ctx: StepWorkContext): Promise<{ consumers: number; offers: number }> {
  const result = await generateCampaignOffers(ctx.db, ctx.campaignId, ctx.progress);
  stopIfCanceled(ctx.progress.signal);
  return { consumers: result.consumers, offers: result.offers };
}
