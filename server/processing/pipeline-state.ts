import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, count, eq } from 'drizzle-orm';
import type { CampaignProcessing, ProcessingStep } from '../../api/processing.ts';
import type { CampaignStatus } from '../../domain/catalog/campaign-status.ts';
import { CONSUMER_FILE_HANDOFF } from '../../domain/catalog/consumer-files.ts';
import { type PipelineState, pipelineKeys } from '../../domain/catalog/processing-pipeline.ts';
import {
  EMBEDDER_STEPS,
  type ProcessingStepName,
  type StepKey,
  type StepStatus,
} from '../../domain/catalog/processing-steps.ts';
import { campaignStatusesTagged } from '../../machines/campaign/campaign-lifecycle.ts';
import { pipelineAllows } from '../../machines/campaign/processing-step-lifecycle.ts';
import type { Executor } from '../db/pool.ts';
import { campaignEmbedders, consumerFiles, embedders, processingSteps, ucCampaigns } from '../db/schema/index.ts';
import { payloadCounts } from './email-payloads.ts';
import { inboxDir } from './work-area.ts';

type StepRow = typeof processingSteps.$inferSelect;

/** A step's result as the admin sees it: a file by its name (results stored before issue 29 kept the full path). */
const withoutServerPaths = (result: Record<string, string | number>) =>
  Object.fromEntries(
    Object.entries(result).map(([name, value]) => [
      name,
      typeof value === 'string' && path.isAbsolute(value) ? path.basename(value) : value,
    ]),
  );

/** A campaign with its enrolled embedders and stored steps, as the machine and the page read them. */
export async function loadPipeline(db: Executor, campaignId: string) {
  const [campaign] = await db
    .select({ id: ucCampaigns.id, name: ucCampaigns.name, status: ucCampaigns.status })
    .from(ucCampaigns)
    .where(eq(ucCampaigns.id, campaignId));
  if (!campaign) return null;
  const enrolled = await db
    .select({ id: embedders.id, number: embedders.number, name: embedders.name, code: embedders.code })
    .from(campaignEmbedders)
    .innerJoin(embedders, eq(embedders.id, campaignEmbedders.embedderId))
    .where(eq(campaignEmbedders.campaignId, campaignId))
    .orderBy(asc(embedders.number));
  const rows = await db.select().from(processingSteps).where(eq(processingSteps.campaignId, campaignId));
  const input: PipelineState = {
    embedders: enrolled.map((e) => String(e.number)),
    steps: Object.fromEntries(rows.map((row) => [row.key, row.status as StepStatus])),
  };
  return { campaign: { ...campaign, status: campaign.status as CampaignStatus }, enrolled, rows, input };
}
export type LoadedPipeline = NonNullable<Awaited<ReturnType<typeof loadPipeline>>>;

export const pipelineOpen = (status: string) => campaignStatusesTagged('processing').some((open) => open === status);

export function toStep(pipeline: LoadedPipeline, key: StepKey, row?: StepRow): ProcessingStep {
  const [embedder, own] = key.includes('/') ? key.split('/') : [null, key];
  const status = (row?.status ?? 'not run') as StepStatus;
  const open = pipelineOpen(pipeline.campaign.status);
  const allows = (type: 'step.start' | 'step.retry' | 'step.cancel') =>
    pipelineAllows(pipeline.input, { type, step: key });
  return {
    key,
    step: own as ProcessingStepName,
    stepId: row?.id ?? null,
    embedderId: embedder === null ? null : Number(embedder),
    status,
    rowsDone: row?.rowsDone ?? 0,
    rowsTotal: row?.rowsTotal ?? 0,
    errorRows: row?.errorRows ?? 0,
    scheduledAt: row?.scheduledAt.toISOString() ?? null,
    startedAt: row?.startedAt?.toISOString() ?? null,
    finishedAt: row?.finishedAt?.toISOString() ?? null,
    error: row?.error ?? null,
    result: withoutServerPaths(row?.result ?? {}),
    publishAt: row?.options.publishAt ?? null,
    canStart: open && allows('step.start'),
    canRetry: open && allows('step.retry'),
    canCancel: allows('step.cancel'),
  };
}

export async function describePipeline(db: Executor, pipeline: LoadedPipeline): Promise<CampaignProcessing> {
  const byKey = new Map(pipeline.rows.map((row) => [row.key, row]));
  const steps = pipelineKeys(pipeline.input.embedders).map((key) => toStep(pipeline, key, byKey.get(key)));
  const ready = await db
    .select({ embedderId: consumerFiles.embedderId, n: count() })
    .from(consumerFiles)
    .where(and(eq(consumerFiles.campaignId, pipeline.campaign.id), eq(consumerFiles.processing, CONSUMER_FILE_HANDOFF)))
    .groupBy(consumerFiles.embedderId);
  return {
    campaignId: pipeline.campaign.id,
    name: pipeline.campaign.name,
    status: pipeline.campaign.status,
    open: pipelineOpen(pipeline.campaign.status),
    complete: byKey.get('metrics-calc')?.status === 'complete',
    steps,
    embedders: pipeline.enrolled.map((e) => ({
      embedderId: e.number,
      name: e.name,
      code: e.code,
      readyFiles: ready.find((r) => r.embedderId === e.id)?.n ?? 0,
      steps: steps.filter((step) => step.embedderId === e.number && EMBEDDER_STEPS.includes(step.step as never)),
    })),
    emailPayloads: await payloadCounts(db, pipeline.campaign.id),
  };
}

/** The files in an embedder's SFTP inbox, newest first. */
export async function inboxFiles(root: string, embedderNumber: number) {
  const dir = inboxDir(root, embedderNumber);
  const names = await readdir(dir).catch(() => [] as string[]);
  const files = await Promise.all(
    names
      .filter((name) => !name.startsWith('.'))
      .map(async (name) => {
        const info = await stat(path.join(dir, name));
        return { name, size: info.size, modifiedAt: info.mtime.toISOString(), isFile: info.isFile() };
      }),
  );
  return files
    .filter((file) => file.isFile)
    .sort((a, b) => b.modifiedAt.localeCompare(a.modifiedAt))
    .map(({ isFile: _, ...file }) => file);
}
