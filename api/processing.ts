import * as v from 'valibot';
import { CAMPAIGN_STATUSES } from '../domain/catalog/campaign-status.ts';
import { PROCESSING_MESSAGES, PROCESSING_STEP_NAMES, STEP_STATUSES } from '../domain/catalog/processing-steps.ts';
import { fiIdSchema } from '../domain/validation/lender.ts';
import { adminEndpoint, EmbedderParams } from './console-endpoint.ts';
import { auditTrail } from './endpoint.ts';
import { endpointGroup } from './endpoint-group.ts';
import { FILE_ROW_ERROR_FIELDS, FileRowError } from './file-row-errors.ts';
import { ListQuery, pageOf } from './paged-list.ts';

/** One step of a campaign's processing pipeline with its job's progress and what the pipeline allows now. */
export const ProcessingStep = v.object({
  /** The pipeline's key: `tu-export`, or `{embedderId}/sftp` for an embedder's own step. */
  key: v.string(),
  step: v.picklist(PROCESSING_STEP_NAMES),
  /** The row's id once the step has run (cancel, retry and the error log name it); null while `not run`. */
  stepId: v.nullable(v.string()),
  embedderId: v.nullable(v.number()),
  status: v.picklist(STEP_STATUSES),
  rowsDone: v.number(),
  rowsTotal: v.number(),
  errorRows: v.number(),
  scheduledAt: v.nullable(v.string()),
  startedAt: v.nullable(v.string()),
  finishedAt: v.nullable(v.string()),
  /** Why it failed: the seed's "Scheduled job error" unless the reason is the admin's to fix. */
  error: v.nullable(v.string()),
  result: v.record(v.string(), v.union([v.string(), v.number()])),
  publishAt: v.nullable(v.string()),
  canStart: v.boolean(),
  canRetry: v.boolean(),
  canCancel: v.boolean(),
});
export type ProcessingStep = v.InferOutput<typeof ProcessingStep>;

export const ProcessingEmbedder = v.object({
  embedderId: v.number(),
  name: v.string(),
  /** The SFTP user name. */
  code: v.string(),
  /** Console uploads handed over (READY_FOR_PROCESSING) for this campaign. */
  readyFiles: v.number(),
  steps: v.array(ProcessingStep),
});
export type ProcessingEmbedder = v.InferOutput<typeof ProcessingEmbedder>;

export const CampaignProcessing = v.object({
  campaignId: v.string(),
  name: v.string(),
  status: v.picklist(CAMPAIGN_STATUSES),
  /** The campaign is in a status the pipeline runs in (SCHEDULED, OFFERS_GENERATED). */
  open: v.boolean(),
  /** metrics-calc completed. */
  complete: v.boolean(),
  /** In pipeline order: embedder-import, each embedder's sftp/pgp/import, tu-export … metrics-calc. */
  steps: v.array(ProcessingStep),
  embedders: v.array(ProcessingEmbedder),
  emailPayloads: v.object({ total: v.number(), published: v.number(), nextPublishAt: v.nullable(v.string()) }),
});
export type CampaignProcessing = v.InferOutput<typeof CampaignProcessing>;

export const ProcessingStepError = FileRowError;
export type ProcessingStepError = v.InferOutput<typeof ProcessingStepError>;
export const PROCESSING_ERROR_FIELDS = FILE_ROW_ERROR_FIELDS;

export const OfferMetric = v.object({
  lender: v.string(),
  product: v.string(),
  metric: v.string(),
  value: v.number(),
});
export type OfferMetric = v.InferOutput<typeof OfferMetric>;

export const EmbedderSftp = v.object({
  embedderId: v.number(),
  name: v.string(),
  /** Where the embedder connects: host and port of the sandbox SFTP server. */
  host: v.string(),
  port: v.number(),
  /** The SFTP server runs (SFTP_ENABLED=1). */
  enabled: v.boolean(),
  username: v.string(),
  publicKey: v.nullable(v.string()),
  keyCreatedAt: v.nullable(v.string()),
  /** Files waiting in the embedder's inbox, newest first. */
  inbox: v.array(v.object({ name: v.string(), size: v.number(), modifiedAt: v.string() })),
});
export type EmbedderSftp = v.InferOutput<typeof EmbedderSftp>;

export const PgpKey = v.object({ publicKey: v.string(), fingerprint: v.string(), createdAt: v.string() });
export type PgpKey = v.InferOutput<typeof PgpKey>;

export const PROCESSING_ACTIONS = {
  started: 'PROCESSING_STEP_STARTED',
  retried: 'PROCESSING_STEP_RETRIED',
  canceled: 'PROCESSING_STEP_CANCELED',
  sftpKey: 'SFTP_KEY_CREATED',
} as const;
const AUDIT = auditTrail('UCCAMPAIGN', 'PROCESSING_STEP', PROCESSING_ACTIONS);

const campaignId = v.pipe(v.string(), v.uuid('No such campaign'));
const CampaignParams = v.object({ campaignId });
const StepParams = v.object({ campaignId, stepId: v.pipe(v.string(), v.uuid('No such processing step')) });

export const StartStepBody = v.object({
  step: v.picklist(PROCESSING_STEP_NAMES, 'Unknown processing step'),
  /** For sftp, pgp and import: the embedder's number. */
  embedderId: v.optional(fiIdSchema),
  /** For generate-email-payloads: when the e-mails go out (ISO date-time; now when absent). */
  publishAt: v.optional(v.pipe(v.string(), v.isoTimestamp(PROCESSING_MESSAGES.publishAt))),
});
export type StartStepBody = v.InferOutput<typeof StartStepBody>;

const processing = endpointGroup(adminEndpoint, {
  tags: ['campaign processing'],
  area: 'processing',
  path: '/admin',
});
const campaign = processing.within('/campaigns/:campaignId/processing', CampaignParams);
const step = campaign.within('/steps/:stepId', StepParams);
const sftp = processing.within('/embedders/:embedderId/sftp', EmbedderParams);

export const getCampaignProcessing = campaign({
  method: 'GET',
  summary: 'The campaign’s processing pipeline: every step with its status, progress and allowed actions',
  response: CampaignProcessing,
});

export const startProcessingStep = campaign({
  method: 'POST',
  path: '/steps',
  summary: 'Start a step (its job is queued) when the steps before it are complete',
  audit: AUDIT.started,
  body: StartStepBody,
  response: ProcessingStep,
});

export const retryProcessingStep = step({
  method: 'POST',
  path: '/retry',
  summary: 'Run a failed or canceled step again',
  audit: AUDIT.retried,
  response: ProcessingStep,
});

export const cancelProcessingStep = step({
  method: 'POST',
  path: '/cancel',
  summary: 'Cancel a scheduled or running step (a running job stops at its next batch)',
  audit: AUDIT.canceled,
  response: ProcessingStep,
});

export const listProcessingStepErrors = step({
  method: 'GET',
  path: '/errors',
  summary: 'The rows a step could not take, with why (paged; format=csv downloads them)',
  query: ListQuery,
  response: pageOf(ProcessingStepError),
});

export const listCampaignOfferMetrics = campaign({
  method: 'GET',
  path: '/metrics',
  summary: 'The offer metrics metrics-calc computed (002 §3), per lender and product',
  response: v.object({ computedAt: v.nullable(v.string()), metrics: v.array(OfferMetric) }),
});

export const getEmbedderSftp = sftp({
  method: 'GET',
  summary: 'The embedder’s SFTP address, user, public key and inbox',
  response: EmbedderSftp,
});

export const createEmbedderSftpKey = sftp({
  method: 'POST',
  path: '/key',
  summary: 'A new SFTP key pair for the embedder: the private key is answered once and never kept',
  audit: { category: 'EMBEDDER', entity: 'SFTP_KEY', action: PROCESSING_ACTIONS.sftpKey },
  response: v.object({ privateKey: v.string(), publicKey: v.string(), username: v.string(), createdAt: v.string() }),
  status: 201,
});

export const getPgpKey = processing({
  method: 'GET',
  path: '/processing/pgp-key',
  summary: 'The platform’s PGP public key embedders encrypt their files to (made on first use)',
  response: PgpKey,
});
