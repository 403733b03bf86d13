/** Business limits shared by the consoles and the consumer flow (000 §9, 001 §9, 002 §9). */
export const MAX_PRODUCT_NAME_LENGTH = 32;
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const MAX_FAQS = 3;
export const MIN_FAQS = 1;
export const MAX_CARD_TYPES = 2;
export const MAX_CHECKING_TYPES = 2;
export const DASHBOARD_ID_LENGTH = 36;
export const REQUIRED_IMAGE_SIZE = { width: 1008, height: 645 } as const;
export const VANTAGE_CUTOFF = { min: 300, max: 999 } as const;

export const DOCUMENT_POLLING = { maxAttempts: 25, intervalMs: 5000 } as const;
/**
 * 002 §9 "idle session warning with a countdown: limit not shown": ours
 * (docs/decisions/0238-idle-session-account-pages.md).
 */
export const IDLE_SESSION = { idleMs: 15 * 60 * 1000, warningMs: 2 * 60 * 1000 } as const;
export const OPENER_TIMEOUT_MS = 500;
export const IDENTITY_LOCKOUT_MINUTES = 60;
export const HOME_IMPROVEMENT_REFINANCE_WINDOW_MONTHS = 6;
export const PROJECTION_RUN_MAX_MINUTES = 30;
export const CONSUMER_DISTRIBUTION_CAMPAIGNS = 3;

export const DEFAULT_PAGE_SIZE = 30;
export const FIRST_PAGE = 0;

/** The sequence number a workflow item gets when it has none: previous plus this (001 §4). */
export const SEQUENCE_FALLBACK_INCREMENT = 0.001;

/** 002 §9: toasts close after 5 seconds. */
export const TOAST_DURATION_MS = 5000;
export const FETCH_DEDUPE_MS = 2000;
export const FETCH_ERROR_RETRY_MS = 5000;

export const STIPULATION_UPLOAD_EXTENSIONS = ['jpg', 'jpeg', 'png', 'pdf'] as const;
export const IMAGE_PREVIEW_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp'] as const;
export const CSV_EXTENSIONS = ['csv'] as const;

export const LOAN_LEAD_FILTER_STORAGE_KEY = 'loanLeadFilter';
/**
 * 001 §4: upload later reserves the offer "for a number of hours, value not shown"; ours
 * (docs/decisions/0189-upload-later-redeem-journey-screens-and-further.md).
 */
export const UPLOAD_LATER_RESERVATION_HOURS = 72;
/**
 * How long a redeemed offer's certificate holds its terms; the seed names none, ours
 * (docs/decisions/0192-certificate-redeem-journey-screens-and-further.md).
 */
export const CERTIFICATE_VALID_DAYS = 30;
