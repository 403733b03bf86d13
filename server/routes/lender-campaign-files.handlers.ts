/** A lender's campaign file (002 §4): uploaded and syntax-checked, then validated and applied to its catalogue. */
import type { Hono } from 'hono';
import * as api from '../../api/lender-campaigns.ts';
import type { DataFileStatus } from '../../domain/catalog/statuses.ts';
import {
  CAMPAIGN_FILE_MESSAGES,
  type CampaignFile,
  checkCampaignFileSyntax,
  formatOfFileName,
  validateCampaignFile,
} from '../../domain/enrollment/campaign-file.ts';
import { UPLOAD_MESSAGES } from '../../domain/validation/upload.ts';
import { dataFileMoves, uploadedDataFileStatus } from '../../machines/enrollment/campaign-data-file-lifecycle.ts';
import { campaignFileApplied, insertCampaignFile, setCampaignFileResult } from '../db/queries/lender-campaign-files.ts';
import {
  applyCampaignFile,
  findCampaignFile,
  toCampaignFile,
  upsertEnrollment,
} from '../db/queries/lender-campaigns.ts';
import { ApiError, notFound } from '../http/api-error.ts';
import type { AppEnv } from '../http/context.ts';
import { type ScopedHandler, scopedRoute } from '../http/register.ts';
import {
  badFile,
  enrollmentValue,
  LENDER_ENROLLMENT_MESSAGES,
  nowOf,
  openCampaign,
} from './lender-enrollment.handlers.ts';

/** A lender's campaign file (its offers data for the campaign): checked, stored and queued for validation. */
const uploadFile: ScopedHandler<typeof api.uploadCampaignFile> = async (input) => {
  const { scope, db, params, files, c, audit } = input;
  const now = nowOf(c);
  const before = await openCampaign(db, scope, params.campaignId, now);
  const file = files.campaignFile as File;
  const format = formatOfFileName(file.name);
  if (!format) throw badFile(CAMPAIGN_FILE_MESSAGES.fileType);
  const bytes = new Uint8Array(await file.arrayBuffer());
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    throw badFile(UPLOAD_MESSAGES.invalidFileType);
  }
  if (text.includes('\u0000')) throw badFile(UPLOAD_MESSAGES.invalidFileType);
  if (await campaignFileApplied(db, scope, { ucCampaignId: before.campaignId, fileName: file.name })) {
    throw new ApiError(400, 'FI_CAMPAIGN_DUPLICATE_NAME', LENDER_ENROLLMENT_MESSAGES.duplicateFile);
  }
  // Stored first (UPLOADED); a file whose syntax reads is SYNTAX_CHECKED, otherwise it stays UPLOADED with errors.
  const syntax = checkCampaignFileSyntax(text, format);
  const status = uploadedDataFileStatus(syntax.ok);
  const row = await insertCampaignFile(db, scope, {
    ucCampaignId: before.campaignId,
    fileName: file.name,
    format,
    content: text,
    status,
    errors: syntax.ok ? [] : syntax.errors,
    productCount: syntax.ok ? syntax.file.products.length : 0,
    uploadedBy: c.get('actorName'),
    uploadedAt: now,
  });
  await upsertEnrollment(
    db,
    scope,
    { campaignId: before.campaignId },
    { sourceType: 'CPLX', dataFileStatus: status },
    now,
  );
  audit.record({
    entityId: row.id,
    entityName: file.name,
    oldValue: enrollmentValue(before),
    newValue: { fileName: file.name, format, status, errors: row.errors.length },
  });
  return toCampaignFile(row);
};

/** The campaign file of a lender’s enrollment: its upload and validation. */
export function registerLenderCampaignFileRoutes(app: Hono<AppEnv>): void {
  scopedRoute(app, api.uploadCampaignFile, uploadFile);

  scopedRoute(app, api.validateCampaignFileCall, async ({ scope, db, params, c, audit }) => {
    const now = nowOf(c);
    const campaign = await openCampaign(db, scope, params.campaignId, now);
    const row = await findCampaignFile(db, scope, campaign.campaignId, params.fileId);
    if (!row) throw notFound('No such campaign file');
    // Both outcomes leave the same statuses: the file is refused before anything is applied.
    const from = row.status as DataFileStatus;
    const refusal = dataFileMoves.move(from, 'VALIDATED');
    if ('refused' in refusal) throw new ApiError(409, 'VALIDATION_FAILED', refusal.refused);
    const syntax = checkCampaignFileSyntax(row.content, row.format as 'JSON' | 'CPLX');
    const errors = syntax.ok ? validateCampaignFile(syntax.file) : syntax.errors;
    let catalogueChange: unknown = null;
    if (errors.length === 0 && syntax.ok)
      catalogueChange = await applyCampaignFile(db, scope, syntax.file as CampaignFile);
    const event = errors.length === 0 ? 'VALIDATED' : 'VALIDATION_FAILED';
    const status = dataFileMoves.target(event);
    const updated = await setCampaignFileResult(db, scope, {
      id: row.id,
      from: dataFileMoves.taking(event),
      status,
      errors,
      appliedAt: event === 'VALIDATED' ? now : null,
    });
    await upsertEnrollment(db, scope, { campaignId: campaign.campaignId }, { dataFileStatus: status }, now);
    audit.record({
      entityId: row.id,
      entityName: row.fileName,
      oldValue: { status: row.status, errors: row.errors.length },
      newValue: { status, errors: errors.length, catalogue: catalogueChange },
    });
    return toCampaignFile(updated ?? row);
  });
}
