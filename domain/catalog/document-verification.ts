import { isOneOf } from './code-set.ts';
/**
 * The licence-scan (document verification) outcomes of 001 §8: what the vendor answered, what the consumer reads and
 * whether another scan can help. 'processing' keeps the journey polling; 'passed' moves on; every other status ends
 * the scan with the message below. The wording is ours: 001 names the situations, not their text.
 */
export const DOCUMENT_FAILURE_STATUSES = [
  'failed',
  'communication_error',
  'unsupported_device',
  'under_supported_age',
  'challenge_mismatch',
  'already_submitted',
] as const;
export type DocumentFailureStatus = (typeof DOCUMENT_FAILURE_STATUSES)[number];
export type DocumentScanStatus = 'processing' | 'passed' | DocumentFailureStatus;

export interface DocumentFailure {
  title: string;
  message: string;
  /** Whether another scan can change the answer; a final one sends the consumer to the lender instead. */
  retry: boolean;
}

const GENERIC: DocumentFailure = {
  title: "We couldn't read your licence",
  message: 'The scan did not pass. Check that the whole licence is in the frame and not blurred, then try again.',
  retry: true,
};

const FAILURES: Readonly<Record<DocumentFailureStatus, DocumentFailure>> = {
  failed: GENERIC,
  communication_error: {
    title: 'We lost the connection',
    message: "We couldn't reach the verification service. Check your internet connection, then scan again.",
    retry: true,
  },
  unsupported_device: {
    title: "This device can't scan your licence",
    message: 'Open this page on a phone or tablet with a camera, then scan again.',
    retry: true,
  },
  under_supported_age: {
    title: "We can't verify this licence",
    message: 'The licence holder is under the minimum age the verification service supports.',
    retry: false,
  },
  challenge_mismatch: {
    title: "Your licence doesn't match your details",
    message: 'The name or date of birth on the licence differs from your credit file. Scan your own licence again.',
    retry: true,
  },
  already_submitted: {
    title: 'Your licence was already submitted',
    message: 'We already have your licence for this offer, so the lender will follow up with you.',
    retry: false,
  },
};

/** Redirect offers (the lender finishes on its own site) name only these three (001 §8). */
const REDIRECT_FAILURES: Readonly<Record<'challenge_mismatch' | 'generic', DocumentFailure>> = {
  challenge_mismatch: {
    title: "Your licence doesn't match your details",
    message: "We can't send you on to the lender until your licence matches your credit file. Scan your own licence.",
    retry: true,
  },
  generic: {
    title: "We couldn't send you to the lender",
    message: 'Something went wrong checking your licence. Try again, or open the offer again from the marketplace.',
    retry: true,
  },
};

export const isDocumentFailureStatus = (status: string): status is DocumentFailureStatus =>
  isOneOf(DOCUMENT_FAILURE_STATUSES, status);

/** The message for a scan that ended with `status`; unknown statuses read as the generic failure. */
export function documentFailure(status: string | null, options: { redirect?: boolean } = {}): DocumentFailure {
  const known = status !== null && isDocumentFailureStatus(status) ? FAILURES[status] : GENERIC;
  if (!options.redirect) return known;
  if (status === 'challenge_mismatch') return REDIRECT_FAILURES.challenge_mismatch;
  return known.retry ? REDIRECT_FAILURES.generic : known;
}

/** Too many attempts, for the lender-site (redirect) and in-app offers alike. */
export const tooManyDocumentAttempts = (attempts: number, options: { redirect?: boolean } = {}) =>
  options.redirect
    ? `We could not validate your licence after ${attempts} attempts, so we can't send you on to the lender.`
    : `We could not validate your licence after ${attempts} attempts.`;
