import type { Hono } from 'hono';
import * as api from '../../api/embedder-campaigns.ts';
import {
  CONSUMER_FILE_ERROR_FIELDS,
  CONSUMER_FILE_FIELDS,
  type EmbedderCampaign,
} from '../../api/embedder-campaigns.ts';
import { ENROLLMENT_MESSAGES } from '../../domain/catalog/consumer-files.ts';
import { CONSUMER_FILE_COLUMNS } from '../../domain/validation/consumer-file.ts';
import { LENDER_CALL_MESSAGES } from '../../domain/validation/lender.ts';
import {
  type ConsumerFileStatus,
  consumerFileMove,
  NOT_CANCELABLE_MESSAGE,
} from '../../machines/import/consumer-file-lifecycle.ts';
import { seal } from '../auth/secret-box.ts';
import type { Executor } from '../db/pool.ts';
import {
  cancelConsumerFileImport,
  consumerFileErrorList,
  consumerFileList,
  findConsumerFile,
  insertConsumerFile,
} from '../db/queries/consumer-files.ts';
import {
  campaignFigures,
  enroll,
  findCampaignOf,
  listCampaignsOf,
  unenroll,
} from '../db/queries/embedder-campaigns.ts';
import type { EmbedderScope } from '../db/queries/scope.ts';
import { ApiError, notFound } from '../http/api-error.ts';
import { type AuditRecorder, recordFieldChange } from '../http/audit.ts';
import type { AppContext, AppEnv } from '../http/context.ts';
import { parseCsvText, readCsvText } from '../http/csv-upload.ts';
import { pagedList } from '../http/paged-list.ts';
import { type ScopedHandler, scopedRoute } from '../http/register.ts';
import { CONSUMER_FILE_JOB_OPTIONS, QUEUES } from '../jobs/boss.ts';
import { bossDb } from '../postbacks/outbox.ts';
import { templateResponse } from './csv-templates.routes.ts';
import { auditedEnrollment, invalidCampaign, noCampaign, openForEnrollment } from './enrollment-change.ts';

const noFile = () => notFound('No such consumer file');
const nowOf = (c: AppContext) => c.get('deps').now?.() ?? new Date();

/** The campaign, locked, when its enrollment is open; the refusal (404 / 400 INVALID_CAMPAIGN) otherwise. */
const openCampaign = (db: Executor, scope: EmbedderScope, campaignId: string, now: Date) =>
  openForEnrollment(db, campaignId, () => findCampaignOf(db, scope, campaignId, now));

const enrollmentValue = (campaign: EmbedderCampaign) => ({
  campaignId: campaign.campaignId,
  campaign: campaign.name,
  enrolled: campaign.enrolled,
});

/** Enrolls the embedder in the next campaign (`enrolled`) or takes it out, refusing a change that changes nothing. */
async function changeEnrollment(
  input: { scope: EmbedderScope; db: Executor; params: { campaignId: string }; c: AppContext; audit: AuditRecorder },
  enrolled: boolean,
) {
  const { scope, db, c } = input;
  const now = nowOf(c);
  const before = await openCampaign(db, scope, input.params.campaignId, now);
  if (before.enrolled === enrolled) {
    throw invalidCampaign(enrolled ? ENROLLMENT_MESSAGES.alreadyEnrolled : ENROLLMENT_MESSAGES.notEnrolled);
  }
  if (enrolled) await enroll(db, scope, before.campaignId, c.get('actorName'), now);
  else await unenroll(db, scope, before.campaignId);
  return auditedEnrollment(input.audit, before, {
    reread: () => findCampaignOf(db, scope, before.campaignId, now),
    valueOf: enrollmentValue,
  });
}

/** An embedder's consumer file for a campaign: checked and stored, then imported by its job. */
const uploadFile: ScopedHandler<typeof api.uploadConsumerFile> = async (input) => {
  const { scope, db, params, c, files, audit } = input;
  const deps = c.get('deps');
  const campaign = await openCampaign(db, scope, params.campaignId, nowOf(c));
  if (!campaign.enrolled) throw invalidCampaign(ENROLLMENT_MESSAGES.enrollFirst);
  const file = files.consumerFile as File;
  const text = await readCsvText(file);
  // The header and the row count are checked now; each row is validated by the import job.
  const { rows } = parseCsvText(text, CONSUMER_FILE_COLUMNS);
  const fileId = await insertConsumerFile(db, scope, {
    campaignId: campaign.campaignId,
    fileName: file.name,
    sealedContent: seal(deps.encryptionKey, text),
    uploadedBy: c.get('actorName'),
    rowsTotal: rows.length,
  });
  const stored = await findConsumerFile(db, scope, { fileId });
  if (!stored) throw noFile();
  audit.record({
    entityId: fileId,
    entityName: file.name,
    oldValue: null,
    newValue: { fileName: file.name, campaign: campaign.name, rows: rows.length, status: stored.status },
  });
  // Queued in this transaction: the job exists exactly when the file does.
  await deps.boss?.send(QUEUES.consumerFileImport, { fileId }, { ...CONSUMER_FILE_JOB_OPTIONS, db: bossDb(db) });
  return stored;
};

/** The embedder's consumer files of a campaign: list, one file, cancel, and its row errors. */
function registerConsumerFileRoutes(app: Hono<AppEnv>): void {
  scopedRoute(app, api.listConsumerFiles, async ({ scope, db, query }) =>
    pagedList(
      {
        fields: CONSUMER_FILE_FIELDS,
        ...consumerFileList(db, scope),
        csvName: 'consumer-files',
        csvColumns: {
          fileName: 'File',
          campaignName: 'Campaign',
          uploadedAt: 'Uploaded at',
          uploadedBy: 'Uploaded by',
          rowsTotal: 'Rows',
          validRows: 'Valid',
          errorRows: 'Errors',
          status: 'Status',
          processing: 'Processing',
        },
      },
      query,
    ),
  );
  scopedRoute(app, api.getConsumerFile, async ({ scope, db, params }) => {
    return (await findConsumerFile(db, scope, { fileId: params.fileId })) ?? Promise.reject(noFile());
  });
  scopedRoute(app, api.cancelConsumerFile, async ({ scope, db, params, audit }) => {
    const before = await findConsumerFile(db, scope, { fileId: params.fileId });
    if (!before) throw noFile();
    const move = consumerFileMove(before.status as ConsumerFileStatus, 'CANCEL');
    if ('refused' in move) throw new ApiError(409, 'VALIDATION_FAILED', move.refused);
    // The job ended it between the read and the conditional write: refused as the machine refuses an ended import.
    if (!(await cancelConsumerFileImport(db, scope, { fileId: params.fileId }))) {
      throw new ApiError(409, 'VALIDATION_FAILED', NOT_CANCELABLE_MESSAGE);
    }
    const after = (await findConsumerFile(db, scope, { fileId: params.fileId })) ?? before;
    recordFieldChange(audit, 'status', before, after, { entityId: after.fileId, entityName: after.fileName });
    return after;
  });
  scopedRoute(
    app,
    api.listConsumerFileErrors,
    async ({ scope, db, params, query }) => {
      const file = await findConsumerFile(db, scope, { fileId: params.fileId });
      if (!file) throw noFile();
      return pagedList(
        {
          fields: CONSUMER_FILE_ERROR_FIELDS,
          ...consumerFileErrorList(db, scope, { fileId: file.fileId }),
          csvName: `${file.fileName.replace(/\.csv$/i, '')}-errors`,
          csvColumns: { row: 'Row', field: 'Column', message: 'Problem' },
        },
        query,
      );
    },
    // Kept until a table it read changes (decision 0815): a file of a million rows may have as many errors.
    { keepAnswers: true },
  );
}

/** Embedder campaigns (002 §2 campaign, current, next, completed), enrollment and the consumer file (§4 jobs). */
export function registerEmbedderCampaignRoutes(app: Hono<AppEnv>): void {
  scopedRoute(app, api.listEmbedderCampaigns, async ({ scope, db, c }) => ({
    campaigns: await listCampaignsOf(db, scope, nowOf(c)),
  }));

  scopedRoute(app, api.getEmbedderCampaign, async ({ scope, db, params, c }) => {
    const campaign = await findCampaignOf(db, scope, params.campaignId, nowOf(c));
    if (!campaign) throw noCampaign();
    return { ...campaign, figures: await campaignFigures(db, scope, campaign.campaignId) };
  });

  scopedRoute(app, api.enrollInCampaign, (input) => changeEnrollment(input, true));
  scopedRoute(app, api.unenrollFromCampaign, (input) => changeEnrollment(input, false));

  scopedRoute(app, api.uploadConsumerFile, uploadFile);

  registerConsumerFileRoutes(app);

  /** The embedder stops an import (issue 30 item 10): scheduled or running only; the job stops at its next batch. */

  scopedRoute(app, api.downloadEmbedderTemplate, async ({ query }) => {
    const type = query.templateType;
    if (!type) {
      const message = LENDER_CALL_MESSAGES.csvTemplateType;
      throw new ApiError(400, 'MISSING_REQUIRED_FIELD', message, [{ path: 'templateType', message }]);
    }
    return templateResponse(type);
  });
}
