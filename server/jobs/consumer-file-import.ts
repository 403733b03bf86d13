import { and, eq, inArray, sql } from 'drizzle-orm';
import { CONSUMER_FILE_HANDOFF } from '../../domain/catalog/consumer-files.ts';
import {
  CONSUMER_FILE_COLUMNS,
  type ConsumerFileRow,
  consumerFileLineIssues,
  ssnDigits,
} from '../../domain/validation/consumer-file.ts';
import { type CalendarDate, utcCalendarDay } from '../../domain/validation/dates.ts';
import {
  type ConsumerFileStatus,
  consumerFileEnded,
  consumerFileMove,
  consumerFileStatusesTaking,
  consumerFileTarget,
} from '../../machines/import/consumer-file-lifecycle.ts';
import { open, seal } from '../auth/secret-box.ts';
import type { Db } from '../db/pool.ts';
import { consumerFileErrors, consumerFileRows, consumerFiles } from '../db/schema/index.ts';
import { ApiError } from '../http/api-error.ts';
import { parseCsvText } from '../http/csv-upload.ts';

/** The pg-boss job of one consumer file (queue QUEUES.consumerFileImport). */
export interface ConsumerFileImportJob {
  readonly fileId: string;
}

export interface ImportOptions {
  /** Rows per transaction; progress (rows done) is written after each. */
  readonly batchSize?: number;
  readonly now?: Date;
  /** Called after each batch's progress is committed (tests read the progress there). */
  readonly afterBatch?: () => Promise<void>;
}

/** What the run did: `missing` when the row is not there (yet): the boss retries the job then. */
export type ImportOutcome = 'complete' | 'failed' | 'skipped' | 'missing';

const STOPPED = 'The import stopped unexpectedly; upload the file again';
/** A file the job still owns: one that may still finish (a cancel in between takes it away). */
const ownedByJob = (fileId: string) =>
  and(eq(consumerFiles.id, fileId), inArray(consumerFiles.status, consumerFileStatusesTaking('FINISH')));

/**
 * The consumer-list `import` job (002 §4): opens the sealed CSV, validates it row by row (consumerFileRowIssues
 * plus uuids unique in the file), writes each row's problems and each valid row with its PII sealed — the SSN as its
 * nine digits inside the sealed JSON, never in clear — and the progress (rows done / total) after every batch.
 * Ends `complete` (handed off as READY_FOR_PROCESSING when any row is valid) or `failed` (unreadable file).
 * Rerunning a finished (or canceled) file does nothing; rerunning one left `running` (a crashed worker, re-queued by
 * server/jobs/job-heartbeat.ts) continues after its last committed batch: each batch's rows, errors and `rowsDone`
 * commit together, so `rowsDone` is the ledger (issue 30 item 10).
 */
export async function importConsumerFile(
  db: Db,
  encryptionKey: Buffer,
  fileId: string,
  options: ImportOptions = {},
): Promise<ImportOutcome> {
  const batchSize = options.batchSize ?? 100;
  const [file] = await db
    .select({ status: consumerFiles.status, content: consumerFiles.content, rowsDone: consumerFiles.rowsDone })
    .from(consumerFiles)
    .where(eq(consumerFiles.id, fileId));
  if (!file) return 'missing';
  if (consumerFileEnded(file.status)) return 'skipped';
  // A file the job claimed already is resumed after its last committed batch (RESUME); otherwise it starts (START).
  const resuming = 'next' in consumerFileMove(file.status as ConsumerFileStatus, 'RESUME');
  const resumeAt = resuming ? file.rowsDone : 0;
  if (resumeAt === 0 && !(await startOver(db, fileId, resuming ? 'RESUME' : 'START'))) return 'skipped';
  try {
    const { rows, errors: shapeErrors } = parseCsvText(open(encryptionKey, file.content), CONSUMER_FILE_COLUMNS);
    const badShape = new Set(shapeErrors.flatMap((error) => (error.row === undefined ? [] : [error.row])));
    const today = utcCalendarDay(options.now ?? new Date());
    // The uuids of the rows already imported, as the first run saw them, so duplicates are still found.
    const seen = new Set(rows.slice(0, resumeAt).flatMap((row) => (row.uuid?.trim() ? [row.uuid.trim()] : [])));
    await db.update(consumerFiles).set({ rowsTotal: rows.length }).where(eq(consumerFiles.id, fileId));
    for (let start = resumeAt; start < rows.length; start += batchSize) {
      const batch = rows.slice(start, start + batchSize);
      const { errors, valid } = checkBatch({ key: encryptionKey, fileId, batch, start, badShape, seen, today });
      const errorRows = new Set(errors.map((error) => error.row)).size;
      const stillRunning = await db.transaction(async (tx) => {
        // Locks the file first: a cancel (or another run) in between is seen, and this batch is not written.
        const [current] = await tx
          .select({ status: consumerFiles.status, rowsDone: consumerFiles.rowsDone })
          .from(consumerFiles)
          .where(eq(consumerFiles.id, fileId))
          .for('update');
        const owned = current && consumerFileStatusesTaking('FINISH').includes(current.status as ConsumerFileStatus);
        if (!owned || current.rowsDone !== start) return false;
        if (errors.length) await tx.insert(consumerFileErrors).values(errors);
        if (valid.length) await tx.insert(consumerFileRows).values(valid);
        await tx
          .update(consumerFiles)
          .set({
            rowsDone: sql`${consumerFiles.rowsDone} + ${batch.length}`,
            validRows: sql`${consumerFiles.validRows} + ${valid.length}`,
            errorRows: sql`${consumerFiles.errorRows} + ${errorRows}`,
          })
          .where(ownedByJob(fileId));
        return true;
      });
      if (!stillRunning) return 'skipped';
      await options.afterBatch?.();
    }
    await db
      .update(consumerFiles)
      .set({
        status: consumerFileTarget('FINISH'),
        processing: sql`case when ${consumerFiles.validRows} > 0 then ${CONSUMER_FILE_HANDOFF} else null end`,
        finishedAt: new Date(),
      })
      .where(ownedByJob(fileId));
    return 'complete';
  } catch (error) {
    const failure = error instanceof ApiError ? error.message : STOPPED;
    await db
      .update(consumerFiles)
      .set({ status: consumerFileTarget('FAIL'), failure, finishedAt: new Date() })
      // Only a file the job still owns: a canceled import stays canceled.
      .where(and(eq(consumerFiles.id, fileId), inArray(consumerFiles.status, consumerFileStatusesTaking('FAIL'))));
    if (!(error instanceof ApiError)) throw error;
    return 'failed';
  }
}

/** One batch's row problems and valid rows (with their PII sealed); `seen` collects the uuids for duplicates. */
function checkBatch(input: {
  key: Buffer;
  fileId: string;
  batch: readonly Record<string, string>[];
  start: number;
  badShape: ReadonlySet<number>;
  seen: Set<string>;
  today: CalendarDate;
}) {
  const { key, fileId, batch, start, badShape, seen, today } = input;
  const errors: (typeof consumerFileErrors.$inferInsert)[] = [];
  const valid: (typeof consumerFileRows.$inferInsert)[] = [];
  batch.forEach((raw, offset) => {
    const index = start + offset;
    const line = index + 2; // as a spreadsheet shows it: the header is row 1
    const row = raw as unknown as ConsumerFileRow;
    const issues = consumerFileLineIssues(row, { badShape: badShape.has(index), seen, today });
    if (issues.length > 0) errors.push(...issues.map((issue) => ({ fileId, row: line, ...issue })));
    else valid.push(validRow(key, fileId, line, row));
  });
  return { errors, valid };
}

/**
 * A first run (or one with nothing committed yet): the file is claimed (`move`, conditional on the statuses it
 * leaves) with no rows or errors of an earlier attempt and progress at zero. False when it is no longer there to
 * claim (canceled meanwhile).
 */
async function startOver(db: Db, fileId: string, move: 'START' | 'RESUME'): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(consumerFiles)
      .set({
        status: consumerFileTarget(move),
        rowsDone: 0,
        validRows: 0,
        errorRows: 0,
        failure: null,
        processing: null,
      })
      .where(and(eq(consumerFiles.id, fileId), inArray(consumerFiles.status, consumerFileStatusesTaking(move))))
      .returning({ id: consumerFiles.id });
    if (claimed.length === 0) return false;
    await tx.delete(consumerFileErrors).where(eq(consumerFileErrors.fileId, fileId));
    await tx.delete(consumerFileRows).where(eq(consumerFileRows.fileId, fileId));
    return true;
  });
}

function validRow(key: Buffer, fileId: string, line: number, row: ConsumerFileRow) {
  const pii = Object.fromEntries(
    CONSUMER_FILE_COLUMNS.filter((column) => !['uuid', 'firstName', 'lastName'].includes(column)).map((column) => [
      column,
      row[column],
    ]),
  );
  Object.assign(pii, { state: row.state.toUpperCase(), ssn: ssnDigits(row.ssn) });
  return {
    fileId,
    row: line,
    embedderConsumerUuid: row.uuid.trim(),
    firstName: row.firstName,
    lastName: row.lastName,
    pii: seal(key, JSON.stringify(pii)),
  };
}
