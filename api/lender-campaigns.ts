import * as v from 'valibot';
import { CAMPAIGN_SOURCE_TYPES } from '../domain/catalog/campaign-status.ts';
import { DATA_FILE_STATUSES, ENROLLMENT_STATES } from '../domain/catalog/statuses.ts';
import { confirmationSchema } from '../domain/validation/confirmation.ts';
import { fiIdSchema } from '../domain/validation/lender.ts';
import { redeemLimitsSchema } from '../domain/validation/redeem-limits.ts';
import { participantCampaignEntries } from './campaign-period.ts';
import { adminEndpoint, areaRights, FiParams, fiEndpoint, fiParams, scopedEndpoints } from './console-endpoint.ts';
import { auditTrail } from './endpoint.ts';
import { FileRowError } from './file-row-errors.ts';

/** A UC campaign as a lender sees it (002 §2 campaign pages): periods, display status and this lender's enrollment. */
export const LenderCampaign = v.object({
  ...participantCampaignEntries,
  /** 002 §4: None (no enrollment row), Not Enrolled, Enrolled. */
  enrollmentState: v.picklist(ENROLLMENT_STATES),
  sourceType: v.nullable(v.picklist(CAMPAIGN_SOURCE_TYPES)),
  dataFileStatus: v.nullable(v.picklist(DATA_FILE_STATUSES)),
  /** True when the platform enrolled the lender (its auto-enroll setting) rather than a lender user (000 §4). */
  autoEnrolled: v.boolean(),
  /** ENROLLMENT_STARTED and inside its enrollment period: the lender may enroll, import and unenroll. */
  enrollmentOpen: v.boolean(),
});
export type LenderCampaign = v.InferOutput<typeof LenderCampaign>;
const CampaignList = v.object({ campaigns: v.array(LenderCampaign) });

/** One row of the campaign's product summary (002 §3 campaign summary types), counted from offers and redemptions. */
export const ProductSummary = v.object({
  productId: v.string(),
  name: v.string(),
  category: v.string(),
  offersGenerated: v.number(),
  redeemed: v.number(),
  redeemedAmount: v.string(),
});
export const LenderCampaignDetail = v.object({
  ...LenderCampaign.entries,
  summary: v.object({
    offersGenerated: v.number(),
    consumers: v.number(),
    redeemed: v.number(),
    redeemedAmount: v.string(),
  }),
  products: v.array(ProductSummary),
});
export type LenderCampaignDetail = v.InferOutput<typeof LenderCampaignDetail>;

export const CampaignFileError = v.object({
  lendingCriteriaGroup: v.string(),
  productName: v.string(),
  details: v.string(),
});
export const CampaignFileRecord = v.object({
  fileId: v.string(),
  campaignId: v.string(),
  fileName: v.string(),
  format: v.picklist(['JSON', 'CPLX']),
  status: v.picklist(DATA_FILE_STATUSES),
  errors: v.array(CampaignFileError),
  productCount: v.number(),
  uploadedAt: v.string(),
  uploadedBy: v.nullable(v.string()),
  appliedAt: v.nullable(v.string()),
});
export type CampaignFileRecord = v.InferOutput<typeof CampaignFileRecord>;

export const Enrollment = v.object({
  campaign: LenderCampaign,
  latestFile: v.nullable(CampaignFileRecord),
});
export type Enrollment = v.InferOutput<typeof Enrollment>;

/** A product of the lender's catalogue as enrollment shows it (002 §3 product table row). */
export const CatalogueProduct = v.object({
  productId: v.string(),
  name: v.string(),
  category: v.string(),
  type: v.string(),
  productClass: v.string(),
  option: v.string(),
  status: v.picklist(['active', 'inactive']),
  tiers: v.number(),
  /** 'AMOUNT' then 'COUNT' for loans, the other way for cards, checking and CD (redeemLimitOrder). */
  primaryLimit: v.picklist(['AMOUNT', 'COUNT']),
  redeemLimitAmount: v.nullable(v.string()),
  redeemLimitCount: v.nullable(v.number()),
  redeemedAmount: v.string(),
  redeemedCount: v.number(),
  disclosureFile: v.nullable(v.string()),
});
export type CatalogueProduct = v.InferOutput<typeof CatalogueProduct>;
const ProductList = v.object({ products: v.array(CatalogueProduct) });

export const RateRow = v.object({
  row: v.number(),
  product: v.string(),
  tier: v.string(),
  term: v.number(),
  apr: v.string(),
});
export const RateRowError = FileRowError;
export const RateFileRecord = v.object({
  fileId: v.string(),
  fileName: v.string(),
  status: v.picklist(['VALIDATED', 'INVALID', 'APPLIED']),
  rows: v.array(RateRow),
  errors: v.array(RateRowError),
  uploadedAt: v.string(),
  uploadedBy: v.nullable(v.string()),
  appliedAt: v.nullable(v.string()),
  appliedBy: v.nullable(v.string()),
});
export type RateFileRecord = v.InferOutput<typeof RateFileRecord>;

const TAGS = ['lender campaigns'];
const { READ, WRITE } = areaRights('campaigns');

const PRODUCTS_READ = { area: 'products', action: 'read' } as const;
const PRODUCTS_WRITE = { area: 'products', action: 'write' } as const;
/** 002 §3 audit actions of enrollment. */
export const LENDER_CAMPAIGN_ACTIONS = {
  enrolled: 'ENROLLED',
  unenrolled: 'UNENROLLED',
  productConfig: 'PRODUCT_CONFIG_UPDATED',
  fileUploaded: 'CAMPAIGN_FILE_UPLOADED',
  fileValidated: 'CAMPAIGN_FILE_VALIDATED',
  disclosures: 'DISCLOSURES_UPLOADED',
  redeemLimits: 'REDEEM_LIMITS_UPDATED',
  rateFileUploaded: 'RATE_FILE_UPLOADED',
  ratesUpdated: 'RATES_UPDATED',
} as const;
const AUDIT = auditTrail('CAMPAIGN', 'FI_CAMPAIGN_ENROLLMENT', LENDER_CAMPAIGN_ACTIONS);
const PRODUCT_AUDIT = auditTrail('CAMPAIGN', 'PRODUCT', LENDER_CAMPAIGN_ACTIONS);
const RATE_FILE_AUDIT = auditTrail('CAMPAIGN', 'RATE_FILE', LENDER_CAMPAIGN_ACTIONS);

/** 002 §3 audit actions "auto enrolled" and "prescreen rules auto-enrolled", written when enrollment starts. */
export const AUTO_ENROLL_ACTIONS = {
  enrollment: 'AUTO_ENROLLED',
  prescreen: 'PRESCREEN_RULES_AUTO_ENROLLED',
} as const;

/**
 * A lender-only call (/fi/{fiId}/…): the lender's own actions on its enrollment — an admin works on redeem limits
 * through the admin call and does not enroll, import or change rates for a lender.
 */
const lenderOnlyEndpoint = scopedEndpoints('fi', ['fi']);

const campaignId = v.pipe(v.string(), v.uuid('No such campaign'));
const CampaignParams = fiParams({ campaignId });
const FileParams = fiParams({ campaignId, fileId: v.pipe(v.string(), v.uuid('No such campaign file')) });
const ProductParams = fiParams({ productId: v.pipe(v.string(), v.uuid('No such product')) });
const RateFileParams = fiParams({ fileId: v.pipe(v.string(), v.uuid('No such rate file')) });

export const listLenderCampaigns = fiEndpoint({
  method: 'GET',
  path: '/fi/:fiId/campaigns',
  summary: 'The lender’s campaigns (current, next, blackout, complete) with display status and enrollment state',
  tags: TAGS,
  permission: READ,
  params: FiParams,
  response: CampaignList,
});

export const listPreviousCampaigns = fiEndpoint({
  method: 'GET',
  path: '/fi/:fiId/campaigns/previous',
  summary: 'The completed campaigns the lender was enrolled in (newest first)',
  tags: TAGS,
  permission: READ,
  params: FiParams,
  response: CampaignList,
});

export const listUcCampaigns = fiEndpoint({
  method: 'GET',
  path: '/fi/:fiId/ucCampaigns',
  summary: 'The UC campaigns a lender can see (every campaign past CREATED and not FAILED)',
  tags: TAGS,
  permission: READ,
  params: FiParams,
  response: CampaignList,
});

export const getLenderCampaign = fiEndpoint({
  method: 'GET',
  path: '/fi/:fiId/campaigns/:campaignId',
  summary: 'One campaign with its campaign summary and product summary (offers generated, redeemed)',
  tags: TAGS,
  permission: READ,
  params: CampaignParams,
  response: LenderCampaignDetail,
});

export const getEnrollment = fiEndpoint({
  method: 'GET',
  path: '/fi/:fiId/campaigns/:campaignId/enrollment',
  summary: 'The lender’s enrollment in a campaign and its latest campaign file',
  tags: TAGS,
  permission: READ,
  params: CampaignParams,
  response: Enrollment,
});

export const enrollLender = lenderOnlyEndpoint({
  method: 'POST',
  path: '/fi/:fiId/campaigns/:campaignId/enrollment',
  summary: 'Enroll in the next campaign while its enrollment is open',
  tags: TAGS,
  permission: WRITE,
  audit: AUDIT.enrolled,
  params: CampaignParams,
  response: LenderCampaign,
});

export const unenrollLender = lenderOnlyEndpoint({
  method: 'DELETE',
  path: '/fi/:fiId/campaigns/:campaignId/enrollment',
  summary: 'Leave the next campaign while its enrollment is open (the enrollment row stays, NOT_ENROLLED)',
  tags: TAGS,
  permission: WRITE,
  audit: AUDIT.unenrolled,
  params: CampaignParams,
  response: LenderCampaign,
});

/** The import options that need no file, each behind its typed word (002 §5). */
export const IMPORT_SOURCE_WORDS = {
  SCRATCH: 'dataReset',
  BLUEPRINT: 'blueprint',
  PREVCAMPAIGN: 'previousCampaign',
} as const;
export const ImportSourceBody = v.variant('source', [
  v.object({ source: v.literal('SCRATCH'), confirmation: confirmationSchema('dataReset') }),
  v.object({ source: v.literal('BLUEPRINT'), confirmation: confirmationSchema('blueprint') }),
  v.object({ source: v.literal('PREVCAMPAIGN'), confirmation: confirmationSchema('previousCampaign') }),
]);

export const chooseImportSource = lenderOnlyEndpoint({
  method: 'POST',
  path: '/fi/:fiId/campaigns/:campaignId/source',
  summary: 'Start from scratch (deactivates the catalogue), apply the UC blueprint, or keep the previous campaign',
  tags: TAGS,
  permission: WRITE,
  audit: AUDIT.productConfig,
  params: CampaignParams,
  body: ImportSourceBody,
  response: Enrollment,
});

export const uploadCampaignFile = lenderOnlyEndpoint({
  method: 'POST',
  path: '/fi/:fiId/campaigns/:campaignId/campaign-files',
  summary: 'Upload a campaign file (multipart campaignFile, .json or .cplx) and check its syntax',
  tags: TAGS,
  permission: WRITE,
  audit: AUDIT.fileUploaded,
  params: CampaignParams,
  query: v.object({ confirmation: confirmationSchema('importCampaignFile') }),
  multipart: ['campaignFile'],
  missingFile: 'campaign file is missing',
  response: CampaignFileRecord,
  status: 201,
});

export const validateCampaignFileCall = lenderOnlyEndpoint({
  method: 'POST',
  path: '/fi/:fiId/campaigns/:campaignId/campaign-files/:fileId/validate',
  summary: 'Validate a campaign file; without errors it is applied to the catalogue (COMPLETE), else PARTIAL',
  tags: TAGS,
  permission: WRITE,
  audit: AUDIT.fileValidated,
  params: FileParams,
  response: CampaignFileRecord,
});

export const listCatalogue = fiEndpoint({
  method: 'GET',
  path: '/fi/:fiId/catalogue',
  summary: 'The lender’s products with tiers, redeem limits and disclosure file (enrollment product configuration)',
  tags: TAGS,
  permission: PRODUCTS_READ,
  params: FiParams,
  response: ProductList,
});

export const RedeemLimitBody = redeemLimitsSchema();

export const setRedeemLimit = lenderOnlyEndpoint({
  method: 'PUT',
  path: '/fi/:fiId/products/:productId/redeem-limit',
  summary: 'Set a product’s redeem limits (never below what is already redeemed)',
  tags: TAGS,
  permission: PRODUCTS_WRITE,
  audit: PRODUCT_AUDIT.redeemLimits,
  params: ProductParams,
  body: RedeemLimitBody,
  response: CatalogueProduct,
});

export const uploadDisclosure = lenderOnlyEndpoint({
  method: 'POST',
  path: '/fi/:fiId/products/:productId/disclosure',
  summary: 'Upload a product’s disclosure document (multipart disclosureFile, PDF)',
  tags: TAGS,
  permission: PRODUCTS_WRITE,
  audit: PRODUCT_AUDIT.disclosures,
  params: ProductParams,
  multipart: ['disclosureFile'],
  missingFile: 'disclosure file is missing',
  response: CatalogueProduct,
});

export const listRateFiles = fiEndpoint({
  method: 'GET',
  path: '/fi/:fiId/rate-files',
  summary: 'Rate change history (newest first)',
  tags: TAGS,
  permission: PRODUCTS_READ,
  params: FiParams,
  response: v.object({ files: v.array(RateFileRecord) }),
});

export const uploadRateFile = lenderOnlyEndpoint({
  method: 'POST',
  path: '/fi/:fiId/rate-files',
  summary: 'Upload a rate change (CSV product,tier,term,apr) and validate it row by row',
  tags: TAGS,
  permission: PRODUCTS_WRITE,
  audit: RATE_FILE_AUDIT.rateFileUploaded,
  params: FiParams,
  multipart: ['rateFile'],
  missingFile: 'rate file is missing',
  response: RateFileRecord,
  status: 201,
});

export const applyRateFile = lenderOnlyEndpoint({
  method: 'POST',
  path: '/fi/:fiId/rate-files/:fileId/apply',
  summary: 'Apply a validated rate change to the tier terms (typed confirmation "rate update")',
  tags: TAGS,
  permission: PRODUCTS_WRITE,
  audit: RATE_FILE_AUDIT.ratesUpdated,
  params: RateFileParams,
  body: v.object({ confirmation: confirmationSchema('rateUpdate') }),
  response: RateFileRecord,
});

const AdminLimitParams = v.object({ ucCampaignId: campaignId, lenderId: fiIdSchema });

export const getAdminRedeemLimits = adminEndpoint({
  method: 'GET',
  path: '/admin/uc/campaigns/:ucCampaignId/lenders/:lenderId/redeem-limits',
  summary: 'A lender’s products in a campaign with their redeem limits (admin)',
  tags: ['admin campaigns'],
  permission: READ,
  params: AdminLimitParams,
  response: v.object({ lender: v.string(), campaign: v.string(), products: v.array(CatalogueProduct) }),
});

export const setAdminRedeemLimit = adminEndpoint({
  method: 'PUT',
  path: '/admin/uc/campaigns/:ucCampaignId/lenders/:lenderId/products/:productId/redeem-limit',
  summary: 'Set a lender product’s redeem limits (admin; never below what is already redeemed)',
  tags: ['admin campaigns'],
  permission: WRITE,
  audit: { category: 'UCCAMPAIGN', entity: 'PRODUCT', action: LENDER_CAMPAIGN_ACTIONS.redeemLimits },
  params: v.object({ ...AdminLimitParams.entries, productId: v.pipe(v.string(), v.uuid('No such product')) }),
  body: RedeemLimitBody,
  response: CatalogueProduct,
});
