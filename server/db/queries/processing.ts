import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import {
  type StepEventType,
  stepStatusesTaking,
  stepTarget,
} from '../../../machines/campaign/processing-step-lifecycle.ts';
import type { Executor } from '../pool.ts';
import {
  campaignOfferMetrics,
  embedderSftpKeys,
  embedders,
  financialInstitutions,
  processingStepErrors,
  processingSteps,
  products,
} from '../schema/index.ts';
import { fileRowErrorList } from './file-row-errors.ts';
import type { AdminScope } from './scope.ts';

/**
 * Campaign processing (002 §4): the steps of a campaign's pipeline, their error logs, the offer metrics and the
 * embedders' SFTP keys. Admins only: every query takes an AdminScope (the pipeline spans every tenant).
 */

export type ProcessingStepRow = typeof processingSteps.$inferSelect;

/** Locks the campaign's row: one processing decision at a time per campaign. */
export async function lockCampaignRow(db: Executor, _scope: AdminScope, params: { campaignId: string }) {
  await db.execute(sql`select id from uc_campaigns where id = ${params.campaignId} for update`);
}

/** One step of the campaign (undefined for another campaign's). */
export async function findStep(
  db: Executor,
  _scope: AdminScope,
  params: { campaignId: string; stepId: string },
): Promise<ProcessingStepRow | undefined> {
  const [row] = await db
    .select()
    .from(processingSteps)
    .where(and(eq(processingSteps.id, params.stepId), eq(processingSteps.campaignId, params.campaignId)));
  return row;
}

export async function insertStep(
  db: Executor,
  _scope: AdminScope,
  values: typeof processingSteps.$inferInsert,
): Promise<ProcessingStepRow | undefined> {
  const [row] = await db.insert(processingSteps).values(values).returning();
  return row;
}

/**
 * A step's move as the processingStep machine decides it: the step row's condition on the statuses the event leaves,
 * and the status it enters. The SQL stays conditional for concurrency (an admin's cancel may land between a worker's
 * read and its write); its from-states are the machine's, never a second list.
 */
export const stepRowMove = (stepId: string, event: StepEventType) => ({
  where: and(eq(processingSteps.id, stepId), inArray(processingSteps.status, stepStatusesTaking(event))),
  status: stepTarget(event),
});

/** An admin's move of a step (its target status and `values`); undefined when a racing change came first. */
async function moveStep(
  db: Executor,
  id: string,
  event: StepEventType,
  values: Omit<Partial<typeof processingSteps.$inferInsert>, 'status'>,
): Promise<ProcessingStepRow | undefined> {
  const move = stepRowMove(id, event);
  const [row] = await db
    .update(processingSteps)
    .set({ status: move.status, ...values })
    .where(move.where)
    .returning();
  return row;
}

/** Schedules a failed or canceled step again (the processingStep machine's retry; undefined when it is no longer). */
export const rescheduleStep = (db: Executor, _scope: AdminScope, params: { id: string; at: Date; by: string | null }) =>
  moveStep(db, params.id, 'step.retry', {
    error: null,
    scheduledAt: params.at,
    startedAt: null,
    finishedAt: null,
    scheduledBy: params.by,
  });

/** Cancels a step that is still scheduled or running (the admin's cancel); undefined when it no longer is. */
export const cancelStep = (db: Executor, _scope: AdminScope, params: { id: string; at: Date }) =>
  moveStep(db, params.id, 'step.cancel', { finishedAt: params.at });

/** One step's per-row errors as a paged list, by row. */
export const stepErrorList = (db: Executor, _scope: AdminScope, params: { stepId: string }) =>
  fileRowErrorList(db, processingStepErrors, eq(processingStepErrors.stepId, params.stepId));

/** The campaign's offer metrics per lender and product, and when they were last computed. */
export async function offerMetricsOf(db: Executor, _scope: AdminScope, params: { campaignId: string }) {
  const rows = await db
    .select({
      lender: financialInstitutions.name,
      product: products.name,
      metric: campaignOfferMetrics.metric,
      value: campaignOfferMetrics.value,
      computedAt: campaignOfferMetrics.computedAt,
    })
    .from(campaignOfferMetrics)
    .innerJoin(products, eq(products.id, campaignOfferMetrics.productId))
    .innerJoin(financialInstitutions, eq(financialInstitutions.id, campaignOfferMetrics.fiId))
    .where(eq(campaignOfferMetrics.campaignId, params.campaignId))
    .orderBy(asc(financialInstitutions.name), asc(products.name), asc(campaignOfferMetrics.metric));
  const [latest] = await db
    .select({ at: max(campaignOfferMetrics.computedAt) })
    .from(campaignOfferMetrics)
    .where(eq(campaignOfferMetrics.campaignId, params.campaignId));
  return { rows, computedAt: latest?.at ?? null };
}

/** An embedder (by number) with its SFTP public key, if it has one. */
export async function embedderSftpOf(db: Executor, _scope: AdminScope, params: { embedderNumber: number }) {
  const [row] = await db
    .select({
      id: embedders.id,
      number: embedders.number,
      name: embedders.name,
      code: embedders.code,
      publicKey: embedderSftpKeys.publicKey,
      createdAt: embedderSftpKeys.createdAt,
    })
    .from(embedders)
    .leftJoin(embedderSftpKeys, eq(embedderSftpKeys.embedderId, embedders.id))
    .where(eq(embedders.number, params.embedderNumber));
  return row;
}
