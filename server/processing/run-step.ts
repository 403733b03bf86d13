import { copyFile, mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, or, sql } from 'drizzle-orm';
import { PROCESSING_MESSAGES, type ProcessingStepName } from '../../domain/catalog/processing-steps.ts';
import type { StepEventType } from '../../machines/campaign/processing-step-lifecycle.ts';
import { openBytes, sealBytes } from '../auth/secret-box.ts';
import type { Db } from '../db/pool.ts';
import { stepRowMove } from '../db/queries/processing.ts';
import { embedders, processingStepErrors, processingSteps } from '../db/schema/index.ts';
import { ApiError } from '../http/api-error.ts';
import type { Logger } from '../logger.ts';
import { markOffersGenerated } from './campaign-status.ts';
import { importConsoleUploads, importConsumerCsv } from './consumer-import.ts';
import { generateEmailPayloads } from './email-payloads.ts';
import { calculateOfferMetrics } from './offer-metrics.ts';
import { decryptWithPlatformKey } from './platform-keys.ts';
import { StepCanceled, StepFailure, stepProgress } from './step-progress.ts';
import { runBureauExport, runBureauImport, runOfferGeneration, type StepWorkContext } from './step-work.ts';
import { inboxDir, processingRoot, workDir } from './work-area.ts';

export interface StepRunnerDeps {
  readonly db: Db;
  readonly encryptionKey: Buffer;
  /** The processing root (work-area.ts processingRoot() when absent). */
  readonly root?: string;
  readonly now?: () => Date;
  readonly logger?: Logger;
  /** Queues the e-mail publish job at the payloads' publish time (absent in tests, which publish by hand). */
  readonly schedulePublish?: (at: Date) => Promise<void>;
  /** Called after each batch's progress is written (tests read the progress or cancel there). */
  readonly afterBatch?: () => Promise<void>;
}

export { StepFailure };

export type StepOutcome = 'complete' | 'failed' | 'canceled' | 'skipped' | 'missing';
type Step = typeof processingSteps.$inferSelect;
type Result = Record<string, string | number>;

/** One of the worker's own moves (the admin's are retry and cancel: db/queries/processing.ts). */
const workerMove = (stepId: string, type: Extract<StepEventType, 'step.running' | 'step.complete' | 'step.fail'>) =>
  stepRowMove(stepId, type);

/**
 * A step a re-delivered job takes over while it is still `running`: its worker died and server/jobs/job-heartbeat.ts
 * re-queued the job. Only offer generation, whose run resumes from its ledger (offer_generation_batches) and keeps
 * the offers already there, so a rerun makes the offer set of one uninterrupted run; and only when no session holds
 * the campaign's generation lock (campaign-generation.ts), which a live runner keeps and a dead one lost with its
 * connection. Other steps left `running` are skipped, as before (issue 30 round 2).
 */
const orphanedGeneration = and(
  eq(processingSteps.status, 'running'),
  eq(processingSteps.step, 'generate-offers'),
  sql`not exists (select 1 from pg_locks where locktype = 'advisory' and objsubid = 2
        and classid = hashtext('offer-generation')::oid and objid = hashtext(${processingSteps.campaignId}::text)::oid)`,
);

const RECEIVED = 'received.pgp';
const DECRYPTED = 'decrypted.csv.sealed';

/**
 * Runs one queued processing step (the pg-boss job of QUEUES.campaignProcessing): `scheduled` → `running`, the
 * step's work with its progress written after each batch, then `complete`, `failed` (with the reason) or left
 * `canceled` when the admin canceled it meanwhile. A step that is not `scheduled` any more is skipped, except an
 * offer generation whose worker died (orphanedGeneration), which is taken over and resumes.
 */
export async function runProcessingStep(deps: StepRunnerDeps, stepId: string): Promise<StepOutcome> {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const claim = workerMove(stepId, 'step.running');
  const [claimed] = await db.transaction(async (tx) => {
    const rows = await tx
      .update(processingSteps)
      .set({
        status: claim.status,
        startedAt: now(),
        finishedAt: null,
        rowsDone: 0,
        rowsTotal: 0,
        errorRows: 0,
        error: null,
        attempts: sql`${processingSteps.attempts} + 1`,
      })
      .where(or(claim.where, and(eq(processingSteps.id, stepId), orphanedGeneration)))
      .returning();
    if (rows.length) await tx.delete(processingStepErrors).where(eq(processingStepErrors.stepId, stepId));
    return rows;
  });
  if (!claimed) {
    const [exists] = await db
      .select({ id: processingSteps.id })
      .from(processingSteps)
      .where(eq(processingSteps.id, stepId));
    return exists ? 'skipped' : 'missing';
  }
  const progress = stepProgress(db, stepId, deps.afterBatch);
  const complete = workerMove(stepId, 'step.complete');
  try {
    const result = await work(deps, claimed, {
      db,
      encryptionKey: deps.encryptionKey,
      campaignId: claimed.campaignId,
      progress,
    });
    if (progress.signal.aborted) throw new StepCanceled();
    const done = await db.transaction(async (tx) => {
      const rows = await tx
        .update(processingSteps)
        .set({ status: complete.status, finishedAt: now(), result })
        .where(complete.where)
        .returning({ id: processingSteps.id });
      if (rows.length && claimed.step === 'generate-offers') await markOffersGenerated(tx, claimed.campaignId, now());
      return rows.length > 0;
    });
    if (done && claimed.step === 'generate-email-payloads' && deps.schedulePublish)
      await deps.schedulePublish(new Date(String(result.publishAt)));
    return done ? 'complete' : 'canceled';
  } catch (error) {
    if (error instanceof StepCanceled || progress.signal.aborted) {
      await db
        .update(processingSteps)
        .set({ finishedAt: now() })
        .where(and(eq(processingSteps.id, stepId), eq(processingSteps.status, 'canceled')));
      return 'canceled';
    }
    const readable = error instanceof StepFailure || error instanceof ApiError;
    const message = readable ? (error as Error).message : PROCESSING_MESSAGES.scheduledJobError;
    deps.logger?.error({ err: error, stepId, step: claimed.step }, 'processing step failed');
    const fail = workerMove(stepId, 'step.fail');
    await db.update(processingSteps).set({ status: fail.status, error: message, finishedAt: now() }).where(fail.where);
    return 'failed';
  }
}

async function embedderNumber(db: Db, embedderId: string | null): Promise<number> {
  const [row] = embedderId
    ? await db.select({ number: embedders.number }).from(embedders).where(eq(embedders.id, embedderId))
    : [];
  if (!row) throw new StepFailure(PROCESSING_MESSAGES.embedderRequired);
  return row.number;
}

async function logErrors(db: Db, stepId: string, errors: readonly { row: number; field?: string; message: string }[]) {
  for (let start = 0; start < errors.length; start += 500)
    await db
      .insert(processingStepErrors)
      .values(errors.slice(start, start + 500).map((error) => ({ stepId, field: '', ...error })));
  if (errors.length)
    await db
      .update(processingSteps)
      .set({ errorRows: new Set(errors.map((error) => error.row)).size })
      .where(eq(processingSteps.id, stepId));
}

/** The embedder's folder of the campaign's work area, where its received and decrypted files go. */
const embedderDir = async (db: Db, root: string, step: Step) =>
  path.join(workDir(root, step.campaignId), String(await embedderNumber(db, step.embedderId)));

/** `sftp`: the newest file of the embedder's inbox, copied into the work area as the received file. */
async function copyNewestInboxFile(db: Db, root: string, step: Step, ctx: StepWorkContext): Promise<Result> {
  const inbox = inboxDir(root, await embedderNumber(db, step.embedderId));
  const names = await readdir(inbox).catch(() => [] as string[]);
  const files = await Promise.all(
    names
      .filter((name) => !name.startsWith('.'))
      .map(async (name) => ({ name, info: await stat(path.join(inbox, name)) })),
  );
  const newest = files.filter((file) => file.info.isFile()).sort((a, b) => b.info.mtimeMs - a.info.mtimeMs)[0];
  if (!newest) throw new StepFailure(PROCESSING_MESSAGES.noInboxFile);
  await ctx.progress.total(1);
  const dir = await embedderDir(db, root, step);
  await mkdir(dir, { recursive: true });
  await copyFile(path.join(inbox, newest.name), path.join(dir, RECEIVED));
  await ctx.progress.advance(1);
  return { file: newest.name, bytes: newest.info.size };
}

/** `pgp`: the received file decrypted with the platform key, and sealed again at rest under this step's id. */
async function decryptReceivedFile(deps: StepRunnerDeps, root: string, step: Step, ctx: StepWorkContext) {
  const { db, progress } = ctx;
  const dir = await embedderDir(db, root, step);
  const message = await readFile(path.join(dir, RECEIVED)).catch(() => {
    throw new StepFailure(PROCESSING_MESSAGES.noReceivedFile);
  });
  await progress.total(1);
  const text = await decryptWithPlatformKey(db, deps.encryptionKey, message).catch(() => {
    throw new StepFailure(PROCESSING_MESSAGES.notPgp);
  });
  // The clear CSV holds SSNs: sealed at rest like the console's uploads.
  await writeFile(path.join(dir, DECRYPTED), sealBytes(deps.encryptionKey, Buffer.from(text), step.id));
  await progress.advance(1);
  const rows = text.split(/\r?\n/).filter((line) => line.trim() !== '').length - 1;
  return { rows: Math.max(rows, 0), decryptedBy: step.id };
}

/** `import`: the decrypted file (opened with its pgp step's id) imported as the embedder's consumers. */
async function importDecryptedFile(deps: StepRunnerDeps, root: string, step: Step, ctx: StepWorkContext) {
  const { db, progress } = ctx;
  const dir = await embedderDir(db, root, step);
  const [pgp] = await db
    .select({ id: processingSteps.id })
    .from(processingSteps)
    .where(
      and(eq(processingSteps.campaignId, step.campaignId), eq(processingSteps.key, step.key.replace(/import$/, 'pgp'))),
    );
  const sealed = await readFile(path.join(dir, DECRYPTED)).catch(() => {
    throw new StepFailure(PROCESSING_MESSAGES.noReceivedFile);
  });
  const text = openBytes(deps.encryptionKey, sealed, pgp?.id ?? '').toString('utf8');
  const result = await importConsumerCsv(
    db,
    deps.encryptionKey,
    { campaignId: step.campaignId, embedderId: step.embedderId ?? '', stepId: step.id },
    text,
    progress,
    (deps.now ?? (() => new Date()))(),
  );
  await db.update(processingSteps).set({ errorRows: result.errorRows }).where(eq(processingSteps.id, step.id));
  return result;
}

/** `tu-import`: the bureau's answer to the file the tu-export step wrote; its row errors logged with the step. */
async function importBureauAnswer(step: Step, ctx: StepWorkContext): Promise<Result> {
  const { db } = ctx;
  const [exported] = await db
    .select({ result: processingSteps.result })
    .from(processingSteps)
    .where(and(eq(processingSteps.campaignId, step.campaignId), eq(processingSteps.key, 'tu-export')));
  if (typeof exported?.result.file !== 'string') throw new StepFailure(PROCESSING_MESSAGES.noBureauExport);
  const { rows, errors, transfer } = await runBureauImport(ctx);
  await logErrors(db, step.id, errors);
  return { rows, errors: errors.length, ...(transfer ?? {}) };
}

async function work(deps: StepRunnerDeps, step: Step, ctx: StepWorkContext): Promise<Result> {
  const { db, progress } = ctx;
  const root = deps.root ?? processingRoot();
  switch (step.step as ProcessingStepName) {
    case 'embedder-import': {
      const result = await importConsoleUploads(db, deps.encryptionKey, step.campaignId, progress);
      return { ...result };
    }
    case 'sftp':
      return copyNewestInboxFile(db, root, step, ctx);
    case 'pgp':
      return decryptReceivedFile(deps, root, step, ctx);
    case 'import':
      return importDecryptedFile(deps, root, step, ctx);
    case 'tu-export':
      return runBureauExport(ctx);
    case 'tu-import':
      return importBureauAnswer(step, ctx);
    case 'generate-offers':
      return { ...(await runOfferGeneration(ctx)) };
    case 'generate-email-payloads': {
      const publishAt = step.options.publishAt ? new Date(step.options.publishAt) : (deps.now ?? (() => new Date()))();
      const result = await generateEmailPayloads(db, deps.encryptionKey, step.campaignId, publishAt, progress);
      return { ...result, publishAt: publishAt.toISOString() };
    }
    case 'metrics-calc':
      return { ...(await calculateOfferMetrics(db, step.campaignId, progress)) };
    default:
      throw new StepFailure(`Unknown step ${step.step}`);
  }
}
