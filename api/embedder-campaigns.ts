import * as v from 'valibot';
import { BACKGROUND_JOB_STATUSES } from '../domain/catalog/statuses.ts';
import { enrollmentEndpoints } from './campaign-enrollment.ts';
import { participantCampaignEntries } from './campaign-period.ts';
import { embedderParams } from './console-endpoint.ts';
import { auditTrail } from './endpoint.ts';
import { embedderGroup } from './endpoint-group.ts';
import { FILE_ROW_ERROR_FIELDS, FileRowError } from './file-row-errors.ts';
import { type ListFields, ListQuery, listField, pageOf } from './paged-list.ts';

/** A UC campaign as an embedder sees it (002 §3): its periods, display status and this embedder's enrollment. */
export const EmbedderCampaign = v.object({
  ...participantCampaignEntries,
  enrolled: v.boolean(),
  enrolledAt: v.nullable(v.string()),
  /** Enrollment (and the consumer file upload) is open: status ENROLLMENT_STARTED and its period not over. */
  enrollmentOpen: v.boolean(),
});
export type EmbedderCampaign = v.InferOutput<typeof EmbedderCampaign>;

/** This embedder's figures in a campaign, counted from the tables (consumers, offers, sign-ins, redemptions). */
export const CampaignFigures = v.object({
  consumers: v.number(),
  withOffers: v.number(),
  /** Consumers who signed in to see their offers. */
  offersViewed: v.number(),
  /** Consumers with a live (not cancelled) redemption. */
  redeemed: v.number(),
});
export type CampaignFigures = v.InferOutput<typeof CampaignFigures>;
export const EmbedderCampaignDetail = v.object({ ...EmbedderCampaign.entries, figures: CampaignFigures });
export type EmbedderCampaignDetail = v.InferOutput<typeof EmbedderCampaignDetail>;

/** A consumer file and its import job (002 §4 background-job statuses). */
export const ConsumerFile = v.object({
  fileId: v.string(),
  campaignId: v.string(),
  campaignName: v.string(),
  fileName: v.string(),
  uploadedAt: v.string(),
  uploadedBy: v.nullable(v.string()),
  status: v.picklist(BACKGROUND_JOB_STATUSES),
  rowsTotal: v.number(),
  rowsDone: v.number(),
  validRows: v.number(),
  errorRows: v.number(),
  failure: v.nullable(v.string()),
  /** READY_FOR_PROCESSING once the import finished with valid rows (the admin pipeline's hand-off). */
  processing: v.nullable(v.string()),
});
export type ConsumerFile = v.InferOutput<typeof ConsumerFile>;

export const CONSUMER_FILE_FIELDS = {
  fileName: listField('STRING', 'File'),
  campaignName: listField('STRING', 'Campaign'),
  /** The next campaign page asks for its campaign's latest file by id. */
  campaignId: { type: 'STRING', label: 'Campaign ID', filterable: true },
  uploadedAt: listField('TIMESTAMP', 'Uploaded at'),
  uploadedBy: listField('STRING', 'Uploaded by'),
  rowsTotal: { type: 'INTEGER', label: 'Rows', sortable: true },
  validRows: { type: 'INTEGER', label: 'Valid', sortable: true },
  errorRows: listField('INTEGER', 'Errors'),
  status: listField('STRING_ENUM', 'Status', BACKGROUND_JOB_STATUSES),
} as const satisfies ListFields;

export const ConsumerFileError = FileRowError;
export type ConsumerFileError = v.InferOutput<typeof ConsumerFileError>;
export const CONSUMER_FILE_ERROR_FIELDS = FILE_ROW_ERROR_FIELDS;

const REPORTS = { area: 'reports', action: 'read' } as const;
/** 002 §3 audit actions: enrolled/unenrolled, customer file uploaded. */
export const EMBEDDER_CAMPAIGN_ACTIONS = {
  enrolled: 'EMBEDDER_ENROLLED',
  unenrolled: 'EMBEDDER_UNENROLLED',
  fileUploaded: 'CUSTOMER_FILE_UPLOADED',
  fileCanceled: 'CUSTOMER_FILE_CANCELED',
} as const;
const AUDIT = auditTrail('EMBEDDER', 'CAMPAIGN_ENROLLMENT', EMBEDDER_CAMPAIGN_ACTIONS);
const FILE_AUDIT = auditTrail('EMBEDDER', 'CONSUMER_FILE', EMBEDDER_CAMPAIGN_ACTIONS);

const CampaignParams = embedderParams({ campaignId: v.pipe(v.string(), v.uuid('No such campaign')) });
const FileParams = embedderParams({ fileId: v.pipe(v.string(), v.uuid('No such consumer file')) });

const embedderCampaigns = embedderGroup({ tags: ['embedder campaigns'], area: 'campaigns' });
const campaign = embedderCampaigns.within('/campaigns/:campaignId', CampaignParams);
const consumerFile = embedderCampaigns.within('/consumer-files/:fileId', FileParams);

export const listEmbedderCampaigns = embedderCampaigns({
  method: 'GET',
  path: '/campaigns',
  summary: 'The campaigns of this embedder by display status (current, next, blackout, completed)',
  response: v.object({ campaigns: v.array(EmbedderCampaign) }),
});

export const getEmbedderCampaign = campaign({
  method: 'GET',
  summary: 'One campaign with this embedder’s figures (consumers, with offers, offers viewed, redeemed)',
  response: EmbedderCampaignDetail,
});

const enrollment = enrollmentEndpoints(campaign, EmbedderCampaign, AUDIT);
export const enrollInCampaign = enrollment.enroll('Enroll in a next campaign while its enrollment is open');
export const unenrollFromCampaign = enrollment.unenroll('Leave a next campaign while its enrollment is open');

export const uploadConsumerFile = campaign({
  method: 'POST',
  path: '/consumer-files',
  summary: 'Upload the consumer file (CSV, multipart consumerFile); the import job validates it row by row',
  audit: FILE_AUDIT.fileUploaded,
  multipart: ['consumerFile'],
  missingFile: 'consumer file is missing',
  response: ConsumerFile,
  status: 201,
});

export const listConsumerFiles = embedderCampaigns({
  method: 'GET',
  path: '/consumer-files',
  summary: 'The embedder’s consumer files, newest first (paged; format=csv exports)',
  permission: REPORTS,
  query: ListQuery,
  response: pageOf(ConsumerFile),
});

export const getConsumerFile = consumerFile({
  method: 'GET',
  summary: 'One consumer file: its import job’s status and progress (rows done / total)',
  response: ConsumerFile,
});

export const cancelConsumerFile = consumerFile({
  method: 'POST',
  path: '/cancel',
  summary: 'Cancel a scheduled or running import (it stops at its next batch; nothing is handed off); 409 otherwise',
  audit: FILE_AUDIT.fileCanceled,
  response: ConsumerFile,
});

export const listConsumerFileErrors = consumerFile({
  method: 'GET',
  path: '/errors',
  summary: 'The per-row errors of a consumer file (paged; format=csv downloads them)',
  query: ListQuery,
  response: pageOf(ConsumerFileError),
});

/** The embedder's twin of GET /fi/{fiId}/download: the consumer file template (templateType=consumerFile). */
export const downloadEmbedderTemplate = embedderCampaigns({
  method: 'GET',
  path: '/download',
  summary: 'The consumer file CSV template (templateType=consumerFile)',
  query: v.object({
    templateType: v.optional(v.picklist(['consumerFile'], 'Unknown template type; use consumerFile')),
  }),
  response: v.string(),
  produces: 'text/csv',
});
