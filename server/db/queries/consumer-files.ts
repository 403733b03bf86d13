import { and, desc, eq, inArray } from 'drizzle-orm';
import type { ConsumerFile } from '../../../api/embedder-campaigns.ts';
import type { BackgroundJobStatus } from '../../../domain/catalog/statuses.ts';
import {
  CONSUMER_FILE_UPLOADED,
  consumerFileStatusesTaking,
  consumerFileTarget,
} from '../../../machines/import/consumer-file-lifecycle.ts';
import type { Executor } from '../pool.ts';
import { consumerFileErrors, consumerFileRows, consumerFiles, ucCampaigns } from '../schema/index.ts';
import { fileRowErrorList } from './file-row-errors.ts';
import { type ListSource, ONE } from './list-source.ts';
import type { EmbedderScope } from './scope.ts';

/** An embedder's consumer files (002 §3 campaign enrollment uploads) and their row errors, always the scope's. */

const consumerFileColumns = {
  fileId: consumerFiles.id,
  campaignId: consumerFiles.campaignId,
  campaignName: ucCampaigns.name,
  fileName: consumerFiles.fileName,
  uploadedAt: consumerFiles.uploadedAt,
  uploadedBy: consumerFiles.uploadedBy,
  status: consumerFiles.status,
  rowsTotal: consumerFiles.rowsTotal,
  rowsDone: consumerFiles.rowsDone,
  validRows: consumerFiles.validRows,
  errorRows: consumerFiles.errorRows,
  failure: consumerFiles.failure,
  processing: consumerFiles.processing,
};
type ConsumerFileRow = Omit<ConsumerFile, 'uploadedAt' | 'status'> & { uploadedAt: Date; status: string };

const toConsumerFile = (row: ConsumerFileRow): ConsumerFile => ({
  ...row,
  uploadedAt: row.uploadedAt.toISOString(),
  status: row.status as BackgroundJobStatus,
});

/** Consumer files with their campaign's name: the FROM of an embedder's list, its count (selecting ONE) and a read. */
const selectConsumerFiles = (db: Executor, selection: Record<string, unknown> = consumerFileColumns) =>
  db
    .select(selection as typeof consumerFileColumns)
    .from(consumerFiles)
    .innerJoin(ucCampaigns, eq(ucCampaigns.id, consumerFiles.campaignId));

const filesOf = (scope: EmbedderScope) => eq(consumerFiles.embedderId, scope.embedderId);

/** The list's declared fields bound to their SQL (api/embedder-campaigns.ts CONSUMER_FILE_FIELDS). */
const consumerFileListColumns = {
  fileName: consumerFiles.fileName,
  campaignName: ucCampaigns.name,
  campaignId: consumerFiles.campaignId,
  uploadedAt: consumerFiles.uploadedAt,
  uploadedBy: consumerFiles.uploadedBy,
  rowsTotal: consumerFiles.rowsTotal,
  validRows: consumerFiles.validRows,
  errorRows: consumerFiles.errorRows,
  status: consumerFiles.status,
};

/** The embedder's consumer files as a paged list, newest first (the campaign's name joined in). */
export const consumerFileList = (
  db: Executor,
  scope: EmbedderScope,
): ListSource<typeof consumerFileListColumns, ConsumerFileRow, ConsumerFile> => ({
  columns: consumerFileListColumns,
  select: () => selectConsumerFiles(db).$dynamic(),
  count: (where) => ({ db, rows: selectConsumerFiles(db, ONE).where(where).$dynamic() }),
  where: filesOf(scope),
  defaultOrder: [desc(consumerFiles.uploadedAt), desc(consumerFiles.id)],
  toRow: toConsumerFile,
});

/** One of the embedder's consumer files (another embedder's is not found). */
export async function findConsumerFile(db: Executor, scope: EmbedderScope, params: { fileId: string }) {
  const [row] = await selectConsumerFiles(db).where(and(eq(consumerFiles.id, params.fileId), filesOf(scope)));
  return row ? toConsumerFile(row) : undefined;
}

/**
 * Cancels one of the embedder's files while its import is scheduled or running: the import stops at its next batch
 * (it writes only while the file is `running`) and its rows are dropped, so nothing is handed off. False otherwise.
 */
export async function cancelConsumerFileImport(db: Executor, scope: EmbedderScope, params: { fileId: string }) {
  const canceled = await db
    .update(consumerFiles)
    .set({ status: consumerFileTarget('CANCEL'), finishedAt: new Date(), processing: null })
    .where(
      and(
        eq(consumerFiles.id, params.fileId),
        filesOf(scope),
        inArray(consumerFiles.status, consumerFileStatusesTaking('CANCEL')),
      ),
    )
    .returning({ id: consumerFiles.id });
  if (canceled.length === 0) return false;
  await db.delete(consumerFileRows).where(eq(consumerFileRows.fileId, params.fileId));
  return true;
}

/** A new file, scheduled for the import job; answers its id. */
export async function insertConsumerFile(
  db: Executor,
  scope: EmbedderScope,
  params: { campaignId: string; fileName: string; sealedContent: string; uploadedBy: string | null; rowsTotal: number },
): Promise<string> {
  const [inserted] = await db
    .insert(consumerFiles)
    .values({
      embedderId: scope.embedderId,
      campaignId: params.campaignId,
      fileName: params.fileName,
      content: params.sealedContent,
      uploadedBy: params.uploadedBy,
      rowsTotal: params.rowsTotal,
      status: CONSUMER_FILE_UPLOADED,
    })
    .returning({ id: consumerFiles.id });
  return inserted?.id ?? '';
}

/** The row errors of one of the embedder's files as a paged list, by row (none for another embedder's file). */
export const consumerFileErrorList = (db: Executor, scope: EmbedderScope, params: { fileId: string }) =>
  fileRowErrorList(
    db,
    consumerFileErrors,
    and(
      eq(consumerFileErrors.fileId, params.fileId),
      inArray(consumerFileErrors.fileId, db.select({ id: consumerFiles.id }).from(consumerFiles).where(filesOf(scope))),
    ),
  );
