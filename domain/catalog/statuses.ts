/** Status sets other than the campaign's (000 §4, 001 §3, 002 §3–§4), verbatim. */
export const DATA_FILE_STATUSES = ['PENDING', 'UPLOADED', 'SYNTAX_CHECKED', 'PARTIAL', 'COMPLETE'] as const;
export type DataFileStatus = (typeof DATA_FILE_STATUSES)[number];

export const PRODUCT_VALIDATION_STATUSES = [
  'PENDING',
  'SYNTAX_CHECKED',
  'VALIDATED',
  'ACTIVE',
  'INACTIVE',
  'COMPLETE',
] as const;
export type ProductValidationStatus = (typeof PRODUCT_VALIDATION_STATUSES)[number];

export const REDEEM_TYPES = ['STANDARD', 'ADD_ON'] as const;
export type RedeemType = (typeof REDEEM_TYPES)[number];

export const REDEEM_STATUSES = ['CREATED', 'PENDING_DOCUMENTS', 'COMPLETE', 'CANCELLED', 'EXPIRED'] as const;
export type RedeemStatus = (typeof REDEEM_STATUSES)[number];

export const FUNDING_STATUSES = ['PENDING', 'FUNDED', 'UNABLE_TO_FUND'] as const;
export type FundingStatus = (typeof FUNDING_STATUSES)[number];

export const ACKNOWLEDGEMENT_STATUSES = ['PENDING_ACKNOWLEDGEMENT', 'ACKNOWLEDGED', 'REJECTED', 'CANCELLED'] as const;
export type AcknowledgementStatus = (typeof ACKNOWLEDGEMENT_STATUSES)[number];

export const JOB_STATUSES = ['PENDING', 'COMPLETE', 'FAILED', 'PROCESSED', 'ALL'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const BACKGROUND_JOB_STATUSES = [
  'not run',
  'running',
  'complete',
  'failed',
  'skipped',
  'scheduled',
  'canceled',
  'unknown',
] as const;
export type BackgroundJobStatus = (typeof BACKGROUND_JOB_STATUSES)[number];

export const CONSUMER_LIST_JOBS = [
  'import',
  'PGP decryption',
  'SFTP copy',
  'TU export',
  'offer generation',
  'metrics calculation',
] as const;
export type ConsumerListJob = (typeof CONSUMER_LIST_JOBS)[number];

export const INVOICE_STATUSES = [
  'NOT_CREATED',
  'NO_REDEEMS',
  'NOT_CONFIGURED',
  'CREATION_ERROR',
  'DRAFT',
  'OPEN',
  'PAID',
  'UNCOLLECTIBLE',
  'VOID',
] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const CONSOLE_USER_STATUSES = ['ACTIVE', 'INACTIVE', 'LOCKED'] as const;
export type ConsoleUserStatus = (typeof CONSOLE_USER_STATUSES)[number];

export const TRANSACTION_OUTCOMES = ['Ineligible', 'Offered', 'Passed', 'Failed', 'Error', 'Abandoned'] as const;
export type TransactionOutcome = (typeof TRANSACTION_OUTCOMES)[number];

export const ENROLLMENT_STATES = ['None', 'Not Enrolled', 'Enrolled'] as const;
export type EnrollmentState = (typeof ENROLLMENT_STATES)[number];

export const ENROLLMENT_EVENTS = [
  'campaign file uploaded',
  'validated',
  'disclosures uploaded',
  'enrolled',
  'auto enrolled',
  'rates updated',
  'redeem limits updated',
  'product config updated',
] as const;
export type EnrollmentEvent = (typeof ENROLLMENT_EVENTS)[number];

export const ENROLLMENT_IMPORT_STEPS = [
  'data import',
  'product configuration',
  'validate',
  'enroll',
  'validation results',
  'summary',
] as const;
export type EnrollmentImportStep = (typeof ENROLLMENT_IMPORT_STEPS)[number];

/** Product and stipulation activity (002 §3: "active/inactive"). */
export const ACTIVITY_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

export const OFFER_STATUSES = ['ELIGIBLE', 'REDACTED'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

export const STIPULATION_DOCUMENT_STATES = ['PENDING', 'SATISFIED', 'FAILED', 'UPLOADING'] as const;
export type StipulationDocumentState = (typeof STIPULATION_DOCUMENT_STATES)[number];

export const STIPULATION_DOCUMENT_CATEGORIES = ['address', 'name', 'income'] as const;
export type StipulationDocumentCategory = (typeof STIPULATION_DOCUMENT_CATEGORIES)[number];

export const OFFER_REEVALUATION_STATES = ['form', 'confirm', 'reviewing', 'ineligible', 'redacted', 'error'] as const;
export type OfferReevaluationState = (typeof OFFER_REEVALUATION_STATES)[number];

export const IDENTITY_END_STATES = ['session expired', 'technical error', 'failed', 'max retries'] as const;
export type IdentityEndState = (typeof IDENTITY_END_STATES)[number];

export const TEXT_DIFFERENCE_STATES = ['added', 'deleted', 'modified', 'no change'] as const;
export type TextDifferenceState = (typeof TEXT_DIFFERENCE_STATES)[number];

/** Document verification: 'processing' keeps polling, anything else ends it (001 §4). */
export const DOCUMENT_PROCESSING_STATUS = 'processing';

export const LEAD_ASSIGNMENT_VIEWS = ['Unassigned', 'Assigned', 'Assigned to me', 'All'] as const;
export type LeadAssignmentView = (typeof LEAD_ASSIGNMENT_VIEWS)[number];

export const CONSUMER_WORKFLOW_STATES = [
  'OFFERS_GENERATED',
  'PENDING_DOCUMENTS',
  'REDIRECTING',
  'redeemOffer',
] as const;
export type ConsumerWorkflowState = (typeof CONSUMER_WORKFLOW_STATES)[number];
