/** A lender's catalogue in a campaign (002 §5): redeem limits (the lender's and the admin's), disclosures and rate files. */
import type { Hono } from 'hono';
import * as api from '../../api/lender-campaigns.ts';
import { RATE_FILE_MESSAGES, validateRateFile } from '../../domain/enrollment/rate-file.ts';
import { type RedeemLimits, redeemLimitsSchema } from '../../domain/validation/redeem-limits.ts';
import { rateFileMoves, uploadedRateFileStatus } from '../../machines/enrollment/rate-file-lifecycle.ts';
import type { Executor } from '../db/pool.ts';
import {
  adminLenderAndCampaign,
  insertDisclosureFile,
  insertRateFile,
  lockRateFile,
  markRateFileApplied,
  rateCatalogue,
  rateFilesOf,
  setRedeemLimits,
  setTermApr,
  toRateFile,
} from '../db/queries/lender-campaign-files.ts';
import { catalogue, type LenderOf, lockProduct } from '../db/queries/lender-campaigns.ts';
import type { AdminScope, FiScope } from '../db/queries/scope.ts';
import { campaignRedeemedByProduct } from '../db/queries/uc-campaign-admin.ts';
import { ApiError, notFound } from '../http/api-error.ts';
import type { AppEnv } from '../http/context.ts';
import { readCsvText } from '../http/csv-upload.ts';
import { route, type ScopedHandler, scopedRoute } from '../http/register.ts';
import { validate } from '../http/validation.ts';
import { checkDocument } from '../redemption/document-content.ts';
import { noCampaign } from './enrollment-change.ts';
import { badFile, LENDER_ENROLLMENT_MESSAGES, noProduct, nowOf } from './lender-enrollment.handlers.ts';

const limitValue = (product: { redeemLimitAmount: string | null; redeemLimitCount: number | null }) => ({
  redeemLimitAmount: product.redeemLimitAmount,
  redeemLimitCount: product.redeemLimitCount,
});

/**
 * Sets a product's redeem limits within 002 §5: checked again against what is redeemed, under the product's lock. A
 * lender's scope is its own lender; an admin's call names the lender (`lender`, LenderOf).
 */
async function changeRedeemLimit<S extends FiScope | AdminScope>(
  db: Executor,
  scope: S,
  lender: LenderOf<S>,
  productId: string,
  body: RedeemLimits,
  audit: { record: (change: { entityId: string; entityName: string; oldValue: unknown; newValue: unknown }) => void },
) {
  if (!(await lockProduct(db, scope, { ...lender, productId }))) throw noProduct();
  const [before] = await catalogue(db, scope, { ...lender, productId });
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
  const [after] = await catalogue(db, scope, { ...lender, productId });
  if (!after) throw noProduct();
  audit.record({
    entityId: productId,
    entityName: after.name,
    oldValue: limitValue(before),
    newValue: limitValue(after),
  });
  return after;
}

/** The lender and campaign an admin's call names, or 404 for either. */
const adminLender = async (db: Executor, scope: AdminScope, lenderNumber: number, ucCampaignId: string) => {
  const { lender, campaign } = await adminLenderAndCampaign(db, scope, { lenderNumber, ucCampaignId });
  if (!lender) throw notFound('No such lender');
  if (!campaign) throw noCampaign();
  return { lender, campaign };
};

/** A product's disclosure PDF for the campaign: checked, stored, and named on the catalogue row. */
const uploadDisclosure: ScopedHandler<typeof api.uploadDisclosure> = async (input) => {
  const { scope, db, params, files, c, audit } = input;
  if (!(await lockProduct(db, scope, { productId: params.productId }))) throw noProduct();
  const [before] = await catalogue(db, scope, { productId: params.productId });
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
  const [after] = await catalogue(db, scope, { productId: params.productId });
  if (!after) throw noProduct();
  audit.record({
    entityId: after.productId,
    entityName: after.name,
    oldValue: { disclosureFile: before.disclosureFile },
    newValue: { disclosureFile: after.disclosureFile, size: bytes.length },
  });
  return after;
};

/** An uploaded rate file applied: its rows become the campaign's rates of the products it names. */
const applyRateFile: ScopedHandler<typeof api.applyRateFile> = async ({ scope, db, params, c, audit }) => {
  const row = await lockRateFile(db, scope, { id: params.fileId });
  if (!row) throw notFound('No such rate file');
  const move = rateFileMoves.move(row.status, 'APPLY');
  if ('refused' in move) throw new ApiError(409, 'VALIDATION_FAILED', move.refused);
  // Checked again: the catalogue may have changed since the upload.
  const { map, rows: terms } = await rateCatalogue(db, scope);
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
      (candidate) => candidate.product === rate.product && candidate.tier === rate.tier && candidate.term === rate.term,
    )) {
      await setTermApr(db, scope, { termId: term.termId, apr: rate.apr });
      changes.push({ product: rate.product, tier: rate.tier, term: rate.term, oldApr: term.apr, newApr: rate.apr });
    }
  }
  const updated = await markRateFileApplied(db, scope, {
    id: row.id,
    status: move.next,
    at: nowOf(c),
    by: c.get('actorName'),
  });
  audit.record({
    entityId: row.id,
    entityName: row.fileName,
    oldValue: changes.map(({ product, tier, term, oldApr }) => ({ product, tier, term, apr: oldApr })),
    newValue: changes.map(({ product, tier, term, newApr }) => ({ product, tier, term, apr: newApr })),
  });
  return toRateFile(updated ?? row);
};

/** The admin's view and change of a lender's redeem limits in a campaign. */
function registerAdminRedeemLimitRoutes(app: Hono<AppEnv>): void {
  route(app, api.getAdminRedeemLimits, async ({ params, scope, c }) => {
    const db = c.get('deps').db;
    const { lender, campaign } = await adminLender(db, scope, params.lenderId, params.ucCampaignId);
    const all = await catalogue(db, scope, { lenderId: lender.id });
    // The page is the campaign's: its figures are this campaign's redemptions, not every campaign's of the product.
    const redeemed = await campaignRedeemedByProduct(db, { campaignId: params.ucCampaignId, fiId: lender.id });
    const products = all
      .filter((p) => p.status === 'active')
      .map((p) => ({
        ...p,
        redeemedCount: redeemed.get(p.productId)?.count ?? 0,
        redeemedAmount: redeemed.get(p.productId)?.amount ?? '0.00',
      }));
    return { lender: lender.name, campaign: campaign.name, products };
  });
  route(app, api.setAdminRedeemLimit, async ({ params, body, scope, db, audit }) => {
    const { lender } = await adminLender(db, scope, params.lenderId, params.ucCampaignId);
    return changeRedeemLimit(db, scope, { lenderId: lender.id }, params.productId, body, audit);
  });
}

/** The lender’s catalogue in a campaign: redeem limits (its own and an admin’s), disclosures and rate files. */
export function registerLenderCatalogueRoutes(app: Hono<AppEnv>): void {
  scopedRoute(app, api.listCatalogue, async ({ scope, db }) => ({
    products: await catalogue(db, scope, {}),
  }));

  scopedRoute(app, api.setRedeemLimit, async ({ scope, db, params, body, audit }) =>
    changeRedeemLimit(db, scope, {}, params.productId, body, audit),
  );

  scopedRoute(app, api.uploadDisclosure, uploadDisclosure);

  scopedRoute(app, api.listRateFiles, async ({ scope, db }) => ({
    files: (await rateFilesOf(db, scope)).map(toRateFile),
  }));

  scopedRoute(app, api.uploadRateFile, async ({ scope, db, files, c, audit }) => {
    const file = files.rateFile as File;
    if (!file.name.toLowerCase().endsWith('.csv')) throw badFile(RATE_FILE_MESSAGES.fileType);
    const text = await readCsvText(file);
    const { map } = await rateCatalogue(db, scope);
    const { rows, errors } = validateRateFile(text, map);
    const row = await insertRateFile(db, scope, {
      fileName: file.name,
      status: uploadedRateFileStatus(errors.length === 0),
      rows,
      errors,
      uploadedBy: c.get('actorName'),
      uploadedAt: nowOf(c),
    });
    audit.record({
      entityId: row.id,
      entityName: file.name,
      oldValue: null,
      newValue: { status: row.status, rows: rows.length, errors: errors.length },
    });
    return toRateFile(row);
  });

  scopedRoute(app, api.applyRateFile, applyRateFile);

  registerAdminRedeemLimitRoutes(app);
}
