import type { Hono } from 'hono';
import * as api from '../../api/processing.ts';
import { PROCESSING_ERROR_FIELDS } from '../../api/processing.ts';
import { isEmbedderStep, PROCESSING_MESSAGES, type StepKey, stepKey } from '../../domain/catalog/processing-steps.ts';
import {
  type StepEventType,
  stepMove,
  stepRefusal,
  stepTarget,
} from '../../machines/campaign/processing-step-lifecycle.ts';
import type { Executor } from '../db/pool.ts';
import {
  cancelStep,
  embedderSftpOf,
  findStep,
  insertStep,
  lockCampaignRow,
  offerMetricsOf,
  rescheduleStep,
  stepErrorList,
} from '../db/queries/processing.ts';
import type { AdminScope } from '../db/queries/scope.ts';
import { ApiError, notFound } from '../http/api-error.ts';
import type { AuditRecorder } from '../http/audit.ts';
import type { AppContext, AppEnv } from '../http/context.ts';
import { pagedList } from '../http/paged-list.ts';
import { type EndpointHandler, route } from '../http/register.ts';
import { QUEUES } from '../jobs/boss.ts';
import { bossDb } from '../postbacks/outbox.ts';
import {
  describePipeline,
  inboxFiles,
  type LoadedPipeline,
  loadPipeline,
  pipelineOpen,
  toStep,
} from '../processing/pipeline-state.ts';
import { newEmbedderSftpKey, platformPgpKey } from '../processing/platform-keys.ts';
import { sftpSettings } from '../processing/sftp-server.ts';
import { processingRoot } from '../processing/work-area.ts';
import { PROCESSING_JOB_OPTIONS } from '../processing/workers.ts';
import { registerBureauConnectionRoutes } from './bureau-connection.routes.ts';

const noCampaign = () => notFound('No such campaign');
const noStep = () => notFound('No such processing step');
const noEmbedder = () => notFound('No such embedder');
const refuse = (message: string) => new ApiError(400, 'INVALID_CAMPAIGN', message);

/** Asks the step's processingStep machine for the admin's `type`; a refusal is 409 with the machine's reason. */
function askStep(pipeline: LoadedPipeline, step: StepKey, type: StepEventType): void {
  if (stepMove(pipeline.input, step, type) === null)
    throw new ApiError(409, 'INVALID_CAMPAIGN', stepRefusal(pipeline.input, step, type));
}
const nowOf = (c: AppContext) => c.get('deps').now?.() ?? new Date();

/** The campaign locked (one decision at a time per campaign) and its pipeline. */
async function lockedPipeline(db: Executor, scope: AdminScope, campaignId: string): Promise<LoadedPipeline> {
  await lockCampaignRow(db, scope, { campaignId });
  return (await loadPipeline(db, campaignId)) ?? Promise.reject(noCampaign());
}

async function stepOf(db: Executor, scope: AdminScope, campaignId: string, stepId: string) {
  return (await findStep(db, scope, { campaignId, stepId })) ?? Promise.reject(noStep());
}

/** A step action's start: the campaign row locked, its pipeline loaded, and the step the path names (404 if none). */
async function lockedStep(db: Executor, scope: AdminScope, params: { campaignId: string; stepId: string }) {
  const pipeline = await lockedPipeline(db, scope, params.campaignId);
  return { pipeline, before: await stepOf(db, scope, pipeline.campaign.id, params.stepId) };
}

/** The answer for one step after a change: the pipeline reloaded so its allowed actions are current. */
async function answerStep(db: Executor, campaignId: string, key: StepKey) {
  const pipeline = (await loadPipeline(db, campaignId)) ?? Promise.reject(noCampaign());
  return toStep(
    await pipeline,
    key,
    (await pipeline).rows.find((row) => row.key === key),
  );
}

interface StepRow {
  id: string;
  key: string;
  status: string;
  rowsDone: number;
  rowsTotal: number;
}

const stepValue = (row: StepRow) => ({
  key: row.key,
  status: row.status,
  rowsDone: row.rowsDone,
  rowsTotal: row.rowsTotal,
});

/**
 * Audits a started, retried or canceled step (what it was → the row as it is now, with `noted` values the row does not
 * keep) and answers the step as the reloaded pipeline shows it.
 */
async function auditedStep(
  db: Executor,
  audit: AuditRecorder,
  pipeline: LoadedPipeline,
  change: { before: unknown; after: StepRow; noted?: Record<string, unknown> },
) {
  audit.record({
    entityId: change.after.id,
    entityName: `${pipeline.campaign.name}: ${change.after.key}`,
    oldValue: change.before,
    newValue: { ...stepValue(change.after), ...change.noted },
  });
  return answerStep(db, pipeline.campaign.id, change.after.key as StepKey);
}

async function queue(c: AppContext, db: Executor, stepId: string) {
  await c.get('deps').boss?.send(QUEUES.campaignProcessing, { stepId }, { ...PROCESSING_JOB_OPTIONS, db: bossDb(db) });
}

/** Starts one step of the campaign's pipeline when the pipeline allows it now; its job does the work. */
const startStep: EndpointHandler<typeof api.startProcessingStep> = async ({ params, body, scope, db, c, audit }) => {
  const pipeline = await lockedPipeline(db, scope, params.campaignId);
  if (!pipelineOpen(pipeline.campaign.status)) throw refuse(PROCESSING_MESSAGES.notScheduled);
  let embedderUuid: string | null = null;
  if (isEmbedderStep(body.step)) {
    if (body.embedderId === undefined)
      throw new ApiError(400, 'VALIDATION_FAILED', PROCESSING_MESSAGES.embedderRequired, [
        { path: 'embedderId', message: PROCESSING_MESSAGES.embedderRequired },
      ]);
    const enrolled = pipeline.enrolled.find((e) => e.number === body.embedderId);
    if (!enrolled) throw refuse(PROCESSING_MESSAGES.notEnrolled);
    embedderUuid = enrolled.id;
  }
  const key = stepKey(body.step, body.embedderId);
  askStep(pipeline, key, 'step.start');
  const publishAt = body.step === 'generate-email-payloads' ? (body.publishAt ?? nowOf(c).toISOString()) : undefined;
  const row = await insertStep(db, scope, {
    campaignId: pipeline.campaign.id,
    key,
    step: body.step,
    embedderId: embedderUuid,
    status: stepTarget('step.start'),
    options: publishAt ? { publishAt } : {},
    scheduledAt: nowOf(c),
    scheduledBy: c.get('actorName'),
  });
  // The campaign row is locked, so only a step row the read missed can clash: the machine's refusal then.
  if (!row) throw new ApiError(409, 'INVALID_CAMPAIGN', PROCESSING_MESSAGES.alreadyStarted);
  await queue(c, db, row.id);
  const noted = publishAt ? { publishAt } : {};
  return auditedStep(db, audit, pipeline, { before: { key, status: 'not run' }, after: row, noted });
};

/** An embedder's SFTP drop-box (where and with which key it connects) and the platform's PGP key its files are sealed to. */
function registerEmbedderSftpRoutes(app: Hono<AppEnv>): void {
  route(app, api.getEmbedderSftp, async ({ params, scope, db, c }) => {
    const row = await embedderSftpOf(db, scope, { embedderNumber: params.embedderId });
    if (!row) throw noEmbedder();
    const settings = sftpSettings();
    return {
      embedderId: row.number,
      name: row.name,
      host: process.env.SFTP_HOST ?? new URL(c.req.url).hostname,
      port: settings.port,
      enabled: settings.enabled,
      username: row.code,
      publicKey: row.publicKey,
      keyCreatedAt: row.createdAt?.toISOString() ?? null,
      inbox: await inboxFiles(processingRoot(), row.number),
    };
  });
  route(app, api.createEmbedderSftpKey, async ({ params, scope, db, c, audit }) => {
    const row = await embedderSftpOf(db, scope, { embedderNumber: params.embedderId });
    if (!row) throw noEmbedder();
    const pair = await newEmbedderSftpKey(db, row.id, c.get('actorName'));
    // The public half only: the private key is in this answer and nowhere else.
    audit.record({
      entityId: row.id,
      entityName: row.name,
      oldValue: { publicKey: row.publicKey },
      newValue: { publicKey: pair.publicKey },
    });
    return {
      privateKey: pair.privateKey,
      publicKey: pair.publicKey,
      username: row.code,
      createdAt: pair.createdAt.toISOString(),
    };
  });
  route(app, api.getPgpKey, async ({ c }) => {
    const deps = c.get('deps');
    const key = await platformPgpKey(deps.db, deps.encryptionKey);
    return { publicKey: key.publicKey, fingerprint: key.fingerprint, createdAt: key.createdAt.toISOString() };
  });
}

/**
 * Campaign processing (002 §2 uc/campaign/processing, §4 background jobs): the pipeline, start / retry / cancel of
 * its steps — each decided by the processingPipeline machine, so the order holds whatever the client sends — the
 * per-row error log, the offer metrics, the embedders' SFTP keys and the platform PGP key.
 */
export function registerProcessingRoutes(app: Hono<AppEnv>): void {
  route(app, api.getCampaignProcessing, async ({ params, db }) => {
    const pipeline = await loadPipeline(db, params.campaignId);
    if (!pipeline) throw noCampaign();
    return describePipeline(db, pipeline);
  });

  route(app, api.startProcessingStep, startStep);

  route(app, api.retryProcessingStep, async ({ params, scope, db, c, audit }) => {
    const { pipeline, before } = await lockedStep(db, scope, params);
    if (!pipelineOpen(pipeline.campaign.status)) throw refuse(PROCESSING_MESSAGES.notScheduled);
    askStep(pipeline, before.key as StepKey, 'step.retry');
    const after = await rescheduleStep(db, scope, { id: before.id, at: nowOf(c), by: c.get('actorName') });
    if (!after) throw new ApiError(409, 'INVALID_CAMPAIGN', PROCESSING_MESSAGES.notRetryable);
    await queue(c, db, after.id);
    return auditedStep(db, audit, pipeline, { before: stepValue(before), after });
  });

  route(app, api.cancelProcessingStep, async ({ params, scope, db, c, audit }) => {
    const { pipeline, before } = await lockedStep(db, scope, params);
    askStep(pipeline, before.key as StepKey, 'step.cancel');
    // Conditional too: the worker may end the step between the read and the write (it does not lock the campaign).
    const after = await cancelStep(db, scope, { id: before.id, at: nowOf(c) });
    if (!after) throw new ApiError(409, 'INVALID_CAMPAIGN', PROCESSING_MESSAGES.notCancelable);
    return auditedStep(db, audit, pipeline, { before: stepValue(before), after });
  });

  route(app, api.listProcessingStepErrors, async ({ params, query, scope, db }) => {
    const step = await stepOf(db, scope, params.campaignId, params.stepId);
    return pagedList(
      {
        fields: PROCESSING_ERROR_FIELDS,
        ...stepErrorList(db, scope, { stepId: step.id }),
        csvName: `${step.key.replace('/', '-')}-errors`,
        csvColumns: { row: 'Row', field: 'Column', message: 'Problem' },
      },
      query,
    );
  });

  route(app, api.listCampaignOfferMetrics, async ({ params, scope, db }) => {
    const pipeline = await loadPipeline(db, params.campaignId);
    if (!pipeline) throw noCampaign();
    const { rows, computedAt } = await offerMetricsOf(db, scope, { campaignId: pipeline.campaign.id });
    return {
      computedAt: computedAt?.toISOString() ?? null,
      metrics: rows.map(({ computedAt: _, ...row }) => ({ ...row, value: Number(row.value) })),
    };
  });

  registerEmbedderSftpRoutes(app);

  registerBureauConnectionRoutes(app);
}
