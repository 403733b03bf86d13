import * as v from 'valibot';
import { CAMPAIGN_SOURCE_TYPES } from '../domain/catalog/campaign-status.ts';
import { DATA_FILE_STATUSES, ENROLLMENT_STATES } from '../domain/catalog/statuses.ts';
import { confirmationSchema } from '../domain/validation/confirmation.ts';
import { fiIdSchema } from '../domain/validation/lender.ts';
import { redeemLimitsSchema } from '../domain/validation/redeem-limits.ts';
import { enrollmentEndpoints } from './campaign-enrollment.ts';
import { participantCampaignEntries } from './campaign-period.ts';
import { adminEndpoint, FiParams, fiParams, scopedEndpoints } from './console-endpoint.ts';
import { auditTrail } from './endpoint.ts';
import { endpointGroup, lenderGroup } from './endpoint-group.ts';
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

/** The lender's campaigns and catalogue (/fi/{fiId}/…), which lenders and admins read. */
const campaigns = lenderGroup({ tags: TAGS, area: 'campaigns' });
const campaign = campaigns.within('/campaigns/:campaignId', CampaignParams);
const catalogue = lenderGroup({ tags: TAGS, area: 'products' });
/** The lender's own changes to its enrollment and catalogue: lender users only. */
const ownCampaign = endpointGroup(lenderOnlyEndpoint, {
  tags: TAGS,
  area: 'campaigns',
  path: '/fi/:fiId/campaigns/:campaignId',
  params: CampaignParams,
});
const ownCatalogue = endpointGroup(lenderOnlyEndpoint, {
  tags: TAGS,
  area: 'products',
  path: '/fi/:fiId',
  params: FiParams,
});
const ownProduct = ownCatalogue.within('/products/:productId', ProductParams);

export const listLenderCampaigns = campaigns({
  method: 'GET',
  path: '/campaigns',
  summary: 'The lender’s campaigns (current, next, blackout, complete) with display status and enrollment state',
  response: CampaignList,
});

export const listPreviousCampaigns = campaigns({
  method: 'GET',
  path: '/campaigns/previous',
  summary: 'The completed campaigns the lender was enrolled in (newest first)',
  response: CampaignList,
});

export const listUcCampaigns = campaigns({
  method: 'GET',
  path: '/ucCampaigns',
  summary: 'The UC campaigns a lender can see (every campaign past CREATED and not FAILED)',
  response: CampaignList,
});

export const getLenderCampaign = campaign({
  method: 'GET',
  summary: 'One campaign with its campaign summary and product summary (offers generated, redeemed)',
  response: LenderCampaignDetail,
});

export const getEnrollment = campaign({
  method: 'GET',
  path: '/enrollment',
  summary: 'The lender’s enrollment in a campaign and its latest campaign file',
  response: Enrollment,
});

const enrollment = enrollmentEndpoints(ownCampaign, LenderCampaign, AUDIT);
export const enrollLender = enrollment.enroll('Enroll in the next campaign while its enrollment is open');
export const unenrollLender = enrollment.unenroll(
  'Leave the next campaign while its enrollment is open (the enrollment row stays, NOT_ENROLLED)',
);

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

export const chooseImportSource = ownCampaign({
  method: 'POST',
  path: '/source',
  summary: 'Start from scratch (deactivates the catalogue), apply the UC blueprint, or keep the previous campaign',
  audit: AUDIT.productConfig,
  body: ImportSourceBody,
  response: Enrollment,
});

export const uploadCampaignFile = ownCampaign({
  method: 'POST',
  path: '/campaign-files',
  summary: 'Upload a campaign file (multipart campaignFile, .json or .cplx) and check its syntax',
  audit: AUDIT.fileUploaded,
  query: v.object({ confirmation: confirmationSchema('importCampaignFile') }),
  multipart: ['campaignFile'],
  missingFile: 'campaign file is missing',
  response: CampaignFileRecord,
  status: 201,
});

export const validateCampaignFileCall = ownCampaign({
  method: 'POST',
  path: '/campaign-files/:fileId/validate',
  summary: 'Validate a campaign file; without errors it is applied to the catalogue (COMPLETE), else PARTIAL',
  audit: AUDIT.fileValidated,
  params: FileParams,
  response: CampaignFileRecord,
});

export const listCatalogue = catalogue({
  method: 'GET',
  path: '/catalogue',
  summary: 'The lender’s products with tiers, redeem limits and disclosure file (enrollment product configuration)',
  response: ProductList,
});

export const RedeemLimitBody = redeemLimitsSchema();

export const setRedeemLimit = ownProduct({
  method: 'PUT',
  path: '/redeem-limit',
  summary: 'Set a product’s redeem limits (never below what is already redeemed)',
  audit: PRODUCT_AUDIT.redeemLimits,
  body: RedeemLimitBody,
  response: CatalogueProduct,
});

export const uploadDisclosure = ownProduct({
  method: 'POST',
  path: '/disclosure',
  summary: 'Upload a product’s disclosure document (multipart disclosureFile, PDF)',
  audit: PRODUCT_AUDIT.disclosures,
  multipart: ['disclosureFile'],
  missingFile: 'disclosure file is missing',
  response: CatalogueProduct,
});

export const listRateFiles = catalogue({
  method: 'GET',
  path: '/rate-files',
  summary: 'Rate change history (newest first)',
  response: v.object({ files: v.array(RateFileRecord) }),
});

export const uploadRateFile = ownCatalogue({
  method: 'POST',
  path: '/rate-files',
  summary: 'Upload a rate change (CSV product,tier,term,apr) and validate it row by row',
  audit: RATE_FILE_AUDIT.rateFileUploaded,
  multipart: ['rateFile'],
  missingFile: 'rate file is missing',
  response: RateFileRecord,
  status: 201,
});

export const applyRateFile = ownCatalogue({
  method: 'POST',
  path: '/rate-files/:fileId/apply',
  summary: 'Apply a validated rate change to the tier terms (typed confirmation "rate update")',
  audit: RATE_FILE_AUDIT.ratesUpdated,
  params: RateFileParams,
  body: v.object({ confirmation: confirmationSchema('rateUpdate') }),
  response: RateFileRecord,
});

const AdminLimitParams = v.object({ ucCampaignId: campaignId, lenderId: fiIdSchema });

/** The admin's view of one lender's redeem limits in a UC campaign. */
const adminLimits = endpointGroup(adminEndpoint, {
  tags: ['admin campaigns'],
  area: 'campaigns',
  path: '/admin/uc/campaigns/:ucCampaignId/lenders/:lenderId',
  params: AdminLimitParams,
});

export const getAdminRedeemLimits = adminLimits({
  method: 'GET',
  path: '/redeem-limits',
  summary: 'A lender’s products in a campaign with their redeem limits (admin)',
  response: v.object({ lender: v.string(), campaign: v.string(), products: v.array(CatalogueProduct) }),
});

export const setAdminRedeemLimit = adminLimits({
  method: 'PUT',
  path: '/products/:productId/redeem-limit',
  summary: 'Set a lender product’s redeem limits (admin; never below what is already redeemed)',
  params: v.object({ ...AdminLimitParams.entries, productId: v.pipe(v.string(), v.uuid('No such product')) }),
  audit: { category: 'UCCAMPAIGN', entity: 'PRODUCT', action: LENDER_CAMPAIGN_ACTIONS.redeemLimits },
  body: RedeemLimitBody,
  response: CatalogueProduct,
});
