import type { Hono } from 'hono';
import {
  applyRateFile,
  chooseImportSource,
  enrollLender,
  getAdminRedeemLimits,
  getEnrollment,
  getLenderCampaign,
  type LenderCampaign,
  listCatalogue,
  listLenderCampaigns,
  listPreviousCampaigns,
  listRateFiles,
  listUcCampaigns,
  setAdminRedeemLimit,
  setRedeemLimit,
  unenrollLender,
  uploadCampaignFile,
  uploadDisclosure,
  uploadRateFile,
  validateCampaignFileCall,
} from '../../api/lender-campaigns.ts';
import { ENROLLMENT_MESSAGES } from '../../domain/catalog/consumer-files.ts';
import {
  CAMPAIGN_FILE_MESSAGES,
  type CampaignFile,
  checkCampaignFileSyntax,
  formatOfFileName,
  validateCampaignFile,
} from '../../domain/enrollment/campaign-file.ts';
import { RATE_FILE_MESSAGES, validateRateFile } from '../../domain/enrollment/rate-file.ts';
import { UC_BLUEPRINT } from '../../domain/enrollment/uc-blueprint.ts';
import { type RedeemLimits, redeemLimitsSchema } from '../../domain/validation/redeem-limits.ts';
import { UPLOAD_MESSAGES } from '../../domain/validation/upload.ts';
import type { Executor } from '../db/pool.ts';
import { lockCampaign } from '../db/queries/embedder-campaigns.ts';
import {
  adminLenderAndCampaign,
  campaignFileApplied,
  insertCampaignFile,
  insertDisclosureFile,
  insertRateFile,
  lockRateFile,
  markRateFileApplied,
  rateFilesOf,
  setCampaignFileResult,
  setRedeemLimits,
  setTermApr,
} from '../db/queries/lender-campaign-files.ts';
import {
  applyCampaignFile,
  campaignSummary,
  catalogue,
  deactivateCatalogue,
  findCampaignFile,
  findLenderCampaign,
  latestCampaignFile,
  lenderCampaigns,
  lockProduct,
  rateCatalogue,
  toCampaignFile,
  toRateFile,
  upsertEnrollment,
  visibleCampaigns,
} from '../db/queries/lender-campaigns.ts';
import type { AdminScope, FiScope } from '../db/queries/scope.ts';
import { ApiError, notFound } from '../http/api-error.ts';
import type { AppContext, AppEnv } from '../http/context.ts';
import { readCsvText } from '../http/csv-upload.ts';
import { route, scopedRoute } from '../http/register.ts';
import { validate } from '../http/validation.ts';
import { checkDocument } from '../redemption/document-content.ts';

const noCampaign = () => notFound('No such campaign');
const noProduct = () => notFound('No such product');
const invalidCampaign = (message: string) => new ApiError(400, 'INVALID_CAMPAIGN', message);
const badFile = (message: string) => new ApiError(400, 'VALIDATION_FAILED', message, [{ message }]);
const nowOf = (c: AppContext) => c.get('deps').now?.() ?? new Date();

/** Refusals of lender enrollment (ours; the seed names only the code INVALID_CAMPAIGN). */
export const LENDER_ENROLLMENT_MESSAGES = {
  ...ENROLLMENT_MESSAGES,
  duplicateFile: 'A campaign file with this name was already applied to this campaign',
  notValidatable: 'Only a syntax-checked campaign file can be validated',
  notApplicable: 'Only a validated rate file that has not been applied can be applied',
  pdfOnly: 'The disclosure must be a PDF',
} as const;

/** The next campaign, locked, with this lender's enrollment, when its enrollment is open; the refusal otherwise. */
async function openCampaign(db: Executor, fiId: string, campaignId: string, now: Date): Promise<LenderCampaign> {
  await lockCampaign(db, campaignId);
  const campaign = await findLenderCampaign(db, fiId, campaignId, now);
  if (!campaign) throw noCampaign();
  if (campaign.displayStatus !== 'NEXT') throw invalidCampaign(ENROLLMENT_MESSAGES.notNext);
  if (!campaign.enrollmentOpen) throw invalidCampaign(ENROLLMENT_MESSAGES.ended);
  return campaign;
}

const enrollmentValue = (campaign: LenderCampaign) => ({
  campaign: campaign.name,
  enrollmentState: campaign.enrollmentState,
  sourceType: campaign.sourceType,
  dataFileStatus: campaign.dataFileStatus,
});

const limitValue = (product: { redeemLimitAmount: string | null; redeemLimitCount: number | null }) => ({
  redeemLimitAmount: product.redeemLimitAmount,
  redeemLimitCount: product.redeemLimitCount,
});

/** Sets a product's redeem limits within 002 §5: checked again against what is redeemed, under the product's lock. */
async function changeRedeemLimit(
  db: Executor,
  scope: FiScope | AdminScope,
  fiId: string,
  productId: string,
  body: RedeemLimits,
  audit: { record: (change: { entityId: string; entityName: string; oldValue: unknown; newValue: unknown }) => void },
) {
  if (!(await lockProduct(db, fiId, productId))) throw noProduct();
  const [before] = await catalogue(db, fiId, productId);
  if (!before) throw noProduct();
  validate(
    redeemLimitsSchema({ totalRedeemedAmount: before.redeemedAmount, redeemedCount: before.redeemedCount }),
    body,
    'body',
  );
  await setRedeemLimits(db, scope, {
    productId,
    amount: body.byAmount ? (body.amount ?? null) : null,
    count: body.byCount ? (body.count ?? null) : null,
  });
  const [after] = await catalogue(db, fiId, productId);
  if (!after) throw noProduct();
  audit.record({
    entityId: productId,
    entityName: after.name,
    oldValue: limitValue(before),
    newValue: limitValue(after),
  });
  return after;
}

/** Lender campaigns (002 §2 campaign pages), enrollment and its imports, redeem limits and rate changes (§4, §5). */
export function registerLenderCampaignRoutes(app: Hono<AppEnv>): void {
  scopedRoute(app, listPreviousCampaigns, async ({ tenant, db, c }) => ({
    campaigns: (await lenderCampaigns(db, tenant.id, nowOf(c))).filter(
      (campaign) => campaign.displayStatus === 'COMPLETE' && campaign.enrollmentState === 'Enrolled',
    ),
  }));

  scopedRoute(app, listLenderCampaigns, async ({ tenant, db, c }) => ({
    campaigns: await lenderCampaigns(db, tenant.id, nowOf(c)),
  }));

  scopedRoute(app, listUcCampaigns, async ({ tenant, db, c }) => ({
    campaigns: await visibleCampaigns(db, tenant.id, nowOf(c)),
  }));

  scopedRoute(app, getLenderCampaign, async ({ tenant, db, params, c }) => {
    const campaign = await findLenderCampaign(db, tenant.id, params.campaignId, nowOf(c));
    if (!campaign) throw noCampaign();
    return { ...campaign, ...(await campaignSummary(db, tenant.id, campaign.campaignId)) };
  });

  scopedRoute(app, getEnrollment, async ({ tenant, db, params, c }) => {
    const campaign = await findLenderCampaign(db, tenant.id, params.campaignId, nowOf(c));
    if (!campaign) throw noCampaign();
    return { campaign, latestFile: await latestCampaignFile(db, tenant.id, campaign.campaignId) };
  });

  scopedRoute(app, enrollLender, async ({ tenant, db, params, c, audit }) => {
    const now = nowOf(c);
    const before = await openCampaign(db, tenant.id, params.campaignId, now);
    if (before.enrollmentState === 'Enrolled') throw invalidCampaign(ENROLLMENT_MESSAGES.alreadyEnrolled);
    await upsertEnrollment(
      db,
      { fiId: tenant.id, campaignId: before.campaignId },
      { status: 'ENROLLED', dataFileStatus: before.dataFileStatus ?? 'PENDING', by: c.get('actorName') },
      now,
    );
    const after = (await findLenderCampaign(db, tenant.id, before.campaignId, now)) ?? before;
    audit.record({
      entityId: before.campaignId,
      entityName: before.name,
      oldValue: enrollmentValue(before),
      newValue: enrollmentValue(after),
    });
    return after;
  });

  scopedRoute(app, unenrollLender, async ({ tenant, db, params, c, audit }) => {
    const now = nowOf(c);
    const before = await openCampaign(db, tenant.id, params.campaignId, now);
    if (before.enrollmentState !== 'Enrolled') throw invalidCampaign(ENROLLMENT_MESSAGES.notEnrolled);
    await upsertEnrollment(db, { fiId: tenant.id, campaignId: before.campaignId }, { status: 'NOT_ENROLLED' }, now);
    const after = (await findLenderCampaign(db, tenant.id, before.campaignId, now)) ?? before;
    audit.record({
      entityId: before.campaignId,
      entityName: before.name,
      oldValue: enrollmentValue(before),
      newValue: enrollmentValue(after),
    });
    return after;
  });

  scopedRoute(app, chooseImportSource, async ({ tenant, db, params, body, c, audit }) => {
    const now = nowOf(c);
    const before = await openCampaign(db, tenant.id, params.campaignId, now);
    let change: unknown = null;
    if (body.source === 'SCRATCH') {
      change = { deactivated: (await deactivateCatalogue(db, tenant.id)).map((product) => product.name) };
    } else if (body.source === 'BLUEPRINT') {
      change = await applyCampaignFile(db, tenant.id, UC_BLUEPRINT);
    }
    // Scratch leaves an empty catalogue to configure (PENDING); the blueprint and the previous campaign are complete.
    const dataFileStatus = body.source === 'SCRATCH' ? 'PENDING' : 'COMPLETE';
    await upsertEnrollment(
      db,
      { fiId: tenant.id, campaignId: before.campaignId },
      { sourceType: body.source, dataFileStatus },
      now,
    );
    const after = (await findLenderCampaign(db, tenant.id, before.campaignId, now)) ?? before;
    audit.record({
      entityId: before.campaignId,
      entityName: before.name,
      oldValue: enrollmentValue(before),
      newValue: { ...enrollmentValue(after), catalogue: change },
    });
    return { campaign: after, latestFile: await latestCampaignFile(db, tenant.id, before.campaignId) };
  });

  scopedRoute(app, uploadCampaignFile, async ({ tenant, scope, db, params, files, c, audit }) => {
    const now = nowOf(c);
    const before = await openCampaign(db, tenant.id, params.campaignId, now);
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
    const status = syntax.ok ? 'SYNTAX_CHECKED' : 'UPLOADED';
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
    if (!row) throw noCampaign();
    await upsertEnrollment(
      db,
      { fiId: tenant.id, campaignId: before.campaignId },
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
  });

  scopedRoute(app, validateCampaignFileCall, async ({ tenant, scope, db, params, c, audit }) => {
    const now = nowOf(c);
    const campaign = await openCampaign(db, tenant.id, params.campaignId, now);
    const row = await findCampaignFile(db, tenant.id, campaign.campaignId, params.fileId);
    if (!row) throw notFound('No such campaign file');
    if (row.status !== 'SYNTAX_CHECKED' && row.status !== 'PARTIAL') {
      throw badFile(LENDER_ENROLLMENT_MESSAGES.notValidatable);
    }
    const syntax = checkCampaignFileSyntax(row.content, row.format as 'JSON' | 'CPLX');
    const errors = syntax.ok ? validateCampaignFile(syntax.file) : syntax.errors;
    let catalogueChange: unknown = null;
    if (errors.length === 0 && syntax.ok)
      catalogueChange = await applyCampaignFile(db, tenant.id, syntax.file as CampaignFile);
    const status = errors.length === 0 ? 'COMPLETE' : 'PARTIAL';
    const updated = await setCampaignFileResult(db, scope, {
      id: row.id,
      status,
      errors,
      appliedAt: status === 'COMPLETE' ? now : null,
    });
    await upsertEnrollment(db, { fiId: tenant.id, campaignId: campaign.campaignId }, { dataFileStatus: status }, now);
    audit.record({
      entityId: row.id,
      entityName: row.fileName,
      oldValue: { status: row.status, errors: row.errors.length },
      newValue: { status, errors: errors.length, catalogue: catalogueChange },
    });
    return toCampaignFile(updated ?? row);
  });

  scopedRoute(app, listCatalogue, async ({ tenant, db }) => ({ products: await catalogue(db, tenant.id) }));

  scopedRoute(app, setRedeemLimit, async ({ tenant, scope, db, params, body, audit }) =>
    changeRedeemLimit(db, scope, tenant.id, params.productId, body, audit),
  );

  scopedRoute(app, uploadDisclosure, async ({ tenant, scope, db, params, files, c, audit }) => {
    if (!(await lockProduct(db, tenant.id, params.productId))) throw noProduct();
    const [before] = await catalogue(db, tenant.id, params.productId);
    if (!before) throw noProduct();
    const file = files.disclosureFile as File;
    const bytes = new Uint8Array(await file.arrayBuffer());
    const checked = await checkDocument(bytes).catch(() => null);
    if (checked?.extension !== 'pdf') {
      throw new ApiError(415, 'VALIDATION_FAILED', LENDER_ENROLLMENT_MESSAGES.pdfOnly, [
        { path: 'disclosureFile', message: LENDER_ENROLLMENT_MESSAGES.pdfOnly },
      ]);
    }
    const stored = await insertDisclosureFile(db, scope, {
      productId: before.productId,
      fileName: file.name,
      content: Buffer.from(bytes).toString('base64'),
      size: bytes.length,
      uploadedBy: c.get('actorName'),
      uploadedAt: nowOf(c),
    });
    if (!stored) throw noProduct();
    const [after] = await catalogue(db, tenant.id, params.productId);
    if (!after) throw noProduct();
    audit.record({
      entityId: after.productId,
      entityName: after.name,
      oldValue: { disclosureFile: before.disclosureFile },
      newValue: { disclosureFile: after.disclosureFile, size: bytes.length },
    });
    return after;
  });

  scopedRoute(app, listRateFiles, async ({ scope, db }) => ({ files: (await rateFilesOf(db, scope)).map(toRateFile) }));

  scopedRoute(app, uploadRateFile, async ({ tenant, scope, db, files, c, audit }) => {
    const file = files.rateFile as File;
    if (!file.name.toLowerCase().endsWith('.csv')) throw badFile(RATE_FILE_MESSAGES.fileType);
    const text = await readCsvText(file);
    const { map } = await rateCatalogue(db, tenant.id);
    const { rows, errors } = validateRateFile(text, map);
    const row = await insertRateFile(db, scope, {
      fileName: file.name,
      status: errors.length === 0 ? 'VALIDATED' : 'INVALID',
      rows,
      errors,
      uploadedBy: c.get('actorName'),
      uploadedAt: nowOf(c),
    });
    if (!row) throw badFile(RATE_FILE_MESSAGES.noRows);
    audit.record({
      entityId: row.id,
      entityName: file.name,
      oldValue: null,
      newValue: { status: row.status, rows: rows.length, errors: errors.length },
    });
    return toRateFile(row);
  });

  scopedRoute(app, applyRateFile, async ({ tenant, scope, db, params, c, audit }) => {
    const row = await lockRateFile(db, scope, { id: params.fileId });
    if (!row) throw notFound('No such rate file');
    if (row.status !== 'VALIDATED') throw badFile(LENDER_ENROLLMENT_MESSAGES.notApplicable);
    // Checked again: the catalogue may have changed since the upload.
    const { map, rows: terms } = await rateCatalogue(db, tenant.id);
    const missing = row.rows.filter((rate) => !map.get(rate.product)?.get(rate.tier)?.has(rate.term));
    if (missing.length > 0) {
      throw new ApiError(
        400,
        'VALIDATION_FAILED',
        RATE_FILE_MESSAGES.noTerm,
        missing.map((rate) => ({ path: `rows.${rate.row}`, message: RATE_FILE_MESSAGES.noTerm })),
      );
    }
    const changes: { product: string; tier: string; term: number; oldApr: string; newApr: string }[] = [];
    for (const rate of row.rows) {
      for (const term of terms.filter(
        (candidate) =>
          candidate.product === rate.product && candidate.tier === rate.tier && candidate.term === rate.term,
      )) {
        await setTermApr(db, scope, { termId: term.termId, apr: rate.apr });
        changes.push({ product: rate.product, tier: rate.tier, term: rate.term, oldApr: term.apr, newApr: rate.apr });
      }
    }
    const updated = await markRateFileApplied(db, scope, { id: row.id, at: nowOf(c), by: c.get('actorName') });
    audit.record({
      entityId: row.id,
      entityName: row.fileName,
      oldValue: changes.map(({ product, tier, term, oldApr }) => ({ product, tier, term, apr: oldApr })),
      newValue: changes.map(({ product, tier, term, newApr }) => ({ product, tier, term, apr: newApr })),
    });
    return toRateFile(updated ?? row);
  });

  const adminLender = async (db: Executor, scope: AdminScope, lenderNumber: number, ucCampaignId: string) => {
    const { lender, campaign } = await adminLenderAndCampaign(db, scope, { lenderNumber, ucCampaignId });
    if (!lender) throw notFound('No such lender');
    if (!campaign) throw noCampaign();
    return { lender, campaign };
  };

  route(app, getAdminRedeemLimits, async ({ params, scope, c }) => {
    const db = c.get('deps').db;
    const { lender, campaign } = await adminLender(db, scope, params.lenderId, params.ucCampaignId);
    const all = await catalogue(db, lender.id);
    return { lender: lender.name, campaign: campaign.name, products: all.filter((p) => p.status === 'active') };
  });

  route(app, setAdminRedeemLimit, async ({ params, body, scope, db, audit }) => {
    const { lender } = await adminLender(db, scope, params.lenderId, params.ucCampaignId);
    return changeRedeemLimit(db, scope, lender.id, params.productId, body, audit);
  });
}
